// From a Bolix's Pix code (or its location id) to the boleto it stands for: the location issued
// with it (store.pixLocations, migration 017), the account and the charge.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { PixLocation } from '../store/pix-locations-repo.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';
import { locationIdOfUrl, parseBrCode, type BrCodeInvalidReason } from '../domain/pix/index.ts';
import { ApiError } from '../domain/errors.ts';

export interface PixLocationFound {
  location: PixLocation;
  account: AccountRow;
  charge: ChargeRecord;
}

/** The location `id` names with its account and charge; undefined when no boleto of this sandbox has it. */
export function findPixLocation(ctx: AppContext, id: string): PixLocationFound | undefined {
  const location = ctx.store.pixLocations.findByLocation(id);
  if (!location) return undefined;
  const account = ctx.store.accounts.findById(location.accountId);
  const charge = account && ctx.store.charges.find(account.id, location.chargeId);
  if (!account || !charge?.billet) return undefined;
  return { location, account, charge };
}

const REASONS: Record<BrCodeInvalidReason, string> = {
  malformed: 'não é um código Pix (BR Code) bem formado',
  wrong_crc: 'o CRC (campo 63) não confere: algum caractere foi alterado',
  missing_field: 'falta um campo obrigatório do BR Code',
  wrong_value: 'um campo tem valor que o BR Code não admite',
  not_dynamic: 'é um código estático, não o de uma cobrança',
};

/** The location id a pasted code points to; a code altered, malformed or not of this sandbox is refused. */
export function locationIdOfCode(qrcode: string): string {
  const parsed = parseBrCode(qrcode.trim());
  if (!parsed.ok) throw new ApiError('pixCodeInvalid', { property: '/qrcode', message: `Código Pix inválido: ${REASONS[parsed.reason]}.` });
  const id = locationIdOfUrl(parsed.value.location);
  if (id === null) {
    throw new ApiError('pixCodeInvalid', { property: '/qrcode', message: `Código Pix de outro recebedor: o payload fica em ${parsed.value.location}, não no sandbox.` });
  }
  return id;
}

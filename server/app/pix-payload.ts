// The receiver's PSP side of a Bolix: the cobv served at a Pix code's location for a payment day
// (DPP), signed. Public, like the real location: a payer's bank has no credentials, and the
// location id (32 hex digits: its issue time, then 80 random bits) is the only secret. It shows
// what the payload shows — the boleto's amounts, its payer and receiver — and nothing else of the
// account.
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import { quoteBoleto, writtenOff } from './bank.ts';
import { pixSigner } from './pix-signing-key.ts';
import { findPixLocation, type PixLocationFound } from './pix-locations.ts';
import { beneficiaryCnpj } from './boleto-view-model.ts';
import { buildCobvPayload, type CobvPayload, type CobvStatus } from '../domain/pix/cobv-payload.ts';
import { lastPayableDate } from '../domain/billet.ts';
import { daysBetween, isIsoDate } from '../domain/dates.ts';
import { formatDate } from '../domain/clock.ts';
import { ApiError, invalidProperty } from '../domain/errors.ts';
import { PIX_LOCATION_HOST } from '../domain/pix/index.ts';

/** Where the payload's header says its key is published (`jku`): on the stand-in host, as a PSP's. */
export const PIX_JWKS_URL = `https://${PIX_LOCATION_HOST}/bolix/v2/jwks`;

export interface PayloadQuery {
  /** The payment day the payer's bank asks about; today on the account's clock when absent. */
  DPP?: string;
  /** The payer's municipality (IBGE, 7 digits): Banco Central's parameter, checked, not used. */
  codMun?: string;
}

/**
 * The location's status: `CONCLUIDA` once its boleto is paid; removed by the receiver once the
 * boleto was canceled or re-issued with a new due date (a new code replaced this one); else `ATIVA`.
 */
function statusOf({ location, charge }: PixLocationFound): CobvStatus {
  if (!location.active) return 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
  if (charge.status === 'paid' || charge.status === 'settled') return 'CONCLUIDA';
  if (charge.status === 'canceled') return 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
  return 'ATIVA';
}

/** The cobv of location `locationId` on the payment day `query.DPP`, unsigned. */
export function cobvOf(ctx: AppContext, locationId: string, query: PayloadQuery): CobvPayload {
  if (query.DPP !== undefined && !isIsoDate(query.DPP)) throw invalidProperty('DPP', 'Use o formato YYYY-MM-DD, com uma data que exista.');
  if (query.codMun !== undefined && !/^[0-9]{7}$/.test(query.codMun)) throw invalidProperty('codMun', 'O código IBGE do município tem 7 dígitos.');
  const found = findPixLocation(ctx, locationId);
  if (!found) throw new ApiError('pixCodeNotFound', 'Nenhuma cobrança Pix neste endereço.');
  const { account, charge, location } = found;
  const nowMs = accountNow(ctx, account);
  const day = query.DPP ?? formatDate(nowMs);
  const billet = charge.billet!;
  const status = statusOf(found);
  // Banco Central: a cobv is not paid after its due date plus validadeAposVencimento.
  if (status === 'ATIVA' && daysBetween(lastPayableDate(billet), day) > 0) throw writtenOff(billet);
  return buildCobvPayload({
    billet,
    customer: charge.customer,
    receiver: { name: account.name, cnpj: beneficiaryCnpj(account.id) },
    location: { txid: location.txid, revision: location.revision, createdAtMs: location.createdAtMs },
    due: quoteBoleto(charge, day),
    status,
    nowMs,
  });
}

/** The compact JWS a payer's bank is answered: the cobv, signed with the sandbox's PS256 key. */
export async function signedCobv(ctx: AppContext, locationId: string, query: PayloadQuery): Promise<string> {
  cobvOf(ctx, locationId, query); // refusals before waiting for the key
  const signer = await pixSigner(ctx);
  // Read again after the wait: the boleto may have been paid meanwhile.
  return signer.signCompact(cobvOf(ctx, locationId, query), PIX_JWKS_URL);
}

// POST /v1/charge/:id/billet/resend: the sandbox sends no e-mail; it keeps it in an outbox the
// control API lists, with the boleto PDF as it was attached.
import type { AppContext } from './context.ts';
import { accountNowById } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { findCharge } from './charges.ts';
import { findCarnetParcel, requireOpenCarnet } from './carnets.ts';
import { boletoPdf } from './boleto-documents.ts';
import { boletoViewOf } from './boleto-view-model.ts';
import { formatTimestamp } from '../domain/clock.ts';
import { formatBRL, formatDateBR } from '../domain/format.ts';
import { ApiError } from '../domain/errors.ts';
import type { ChargeRecord } from '../store/charges-repo.ts';

function requireResendable(charge: ChargeRecord): void {
  if (!charge.billet) throw new ApiError('notResendable', 'Apenas transações com boleto emitido podem ser reenviadas.');
  if (charge.status !== 'waiting' && charge.status !== 'unpaid') {
    throw new ApiError('notResendable', `Apenas transações com status [waiting] ou [unpaid] podem ser reenviadas: status [${charge.status}].`);
  }
}

export async function resendBillet(ctx: AppContext, account: AccountRow, chargeId: number, email: string): Promise<void> {
  const charge = findCharge(ctx, account, chargeId);
  requireResendable(charge);
  const pdf = await boletoPdf(charge, boletoViewOf(charge, account));
  const nowMs = accountNowById(ctx, account.id);
  ctx.store.transaction(() => {
    const current = findCharge(ctx, account, chargeId);
    if (current.billet?.revision !== charge.billet?.revision) throw new ApiError('notResendable', 'O boleto mudou enquanto era enviado; tente de novo.');
    requireResendable(current); // it may have changed while the PDF rendered
    const billet = current.billet!;
    ctx.store.emails.insert({
      accountId: account.id,
      chargeId: current.id,
      recipient: email,
      subject: `Boleto da cobrança ${current.id} — vencimento ${formatDateBR(billet.expireAt)}`,
      body:
        `Olá,\n\nSegue o boleto de ${formatBRL(billet.documentValue)} com vencimento em ${formatDateBR(billet.expireAt)}.\n` +
        `Linha digitável: ${billet.typedLine}\n\n${account.name}`,
      attachmentName: `boleto-${current.id}.pdf`,
      attachment: pdf,
      createdAt: formatTimestamp(nowMs),
    });
    ctx.store.charges.addHistory(current.id, `Cobrança enviada para ${email}`, formatTimestamp(nowMs));
  });
}

/** POST /v1/carnet/:id/parcel/:parcel/resend: one parcel's boleto, only while it is `waiting` (3500066). */
export async function resendParcel(ctx: AppContext, account: AccountRow, carnetId: number, parcel: number, email: string): Promise<void> {
  const { carnet, charge } = findCarnetParcel(ctx, account, carnetId, parcel);
  requireOpenCarnet(carnet);
  if (charge.status !== 'waiting') {
    throw new ApiError('notResendable', `Apenas parcelas com status [waiting] podem ser reenviadas: status [${charge.status}].`);
  }
  await resendBillet(ctx, account, charge.id, email);
}

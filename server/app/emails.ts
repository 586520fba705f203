// POST /v1/charge/:id/billet/resend and the carnê resends: the sandbox sends no e-mail; it keeps
// it in an outbox the control API lists, with the boleto or booklet PDF as it was attached.
import type { AppContext } from './context.ts';
import { accountNowById } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { findCharge } from './charges.ts';
import { resendLink } from './payment-links.ts';
import { findCarnet, findCarnetParcel, requireOpenCarnet } from './carnets.ts';
import { carnetDocuments, carnetPdf, carnetViewKey } from './carnet-documents.ts';
import { boletoPdf } from './boleto-documents.ts';
import { boletoViewOf } from './boleto-view-model.ts';
import { bolixCodeOf } from './bolix.ts';
import { formatTimestamp } from '../domain/clock.ts';
import { formatBRL, formatDateBR } from '../domain/format.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { parseSearch, textMatches } from '../domain/search.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';

function requireResendable(charge: ChargeRecord): void {
  if (!charge.billet) throw new ApiError('notResendable', 'Apenas transações com boleto emitido podem ser reenviadas.');
  if (charge.status !== 'waiting' && charge.status !== 'unpaid') {
    throw new ApiError('notResendable', `Apenas transações com status [waiting] ou [unpaid] podem ser reenviadas: status [${charge.status}].`);
  }
}

export async function resendBillet(ctx: AppContext, account: AccountRow, chargeId: number, email: string): Promise<void> {
  const charge = findCharge(ctx, account, chargeId);
  requireResendable(charge);
  const pdf = await boletoPdf(boletoViewOf(charge, account, bolixCodeOf(ctx, account, charge.id)));
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

/**
 * POST /v1/charge/:id/subscription/resend (the SDKs' sendSubscriptionLinkEmail): a subscription's
 * charge sent to the payer — its boleto, with the billet resend's rule and e-mail (`waiting` or
 * `unpaid`, 3500066), or the link of a first charge made by POST /v1/plan/:id/subscription/one-step/link
 * while it is open. A charge of no subscription, or one paid by card (the card is charged, there
 * is nothing for the payer to pay), is 3500066 too.
 */
export async function resendSubscriptionCharge(ctx: AppContext, account: AccountRow, chargeId: number, email: string, paymentUrl: (code: string) => string): Promise<void> {
  const charge = findCharge(ctx, account, chargeId);
  if (charge.subscriptionId === null) {
    throw new ApiError('notResendable', `A transação ${charge.id} não pertence a uma assinatura: envie-a com POST /v1/charge/${charge.id}/billet/resend.`);
  }
  // A subscription made with a payment link: its first charge is the link while the payer has not chosen.
  if (charge.status === 'link') return resendLink(ctx, account, charge.id, email, paymentUrl);
  await resendBillet(ctx, account, charge.id, email);
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

/**
 * POST /v1/carnet/:id/resend: the whole booklet (cover and every parcel's slip) to one address,
 * refused once the carnê is finished (3500083). The e-mail belongs to no single parcel, so its
 * `charge_id` is null; the carnê's history records it.
 */
export async function resendCarnet(ctx: AppContext, account: AccountRow, carnetId: number, email: string): Promise<void> {
  // The booklet renders outside the transaction; if a parcel changed meanwhile, render again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = bookletOf(ctx, account, carnetId);
    const pdf = await carnetPdf(before.view);
    const nowMs = accountNowById(ctx, account.id);
    const sent = ctx.store.transaction(() => {
      const current = bookletOf(ctx, account, carnetId);
      if (carnetViewKey(current.view) !== carnetViewKey(before.view)) return false;
      const { carnet, view } = current;
      const cover = view.cover;
      ctx.store.emails.insert({
        accountId: account.id,
        chargeId: null,
        recipient: email,
        subject: `Carnê ${carnet.id} — ${cover.parcelCount} ${cover.parcelCount === 1 ? 'parcela' : 'parcelas'} de ${cover.firstDueDate} a ${cover.lastDueDate}`,
        body:
          `Olá,\n\nSegue o carnê de ${cover.total} em ${cover.parcelValues}, com vencimentos de ${cover.firstDueDate} a ${cover.lastDueDate}.\n` +
          `Pague cada parcela até o vencimento pelo código de barras ou pela linha digitável da lâmina.\n\n${account.name}`,
        attachmentName: `carne-${carnet.id}.pdf`,
        attachment: pdf,
        createdAt: formatTimestamp(nowMs),
      });
      ctx.store.carnets.addHistory(carnet.id, `Carnê enviado para ${email}`, formatTimestamp(nowMs));
      return true;
    });
    if (sent) return;
  }
  throw new ApiError('notResendable', 'O carnê mudou enquanto era enviado; tente de novo.');
}

/** The caller's open carnê and its booklet view (3500083 once finished). */
function bookletOf(ctx: AppContext, account: AccountRow, carnetId: number) {
  const carnet = findCarnet(ctx, account, carnetId);
  requireOpenCarnet(carnet);
  const documents = carnetDocuments(ctx, carnet);
  if (!documents) throw new ApiError('notResendable', 'O carnê não tem boletos emitidos para enviar.');
  return documents;
}

/**
 * The outbox, newest first; `q` finds an e-mail by its recipient, subject or body (a typed line
 * with or without its dots), by its charge's id, or by anything its charge is found by (the
 * payer's name, CPF, token…).
 */
export function listEmails(ctx: AppContext, account: AccountRow, filter: { chargeId?: number; q?: string; limit: number; offset: number }) {
  const search = parseSearch(filter.q);
  if (!search) return ctx.store.emails.list(account.id, filter);
  const charges = new Set(ctx.store.charges.matchingIds(account.id, search));
  return ctx.store.emails.search(account.id, filter, (email) =>
    (email.charge_id !== null && charges.has(email.charge_id)) || textMatches(search, [email.recipient, email.subject, email.body]),
  );
}

/** An e-mail's attachment (its PDF), if the account's e-mail has one. */
export function emailAttachment(ctx: AppContext, account: Pick<AccountRow, 'id'>, emailId: number): { name: string | null; content: Buffer } {
  const found = ctx.store.emails.attachment(account.id, emailId);
  if (!found?.attachment) throw notFound('id');
  return { name: found.attachment_name, content: found.attachment };
}

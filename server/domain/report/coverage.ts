// The report's coverage checks: which flows the integration went through, read from the status
// changes the account's objects made (the notification events, with the charge each one is about).
// Each passes once its flow happened, and is not exercised otherwise: coverage never fails.
import type { Check, Evidence } from './checks.ts';
import { EVIDENCE_LIMIT } from './checks.ts';

/** A status change of a charge, carnê or subscription, and the charge it is about (if one). */
export interface ObservedEvent {
  type: string;
  status: string;
  previous: string | null;
  chargeId: number | null;
  subscriptionId: number | null;
  paymentMethod: string | null;
  isLink: boolean;
  paidValue: number | null;
  total: number | null;
  /** A paid Bolix, paid by its Pix code rather than its barcode. */
  paidByPix: boolean;
}

const boleto = (e: ObservedEvent) => e.paymentMethod === 'banking_billet' && e.type === 'charge' && !e.isLink;
const card = (e: ObservedEvent) => e.paymentMethod === 'credit_card' && !e.isLink;

/** Each flow: its id, its title, and the events that show it happened. */
const FLOWS: Array<[string, string, (e: ObservedEvent, all: ObservedEvent[]) => boolean]> = [
  ['boleto_issued', 'Boleto emitido', (e) => boleto(e) && e.status === 'waiting'],
  ['boleto_paid', 'Boleto pago', (e) => boleto(e) && e.status === 'paid'],
  ['boleto_paid_late', 'Boleto pago com atraso (multa e juros)', (e) => boleto(e) && e.status === 'paid' && e.paidValue !== null && e.total !== null && e.paidValue > e.total],
  ['boleto_unpaid', 'Boleto vencido (unpaid)', (e) => boleto(e) && e.status === 'unpaid'],
  ['boleto_canceled', 'Boleto cancelado', (e) => boleto(e) && e.status === 'canceled'],
  ['boleto_settled', 'Boleto marcado como pago (settled)', (e) => boleto(e) && e.status === 'settled'],
  ['card_approved', 'Cartão aprovado', (e) => card(e) && e.status === 'approved'],
  ['card_refused', 'Cartão recusado', (e) => card(e) && e.status === 'unpaid'],
  ['card_retried', 'Cartão recusado e tentado de novo', (e) => card(e) && e.previous === 'unpaid'],
  ['card_refunded', 'Cartão estornado', (e) => card(e) && e.status === 'refunded'],
  ['carnet', 'Carnê emitido', (e) => e.type === 'carnet' || e.type === 'carnet_charge'],
  ['subscription_renewed', 'Assinatura renovada', (e, all) =>
    e.type === 'subscription_charge' && e.chargeId !== null &&
    all.some((o) => o.type === 'subscription_charge' && o.subscriptionId === e.subscriptionId && o.chargeId !== null && o.chargeId !== e.chargeId)],
  ['subscription_canceled', 'Assinatura cancelada', (e) => e.type === 'subscription' && e.status === 'canceled'],
  ['link_paid', 'Link de pagamento pago', (e) => e.isLink && (e.status === 'paid' || e.status === 'approved')],
  ['link_expired', 'Link de pagamento expirado', (e) => e.isLink && e.status === 'expired'],
  ['bolix_paid_by_pix', 'Bolix pago via Pix', (e) => e.status === 'paid' && e.paidByPix],
];

const chargeEvidence = (id: number, note: string): Evidence => ({ kind: 'charge', id, href: `#/cobrancas/${id}`, note });

export function coverageChecks(events: ObservedEvent[]): Check[] {
  return FLOWS.map(([id, title, shows]) => {
    const seen = events.filter((e) => shows(e, events));
    const charges = [...new Set(seen.flatMap((e) => (e.chargeId === null ? [] : [e.chargeId])))];
    return {
      id: `coverage.${id}`,
      title,
      status: seen.length > 0 ? 'pass' : 'not_exercised',
      detail: seen.length > 0 ? `Exercitado: ${seen.length} mudança(s) de status.` : 'Nenhuma mudança de status mostra este fluxo.',
      evidence: charges.slice(0, EVIDENCE_LIMIT).map((charge) => chargeEvidence(charge, title)),
    };
  });
}

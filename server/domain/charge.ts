// Charge rules: the total, and the status machine as one table. Every status change in the
// service goes through `transitionCharge`, so the history line and the notification event
// can never be forgotten by a use case.
import { ApiError, type ErrorKind } from './errors.ts';

// `settled`: a manual settle under the account's `efi` profile (the real service's word; the
// interface spec's `paid` under `spec`, the default). `identified`: a boleto paid at a bank whose
// confirmation is still to come (the `compensation` setting), under the `efi` profile only — the
// real service's "payment identified, money not yet credited"; the spec's list has no such status.
export const chargeStatuses = ['new', 'waiting', 'identified', 'approved', 'unpaid', 'link', 'canceled', 'paid', 'settled', 'refunded', 'contested', 'expired'] as const;
export type ChargeStatus = (typeof chargeStatuses)[number];

export interface ChargeItem {
  name: string;
  value: number;
  amount?: number;
  marketplace?: unknown;
}

export interface Shipping {
  name: string;
  value: number;
  payee_code?: string;
}

export function computeTotal(items: readonly ChargeItem[], shippings: readonly Shipping[] = []): number {
  const itemsTotal = items.reduce((sum, item) => sum + item.value * (item.amount ?? 1), 0);
  return itemsTotal + shippings.reduce((sum, shipping) => sum + shipping.value, 0);
}

export type ChargeAction =
  | 'payWithBillet'
  | 'cancel'
  | 'settle'
  | 'settleAsEfi'
  | 'overdue'
  | 'reopen'
  | 'payAtBank'
  | 'identifyAtBank'
  | 'payByPix'
  | 'payWithCard'
  | 'cardApproved'
  | 'cardRefused'
  | 'retryCard'
  | 'captureCard'
  | 'refund'
  | 'dispute'
  | 'disputeWon'
  | 'disputeLost'
  | 'attachLink'
  | 'expireLink'
  | 'reopenLink';

interface TransitionRule {
  from: readonly ChargeStatus[];
  to: ChargeStatus;
  refusal: ErrorKind;
  refusalMessage: string;
  history: string;
}

const allBut = (...excluded: ChargeStatus[]) => chargeStatuses.filter((s) => !excluded.includes(s));

/**
 * The status machine. Interface spec §3 is the law: cancel from new/waiting/unpaid/link; settle
 * from any status to `paid` (the real API says `settled`, see docs/fidelity.md) — settling a paid
 * charge again is refused because it would change nothing; a canceled boleto printed before the
 * cancellation can still be paid at a bank.
 *
 * Cards (wire-format §4.2, the INFERRED path `new → waiting → approved → paid`): the pay call
 * records `waiting` and, in the same instant, the acquirer's answer — `approved` or `unpaid`; an
 * approved payment is captured (`paid`) on the next day of the account's clock; a paid card charge
 * can be refunded or disputed by the payer (`contested`), and a dispute ends `paid` again when the
 * merchant wins it or `refunded` when the payer does.
 */
export const chargeTransitions: Record<ChargeAction, TransitionRule> = {
  payWithBillet: {
    // `link`: the payer chose the boleto on the link's page.
    from: ['new', 'link'],
    to: 'waiting',
    refusal: 'notPayable',
    refusalMessage: 'A transação não pode ser paga, pois está com status [%s].',
    history: 'Pagamento via boleto aguardando confirmação',
  },
  cancel: {
    from: ['new', 'waiting', 'unpaid', 'link'],
    to: 'canceled',
    refusal: 'notCancelable',
    refusalMessage: 'Apenas transações com status [new],[link],[waiting] ou [unpaid] podem ser canceladas.',
    history: 'Cobrança cancelada',
  },
  settle: {
    from: allBut('paid', 'settled'),
    to: 'paid',
    refusal: 'notSettleable',
    refusalMessage: 'A transação já está paga: status [%s].',
    history: 'Cobrança marcada como paga manualmente',
  },
  // The same settle under the `efi` profile: the real service's `settled` ("baixa manual").
  settleAsEfi: {
    from: allBut('paid', 'settled'),
    to: 'settled',
    refusal: 'notSettleable',
    refusalMessage: 'A transação já está paga: status [%s].',
    history: 'Cobrança marcada como paga manualmente',
  },
  overdue: {
    from: ['waiting'],
    to: 'unpaid',
    refusal: 'notPayable',
    refusalMessage: 'Apenas transações com status [waiting] vencem: status [%s].',
    history: 'Boleto vencido sem pagamento',
  },
  reopen: {
    from: ['unpaid'],
    to: 'waiting',
    refusal: 'billetNotUpdatable',
    refusalMessage: 'Apenas transações com status [waiting] ou [unpaid] podem ser atualizadas: status [%s].',
    history: 'Boleto reemitido com novo vencimento',
  },
  // `identified`: the confirmation of a payment the bank identified earlier (compensation
  // next_business_day, profile efi).
  payAtBank: {
    from: ['waiting', 'unpaid', 'canceled', 'identified'],
    to: 'paid',
    refusal: 'notPayable',
    refusalMessage: 'A transação não pode ser paga, pois está com status [%s].',
    history: 'Pagamento confirmado pelo banco',
  },
  // A boleto paid at a bank, to be confirmed on the next business day (compensation
  // next_business_day), under the `efi` profile; under `spec` the status does not move until then.
  identifyAtBank: {
    from: ['waiting', 'unpaid', 'canceled'],
    to: 'identified',
    refusal: 'notPayable',
    refusalMessage: 'A transação não pode ser paga, pois está com status [%s].',
    history: 'Pagamento identificado pelo banco: %s',
  },
  // A Bolix paid by its Pix code: settled at once, on any day; the line says how it was paid
  // (Efí documents no wording of its own). A canceled boleto's Pix code is removed, not payable.
  payByPix: {
    from: ['waiting', 'unpaid'],
    to: 'paid',
    refusal: 'notPayable',
    refusalMessage: 'A transação não pode ser paga, pois está com status [%s].',
    history: 'Pagamento confirmado via Pix',
  },
  payWithCard: {
    from: ['new', 'link'],
    to: 'waiting',
    refusal: 'notPayable',
    refusalMessage: 'A transação não pode ser paga, pois está com status [%s].',
    history: 'Pagamento via cartão de crédito aguardando confirmação',
  },
  cardApproved: {
    from: ['waiting'],
    to: 'approved',
    refusal: 'notPayable',
    refusalMessage: 'Apenas transações com status [waiting] são aprovadas: status [%s].',
    history: 'Pagamento via cartão de crédito aprovado pela operadora',
  },
  cardRefused: {
    from: ['waiting'],
    to: 'unpaid',
    refusal: 'notPayable',
    refusalMessage: 'Apenas transações com status [waiting] são recusadas: status [%s].',
    // The real history line names the reason: "Falha no pagamento - <reason>" (wire-format §7.3).
    history: 'Falha no pagamento - %s',
  },
  retryCard: {
    from: ['unpaid'],
    to: 'waiting',
    refusal: 'notRetryable',
    refusalMessage: 'Apenas transações por cartão com status [unpaid] podem ser retentadas: status [%s].',
    history: 'Nova tentativa de pagamento via cartão de crédito aguardando confirmação',
  },
  captureCard: {
    from: ['approved'],
    to: 'paid',
    refusal: 'notPayable',
    refusalMessage: 'Apenas transações com status [approved] são capturadas: status [%s].',
    history: 'Pagamento via cartão de crédito confirmado',
  },
  refund: {
    from: ['paid'],
    to: 'refunded',
    refusal: 'notRefundable',
    refusalMessage: 'Apenas transações por cartão com status [paid] podem ser reembolsadas: status [%s].',
    history: 'Pagamento reembolsado',
  },
  dispute: {
    from: ['paid'],
    to: 'contested',
    refusal: 'notDisputable',
    refusalMessage: 'Apenas transações por cartão com status [paid] podem ser contestadas: status [%s].',
    history: 'Pagamento contestado pelo pagador',
  },
  disputeWon: {
    from: ['contested'],
    to: 'paid',
    refusal: 'notDisputable',
    refusalMessage: 'Apenas transações com status [contested] têm contestação a resolver: status [%s].',
    history: 'Contestação encerrada a favor do vendedor',
  },
  disputeLost: {
    from: ['contested'],
    to: 'refunded',
    refusal: 'notDisputable',
    refusalMessage: 'Apenas transações com status [contested] têm contestação a resolver: status [%s].',
    history: 'Contestação encerrada a favor do pagador: valor devolvido',
  },
  attachLink: {
    from: ['new'],
    to: 'link',
    refusal: 'linkNeedsNewCharge',
    refusalMessage: 'A transação não possui status [new]: status [%s].',
    history: 'Link de pagamento criado',
  },
  expireLink: {
    from: ['link'],
    to: 'expired',
    refusal: 'linkClosed',
    refusalMessage: 'Apenas links com status [link] expiram: status [%s].',
    history: 'Link de pagamento expirado',
  },
  reopenLink: {
    from: ['expired'],
    to: 'link',
    refusal: 'linkNeedsNewCharge',
    refusalMessage: 'Apenas links expirados são reabertos: status [%s].',
    history: 'Link de pagamento reaberto com novo vencimento',
  },
};

export interface StatusChange {
  previous: ChargeStatus;
  current: ChargeStatus;
  history: string;
}

/** Checks the table and names the change; throws the catalog refusal when it is not allowed. */
export function transitionCharge(current: ChargeStatus, action: ChargeAction, detail = ''): StatusChange {
  const rule = chargeTransitions[action];
  if (!rule.from.includes(current)) {
    throw new ApiError(rule.refusal, rule.refusalMessage.replace('%s', current));
  }
  return { previous: current, current: rule.to, history: rule.history.replace('%s', detail) };
}

export const creationHistory = 'Cobrança criada';

/**
 * What a manual settle does under the account's profile (domain/settings.ts): `spec` ends `paid`
 * with the total and the day on its event (the interface spec, contracts.md); `efi` ends
 * `settled` with no paid value, as the real service's "baixa manual" returns none (EFIDOC boleto.md).
 */
export function settleActionFor(profile: string): { action: 'settle' | 'settleAsEfi'; carriesPayment: boolean } {
  return profile === 'efi' ? { action: 'settleAsEfi', carriesPayment: false } : { action: 'settle', carriesPayment: true };
}

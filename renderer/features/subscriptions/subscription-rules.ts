// What the subscription page says and offers, as plain functions (unit-tested without a browser):
// a plan's terms in words, the boleto a payer would pay now, what the clock will do at the next
// execution, and which world actions fit.
import type { SubscriptionCharge, SubscriptionDetail, SubscriptionStatus } from '../../api/types.ts';
import { formatCardMask, formatDate } from '../../ui/format.ts';

/** A plan's bounds, the API's (PLAN_INTERVAL and PLAN_REPEATS in server/domain/subscription.ts). */
export const PLAN_INTERVAL = { min: 1, max: 24 } as const;
export const PLAN_REPEATS = { min: 2, max: 120 } as const;

/** "todo mês", "a cada 3 meses". */
export function planEvery(interval: number): string {
  return interval === 1 ? 'todo mês' : `a cada ${interval} meses`;
}

/** "12 cobranças", "até cancelar". */
export function planRepeats(repeats: number | null): string {
  return repeats === null ? 'até cancelar' : `${repeats} cobranças`;
}

/** "Período 2/12", or "Período 2" for a plan that runs until canceled. */
export function periodLabel(period: number, repeats: number | null): string {
  return `Período ${period}${repeats === null ? '' : `/${repeats}`}`;
}

/** Subscriptions can be canceled while `new` or active (`new_charge` is active too). */
export function isCancelable(status: SubscriptionStatus): boolean {
  return status === 'new' || status === 'active' || status === 'new_charge';
}

/**
 * The boleto a payer would pay now: the latest period's boleto still waiting or overdue. Also after
 * a cancel — a boleto already issued stays payable, as a printed one would.
 */
export function currentBoletoCharge(charges: SubscriptionCharge[]): SubscriptionCharge | null {
  let current: SubscriptionCharge | null = null;
  for (const charge of charges) {
    const open = charge.status === 'waiting' || charge.status === 'unpaid';
    if (open && charge.payment_method === 'banking_billet' && (current === null || charge.parcel > current.parcel)) current = charge;
  }
  return current;
}

export interface NextExecution {
  /** YYYY-MM-DD: the execution runs at 00:00 of that day on the account's clock. */
  date: string;
  /** The period the execution charges. */
  period: number;
  /** What the clock will do then, in words. */
  action: string;
  /** The plan's last charge: the subscription expires right after it. */
  last: boolean;
}

/** The next execution and what it does, or null when nothing more is scheduled. */
export function nextExecutionOf(detail: SubscriptionDetail): NextExecution | null {
  const { subscription, charges } = detail;
  if (subscription.next_execution === null) return null;
  const period = subscription.occurrences + 1;
  const last = subscription.plan.repeats !== null && period === subscription.plan.repeats;
  // After a card trial, the first execution charges the charge made at subscription.
  const existing = charges.find((c) => c.parcel === period);
  let action: string;
  if (subscription.payment_method === 'banking_billet') {
    action = `gera a cobrança ${period} e emite o boleto${subscription.next_expire_at ? `, com vencimento em ${formatDate(subscription.next_expire_at)}` : ''}`;
  } else {
    const mask = [...charges].reverse().find((c) => c.card_mask)?.card_mask;
    const card = mask ? `o cartão guardado (${formatCardMask(mask)})` : 'o cartão guardado';
    action = existing ? `fim do período de teste: cobra ${card} na cobrança ${period}` : `gera a cobrança ${period} e cobra ${card}`;
  }
  if (last) action += ' — é a última cobrança do plano: a assinatura expira em seguida';
  return { date: subscription.next_execution, period, action, last };
}

/** Why nothing more is scheduled (when nextExecutionOf is null). */
export function whyNothingNext(detail: SubscriptionDetail): string {
  const { subscription } = detail;
  switch (subscription.status) {
    case 'new':
      return 'Sem forma de pagamento ainda: a primeira execução é marcada quando a assinatura é paga (POST /v1/subscription/:id/pay).';
    case 'canceled':
      return 'Cancelada: nenhuma renovação agendada. Um boleto já emitido continua pagável no banco.';
    case 'expired':
      return `Expirada: as ${subscription.occurrences} cobranças do plano foram geradas; nada mais é agendado.`;
    default:
      return 'Nenhuma renovação agendada.';
  }
}

export type SubscriptionAction = 'payBoleto' | 'advance' | 'payerCancel' | 'cancel';

/** The world actions that fit the subscription now; the server still has the last word. */
export function subscriptionActionsFor(detail: SubscriptionDetail): SubscriptionAction[] {
  const fits: Record<SubscriptionAction, boolean> = {
    payBoleto: currentBoletoCharge(detail.charges) !== null,
    advance: detail.subscription.next_execution !== null,
    payerCancel: isCancelable(detail.subscription.status),
    cancel: isCancelable(detail.subscription.status),
  };
  return (Object.keys(fits) as SubscriptionAction[]).filter((a) => fits[a]);
}

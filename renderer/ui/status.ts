// The API's status values stay as they are (integrators code against them): every badge shows a
// short Portuguese label with the API's own name beside it as code (StateBadge), and a longer
// meaning for tooltips and the filters. One map per kind of thing that has a state.
import type { CarnetStatus, ChargeStatus, SubscriptionStatus } from '../api/types.ts';

/** A charge's status in a word or two (feminine: "a cobrança"). */
export const CHARGE_STATUS_LABEL: Record<ChargeStatus, string> = {
  new: 'nova',
  waiting: 'aguardando',
  identified: 'identificada',
  unpaid: 'não paga',
  link: 'link gerado',
  paid: 'paga',
  settled: 'baixada',
  canceled: 'cancelada',
  expired: 'expirada',
  approved: 'aprovada',
  refunded: 'reembolsada',
  contested: 'contestada',
};

export const STATUS_MEANING: Record<ChargeStatus, string> = {
  new: 'cobrança criada, sem forma de pagamento',
  waiting: 'aguardando pagamento',
  identified: 'paga no banco, aguardando a confirmação (perfil efi)',
  unpaid: 'não paga: boleto vencido ou cartão recusado',
  link: 'link de pagamento gerado: aguardando o pagador',
  paid: 'paga',
  settled: 'marcada como paga manualmente (baixa manual, perfil efi)',
  canceled: 'cancelada',
  expired: 'link de pagamento expirado sem que o pagador escolhesse',
  approved: 'cartão aprovado pela operadora, aguardando a captura',
  refunded: 'reembolsada ao pagador',
  contested: 'contestada pelo pagador (chargeback)',
};

/** The meaning for one charge: `unpaid` says why, once the payment method is known. */
export function statusMeaningOf(status: ChargeStatus, paymentMethod: string | null | undefined): string {
  if (status === 'unpaid' && paymentMethod === 'credit_card') return 'cartão recusado pela operadora';
  if (status === 'unpaid' && paymentMethod === 'banking_billet') return 'boleto vencido sem pagamento';
  return STATUS_MEANING[status] ?? status;
}

/** What the filter offers: the statuses this sandbox produces today. */
export const FILTER_STATUSES: ChargeStatus[] = ['new', 'waiting', 'identified', 'approved', 'paid', 'settled', 'unpaid', 'refunded', 'contested', 'canceled', 'link', 'expired'];

/** A webhook delivery's state (`/sandbox/v1/deliveries`) in a word or two ("a entrega"). */
export const DELIVERY_STATE_LABEL: Record<string, string> = {
  pending: 'agendada',
  delivered: 'entregue',
  acknowledged: 'confirmada',
  failed: 'falhou',
  never_fetched: 'token não consultado',
  no_url: 'sem URL',
};

export const DELIVERY_STATE_MEANING: Record<string, string> = {
  pending: 'tentativa agendada',
  delivered: 'entregue (2xx), token ainda não consultado',
  acknowledged: 'entregue e token consultado',
  failed: 'sem 2xx dentro do prazo',
  never_fetched: '2xx, mas o token nunca foi consultado',
  no_url: 'cobrança sem notification_url',
};

export const JOB_KIND_LABEL: Record<string, string> = {
  'notification.deliver': 'Enviar callback',
  'charge.overdue': 'Boleto vence (waiting → unpaid)',
  'card.capture': 'Cartão capturado (approved → paid)',
  'charge.confirm': 'Banco confirma o pagamento do boleto (→ paid)',
  'subscription.execute': 'Renovação de assinatura (gera a próxima cobrança)',
  'link.expire': 'Link de pagamento expira (link → expired)',
};

/** Jobs whose subject is a charge id. */
export const CHARGE_JOB_KINDS = new Set(['charge.overdue', 'card.capture', 'charge.confirm']);
/** Jobs whose subject is the charge of a payment link: shown on the link's page. */
export const LINK_JOB_KINDS = new Set(['link.expire']);
/** Jobs whose subject is a subscription id (the others name a delivery). */
export const SUBSCRIPTION_JOB_KINDS = new Set(['subscription.execute']);

export const PAYMENT_METHOD_LABEL: Record<string, string> = {
  banking_billet: 'Boleto',
  credit_card: 'Cartão de crédito',
};

export const CARD_BRAND_LABEL: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
};

export const brandLabel = (brand: string) => CARD_BRAND_LABEL[brand] ?? brand;

/** A carnê's status, driven by its parcels': the short pt-BR label and what it means. */
export const CARNET_STATUS_LABEL: Record<CarnetStatus, string> = {
  up_to_date: 'em dia',
  unpaid: 'em atraso',
  finished: 'encerrado',
};

export const CARNET_STATUS_MEANING: Record<CarnetStatus, string> = {
  up_to_date: 'em dia: nenhuma parcela vencida sem pagamento',
  unpaid: 'em atraso: ao menos uma parcela venceu sem pagamento',
  finished: 'encerrado: todas as parcelas chegaram a um status final',
};

/** A subscription's status: the short pt-BR label and what it means. */
export const SUBSCRIPTION_STATUS_LABEL: Record<SubscriptionStatus, string> = {
  new: 'nova',
  active: 'ativa',
  // `new_charge` is an active subscription whose latest period's charge is not paid yet (paying it
  // makes it `active` again): the label says both, so it never reads as another state than active.
  new_charge: 'ativa, a pagar',
  canceled: 'cancelada',
  expired: 'expirada',
};

export const SUBSCRIPTION_STATUS_MEANING: Record<SubscriptionStatus, string> = {
  new: 'criada, sem forma de pagamento ainda',
  active: 'ativa: a próxima renovação está agendada',
  new_charge: 'ativa: a cobrança do período atual foi gerada e ainda não foi paga (paga, a assinatura volta a active)',
  canceled: 'cancelada: nenhuma cobrança nova será gerada',
  expired: 'expirada: todas as cobranças do plano foram geradas',
};

/** What the status filter offers, in the order a subscription lives them. */
export const SUBSCRIPTION_FILTER_STATUSES: SubscriptionStatus[] = ['new', 'active', 'new_charge', 'canceled', 'expired'];

/**
 * A payment link's status is its charge's: the short pt-BR label says what it means for the link
 * (waiting for the payer, expired, or what became of the payer's choice).
 */
export const LINK_STATUS_LABEL: Partial<Record<ChargeStatus, string>> = {
  link: 'aguardando o pagador',
  expired: 'expirado',
  canceled: 'cancelado',
  waiting: 'aguardando pagamento',
  approved: 'cartão aprovado',
  paid: 'pago',
  settled: 'baixado',
  unpaid: 'não pago',
  refunded: 'reembolsado',
  contested: 'contestado',
  new: 'sem link',
};

/** What a link offers the payer (its `payment_method`). */
export const LINK_METHODS_LABEL: Record<string, string> = {
  all: 'boleto ou cartão',
  banking_billet: 'só boleto',
  credit_card: 'só cartão',
};

/** A test card's outcome (`/sandbox/v1/test-cards`): what the acquirer answers. */
export const CARD_OUTCOME_LABEL: Record<string, string> = {
  approved: 'aprovado',
  refused: 'recusado',
};

export const CARD_OUTCOME_MEANING: Record<string, string> = {
  approved: 'aprovado: a cobrança fica approved e vira paid no dia seguinte',
  refused: 'recusado pela operadora: a cobrança fica unpaid',
};

/** The things with a state the dashboard shows; a link's state is its charge's, worded for a link. */
export type StateKind = 'charge' | 'carnet' | 'subscription' | 'link' | 'delivery' | 'card';

const LABELS: Record<StateKind, Partial<Record<string, string>>> = {
  charge: CHARGE_STATUS_LABEL,
  carnet: CARNET_STATUS_LABEL,
  subscription: SUBSCRIPTION_STATUS_LABEL,
  link: LINK_STATUS_LABEL,
  delivery: DELIVERY_STATE_LABEL,
  card: CARD_OUTCOME_LABEL,
};

const MEANINGS: Record<StateKind, Partial<Record<string, string>>> = {
  charge: STATUS_MEANING,
  carnet: CARNET_STATUS_MEANING,
  subscription: SUBSCRIPTION_STATUS_MEANING,
  link: STATUS_MEANING,
  delivery: DELIVERY_STATE_MEANING,
  card: CARD_OUTCOME_MEANING,
};

/** The short Portuguese label; a state the map does not know yet shows as the API names it. */
export function stateLabel(kind: StateKind, state: string): string {
  return LABELS[kind][state] ?? state;
}

export function stateMeaning(kind: StateKind, state: string): string | undefined {
  return MEANINGS[kind][state];
}

/** "Filter" option text: the label first, the API's name after it. */
export function stateOption(kind: StateKind, state: string): string {
  return `${stateLabel(kind, state)} (${state})`;
}

// The API's status values stay as they are (integrators code against them); each gets a
// Portuguese meaning for tooltips and the filter.
import type { ChargeStatus } from '../api/types.ts';

export const STATUS_MEANING: Record<ChargeStatus, string> = {
  new: 'cobrança criada, sem forma de pagamento',
  waiting: 'aguardando pagamento',
  unpaid: 'vencida sem pagamento',
  link: 'link de pagamento gerado',
  paid: 'paga',
  canceled: 'cancelada',
  expired: 'expirada',
  approved: 'pagamento aprovado, aguardando confirmação',
  identified: 'pagamento identificado',
  refunded: 'estornada',
  contested: 'em contestação',
  settled: 'baixada manualmente',
};

/** What the filter offers: the statuses this sandbox produces today. */
export const FILTER_STATUSES: ChargeStatus[] = ['new', 'waiting', 'paid', 'unpaid', 'canceled', 'link', 'expired'];

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
};

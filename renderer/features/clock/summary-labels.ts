// How the advance's summary reads: one Portuguese phrase per kind the server reports
// (server/domain/advance-summary.ts) and where each of its subjects is shown in the dashboard.
import { hrefOf } from '../../stores/router.ts';
import { formatInteger } from '../../ui/format.ts';

export interface SummaryKindText {
  /** "3 boletos vencidos": the count and the phrase, in agreement. */
  phrase(count: number): string;
  /** What changed, in the API's words, for whoever reads the code's logs. */
  detail: string;
  link(id: number): { href: string; text: string };
  tone: 'ok' | 'warn' | 'fail' | 'info';
}

const plural = (count: number, one: string, many: string) => `${formatInteger(count)} ${count === 1 ? one : many}`;

const charge = (id: number) => ({ href: hrefOf('cobrancas', id), text: `Cobrança #${id}` });
const delivery = (id: number) => ({ href: hrefOf('webhooks', id), text: `Entrega #${id}` });

export const SUMMARY_KINDS: Record<string, SummaryKindText> = {
  'charge.overdue': {
    phrase: (n) => plural(n, 'boleto vencido', 'boletos vencidos'),
    detail: 'waiting → unpaid',
    link: charge,
    tone: 'warn',
  },
  'carnet.parcel_overdue': {
    phrase: (n) => plural(n, 'parcela de carnê vencida', 'parcelas de carnê vencidas'),
    detail: 'waiting → unpaid',
    link: (id) => ({ href: hrefOf('carnes', id), text: `Carnê #${id}` }),
    tone: 'warn',
  },
  'charge.confirmed': {
    phrase: (n) => plural(n, 'pagamento de boleto confirmado pelo banco', 'pagamentos de boleto confirmados pelo banco'),
    detail: '→ paid (compensation: next_business_day)',
    link: charge,
    tone: 'ok',
  },
  'card.captured': {
    phrase: (n) => plural(n, 'pagamento por cartão capturado', 'pagamentos por cartão capturados'),
    detail: 'approved → paid',
    link: charge,
    tone: 'ok',
  },
  'subscription.renewed': {
    phrase: (n) => plural(n, 'renovação de assinatura', 'renovações de assinatura'),
    detail: 'a cobrança do próximo período',
    link: (id) => ({ href: hrefOf('assinaturas', id), text: `Assinatura #${id}` }),
    tone: 'info',
  },
  'link.expired': {
    phrase: (n) => plural(n, 'link de pagamento expirado', 'links de pagamento expirados'),
    detail: 'link → expired',
    link: (id) => ({ href: hrefOf('links', id), text: `Link #${id}` }),
    tone: 'info',
  },
  'callback.delivered': {
    phrase: (n) => plural(n, 'callback enviado', 'callbacks enviados'),
    detail: 'o seu servidor respondeu 2xx',
    link: delivery,
    tone: 'ok',
  },
  'callback.failed': {
    phrase: (n) => plural(n, 'callback com falha', 'callbacks com falha'),
    detail: 'sem resposta 2xx; a próxima tentativa fica agendada',
    link: delivery,
    tone: 'fail',
  },
  // The jobs themselves have no page: the clock page lists them (schedule, parked).
  'job.failed': {
    phrase: (n) => plural(n, 'tentativa de tarefa falhou', 'tentativas de tarefa falharam'),
    detail: 'nada do que a tarefa faria ficou; ela roda de novo 10 minutos (virtuais) depois',
    link: (id) => ({ href: '', text: `Tarefa #${id}` }),
    tone: 'fail',
  },
  'job.parked': {
    phrase: (n) => plural(n, 'tarefa parada', 'tarefas paradas'),
    detail: 'falhou na última tentativa; não roda mais até você tentar de novo (em “Tarefas paradas”)',
    link: (id) => ({ href: '', text: `Tarefa #${id}` }),
    tone: 'fail',
  },
};

/** Kinds this dashboard does not know yet still show, by their API name. */
export function summaryKindText(kind: string): SummaryKindText {
  return (
    SUMMARY_KINDS[kind] ?? {
      phrase: (n) => `${formatInteger(n)} × ${kind}`,
      detail: '',
      link: (id) => ({ href: '', text: `#${id}` }),
      tone: 'info',
    }
  );
}

/** The server keeps at most this many ids per kind (server/domain/advance-summary.ts). */
export const SUBJECTS_CAP = 50;

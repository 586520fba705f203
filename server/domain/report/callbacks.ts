// The report's callback checks: what the integrator's receiver did with each notification the
// sandbox delivered. The only acknowledgement the service knows is the fetch of the token
// (GET /v1/notification/:token); a 2xx alone is re-notified, and a redirect is not followed.
import { RETRY_LADDER_MINUTES } from '../delivery.ts';
import { deliveryEvidence, verdict, type Check, type ObservedDelivery } from './checks.ts';

/**
 * A token should be fetched before the sandbox would notify again: the retry ladder's first step
 * (5 minutes on the account's clock) after the first attempt. Later than that, every notification
 * costs the receiver a second POST.
 */
export const FETCH_WITHIN_MS = RETRY_LADDER_MINUTES[0] * 60_000;

const answered2xx = (code: number | null) => code !== null && code >= 200 && code < 300;
const isRedirect = (code: number | null) => code !== null && code >= 300 && code < 400;
const minutes = (ms: number) => `${Math.round(ms / 600) / 100} min`;

/** How long after its first attempt the delivery's token was first fetched; null: never after its event. */
export function fetchDelayMs(delivery: ObservedDelivery): number | null {
  const fetch = delivery.fetchesAtMs.find((at) => at >= delivery.createdAtMs);
  if (fetch === undefined) return null;
  const first = delivery.attempts[0]?.virtualAtMs ?? delivery.createdAtMs;
  // A receiver that fetches before answering fetches before the attempt is recorded: that is 0.
  return Math.max(0, fetch - first);
}

export function tokensFetchedPromptly(deliveries: ObservedDelivery[]): Check {
  const fetched = deliveries.flatMap((d) => {
    const delay = fetchDelayMs(d);
    return delay === null ? [] : [{ d, delay }];
  });
  const late = fetched.filter(({ delay }) => delay > FETCH_WITHIN_MS).sort((a, b) => b.delay - a.delay);
  const slowest = fetched.reduce((max, { delay }) => Math.max(max, delay), 0);
  return verdict(
    { id: 'callbacks.token_fetched', title: "Cada notificação entregue teve o token consultado, e logo" },
    fetched.map(({ d, delay }) => deliveryEvidence(d, `token consultado ${minutes(delay)} após o envio`)),
    late.map(({ d, delay }) => deliveryEvidence(d, `token consultado ${minutes(delay)} após o envio`)),
    {
      pass: `${fetched.length} entrega(s) com o token consultado; a mais lenta em ${minutes(slowest)} (limite ${minutes(FETCH_WITHIN_MS)}).`,
      fail: `${late.length} de ${fetched.length} token(s) consultado(s) depois de ${minutes(FETCH_WITHIN_MS)}: o sandbox já teria notificado de novo.`,
      none: 'Nenhum token de notificação foi consultado.',
    },
  );
}

export function deliveriesAcknowledged(deliveries: ObservedDelivery[]): Check {
  const open = deliveries.filter((d) => d.state !== 'acknowledged');
  return verdict(
    { id: 'callbacks.acknowledged', title: 'Toda notificação foi reconhecida (token consultado)' },
    deliveries.map((d) => deliveryEvidence(d, 'reconhecida')),
    open.map((d) => deliveryEvidence(d, `estado ${d.state} após ${d.attempts.length} tentativa(s)`)),
    {
      pass: `As ${deliveries.length} entrega(s) foram reconhecidas.`,
      fail: `${open.length} de ${deliveries.length} entrega(s) nunca reconhecida(s).`,
      none: 'Nenhuma notificação foi enviada.',
    },
  );
}

export function twoHundredsFetched(deliveries: ObservedDelivery[]): Check {
  const answered = deliveries.filter((d) => d.attempts.some((a) => answered2xx(a.statusCode)));
  const unfetched = answered.filter((d) => fetchDelayMs(d) === null);
  return verdict(
    { id: 'callbacks.answered_without_fetch', title: 'Nenhum receptor respondeu 2xx sem consultar o token' },
    answered.map((d) => deliveryEvidence(d, 'respondida 2xx e consultada')),
    unfetched.map((d) => deliveryEvidence(d, `respondida 2xx, token nunca consultado (estado ${d.state})`)),
    {
      pass: `${answered.length} entrega(s) respondida(s) 2xx, todas com o token consultado.`,
      fail: `${unfetched.length} entrega(s) respondida(s) 2xx sem que o token fosse consultado: a cobrança nunca foi atualizada do lado do integrador.`,
      none: 'Nenhuma notificação foi respondida com 2xx.',
    },
  );
}

export function noRedirects(deliveries: ObservedDelivery[]): Check {
  const redirected = deliveries.filter((d) => d.attempts.some((a) => isRedirect(a.statusCode)));
  return verdict(
    { id: 'callbacks.redirects', title: 'O receptor responde 2xx, não redirecionamentos' },
    deliveries.map((d) => deliveryEvidence(d, 'sem redirecionamento')),
    redirected.map((d) => deliveryEvidence(d, `respondida ${d.attempts.find((a) => isRedirect(a.statusCode))!.statusCode}`)),
    {
      pass: `Nenhuma das ${deliveries.length} entrega(s) foi respondida com 3xx.`,
      fail: `${redirected.length} entrega(s) respondida(s) com um redirecionamento, que o serviço não segue (conta como falha).`,
      none: 'Nenhuma notificação foi enviada.',
    },
  );
}

export const callbackChecks = (deliveries: ObservedDelivery[]): Check[] => [
  tokensFetchedPromptly(deliveries),
  deliveriesAcknowledged(deliveries),
  twoHundredsFetched(deliveries),
  noRedirects(deliveries),
];

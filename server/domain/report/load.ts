// The report's load checks: polling a charge the service will notify about anyway, and each
// endpoint's rate projected over a day against the real service's quota.
import { evidenceOf, pathOnly, requestEvidence, verdict, type Check, type ObservedRequest } from './checks.ts';

/** More GETs of one charge than this within a minute (wall clock) is polling. */
export const POLLS_PER_MINUTE = 5;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The real service's requests per endpoint per day (wire-format; docs/admin-api.md, daily_quota). */
export const REAL_DAILY_QUOTA = 15_000;
/**
 * A rate is projected from at least 10 minutes: a burst of a few seconds projected over a day
 * says nothing (100 calls in 10 minutes is ~14,400 a day, at the quota's edge).
 */
export const MIN_PROJECTION_SPAN_MS = 10 * MINUTE_MS;

const CHARGE_GET = /^\/v1\/charge\/(\d+)\/?$/;

/** The charge a `GET /v1/charge/:id` reads, or null for any other request. */
export function polledCharge(r: ObservedRequest): number | null {
  const match = r.method === 'GET' ? CHARGE_GET.exec(pathOnly(r.path)) : null;
  return match ? Number(match[1]) : null;
}

/** `chargesWithCallback`: of the charges read, those with a notification_url. */
export function noPolling(requests: ObservedRequest[], chargesWithCallback: ReadonlySet<number>): Check {
  const reads = new Map<number, ObservedRequest[]>();
  for (const r of requests) {
    const charge = polledCharge(r);
    if (charge === null || !chargesWithCallback.has(charge)) continue;
    let list = reads.get(charge);
    if (!list) reads.set(charge, (list = []));
    list.push(r);
  }
  const polled = [...reads.values()].flatMap((list) => {
    // A window of POLLS_PER_MINUTE + 1 reads inside one minute: polling.
    for (let i = POLLS_PER_MINUTE; i < list.length; i++) {
      if (list[i].atMs - list[i - POLLS_PER_MINUTE].atMs < MINUTE_MS) {
        return [requestEvidence(list[i], `${POLLS_PER_MINUTE + 1} leituras da cobrança em menos de 1 minuto, e ela tem notification_url`)];
      }
    }
    return [];
  });
  return verdict(
    { id: 'load.polling', title: 'Nada de polling de cobranças que serão notificadas' },
    evidenceOf([...reads.values()], (list) => requestEvidence(list.at(-1)!, `${list.length} leitura(s) da cobrança`)),
    polled,
    {
      pass: `${reads.size} cobrança(s) com notification_url lida(s), nunca mais de ${POLLS_PER_MINUTE} vezes por minuto.`,
      fail: `${polled.length} cobrança(s) lida(s) mais de ${POLLS_PER_MINUTE} vezes por minuto, embora o serviço vá notificar cada mudança.`,
      none: 'Nenhuma cobrança com notification_url foi lida com GET /v1/charge/:id.',
    },
  );
}

/** The endpoint a request counts against: its path with ids and tokens as the route's parameters. */
export function endpointOf(r: ObservedRequest): string {
  const segments = pathOnly(r.path).split('/').map((segment, i, all) =>
    /^\d+$/.test(segment) ? ':id' : all[i - 1] === 'notification' && segment !== '' ? ':token' : segment,
  );
  return `${r.method} ${segments.join('/').replace(/\/$/, '')}`;
}

/** The quota an endpoint has: twice the rest for the token lookups (docs/admin-api.md). */
const quotaOf = (endpoint: string) => (endpoint === 'GET /v1/notification/:token' ? 2 * REAL_DAILY_QUOTA : REAL_DAILY_QUOTA);

export function withinDailyQuota(requests: ObservedRequest[]): Check {
  const byEndpoint = new Map<string, ObservedRequest[]>();
  // Paths repeat (the same charge read again and again): each is named once.
  const endpoints = new Map<string, Map<string, string>>();
  for (const r of requests) {
    let byPath = endpoints.get(r.method);
    if (!byPath) endpoints.set(r.method, (byPath = new Map()));
    let key = byPath.get(r.path);
    if (key === undefined) byPath.set(r.path, (key = endpointOf(r)));
    let list = byEndpoint.get(key);
    if (!list) byEndpoint.set(key, (list = []));
    list.push(r);
  }
  const projections = [...byEndpoint].map(([endpoint, list]) => {
    const span = Math.max(list.at(-1)!.atMs - list[0].atMs, MIN_PROJECTION_SPAN_MS);
    const perDay = Math.round((list.length * DAY_MS) / span);
    const note = `${endpoint}: ${list.length} em ${Math.round(span / MINUTE_MS)} min → ~${perDay.toLocaleString('pt-BR')}/dia (cota ${quotaOf(endpoint).toLocaleString('pt-BR')})`;
    return { endpoint, perDay, evidence: requestEvidence(list.at(-1)!, note) };
  });
  const over = projections.filter((p) => p.perDay > quotaOf(p.endpoint)).sort((a, b) => b.perDay - a.perDay);
  return verdict(
    { id: 'load.daily_quota', title: 'No ritmo visto, cada endpoint cabe na cota diária real' },
    projections.sort((a, b) => b.perDay - a.perDay).map((p) => p.evidence),
    evidenceOf(over, (p) => p.evidence),
    {
      pass: `${projections.length} endpoint(s); o mais usado projeta ~${(projections[0]?.perDay ?? 0).toLocaleString('pt-BR')} requisições/dia.`,
      fail: `${over.length} endpoint(s) passariam da cota de ${REAL_DAILY_QUOTA.toLocaleString('pt-BR')} requisições/dia no ritmo visto.`,
      none: 'Nenhuma chamada à API.',
    },
  );
}

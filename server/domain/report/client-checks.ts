// The report's checks of the integrator's own calls, read from the request log: what the client
// did after a 401, after an error injected once the change was committed, after a 503 or 429 with
// Retry-After, and after a refused request.
import { evidenceOf, pathOnly, requestEvidence, verdict, type Check, type Evidence, type ObservedRequest } from './checks.ts';

/**
 * A retry counts as a duplicate when it comes within 10 minutes (wall clock) of the request the
 * injected error hid: a client retrying later than that is starting over, not retrying.
 */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

const ok = (status: number) => status >= 200 && status < 300;

/**
 * For each request, the index of the next one to the same method and path (the client's retry),
 * or -1: one pass, so a session of 100,000 calls is not searched again for every 401 or 503.
 */
export function nextSameCalls(requests: ObservedRequest[]): Int32Array {
  const next = new Int32Array(requests.length).fill(-1);
  // By method, then path: no key string made per request.
  const later = new Map<string, Map<string, number>>();
  for (let i = requests.length - 1; i >= 0; i--) {
    let byPath = later.get(requests[i].method);
    if (!byPath) later.set(requests[i].method, (byPath = new Map()));
    const path = pathOnly(requests[i].path);
    next[i] = byPath.get(path) ?? -1;
    byPath.set(path, i);
  }
  return next;
}

export function reauthorizedAfter401(requests: ObservedRequest[], tokensIssuedAtMs: number[], next = nextSameCalls(requests)): Check {
  const refused = requests.flatMap((r, i) => (r.status === 401 ? [{ r, i }] : []));
  const failures = refused.flatMap(({ r, i }) => {
    const newToken = tokensIssuedAtMs.find((at) => at >= r.atMs);
    // The retry is the same call made with the new token: calls sent meanwhile (several refused
    // at once, before the client noticed) are not it.
    let j = next[i];
    if (newToken !== undefined) while (j >= 0 && requests[j].atMs < newToken) j = next[j];
    const retry = j >= 0 ? requests[j] : undefined;
    if (newToken === undefined) {
      return [retry ? requestEvidence(retry, `repetida sem novo token após a 401 da requisição #${r.id}`) : requestEvidence(r, `${r.method} ${r.path} → 401: nem novo token, nem nova tentativa`)];
    }
    if (!retry) return [requestEvidence(r, `${r.method} ${r.path} → 401: novo token, mas a chamada nunca foi repetida`)];
    if (retry.status === 401) return [requestEvidence(retry, 'repetida com novo token e recusada de novo (401)')];
    return [];
  });
  return verdict(
    { id: 'authorization.reauthorized', title: 'Após um 401, o cliente pediu novo token e repetiu a chamada' },
    evidenceOf(refused, ({ r }) => requestEvidence(r)),
    failures,
    {
      pass: `${refused.length} resposta(s) 401, cada uma seguida de POST /v1/authorize e da mesma chamada repetida.`,
      fail: `${failures.length} de ${refused.length} resposta(s) 401 sem novo token e nova tentativa.`,
      none: 'Nenhuma chamada recebeu 401 (token expirado, revogado ou a falha expired_token).',
    },
  );
}

export function noDuplicateAfterCommittedError(requests: ObservedRequest[], next = nextSameCalls(requests)): Check {
  const hidden = requests.flatMap((r, i) =>
    r.method === 'POST' && r.fault?.when === 'after' && ok(r.fault.answered_status ?? 0) && r.fault.fault !== 'latency' ? [{ r, i }] : [],
  );
  const failures = hidden.flatMap(({ r, i }) => {
    const key = r.body?.identity ?? null;
    if (key === null) return []; // no body, or not JSON: nothing to compare
    let duplicate: ObservedRequest | undefined;
    for (let j = next[i]; j >= 0 && !duplicate; j = next[j]) {
      const later = requests[j];
      if (later.atMs - r.atMs <= DUPLICATE_WINDOW_MS && ok(later.status) && later.body?.identity === key) duplicate = later;
    }
    return duplicate ? [requestEvidence(duplicate, `duplicou a criação da requisição #${r.id} (mesmos items e custom_id)`)] : [];
  });
  return verdict(
    { id: 'retries.duplicate_after_commit', title: 'Um erro após a gravação não levou a uma cobrança duplicada' },
    evidenceOf(hidden, ({ r }) => requestEvidence(r, `${r.method} ${r.path} gravada, respondida ${r.status || 'sem resposta'} (${r.fault!.fault})`)),
    failures,
    {
      pass: `${hidden.length} criação(ões) gravada(s) por trás de um erro injetado; nenhuma repetição criou outra igual.`,
      fail: `${failures.length} repetição(ões) criaram de novo o que já estava gravado (mesmos items e custom_id em até ${DUPLICATE_WINDOW_MS / 60_000} min).`,
      none: 'Nenhuma criação recebeu um erro injetado depois de gravada (falha com when: after).',
    },
  );
}

export function waitedRetryAfter(requests: ObservedRequest[], next = nextSameCalls(requests)): Check {
  const told = requests.flatMap((r, i) => (r.retryAfterSeconds !== undefined && (r.status === 503 || r.status === 429) ? [{ r, i }] : []));
  const failures = told.flatMap(({ r, i }) => {
    const retry = next[i] >= 0 ? requests[next[i]] : undefined;
    if (!retry || retry.atMs - r.atMs >= r.retryAfterSeconds! * 1000) return [];
    return [requestEvidence(retry, `repetida ${retry.atMs - r.atMs} ms após um ${r.status} com Retry-After: ${r.retryAfterSeconds}`)];
  });
  return verdict(
    { id: 'retries.retry_after', title: 'Após um 503 ou 429 com Retry-After, o cliente esperou' },
    evidenceOf(told, ({ r }) => requestEvidence(r)),
    failures,
    {
      pass: `${told.length} resposta(s) com Retry-After respeitada(s).`,
      fail: `${failures.length} de ${told.length} repetição(ões) antes do tempo pedido em Retry-After.`,
      none: 'Nenhuma resposta 503 ou 429 com Retry-After.',
    },
  );
}

export function invalidNotRepeated(requests: ObservedRequest[]): Check {
  const refused: ObservedRequest[] = [];
  const failures: Evidence[] = [];
  // Only the paths something was refused on need keys: a set of them skips the rest cheaply.
  const refusedPaths = new Set(requests.flatMap((r) => (r.status === 400 && r.fault === undefined ? [r.path] : [])));
  // Walked from the end: the next request byte for byte the same (method, path and query, body).
  const later = new Map<string, ObservedRequest>();
  for (let i = requests.length - 1; i >= 0; i--) {
    const r = requests[i];
    if (!refusedPaths.has(r.path)) continue;
    const key = `${r.method} ${r.path} ${r.body?.rawHash ?? '-'}`;
    if (r.status === 400 && r.fault === undefined) {
      refused.push(r);
      const again = later.get(key);
      if (again && again.status === 400) failures.push(requestEvidence(again, `a requisição #${r.id}, recusada, enviada de novo sem mudança`));
    }
    later.set(key, r);
  }
  refused.reverse();
  failures.reverse();
  return verdict(
    { id: 'retries.invalid_repeated', title: 'Uma requisição recusada não foi reenviada igual' },
    evidenceOf(refused, (r) => requestEvidence(r)),
    failures,
    {
      pass: `${refused.length} requisição(ões) recusada(s) com 400; nenhuma reenviada sem mudança.`,
      fail: `${failures.length} requisição(ões) recusada(s) reenviada(s) exatamente igual(is): a resposta não muda.`,
      none: 'Nenhuma requisição foi recusada com 400.',
    },
  );
}

export function clientChecks(requests: ObservedRequest[], tokensIssuedAtMs: number[]): Check[] {
  const next = nextSameCalls(requests);
  return [
    reauthorizedAfter401(requests, tokensIssuedAtMs, next),
    noDuplicateAfterCommittedError(requests, next),
    waitedRetryAfter(requests, next),
    invalidNotRepeated(requests),
  ];
}

// The report's checks of the integrator's own calls, read from the request log: what the client
// did after a 401, after an error injected once the change was committed, after a 503 or 429 with
// Retry-After, and after a refused request.
import { requestEvidence, verdict, type Check, type ObservedRequest } from './checks.ts';

/**
 * A retry counts as a duplicate when it comes within 10 minutes (wall clock) of the request the
 * injected error hid: a client retrying later than that is starting over, not retrying.
 */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

const pathOnly = (path: string) => path.split('?')[0];
const sameCall = (a: ObservedRequest, b: ObservedRequest) => a.method === b.method && pathOnly(a.path) === pathOnly(b.path);
const ok = (status: number) => status >= 200 && status < 300;

/** The next request after `index` to the same method and path (the client's retry), if any. */
function nextSameCall(requests: ObservedRequest[], index: number): ObservedRequest | undefined {
  return requests.slice(index + 1).find((r) => sameCall(r, requests[index]));
}

export function reauthorizedAfter401(requests: ObservedRequest[], tokensIssuedAtMs: number[]): Check {
  const refused = requests.flatMap((r, i) => (r.status === 401 ? [{ r, i }] : []));
  const failures = refused.flatMap(({ r, i }) => {
    const newToken = tokensIssuedAtMs.find((at) => at >= r.atMs);
    // The retry is the same call made with the new token: calls sent meanwhile (several refused
    // at once, before the client noticed) are not it.
    const retry = newToken === undefined
      ? nextSameCall(requests, i)
      : requests.slice(i + 1).find((later) => later.atMs >= newToken && sameCall(later, r));
    if (newToken === undefined) {
      return [retry ? requestEvidence(retry, `repetida sem novo token após a 401 da requisição #${r.id}`) : requestEvidence(r, `${r.method} ${r.path} → 401: nem novo token, nem nova tentativa`)];
    }
    if (!retry) return [requestEvidence(r, `${r.method} ${r.path} → 401: novo token, mas a chamada nunca foi repetida`)];
    if (retry.status === 401) return [requestEvidence(retry, 'repetida com novo token e recusada de novo (401)')];
    return [];
  });
  return verdict(
    { id: 'authorization.reauthorized', title: 'Após um 401, o cliente pediu novo token e repetiu a chamada' },
    refused.map(({ r }) => requestEvidence(r)),
    failures,
    {
      pass: `${refused.length} resposta(s) 401, cada uma seguida de POST /v1/authorize e da mesma chamada repetida.`,
      fail: `${failures.length} de ${refused.length} resposta(s) 401 sem novo token e nova tentativa.`,
      none: 'Nenhuma chamada recebeu 401 (token expirado, revogado ou a falha expired_token).',
    },
  );
}

/** What makes two creates the same thing: their items and their custom_id. */
function identity(body: string | null): string | null {
  if (body === null) return null;
  try {
    const parsed = JSON.parse(body) as { items?: unknown; metadata?: { custom_id?: unknown } };
    if (parsed === null || typeof parsed !== 'object') return null;
    return JSON.stringify([parsed.items ?? null, parsed.metadata?.custom_id ?? null]);
  } catch {
    return null; // a body cut by the log, or not JSON: nothing to compare
  }
}

export function noDuplicateAfterCommittedError(requests: ObservedRequest[]): Check {
  const hidden = requests.flatMap((r, i) =>
    r.method === 'POST' && r.fault?.when === 'after' && ok(r.fault.answered_status ?? 0) && r.fault.fault !== 'latency' ? [{ r, i }] : [],
  );
  const failures = hidden.flatMap(({ r, i }) => {
    const key = identity(r.requestBody);
    if (key === null) return [];
    const duplicate = requests
      .slice(i + 1)
      .find((later) => later.atMs - r.atMs <= DUPLICATE_WINDOW_MS && sameCall(later, r) && ok(later.status) && identity(later.requestBody) === key);
    return duplicate ? [requestEvidence(duplicate, `duplicou a criação da requisição #${r.id} (mesmos items e custom_id)`)] : [];
  });
  return verdict(
    { id: 'retries.duplicate_after_commit', title: 'Um erro após a gravação não levou a uma cobrança duplicada' },
    hidden.map(({ r }) => requestEvidence(r, `${r.method} ${r.path} gravada, respondida ${r.status || 'sem resposta'} (${r.fault!.fault})`)),
    failures,
    {
      pass: `${hidden.length} criação(ões) gravada(s) por trás de um erro injetado; nenhuma repetição criou outra igual.`,
      fail: `${failures.length} repetição(ões) criaram de novo o que já estava gravado (mesmos items e custom_id em até ${DUPLICATE_WINDOW_MS / 60_000} min).`,
      none: 'Nenhuma criação recebeu um erro injetado depois de gravada (falha com when: after).',
    },
  );
}

export function waitedRetryAfter(requests: ObservedRequest[]): Check {
  const told = requests.flatMap((r, i) => (r.retryAfterSeconds !== undefined && (r.status === 503 || r.status === 429) ? [{ r, i }] : []));
  const failures = told.flatMap(({ r, i }) => {
    const retry = nextSameCall(requests, i);
    if (!retry || retry.atMs - r.atMs >= r.retryAfterSeconds! * 1000) return [];
    return [requestEvidence(retry, `repetida ${retry.atMs - r.atMs} ms após um ${r.status} com Retry-After: ${r.retryAfterSeconds}`)];
  });
  return verdict(
    { id: 'retries.retry_after', title: 'Após um 503 ou 429 com Retry-After, o cliente esperou' },
    told.map(({ r }) => requestEvidence(r)),
    failures,
    {
      pass: `${told.length} resposta(s) com Retry-After respeitada(s).`,
      fail: `${failures.length} de ${told.length} repetição(ões) antes do tempo pedido em Retry-After.`,
      none: 'Nenhuma resposta 503 ou 429 com Retry-After.',
    },
  );
}

export function invalidNotRepeated(requests: ObservedRequest[]): Check {
  const refused = requests.flatMap((r, i) => (r.status === 400 && r.fault === undefined ? [{ r, i }] : []));
  const failures = refused.flatMap(({ r, i }) => {
    const again = requests.slice(i + 1).find((later) => later.method === r.method && later.path === r.path && later.requestBody === r.requestBody);
    return again && again.status === 400 ? [requestEvidence(again, `a requisição #${r.id}, recusada, enviada de novo sem mudança`)] : [];
  });
  return verdict(
    { id: 'retries.invalid_repeated', title: 'Uma requisição recusada não foi reenviada igual' },
    refused.map(({ r }) => requestEvidence(r)),
    failures,
    {
      pass: `${refused.length} requisição(ões) recusada(s) com 400; nenhuma reenviada sem mudança.`,
      fail: `${failures.length} requisição(ões) recusada(s) reenviada(s) exatamente igual(is): a resposta não muda.`,
      none: 'Nenhuma requisição foi recusada com 400.',
    },
  );
}

export const clientChecks = (requests: ObservedRequest[], tokensIssuedAtMs: number[]): Check[] => [
  reauthorizedAfter401(requests, tokensIssuedAtMs),
  noDuplicateAfterCommittedError(requests),
  waitedRetryAfter(requests),
  invalidNotRepeated(requests),
];

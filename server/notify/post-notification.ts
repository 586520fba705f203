// One HTTP attempt at the integrator's webhook: a form POST with `notification=<token>`, as the
// real service sends it (wire-format §5.1). Redirects are not followed — the spec says a 301/302
// does not replace updating the URL — and every attempt has a timeout, so a hanging receiver
// only ever holds its own slot. What went out and what came back is kept for the dashboard's
// webhook inspector, the response body cut to its first RESPONSE_EXCERPT_BYTES.
import type { AttemptOutcome } from '../app/deliveries.ts';
import type { AttemptExchange } from '../domain/delivery.ts';

/** How much of a receiver's answer is kept: enough to read an error page's message, not a whole site. */
export const RESPONSE_EXCERPT_BYTES = 4096;
const USER_AGENT = 'cobranca-sandbox-notifier';

/**
 * The headers the sandbox sets, as the receiver gets them. The HTTP client adds only transport
 * headers of its own (connection, accept-encoding, accept-language, sec-fetch-mode).
 */
function requestHeaders(url: string, body: string): Record<string, string> {
  return {
    // The schema's URL pattern lets through some a URL parser refuses ("http://exa mple.com"):
    // that attempt fails in fetch, recorded as any failed attempt, and must not throw here.
    host: URL.canParse(url) ? new URL(url).host : '',
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': USER_AGENT,
    accept: '*/*',
  };
}

export async function postNotification(url: string, token: string, timeoutMs: number): Promise<AttemptOutcome> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const body = new URLSearchParams({ notification: token }).toString();
  const sent = requestHeaders(url, body);
  const exchange: AttemptExchange = { requestHeaders: sent, requestBody: body, responseHeaders: null, responseBody: null, responseBytes: null };
  try {
    const { host: _host, 'content-length': _length, ...settable } = sent; // the client sets these two itself
    const response = await fetch(url, { method: 'POST', headers: settable, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    exchange.responseHeaders = Object.fromEntries(response.headers);
    const excerpt = await readExcerpt(response).catch(() => null);
    if (excerpt) Object.assign(exchange, excerpt);
    const redirected = response.status >= 300 && response.status < 400;
    return {
      url,
      statusCode: response.status,
      latencyMs: latency(),
      error: redirected ? `redirect to ${response.headers.get('location') ?? '?'} not followed: update notification_url` : null,
      exchange,
    };
  } catch (error) {
    return { url, statusCode: null, latencyMs: latency(), error: describeFailure(error, timeoutMs), exchange };
  }
}

/** Reads the whole answer (the connection is then free for the next attempt), keeping its start. */
async function readExcerpt(response: Response): Promise<{ responseBody: string; responseBytes: number }> {
  const kept: Uint8Array[] = [];
  let keptBytes = 0;
  let total = 0;
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength;
      if (keptBytes < RESPONSE_EXCERPT_BYTES) {
        const part = chunk.subarray(0, RESPONSE_EXCERPT_BYTES - keptBytes);
        kept.push(part);
        keptBytes += part.byteLength;
      }
    }
  }
  // A multi-byte character cut at the limit decodes as U+FFFD rather than failing.
  return { responseBody: new TextDecoder().decode(Buffer.concat(kept)), responseBytes: total };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const failure = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') return `timeout after ${timeoutMs} ms`;
  const code = failure.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  return failure.cause?.message ?? failure.message ?? String(error);
}

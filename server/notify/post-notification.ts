// One HTTP attempt at the integrator's webhook: a form POST with `notification=<token>`, as the
// real service sends it (wire-format §5.1). Redirects are not followed — the spec says a 301/302
// does not replace updating the URL — and every attempt has a timeout, so a hanging receiver
// only ever holds its own slot.
import type { AttemptOutcome } from '../app/deliveries.ts';

export async function postNotification(url: string, token: string, timeoutMs: number): Promise<AttemptOutcome> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'cobranca-sandbox-notifier' },
      body: new URLSearchParams({ notification: token }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    const redirected = response.status >= 300 && response.status < 400;
    return {
      url,
      statusCode: response.status,
      latencyMs: latency(),
      error: redirected ? `redirect to ${response.headers.get('location') ?? '?'} not followed: update notification_url` : null,
    };
  } catch (error) {
    return { url, statusCode: null, latencyMs: latency(), error: describeFailure(error, timeoutMs) };
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const failure = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') return `timeout after ${timeoutMs} ms`;
  const code = failure.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  return failure.cause?.message ?? failure.message ?? String(error);
}

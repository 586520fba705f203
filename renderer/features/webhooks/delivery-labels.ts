// Words for deliveries (their state labels are ui/status.ts's, shared with every page): what an
// attempt's outcome was, and what a replay's toast says.
import type { DeliveryAttempt, DeliveryState, ReplayResult } from '../../api/types.ts';

export const DELIVERY_STATES: DeliveryState[] = ['pending', 'delivered', 'acknowledged', 'failed', 'never_fetched', 'no_url'];

/** The notifier's own error messages (server/notify/post-notification.ts), in Portuguese. */
export function describeError(error: string): string {
  if (error === 'connection refused') return 'conexão recusada';
  if (error === 'host not found') return 'host não encontrado';
  if (error === 'no notification_url set') return 'a cobrança não tem notification_url';
  const timeout = /^timeout after (\d+) ms$/.exec(error);
  if (timeout) return `sem resposta em ${Number(timeout[1]).toLocaleString('pt-BR')} ms`;
  const redirect = /^redirect to (.*) not followed: update notification_url$/.exec(error);
  if (redirect) return `redirecionamento para ${redirect[1]} não seguido: atualize a notification_url`;
  return error;
}

export const isSuccessCode = (code: number | null | undefined) => code !== null && code !== undefined && code >= 200 && code < 300;

/** "tentativa 4 de 10"; replays beyond the schedule say so instead of "12 de 10". */
export function attemptOfMax(count: number, max: number): string {
  if (count === 0) return 'nenhuma tentativa ainda';
  return count <= max ? `tentativa ${count} de ${max}` : `${count} tentativas (${max} agendadas + reenvios)`;
}

const EXCERPT_CHARS = 80;

function excerpt(text: string | null | undefined): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS)}…` : line;
}

/** What a replay's toast says: the replayed attempt's own HTTP result, or why there was none. */
export function replayToast(deliveryId: number, result: ReplayResult): { text: string; tone: 'ok' | 'warn' } {
  const attempt: DeliveryAttempt | null = result.replayed_attempt;
  if (attempt && isSuccessCode(attempt.status_code)) {
    return { text: `Callback da entrega #${deliveryId} reenviado: HTTP ${attempt.status_code}.`, tone: 'ok' };
  }
  if (attempt && attempt.status_code !== null) {
    const body = excerpt(attempt.response?.body);
    return { text: `Reenvio da entrega #${deliveryId} falhou: HTTP ${attempt.status_code}${body ? ` — ${body}` : ''}`, tone: 'warn' };
  }
  return { text: `Reenvio da entrega #${deliveryId} falhou: ${attempt?.error ? describeError(attempt.error) : 'sem resposta'}.`, tone: 'warn' };
}

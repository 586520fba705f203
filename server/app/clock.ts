// The account's virtual clock: reading it, and moving it forward (never back).
import type { AppContext } from './context.ts';
import { accountNow, accountNowById } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { advanceByMs, CLOCK_LIMIT, CLOCK_LIMIT_MS, formatTimestamp, parseTimestamp, type ClockAdvance } from '../domain/clock.ts';
import { ApiError, invalidProperty } from '../domain/errors.ts';

export function readClock(ctx: AppContext, account: AccountRow) {
  return { now: formatTimestamp(accountNow(ctx, account)) };
}

export type AdvanceRequest = ClockAdvance & { to?: string; to_next_job?: boolean };

/**
 * Where an advance request lands, in virtual epoch ms; refuses to go backwards, and past
 * CLOCK_LIMIT (pointing at `to`, or at the largest unit of a duration).
 */
export function advanceTarget(ctx: AppContext, accountId: number, request: AdvanceRequest): number {
  const now = accountNowById(ctx, accountId);
  if (request.to_next_job) return nextJobTarget(ctx, accountId, now);
  const largestUnit = (['months', 'days', 'hours', 'minutes'] as const).find((unit) => request[unit] !== undefined);
  const pointer = request.to !== undefined ? '/to' : `/${largestUnit ?? 'minutes'}`;
  const target = request.to === undefined ? advanceByMs(now, request) : parseTimestamp(request.to);
  if (target === null) throw invalidProperty('/to', 'A data deve estar no formato YYYY-MM-DD ou YYYY-MM-DD HH:MM:SS e existir no calendário.');
  if (target < now) {
    throw new ApiError('validation', {
      property: '/to',
      message: `O relógio do sandbox nunca volta: ${request.to} é anterior a ${formatTimestamp(now)}.`,
    });
  }
  return checkLimit(target, pointer);
}

/** The due time of the account's next scheduled job (now, if it is overdue already). */
function nextJobTarget(ctx: AppContext, accountId: number, now: number): number {
  const [next] = ctx.store.jobs.upcoming(accountId, 1);
  if (!next) throw invalidProperty('/to_next_job', 'Nada está agendado nesta conta: não há próxima tarefa até onde avançar.');
  return checkLimit(Math.max(now, next.due_at_ms), '/to_next_job');
}

function checkLimit(target: number, pointer: string): number {
  if (target > CLOCK_LIMIT_MS) {
    throw invalidProperty(pointer, `O relógio do sandbox não passa de ${CLOCK_LIMIT} (horário de Brasília); este avanço o levaria a ${formatTimestamp(target)}.`);
  }
  return target;
}

/** Moves the clock so that "now" reads `targetMs`; an offset never shrinks. */
export function setClockTo(ctx: AppContext, accountId: number, targetMs: number): void {
  const account = ctx.store.accounts.findById(accountId);
  if (!account) return;
  const offset = targetMs - ctx.wallClock();
  if (offset > account.clock_offset_ms) ctx.store.accounts.setClockOffset(accountId, offset);
}

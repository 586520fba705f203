// The account's virtual clock: reading it, and moving it forward (never back).
import type { AppContext } from './context.ts';
import { accountNow, accountNowById } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { advanceDurationMs, CLOCK_LIMIT, CLOCK_LIMIT_MS, formatTimestamp, parseTimestamp, type ClockAdvance } from '../domain/clock.ts';
import { ApiError, invalidProperty } from '../domain/errors.ts';

export function readClock(ctx: AppContext, account: AccountRow) {
  return { now: formatTimestamp(accountNow(ctx, account)) };
}

/**
 * Where an advance request lands, in virtual epoch ms; refuses to go backwards, and past
 * CLOCK_LIMIT (pointing at `to`, or at the largest unit of a duration).
 */
export function advanceTarget(ctx: AppContext, accountId: number, request: ClockAdvance & { to?: string }): number {
  const now = accountNowById(ctx, accountId);
  const pointer = request.to !== undefined ? '/to' : request.days !== undefined ? '/days' : request.hours !== undefined ? '/hours' : '/minutes';
  const target = request.to === undefined ? now + advanceDurationMs(request) : parseTimestamp(request.to);
  if (target === null) throw invalidProperty('/to', 'A data deve estar no formato YYYY-MM-DD ou YYYY-MM-DD HH:MM:SS e existir no calendário.');
  if (target < now) {
    throw new ApiError('validation', {
      property: '/to',
      message: `O relógio do sandbox nunca volta: ${request.to} é anterior a ${formatTimestamp(now)}.`,
    });
  }
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

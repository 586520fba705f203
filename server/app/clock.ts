// The account's virtual clock: reading it, and moving it forward (never back).
import type { AppContext } from './context.ts';
import { accountNow, accountNowById } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { advanceDurationMs, formatTimestamp, parseTimestamp, type ClockAdvance } from '../domain/clock.ts';
import { ApiError, invalidProperty } from '../domain/errors.ts';

export function readClock(ctx: AppContext, account: AccountRow) {
  return { now: formatTimestamp(accountNow(ctx, account)) };
}

/** Where an advance request lands, in virtual epoch ms; refuses to go backwards. */
export function advanceTarget(ctx: AppContext, accountId: number, request: ClockAdvance & { to?: string }): number {
  const now = accountNowById(ctx, accountId);
  if (request.to === undefined) return now + advanceDurationMs(request);
  const target = parseTimestamp(request.to);
  if (target === null) throw invalidProperty('/to', 'A data deve estar no formato YYYY-MM-DD ou YYYY-MM-DD HH:MM:SS e existir no calendário.');
  if (target < now) {
    throw new ApiError('validation', {
      property: '/to',
      message: `O relógio do sandbox nunca volta: ${request.to} é anterior a ${formatTimestamp(now)}.`,
    });
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

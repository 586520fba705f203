// The account's virtual clock: where it is, what runs next, and advances — by minutes, hours,
// days, calendar months, to a date and time or to the next scheduled job — with progress from the
// event stream while a long jump runs. Months and "the next job" are resolved by the server,
// inside the account's lock, so the clock's own ticking or a job scheduled meanwhile cannot skew them.
import { createStore } from 'zustand/vanilla';
import type { AccountApi } from '../api/client.ts';
import type { ClockAdvanceRequest, ClockAdvanceResult, ScheduledJob } from '../api/types.ts';
import { coalesce } from './throttle.ts';

export interface ClockProgress {
  processed: number;
  total: number | null;
}

export interface ClockState {
  /** Virtual now as last read, and the wall time it was read at (to tick between reads). */
  now: string | null;
  readAt: number;
  schedule: ScheduledJob[];
  /** Jobs that failed every attempt: they run again only when retried. */
  parked: ScheduledJob[];
  error: unknown;
  advancing: ClockAdvanceRequest | null;
  progress: ClockProgress | null;
  lastResult: (ClockAdvanceResult & { from: string | null }) | null;
  advanceError: unknown;
  load(): Promise<void>;
  advance(request: ClockAdvanceRequest): Promise<ClockAdvanceResult | null>;
  onClockEvent(event: { now: string; processed?: number; total?: number; done?: boolean }): void;
  /** Something was (un)scheduled: reload the list of upcoming jobs. */
  touched(): void;
  /** Puts a parked job back in the schedule; the error, if it is refused. */
  retry(jobId: number): Promise<unknown>;
}

export function createClockStore(api: AccountApi) {
  return createStore<ClockState>()((set, get) => {
    async function load(): Promise<void> {
      try {
        const [clock, { jobs, parked }] = await Promise.all([api.clock(), api.schedule(20)]);
        set({ now: clock.now, readAt: Date.now(), schedule: jobs, parked, error: null });
      } catch (error) {
        set({ error });
      }
    }
    const reloadSoon = coalesce(load, 400);

    async function advance(request: ClockAdvanceRequest): Promise<ClockAdvanceResult | null> {
      if (get().advancing) return null;
      const from = get().now;
      set({ advancing: request, progress: null, advanceError: null });
      try {
        const result = await api.advanceClock(request);
        set({ lastResult: { ...result, from }, now: result.now, readAt: Date.now() });
        await load();
        return result;
      } catch (error) {
        set({ advanceError: error });
        return null;
      } finally {
        set({ advancing: null, progress: null });
      }
    }

    return {
      now: null,
      readAt: 0,
      schedule: [],
      parked: [],
      error: null,
      advancing: null,
      progress: null,
      lastResult: null,
      advanceError: null,
      load,
      advance,
      onClockEvent(event) {
        set({ now: event.now, readAt: Date.now() });
        if (get().advancing && !event.done && event.processed !== undefined) {
          set({ progress: { processed: event.processed, total: event.total ?? null } });
        }
      },
      touched: reloadSoon,
      async retry(jobId) {
        try {
          await api.retryJob(jobId);
          await load();
          return null;
        } catch (error) {
          return error;
        }
      },
    };
  });
}

export type ClockStore = ReturnType<typeof createClockStore>;

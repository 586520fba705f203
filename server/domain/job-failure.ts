// What happens to a scheduled job that throws — a bug, or data it cannot make sense of: it must
// stop nothing else. Its work is rolled back, the failure is recorded on the job, and it is tried
// again a few times on the account's virtual clock (something may have changed meanwhile: the data
// it reads, through the API); after the last attempt it is parked: kept with its error for the
// schedule to show, never run again unless a control call asks (POST /sandbox/v1/schedule/:id/retry).

/** Attempts a job gets in all, the first included, before it is parked. */
export const JOB_ATTEMPTS = 3;
/**
 * Virtual time between a failed attempt and the next. Short enough that an advance of an hour
 * settles a failing job (parked, and said so in its summary); long enough that the background
 * runner, on real time, does not spin on it: one try every ten minutes, one log line each.
 */
export const JOB_RETRY_DELAY_MS = 10 * 60_000;
/** An error is kept short: one line, enough to recognise it; the stack stays out of the API and the log. */
export const ERROR_MAX_LENGTH = 300;

export type FailureDecision = { parked: true } | { parked: false; retryAtMs: number };

/** After the `failures`-th failed attempt (counting this one), failing at `atMs`: again, or parked. */
export function decideAfterFailure(failures: number, atMs: number): FailureDecision {
  return failures >= JOB_ATTEMPTS ? { parked: true } : { parked: false, retryAtMs: atMs + JOB_RETRY_DELAY_MS };
}

/** The error as one short line: its message's first line, cut to ERROR_MAX_LENGTH. */
export function describeJobError(error: unknown): string {
  const raw = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  const line = raw.split('\n', 1)[0].trim() || 'erro sem mensagem';
  return line.length <= ERROR_MAX_LENGTH ? line : `${line.slice(0, ERROR_MAX_LENGTH - 1)}…`;
}

// A scheduled callback as it goes out: one POST, and — when fault injection duplicates it — the
// same POST again right after, recorded with what the receiver answered the second time.
import type { AppContext } from '../app/context.ts';
import type { AttemptOutcome, PreparedAttempt } from '../app/deliveries.ts';
import { recordDuplicate } from '../app/callback-faults.ts';
import { postNotification } from './post-notification.ts';

export async function sendCallback(ctx: AppContext, prepared: PreparedAttempt, atMs: number, timeoutMs: number): Promise<AttemptOutcome> {
  ctx.store.flush(); // the receiver will GET the token: the event it announces must be committed
  const outcome = await postNotification(prepared.url, prepared.token, timeoutMs);
  if (prepared.duplicate) {
    const again = await postNotification(prepared.url, prepared.token, timeoutMs);
    recordDuplicate(ctx, prepared.delivery, prepared.duplicate, again, atMs);
  }
  return outcome;
}

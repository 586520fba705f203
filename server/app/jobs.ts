// What each kind of synchronous scheduled job does when it falls due. Delivery attempts are the
// asynchronous kind and are run by the job runner itself (they wait on the integrator's server).
import type { AppContext } from './context.ts';
import type { JobRow } from '../store/jobs-repo.ts';
import { markBilletOverdue } from './boletos.ts';
import { captureCardPayment } from './card-payments.ts';
import { executeSubscription } from './subscription-executions.ts';
import { expireLink } from './payment-links.ts';

export function isAsyncJob(job: JobRow): boolean {
  return job.kind === 'notification.deliver';
}

/** Runs one synchronous job inside the caller's transaction, at its due time, and removes it. */
export function runSyncJob(ctx: AppContext, job: JobRow): void {
  ctx.store.jobs.remove(job.id);
  switch (job.kind) {
    case 'charge.overdue':
      markBilletOverdue(ctx, job.account_id, job.subject_id, job.due_at_ms);
      return;
    case 'card.capture':
      captureCardPayment(ctx, job.account_id, job.subject_id, job.due_at_ms);
      return;
    case 'subscription.execute':
      executeSubscription(ctx, job.account_id, job.subject_id, job.due_at_ms);
      return;
    case 'link.expire':
      expireLink(ctx, job.account_id, job.subject_id, job.due_at_ms);
      return;
    case 'notification.deliver':
      throw new Error('delivery jobs are asynchronous');
    default: {
      const unknown: never = job.kind;
      throw new Error(`unknown job kind ${String(unknown)}`);
    }
  }
}

// What each kind of synchronous scheduled job does when it falls due. Delivery attempts are the
// asynchronous kind and are run by the job runner itself (they wait on the integrator's server).
import type { AppContext } from './context.ts';
import type { JobRow } from '../store/jobs-repo.ts';
import { markBilletOverdue } from './boletos.ts';
import { captureCardPayment } from './card-payments.ts';
import { executeSubscription } from './subscription-executions.ts';
import { expireLink } from './payment-links.ts';
import { confirmBankPayment } from './bank-confirmation.ts';
import type { JobEffect } from '../domain/advance-summary.ts';

export function isAsyncJob(job: JobRow): boolean {
  return job.kind === 'notification.deliver';
}

/**
 * Runs one synchronous job inside the caller's transaction, at its due time, and removes it.
 * Returns what it changed, for an advance's summary; null when it found nothing to do (a boleto
 * paid, a link chosen, a subscription canceled meanwhile).
 */
export function runSyncJob(ctx: AppContext, job: JobRow): JobEffect | null {
  ctx.store.jobs.remove(job.id);
  const { account_id: accountId, subject_id: subjectId, due_at_ms: atMs } = job;
  switch (job.kind) {
    case 'charge.overdue': {
      const charge = markBilletOverdue(ctx, accountId, subjectId, atMs);
      if (!charge) return null;
      return charge.carnetId === null ? { kind: 'charge.overdue', subjectId } : { kind: 'carnet.parcel_overdue', subjectId: charge.carnetId };
    }
    case 'charge.confirm':
      return confirmBankPayment(ctx, accountId, subjectId, atMs) ? { kind: 'charge.confirmed', subjectId } : null;
    case 'card.capture':
      return captureCardPayment(ctx, accountId, subjectId, atMs) ? { kind: 'card.captured', subjectId } : null;
    case 'subscription.execute':
      return executeSubscription(ctx, accountId, subjectId, atMs) ? { kind: 'subscription.renewed', subjectId } : null;
    case 'link.expire':
      return expireLink(ctx, accountId, subjectId, atMs) ? { kind: 'link.expired', subjectId } : null;
    case 'notification.deliver':
      throw new Error('delivery jobs are asynchronous');
    default: {
      const unknown: never = job.kind;
      throw new Error(`unknown job kind ${String(unknown)}`);
    }
  }
}

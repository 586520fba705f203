// What a scheduled job works on, as a link to where the dashboard shows it. A kind this dashboard
// does not know (a newer server, a damaged database) names its subject without a link.
import type { ScheduledJob } from '../../api/types.ts';
import { hrefOf } from '../../stores/router.ts';
import { CHARGE_JOB_KINDS, LINK_JOB_KINDS, SUBSCRIPTION_JOB_KINDS } from '../../ui/status.ts';

export function JobSubject({ job }: { job: Pick<ScheduledJob, 'kind' | 'subject_id'> }) {
  const id = job.subject_id;
  if (CHARGE_JOB_KINDS.has(job.kind)) return <a href={hrefOf('cobrancas', id)}>Cobrança #{id}</a>;
  if (LINK_JOB_KINDS.has(job.kind)) return <a href={hrefOf('links', id)}>Link de pagamento #{id}</a>;
  if (SUBSCRIPTION_JOB_KINDS.has(job.kind)) return <a href={hrefOf('assinaturas', id)}>Assinatura #{id}</a>;
  if (job.kind === 'notification.deliver') return <a href={hrefOf('webhooks', id)}>Entrega #{id}</a>;
  return <span>#{id}</span>;
}

/** Attempts a job gets before it is parked (server/domain/job-failure.ts). */
export const JOB_ATTEMPTS = 3;

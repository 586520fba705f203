import type { AppContext } from '../../app/context.ts';
import { accountNowById } from '../../app/context.ts';
import { advanceTarget, readClock, type AdvanceRequest } from '../../app/clock.ts';
import { formatTimestamp } from '../../domain/clock.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { queryInt } from '../query.ts';
import { sendJson } from '../envelope.ts';
import { expectNoBody, validateBody } from '../validate.ts';
import { readSchedule, retryParkedJob } from '../../app/job-failures.ts';
import type { ScheduledJobRow } from '../../store/jobs-repo.ts';
import { dateTimeOrDate } from '../schemas/common.ts';

const duration = { type: 'integer', minimum: 0 };
const anyDuration = [{ required: ['months'] }, { required: ['days'] }, { required: ['hours'] }, { required: ['minutes'] }];
export const advanceSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    // Ten years at most: enough for any carnê or subscription, bounded for a single call.
    months: { ...duration, maximum: 120 },
    days: { ...duration, maximum: 3660 },
    hours: { ...duration, maximum: 87840 },
    minutes: { ...duration, maximum: 5270400 },
    to: dateTimeOrDate,
    // To the due time of whatever is scheduled next: the dashboard's "até a próxima tarefa".
    to_next_job: { type: 'boolean', const: true },
  },
  // A duration, a `to`, or `to_next_job`: one way of saying where to go.
  not: {
    anyOf: [
      { required: ['to'], anyOf: [...anyDuration, { required: ['to_next_job'] }] },
      { required: ['to_next_job'], anyOf: anyDuration },
    ],
  },
};

export function clockRoutes(ctx: AppContext, runner: JobRunner): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['get', '/clock', auth, (_req, res) => {
      sendJson(res, 200, readClock(ctx, accountOf(res)));
    }],
    ['post', '/clock/advance', auth, async (req, res) => {
      const account = accountOf(res);
      const request = validateBody<AdvanceRequest>(advanceSchema, req.body);
      const { processed, summary } = await runner.advance(account.id, () => advanceTarget(ctx, account.id, request));
      sendJson(res, 200, { now: formatTimestamp(accountNowById(ctx, account.id)), processed, summary });
    }],
    ['get', '/schedule', auth, (req, res) => {
      const limit = queryInt(req.query.limit, 'limit', 20, 1, 200);
      const { jobs, parked } = readSchedule(ctx, accountOf(res).id, limit);
      sendJson(res, 200, { jobs: jobs.map(jobView), parked: parked.map(jobView) });
    }],
    ['post', '/schedule/:id/retry', auth, (req, res) => {
      expectNoBody(req.body);
      const job = retryParkedJob(ctx, accountOf(res).id, idParam(req.params.id));
      sendJson(res, 200, jobView(job));
    }],
  ];
}

/** A job as the schedule shows it: when, what, on which subject, and what its failed attempts left. */
function jobView(job: ScheduledJobRow) {
  return {
    id: job.id,
    due_at: formatTimestamp(job.due_at_ms),
    kind: job.kind,
    subject_id: job.subject_id,
    failures: job.failures,
    last_error: job.last_error,
    failed_at: job.failed_at_ms === null ? null : formatTimestamp(job.failed_at_ms),
  };
}

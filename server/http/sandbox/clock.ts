import type { AppContext } from '../../app/context.ts';
import { accountNowById } from '../../app/context.ts';
import { advanceTarget, readClock } from '../../app/clock.ts';
import { formatTimestamp } from '../../domain/clock.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { type RouteTable } from '../routes.ts';
import { queryInt } from '../query.ts';
import { sendJson } from '../envelope.ts';
import { validateBody } from '../validate.ts';
import { dateTimeOrDate } from '../schemas/common.ts';

const duration = { type: 'integer', minimum: 0 };
export const advanceSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    // Ten years of days at most: enough for any carnê or subscription, bounded for a single call.
    days: { ...duration, maximum: 3660 },
    hours: { ...duration, maximum: 87840 },
    minutes: { ...duration, maximum: 5270400 },
    to: dateTimeOrDate,
  },
  not: { required: ['to'], anyOf: [{ required: ['days'] }, { required: ['hours'] }, { required: ['minutes'] }] },
};

export function clockRoutes(ctx: AppContext, runner: JobRunner): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['get', '/clock', auth, (_req, res) => {
      sendJson(res, 200, readClock(ctx, accountOf(res)));
    }],
    ['post', '/clock/advance', auth, async (req, res) => {
      const account = accountOf(res);
      const request = validateBody<{ days?: number; hours?: number; minutes?: number; to?: string }>(advanceSchema, req.body);
      const processed = await runner.advance(account.id, () => advanceTarget(ctx, account.id, request));
      sendJson(res, 200, { now: formatTimestamp(accountNowById(ctx, account.id)), processed });
    }],
    ['get', '/schedule', auth, (req, res) => {
      const limit = queryInt(req.query.limit, 'limit', 20, 1, 200);
      const jobs = ctx.store.jobs.upcoming(accountOf(res).id, limit);
      sendJson(res, 200, {
        jobs: jobs.map((job) => ({ due_at: formatTimestamp(job.due_at_ms), kind: job.kind, subject_id: job.subject_id })),
      });
    }],
  ];
}

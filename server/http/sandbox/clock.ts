import type { AppContext } from '../../app/context.ts';
import { accountNowById } from '../../app/context.ts';
import { advanceTarget, readClock } from '../../app/clock.ts';
import { formatTimestamp } from '../../domain/clock.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { queryInt } from '../query.ts';
import { sendJson } from '../envelope.ts';
import { readSchedule, retryScheduledJob } from '../../app/schedule.ts';
import { dateTimeOrDate } from '../schemas/common.ts';
import { arrayOf, enumOf, integer, nullable, object, string, timestamp } from '../openapi/route-doc.ts';
import { EFFECT_KINDS, SUBJECTS_CAP } from '../../domain/advance-summary.ts';
import { ERROR_MAX_LENGTH, JOB_ATTEMPTS, JOB_RETRY_DELAY_MS } from '../../domain/job-failure.ts';

const duration = { type: 'integer', minimum: 0 } as const;
const anyDuration = [{ required: ['months'] }, { required: ['days'] }, { required: ['hours'] }, { required: ['minutes'] }] as const;
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
} as const;

const tag = 'Sandbox: clock';

const failurePolicy = `A job that throws (a bug, data it cannot make sense of) has its work rolled back and stops nothing else: it runs again ${JOB_RETRY_DELAY_MS / 60_000} virtual minutes later, ${JOB_ATTEMPTS} attempts in all, then it is parked — kept with its error, never run again unless retried (POST /sandbox/v1/schedule/{id}/retry).`;

const scheduledJob = object({
  id: integer,
  due_at: { ...timestamp, description: 'When it runs (a parked job: when it last did).' },
  kind: { ...string, description: 'notification.deliver, charge.overdue, card.capture, subscription.execute, link.expire.' },
  subject_id: integer,
  failures: { ...integer, description: `Failed attempts so far (${JOB_ATTEMPTS} park it); 0 for a job that never failed.` },
  last_error: { ...nullable(string), description: `What its last failed attempt threw: one line, at most ${ERROR_MAX_LENGTH} characters, no stack.` },
  failed_at: nullable(timestamp),
});

export function clockRoutes(ctx: AppContext, runner: JobRunner) {
  return [
    route({
      method: 'get',
      path: '/clock',
      tag,
      summary: 'The account\'s virtual time',
      auth: 'account',
      response: { schema: object({ now: timestamp }), description: 'Brasília time.', example: { now: '2025-03-10 14:02:11' } },
      errors: [],
      handler: ({ res }) => {
        sendJson(res, 200, readClock(ctx, accountOf(res)));
      },
    }),
    route({
      method: 'post',
      path: '/clock/advance',
      tag,
      summary: 'Move the clock forward by months/days/hours/minutes, to a date, or to the next scheduled job; everything due runs, in order, first',
      auth: 'account',
      body: { name: 'ClockAdvance', schema: advanceSchema, example: { days: 3 } },
      response: {
        schema: object({
          now: timestamp,
          processed: { ...integer, description: 'Scheduled jobs run, including those that found nothing left to do.' },
          summary: {
            ...arrayOf(
              object({
                kind: enumOf(...EFFECT_KINDS),
                count: { ...integer, description: 'How many times it happened; for callback.* how many deliveries, each listed in subjects (up to the cap) however many attempts it had.' },
                subjects: {
                  ...arrayOf(integer),
                  description: `Distinct ids, first seen first, at most ${SUBJECTS_CAP}: charges (charge.overdue, charge.confirmed, card.captured, link.expired), carnês (carnet.parcel_overdue), subscriptions (subscription.renewed), deliveries (callback.*), scheduled jobs (job.*, as in GET /sandbox/v1/schedule).`,
                },
              }, {
                errors: {
                  ...arrayOf(string),
                  description: 'job.failed and job.parked only: the last error of each job in `subjects`, in the same order.',
                },
                attempts: { ...integer, description: 'callback.* only: the attempts made, so a delivery notified twice in the advance counts twice here.' },
              }),
            ),
            description: 'What the jobs changed, by kind, in a fixed order; kinds that did not happen are left out.',
          },
        }),
        description: `The new time, how many scheduled jobs ran, and what they changed. ${failurePolicy} A failure is reported here (job.failed, job.parked), never as an error of the advance.`,
        example: {
          now: '2025-03-13 14:02:11',
          processed: 4,
          summary: [
            { kind: 'charge.overdue', count: 2, subjects: [1000001, 1000002] },
            { kind: 'callback.failed', count: 1, subjects: [7], attempts: 2 },
            { kind: 'job.parked', count: 1, subjects: [31], errors: ['unknown job kind invoice.remind'] },
          ],
        },
      },
      errors: [],
      handler: async ({ res, body }) => {
        const account = accountOf(res);
        const { processed, summary } = await runner.advance(account.id, () => advanceTarget(ctx, account.id, body));
        sendJson(res, 200, { now: formatTimestamp(accountNowById(ctx, account.id)), processed, summary });
      },
    }),
    route({
      method: 'get',
      path: '/schedule',
      tag,
      summary: 'What the clock will do next: the upcoming scheduled jobs',
      auth: 'account',
      query: [{ name: 'limit', description: 'How many (default 20).', schema: { type: 'integer', minimum: 1, maximum: 200, default: 20 } }],
      response: {
        schema: object({
          jobs: { ...arrayOf(scheduledJob), description: 'The jobs still to run, soonest first; one that failed shows when it runs again.' },
          parked: { ...arrayOf(scheduledJob), description: 'The parked jobs, the latest parked first.' },
        }),
        description: `The jobs still to run and the parked ones, at most \`limit\` of each. ${failurePolicy}`,
        example: {
          jobs: [
            { id: 12, due_at: '2025-03-16 00:00:00', kind: 'charge.overdue', subject_id: 1000001, failures: 0, last_error: null, failed_at: null },
          ],
          parked: [
            { id: 31, due_at: '2025-03-14 00:20:00', kind: 'charge.overdue', subject_id: 1000002, failures: 3, last_error: 'SyntaxError: Unexpected token \'x\', "x" is not valid JSON', failed_at: '2025-03-14 00:20:00' },
          ],
        },
      },
      errors: ['validation'],
      handler: ({ req, res }) => {
        const limit = queryInt(req.query.limit, 'limit', 20, 1, 200);
        sendJson(res, 200, readSchedule(ctx, accountOf(res), limit));
      },
    }),
    route({
      method: 'post',
      path: '/schedule/:id/retry',
      tag,
      summary: 'Put a parked job back in the schedule, due now, with its attempts given afresh',
      auth: 'account',
      noBody: true,
      response: { schema: scheduledJob, description: 'The job, back in the schedule; the background runner takes it at once (or the next advance does).' },
      errors: ['propertyDoesNotExist'],
      handler: ({ res, params }) => {
        sendJson(res, 200, retryScheduledJob(ctx, accountOf(res), params.id));
      },
    }),
  ];
}

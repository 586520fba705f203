// The account's virtual clock and its schedule (server/http/sandbox/clock.ts).
import { advanceSchema } from '../../sandbox/clock.ts';
import { arrayOf, enumOf, integer, object, string, timestamp, type RouteDocs } from '../route-doc.ts';
import { EFFECT_KINDS, SUBJECTS_CAP } from '../../../domain/advance-summary.ts';

const tag = 'Sandbox: clock';

export const clockDocs: RouteDocs = {
  'GET /sandbox/v1/clock': {
    tag,
    summary: 'The account\'s virtual time',
    auth: 'account',
    response: { schema: object({ now: timestamp }), description: 'Brasília time.', example: { now: '2025-03-10 14:02:11' } },
    errors: [],
  },
  'POST /sandbox/v1/clock/advance': {
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
                description: `Distinct ids, first seen first, at most ${SUBJECTS_CAP}: charges (charge.overdue, card.captured, link.expired), carnês (carnet.parcel_overdue), subscriptions (subscription.renewed), deliveries (callback.*).`,
              },
            }, {
              attempts: { ...integer, description: 'callback.* only: the attempts made, so a delivery notified twice in the advance counts twice here.' },
            }),
          ),
          description: 'What the jobs changed, by kind, in a fixed order; kinds that did not happen are left out.',
        },
      }),
      description: 'The new time, how many scheduled jobs ran, and what they changed.',
      example: {
        now: '2025-03-13 14:02:11',
        processed: 4,
        summary: [
          { kind: 'charge.overdue', count: 2, subjects: [1000001, 1000002] },
          { kind: 'callback.failed', count: 1, subjects: [7], attempts: 2 },
        ],
      },
    },
    errors: [],
  },
  'GET /sandbox/v1/schedule': {
    tag,
    summary: 'What the clock will do next: the upcoming scheduled jobs',
    auth: 'account',
    query: [{ name: 'limit', description: 'How many (default 20).', schema: { type: 'integer', minimum: 1, maximum: 200, default: 20 } }],
    response: {
      schema: object({ jobs: arrayOf(object({ due_at: timestamp, kind: string, subject_id: integer })) }),
      description: 'The jobs, soonest first.',
      example: { jobs: [{ due_at: '2025-03-16 00:00:00', kind: 'billet.overdue', subject_id: 1000001 }] },
    },
    errors: ['validation'],
  },
};

// The account's virtual clock and its schedule (server/http/sandbox/clock.ts).
import { advanceSchema } from '../../sandbox/clock.ts';
import { arrayOf, integer, object, string, timestamp, type RouteDocs } from '../route-doc.ts';

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
    summary: 'Move the clock forward by days/hours/minutes or to a date; everything due runs, in order, first',
    auth: 'account',
    body: { name: 'ClockAdvance', schema: advanceSchema, example: { days: 3 } },
    response: {
      schema: object({ now: timestamp, processed: integer }),
      description: 'The new time and how many scheduled transitions ran.',
      example: { now: '2025-03-13 14:02:11', processed: 2 },
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

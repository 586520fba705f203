// Plans (server/http/v1/plans.ts; wire-format §7.26–7.29).
import { createPlanSchema, renamePlanSchema } from '../../schemas/subscription.ts';
import { arrayOf, dataEnvelope, okEnvelope, paging, type RouteDocs } from '../route-doc.ts';
import { plan, planListItem } from '../shapes/subscription.ts';

const tag = 'Plans';
const ok = { schema: okEnvelope, description: 'Done.', example: { code: 200 } };

export const planDocs: RouteDocs = {
  'POST /v1/plan': {
    tag,
    summary: 'Create a plan: a charge every `interval` months, `repeats` times (null: until canceled)',
    auth: 'bearer',
    body: { name: 'CreatePlan', schema: createPlanSchema, example: { name: 'Plano mensal', interval: 1, repeats: 12 } },
    response: {
      schema: dataEnvelope(plan),
      description: 'The plan.',
      example: { code: 200, data: { plan_id: 3001, name: 'Plano mensal', interval: 1, repeats: 12, created_at: '2025-03-10 14:02:11' } },
    },
    errors: [],
  },
  'GET /v1/plans': {
    tag,
    summary: 'The account\'s plans, optionally searched by name',
    auth: 'bearer',
    query: [{ name: 'name', description: 'Part of the name (up to 255 characters).', schema: { type: 'string', maxLength: 255 } }, ...paging(20, 1000)],
    response: { schema: dataEnvelope(arrayOf(planListItem)), description: 'The plans; `created_at` is a date here.' },
    errors: ['validation'],
  },
  'PUT /v1/plan/:id': {
    tag,
    summary: 'Rename a plan',
    auth: 'bearer',
    body: { name: 'RenamePlan', schema: renamePlanSchema, example: { name: 'Plano mensal premium' } },
    response: ok,
    errors: [],
  },
  'DELETE /v1/plan/:id': {
    tag,
    summary: 'Delete a plan that has no subscriptions',
    auth: 'bearer',
    noBody: true,
    response: ok,
    errors: ['planHasSubscriptions'],
  },
};

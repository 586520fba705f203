// Plan endpoints (wire-format §7.26–7.29).
import type { AppContext } from '../../app/context.ts';
import * as plans from '../../app/plans.ts';
import { invalidProperty } from '../../domain/errors.ts';
import { accountOf } from '../auth.ts';
import { sendData, sendOk } from '../envelope.ts';
import { queryInt } from '../query.ts';
import { route } from '../route-declaration.ts';
import { createPlanSchema, renamePlanSchema } from '../schemas/subscription.ts';
import { arrayOf, dataEnvelope, okEnvelope, paging } from '../openapi/route-doc.ts';
import { plan, planListItem } from '../openapi/shapes/subscription.ts';
import { planListItemView, planView } from './subscription-views.ts';

const tag = 'Plans';
const ok = { schema: okEnvelope, description: 'Done.', example: { code: 200 } };

export function planRoutes(ctx: AppContext) {
  return [
    route({
      method: 'post',
      path: '/plan',
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
      handler: ({ res, body }) => {
        sendData(res, planView(plans.createPlan(ctx, accountOf(res), body)));
      },
    }),
    // All three parameters are optional: `name` searches, 20 plans from offset 0 by default.
    route({
      method: 'get',
      path: '/plans',
      tag,
      summary: 'The account\'s plans, optionally searched by name',
      auth: 'bearer',
      query: [{ name: 'name', description: 'Part of the name (up to 255 characters).', schema: { type: 'string', maxLength: 255 } }, ...paging(20, 1000)],
      response: { schema: dataEnvelope(arrayOf(planListItem)), description: 'The plans; `created_at` is a date here.' },
      errors: ['validation'],
      handler: ({ req, res }) => {
        const name = req.query.name;
        if (name !== undefined && name.length > 255) throw invalidProperty('name', 'O nome buscado deve ter no máximo 255 caracteres.');
        const limit = queryInt(req.query.limit, 'limit', 20, 1, 1000);
        const offset = queryInt(req.query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
        const { rows } = plans.listPlans(ctx, accountOf(res), { name: name || undefined, limit, offset });
        sendData(res, rows.map(planListItemView));
      },
    }),
    route({
      method: 'put',
      path: '/plan/:id',
      tag,
      summary: 'Rename a plan',
      auth: 'bearer',
      body: { name: 'RenamePlan', schema: renamePlanSchema, example: { name: 'Plano mensal premium' } },
      response: ok,
      errors: [],
      handler: ({ res, params, body }) => {
        plans.renamePlan(ctx, accountOf(res), params.id, body.name);
        sendOk(res);
      },
    }),
    route({
      method: 'delete',
      path: '/plan/:id',
      tag,
      summary: 'Delete a plan that has no subscriptions',
      auth: 'bearer',
      noBody: true,
      response: ok,
      errors: ['planHasSubscriptions'],
      handler: ({ res, params }) => {
        plans.deletePlan(ctx, accountOf(res), params.id);
        sendOk(res);
      },
    }),
  ];
}

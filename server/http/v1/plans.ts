// Plan endpoints (wire-format §7.26–7.29).
import type { AppContext } from '../../app/context.ts';
import * as plans from '../../app/plans.ts';
import { invalidProperty } from '../../domain/errors.ts';
import { accountOf } from '../auth.ts';
import { sendData, sendOk } from '../envelope.ts';
import { queryInt } from '../query.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { expectNoBody, validateBody } from '../validate.ts';
import { createPlanSchema, renamePlanSchema } from '../schemas/subscription.ts';
import { planListItemView, planView } from './subscription-views.ts';

export function planRoutes(ctx: AppContext): RouteTable {
  return [
    ['post', '/plan', (req, res) => {
      const input = validateBody<plans.CreatePlanInput>(createPlanSchema, req.body);
      sendData(res, planView(plans.createPlan(ctx, accountOf(res), input)));
    }],
    // All three parameters are optional: `name` searches, 20 plans from offset 0 by default.
    ['get', '/plans', (req, res) => {
      const name = req.query.name;
      if (name !== undefined && name.length > 255) throw invalidProperty('name', 'O nome buscado deve ter no máximo 255 caracteres.');
      const limit = queryInt(req.query.limit, 'limit', 20, 1, 1000);
      const offset = queryInt(req.query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
      const { rows } = plans.listPlans(ctx, accountOf(res), { name: name || undefined, limit, offset });
      sendData(res, rows.map(planListItemView));
    }],
    ['put', '/plan/:id', (req, res) => {
      const id = idParam(req.params.id);
      const { name } = validateBody<{ name: string }>(renamePlanSchema, req.body);
      plans.renamePlan(ctx, accountOf(res), id, name);
      sendOk(res);
    }],
    ['delete', '/plan/:id', (req, res) => {
      const id = idParam(req.params.id);
      expectNoBody(req.body);
      plans.deletePlan(ctx, accountOf(res), id);
      sendOk(res);
    }],
  ];
}

import type { AppContext } from '../../app/context.ts';
import * as charges from '../../app/charges.ts';
import { accountOf } from '../auth.ts';
import { sendData, sendOk } from '../envelope.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { expectNoBody, validateBody } from '../validate.ts';
import { createChargeSchema, updateMetadataSchema } from '../schemas/charge.ts';
import { historyDescription } from '../schemas/common.ts';
import { chargeCreatedView, chargeDetailView } from './charge-views.ts';

export function chargeRoutes(ctx: AppContext, publicUrl: () => string): RouteTable {
  return [
    ['post', '/charge', (req, res) => {
      const input = validateBody<charges.CreateChargeInput>(createChargeSchema, req.body);
      sendData(res, chargeCreatedView(charges.createCharge(ctx, accountOf(res), input)));
    }],
    ['get', '/charge/:id', (req, res) => {
      const account = accountOf(res);
      const { charge, history, subscription } = charges.getChargeDetail(ctx, account, idParam(req.params.id));
      sendData(res, chargeDetailView(charge, account.account_code, history, publicUrl(), subscription));
    }],
    ['put', '/charge/:id/metadata', (req, res) => {
      const id = idParam(req.params.id);
      const changes = validateBody<{ custom_id?: string; notification_url?: string | null }>(updateMetadataSchema, req.body);
      charges.updateChargeMetadata(ctx, accountOf(res), id, changes);
      sendOk(res);
    }],
    ['post', '/charge/:id/history', (req, res) => {
      const id = idParam(req.params.id);
      const { description } = validateBody<{ description: string }>(historyDescription, req.body);
      charges.addChargeHistory(ctx, accountOf(res), id, description);
      sendOk(res);
    }],
    ['put', '/charge/:id/cancel', (req, res) => {
      const id = idParam(req.params.id);
      expectNoBody(req.body);
      charges.cancelCharge(ctx, accountOf(res), id);
      sendOk(res);
    }],
    ['put', '/charge/:id/settle', (req, res) => {
      const id = idParam(req.params.id);
      expectNoBody(req.body);
      charges.settleCharge(ctx, accountOf(res), id);
      sendOk(res);
    }],
  ];
}

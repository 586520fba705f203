// /v1/charge: create, read, metadata, history, cancel, settle.
import type { AppContext } from '../../app/context.ts';
import * as charges from '../../app/charges.ts';
import { pixAnswerOf } from '../../app/bolix.ts';
import { accountOf } from '../auth.ts';
import { sendData, sendOk } from '../envelope.ts';
import { route } from '../route-declaration.ts';
import { createChargeSchema, updateMetadataSchema } from '../schemas/charge.ts';
import { historyDescription } from '../schemas/common.ts';
import { exampleItems } from '../openapi/examples.ts';
import { dataEnvelope, okEnvelope } from '../openapi/route-doc.ts';
import { chargeCreated, chargeDetail } from '../openapi/shapes/charge.ts';
import { chargeCreatedView, chargeDetailView } from './charge-views.ts';
import { splitRefusals } from '../../domain/marketplace.ts';

const tag = 'Charges';
const ok = { schema: okEnvelope, description: 'Done.', example: { code: 200 } };

export function chargeRoutes(ctx: AppContext, publicUrl: () => string) {
  return [
    route({
      method: 'post',
      path: '/charge',
      tag,
      summary: 'Create a charge (status new), to be paid later by boleto, card or link',
      auth: 'bearer',
      body: { name: 'CreateCharge', schema: createChargeSchema, example: { items: exampleItems, metadata: { custom_id: 'pedido-42', notification_url: 'https://example.com/callback' } } },
      response: {
        schema: dataEnvelope(chargeCreated),
        description: 'The charge.',
        example: { code: 200, data: { charge_id: 1000001, status: 'new', total: 15000, custom_id: 'pedido-42', created_at: '2025-03-10 14:02:11' } },
      },
      errors: [...splitRefusals],
      handler: ({ res, body }) => {
        sendData(res, chargeCreatedView(charges.createCharge(ctx, accountOf(res), body)));
      },
    }),
    route({
      method: 'get',
      path: '/charge/:id',
      tag,
      summary: 'A charge with its items, history, customer, payment and link',
      auth: 'bearer',
      response: {
        schema: dataEnvelope(chargeDetail),
        description: 'The charge.',
        example: {
          code: 200,
          data: {
            charge_id: 1000001, total: 15000, status: 'new', custom_id: 'pedido-42', created_at: '2025-03-10 14:02:11',
            notification_url: 'https://example.com/callback', items: [{ name: 'Plano mensal', value: 15000, amount: 1 }],
            history: [{ message: 'Cobrança criada', created_at: '2025-03-10 14:02:11' }],
          },
        },
      },
      errors: [],
      handler: async ({ res, params }) => {
        const account = accountOf(res);
        const { charge, history, subscription } = charges.getChargeDetail(ctx, account, params.id);
        sendData(res, chargeDetailView(charge, account.account_code, history, publicUrl(), subscription, await pixAnswerOf(ctx, account, charge.id)));
      },
    }),
    route({
      method: 'put',
      path: '/charge/:id/metadata',
      tag,
      summary: 'Change custom_id and notification_url',
      auth: 'bearer',
      body: { name: 'UpdateMetadata', schema: updateMetadataSchema, example: { custom_id: 'pedido-43', notification_url: 'https://example.com/callback' } },
      response: ok,
      errors: ['useParentMetadataRoute'],
      handler: ({ res, params, body }) => {
        charges.updateChargeMetadata(ctx, accountOf(res), params.id, body);
        sendOk(res);
      },
    }),
    route({
      method: 'post',
      path: '/charge/:id/history',
      tag,
      summary: 'Add a line to the charge\'s history',
      auth: 'bearer',
      body: { name: 'HistoryDescription', schema: historyDescription, example: { description: 'Cliente pediu segunda via' } },
      response: ok,
      errors: [],
      handler: ({ res, params, body }) => {
        charges.addChargeHistory(ctx, accountOf(res), params.id, body.description);
        sendOk(res);
      },
    }),
    route({
      method: 'put',
      path: '/charge/:id/cancel',
      tag,
      summary: 'Cancel a charge (new, waiting, unpaid or link)',
      auth: 'bearer',
      noBody: true,
      response: ok,
      errors: ['notCancelable', 'cardNotCancelable', 'useCarnetRoute'],
      handler: ({ res, params }) => {
        charges.cancelCharge(ctx, accountOf(res), params.id);
        sendOk(res);
      },
    }),
    route({
      method: 'put',
      path: '/charge/:id/settle',
      tag,
      summary: 'Mark a charge as paid by hand',
      auth: 'bearer',
      noBody: true,
      response: ok,
      errors: ['notSettleable', 'useCarnetRoute', 'settleAwaitingConfirmation'],
      handler: ({ res, params }) => {
        charges.settleCharge(ctx, accountOf(res), params.id);
        sendOk(res);
      },
    }),
  ];
}

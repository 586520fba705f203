// Carnês: monthly parcels in boleto, each an ordinary charge.
import type { AppContext } from '../../app/context.ts';
import * as carnets from '../../app/carnets.ts';
import { pixAnswersOf } from '../../app/bolix.ts';
import { resendCarnet, resendParcel } from '../../app/emails.ts';
import type { ErrorKind } from '../../domain/errors.ts';
import { accountOf } from '../auth.ts';
import { sendData, sendOk } from '../envelope.ts';
import { route } from '../route-declaration.ts';
import { createCarnetSchema, parcelsDueDatesSchema } from '../schemas/carnet.ts';
import { updateMetadataSchema } from '../schemas/charge.ts';
import { billetDueDateSchema, resendSchema } from '../schemas/billet.ts';
import { historyDescription } from '../schemas/common.ts';
import { exampleCustomer, exampleItems } from '../openapi/examples.ts';
import { dataEnvelope, okEnvelope } from '../openapi/route-doc.ts';
import { carnetCreated, carnetDetail } from '../openapi/shapes/carnet.ts';
import { carnetCreatedView, carnetDetailView } from './carnet-views.ts';
import { splitRefusals } from '../../domain/marketplace.ts';

const tag = 'Carnês';
const ok = { schema: okEnvelope, description: 'Done.', example: { code: 200 } };

/** A change to a carnê or one of its parcels: refused once the carnê is finished. */
function change(summary: string, errors: ErrorKind[] = []) {
  return { tag, summary, auth: 'bearer' as const, response: ok, errors: ['carnetFinished' as const, ...errors] };
}

export function carnetRoutes(ctx: AppContext, publicUrl: () => string) {
  return [
    route({
      method: 'post',
      path: '/carnet',
      tag,
      summary: 'Create a carnê: 1 to 12 monthly parcels, each with its boleto',
      auth: 'bearer',
      body: { name: 'CreateCarnet', schema: createCarnetSchema, example: { items: exampleItems, customer: exampleCustomer, expire_at: '2025-04-10', repeats: 6, split_items: false } },
      response: { schema: dataEnvelope(carnetCreated), description: 'The carnê, its booklet\'s links and its parcels.' },
      errors: ['tooManyParcels', 'expireBeforeToday', 'dueDateBeyondMaximum', 'customerIsPayee', 'belowMinimum', 'belowMinimumAfterDiscount', 'aboveLimit', ...splitRefusals],
      handler: async ({ res, body }) => {
        const account = accountOf(res);
        const { carnet, parcels } = carnets.createCarnet(ctx, account, body);
        sendData(res, carnetCreatedView(carnet, parcels, publicUrl(), await pixAnswersOf(ctx, account, parcels.map((parcel) => parcel.id))));
      },
    }),
    route({
      method: 'get',
      path: '/carnet/:id',
      tag,
      summary: 'A carnê with its parcels and history',
      auth: 'bearer',
      response: { schema: dataEnvelope(carnetDetail), description: 'The carnê.' },
      errors: [],
      handler: async ({ res, params }) => {
        const account = accountOf(res);
        const { carnet, parcels, history } = carnets.getCarnet(ctx, account, params.id);
        sendData(res, carnetDetailView(carnet, parcels, history, publicUrl(), await pixAnswersOf(ctx, account, parcels.map((parcel) => parcel.id))));
      },
    }),
    route({
      method: 'put',
      path: '/carnet/:id/metadata',
      tag,
      summary: 'Change the carnê\'s custom_id and notification_url',
      auth: 'bearer',
      body: { name: 'UpdateMetadata', schema: updateMetadataSchema },
      response: ok,
      errors: [],
      handler: ({ res, params, body }) => {
        carnets.updateCarnetMetadata(ctx, accountOf(res), params.id, body);
        sendOk(res);
      },
    }),
    route({
      method: 'put',
      path: '/carnet/:id/parcel/:parcel',
      ...change('Move a parcel\'s due date', ['notBankingBillet', 'billetNotUpdatable', 'expireBeforeToday', 'dueDateBeyondMaximum', 'updateAwaitingConfirmation']),
      body: { name: 'BilletDueDate', schema: billetDueDateSchema, example: { expire_at: '2025-05-10' } },
      handler: ({ res, params, body }) => {
        carnets.changeParcelDueDate(ctx, accountOf(res), params.id, params.parcel, body.expire_at);
        sendOk(res);
      },
    }),
    route({
      method: 'put',
      path: '/carnet/:id/parcels',
      ...change('Move several parcels\' due dates at once: all or none (each with the single-parcel rules)', ['updateParcels']),
      body: { name: 'ParcelsDueDates', schema: parcelsDueDatesSchema, example: { parcels: [{ parcel: 2, expire_at: '2025-06-10' }, { parcel: 3, expire_at: '2025-07-10' }] } },
      handler: ({ res, params, body }) => {
        carnets.changeParcelDueDates(ctx, accountOf(res), params.id, body.parcels);
        sendOk(res);
      },
    }),
    route({
      method: 'put',
      path: '/carnet/:id/cancel',
      ...change('Cancel every open parcel of the carnê', ['notCancelable']),
      noBody: true,
      handler: ({ res, params }) => {
        carnets.cancelCarnet(ctx, accountOf(res), params.id);
        sendOk(res);
      },
    }),
    route({
      method: 'put',
      path: '/carnet/:id/parcel/:parcel/cancel',
      ...change('Cancel one parcel', ['notCancelable']),
      noBody: true,
      handler: ({ res, params }) => {
        carnets.cancelParcel(ctx, accountOf(res), params.id, params.parcel);
        sendOk(res);
      },
    }),
    route({
      method: 'post',
      path: '/carnet/:id/resend',
      ...change('Send the whole booklet by e-mail (to the sandbox\'s outbox)', ['notResendable']),
      body: { name: 'Resend', schema: resendSchema, example: { email: 'oldbuck@example.com' } },
      handler: async ({ res, params, body }) => {
        await resendCarnet(ctx, accountOf(res), params.id, body.email);
        sendOk(res);
      },
    }),
    route({
      method: 'post',
      path: '/carnet/:id/parcel/:parcel/resend',
      ...change('Send one parcel\'s boleto by e-mail (waiting only)', ['notResendable']),
      body: { name: 'Resend', schema: resendSchema, example: { email: 'oldbuck@example.com' } },
      handler: async ({ res, params, body }) => {
        await resendParcel(ctx, accountOf(res), params.id, params.parcel, body.email);
        sendOk(res);
      },
    }),
    route({
      method: 'post',
      path: '/carnet/:id/history',
      tag,
      summary: 'Add a line to the carnê\'s history',
      auth: 'bearer',
      body: { name: 'HistoryDescription', schema: historyDescription },
      response: ok,
      errors: [],
      handler: ({ res, params, body }) => {
        carnets.addCarnetHistory(ctx, accountOf(res), params.id, body.description);
        sendOk(res);
      },
    }),
    route({
      method: 'put',
      path: '/carnet/:id/parcel/:parcel/settle',
      ...change('Mark one parcel as paid by hand', ['notSettleable', 'settleAwaitingConfirmation']),
      noBody: true,
      handler: ({ res, params }) => {
        carnets.settleParcel(ctx, accountOf(res), params.id, params.parcel);
        sendOk(res);
      },
    }),
    route({
      method: 'put',
      path: '/carnet/:id/settle',
      ...change('Mark every open parcel as paid by hand', ['notSettleable']),
      noBody: true,
      handler: ({ res, params }) => {
        carnets.settleCarnet(ctx, accountOf(res), params.id);
        sendOk(res);
      },
    }),
  ];
}

// Carnês (server/http/v1/carnets.ts): monthly parcels in boleto, each an ordinary charge.
import { createCarnetSchema } from '../../schemas/carnet.ts';
import { updateMetadataSchema } from '../../schemas/charge.ts';
import { billetDueDateSchema, resendSchema } from '../../schemas/billet.ts';
import { historyDescription } from '../../schemas/common.ts';
import { exampleCustomer, exampleItems } from '../examples.ts';
import { dataEnvelope, okEnvelope, type RouteDoc, type RouteDocs } from '../route-doc.ts';
import { carnetCreated, carnetDetail } from '../shapes/carnet.ts';

const tag = 'Carnês';
const ok = { schema: okEnvelope, description: 'Done.', example: { code: 200 } };

/** A change to a carnê or one of its parcels: refused once the carnê is finished. */
function change(summary: string, extra: Partial<RouteDoc> = {}): RouteDoc {
  return { tag, summary, auth: 'bearer', response: ok, ...extra, errors: ['carnetFinished', ...(extra.errors ?? [])] };
}

export const carnetDocs: RouteDocs = {
  'POST /v1/carnet': {
    tag,
    summary: 'Create a carnê: 1 to 12 monthly parcels, each with its boleto',
    auth: 'bearer',
    body: { name: 'CreateCarnet', schema: createCarnetSchema, example: { items: exampleItems, customer: exampleCustomer, expire_at: '2025-04-10', repeats: 6, split_items: false } },
    response: { schema: dataEnvelope(carnetCreated), description: 'The carnê, its booklet\'s links and its parcels.' },
    errors: ['tooManyParcels', 'expireBeforeToday', 'belowMinimum', 'belowMinimumAfterDiscount', 'aboveLimit'],
  },
  'GET /v1/carnet/:id': {
    tag,
    summary: 'A carnê with its parcels and history',
    auth: 'bearer',
    response: { schema: dataEnvelope(carnetDetail), description: 'The carnê.' },
    errors: [],
  },
  'PUT /v1/carnet/:id/metadata': {
    tag,
    summary: 'Change the carnê\'s custom_id and notification_url',
    auth: 'bearer',
    body: { name: 'UpdateMetadata', schema: updateMetadataSchema },
    response: ok,
    errors: [],
  },
  'PUT /v1/carnet/:id/parcel/:parcel': change('Move a parcel\'s due date', {
    body: { name: 'BilletDueDate', schema: billetDueDateSchema, example: { expire_at: '2025-05-10' } },
    errors: ['notBankingBillet', 'billetNotUpdatable', 'expireBeforeToday'],
  }),
  'PUT /v1/carnet/:id/cancel': change('Cancel every open parcel of the carnê', { noBody: true, errors: ['notCancelable'] }),
  'PUT /v1/carnet/:id/parcel/:parcel/cancel': change('Cancel one parcel', { noBody: true, errors: ['notCancelable'] }),
  'POST /v1/carnet/:id/resend': change('Send the whole booklet by e-mail (to the sandbox\'s outbox)', {
    body: { name: 'Resend', schema: resendSchema, example: { email: 'oldbuck@example.com' } },
    errors: ['notResendable'],
  }),
  'POST /v1/carnet/:id/parcel/:parcel/resend': change('Send one parcel\'s boleto by e-mail (waiting only)', {
    body: { name: 'Resend', schema: resendSchema, example: { email: 'oldbuck@example.com' } },
    errors: ['notResendable'],
  }),
  'POST /v1/carnet/:id/history': {
    tag,
    summary: 'Add a line to the carnê\'s history',
    auth: 'bearer',
    body: { name: 'HistoryDescription', schema: historyDescription },
    response: ok,
    errors: [],
  },
  'PUT /v1/carnet/:id/parcel/:parcel/settle': change('Mark one parcel as paid by hand', { noBody: true, errors: ['notSettleable'] }),
  'PUT /v1/carnet/:id/settle': change('Mark every open parcel as paid by hand', { noBody: true, errors: ['notSettleable'] }),
};

// The dashboard's views of the account (server/http/sandbox/charges.ts, carnets.ts,
// subscriptions.ts): lists with search and filters, and one item with everything around it.
import { chargeStatuses } from '../../../domain/charge.ts';
import { subscriptionStatuses } from '../../../domain/subscription.ts';
import { arrayOf, cents, date, enumOf, integer, nullable, object, paging, string, timestamp, url, type QueryParam, type RouteDocs } from '../route-doc.ts';
import { chargeDetail, chargeStatus, historyEntry, refusal } from '../shapes/charge.ts';
import { carnetDetail, carnetStatus } from '../shapes/carnet.ts';
import { plan, subscriptionDetail, subscriptionDetailFields } from '../shapes/subscription.ts';

const tag = 'Sandbox: dashboard views';
/** `q` of the dashboard's lists (server/domain/search.ts). */
export const search: QueryParam = {
  name: 'q',
  description:
    'Free-text search (up to 255 characters): an id; a custom_id, the payer\'s name or company, e-mail, phone, CPF or CNPJ, ' +
    'found anywhere, without regard to case or accents and with or without punctuation; from 10 characters, also a notification ' +
    'token, a typed line (with or without its dots and spaces) or a barcode. Carnês and subscriptions are also found by their charges\'.',
  schema: { type: 'string', maxLength: 255 },
};
const nullableString = nullable(string);

const timelineEntry = object(
  { at: timestamp, kind: enumOf('history', 'status', 'delivery', 'token_fetch', 'email', 'fault'), title: string, detail: nullableString },
  {
    status_code: nullable(integer),
    delivery_id: integer,
    delivery_state: string,
    attempts: arrayOf(object({
      number: integer, at: timestamp, url: nullableString, status_code: nullable(integer), latency_ms: nullable(integer), error: nullableString, replay: { type: 'boolean' },
    })),
  },
);

const chargeTimeline = object({
  charge: chargeDetail,
  notification_token: string,
  boleto: nullable(
    object({
      typed_line: string, barcode: string, link: url, pdf: url, expire_at: date, last_payable_date: date,
      amount_due_today: nullable(cents), paid_value: nullable(cents), received_by_bank_at: nullable(date),
    }),
  ),
  card: nullable(
    object({
      brand: string, mask: string, installments: integer, installment_value: cents, total: cents, interest: integer,
      refusal: nullable(refusal), refunded: cents, paid_value: nullable(cents), received_by_bank_at: nullable(date),
    }),
  ),
  timeline: arrayOf(timelineEntry),
});

const subscriptionView = object({
  subscription: subscriptionDetail,
  charges: arrayOf(
    object({
      charge_id: integer, parcel: integer, status: chargeStatus, total: cents, payment_method: nullableString,
      expire_at: nullable(date), typed_line: nullableString, card_mask: nullableString, created_at: timestamp,
    }),
  ),
  history: arrayOf(historyEntry),
  customer_name: nullableString,
  trial_days: nullable(integer),
  first_execution: nullable(date),
  notification_token: string,
});

export const dashboardViewDocs: RouteDocs = {
  'GET /sandbox/v1/charges': {
    tag,
    summary: 'The account\'s charges, newest first, with status filter and search',
    auth: 'account',
    query: [
      { name: 'status', description: 'One status.', schema: enumOf(...chargeStatuses) },
      search,
      ...paging(100, 500),
      { name: 'position_of', description: 'A charge id: the answer says where it stands in the whole list (`position`).', schema: { type: 'integer', minimum: 1 } },
    ],
    response: {
      schema: object(
        {
          total: integer,
          charges: arrayOf(
            object({
              charge_id: integer, status: chargeStatus, total: cents, custom_id: nullableString, created_at: timestamp, payment_method: nullableString,
              expire_at: nullable(date), typed_line: nullableString, notification_url: nullableString,
            }),
          ),
        },
        { position: { ...nullable(integer), description: 'With `position_of`: that charge\'s index in the list (0 = first), null when it is not in it.' } },
      ),
      description: 'How many match, and one page of them.',
    },
    errors: ['validation'],
  },
  'GET /sandbox/v1/charges/:id/timeline': {
    tag,
    summary: 'One charge\'s whole story: history, status changes, callbacks, token fetches, e-mails',
    auth: 'account',
    response: { schema: chargeTimeline, description: 'The charge (as GET /v1/charge/:id), its boleto or card, and the timeline.' },
    errors: [],
  },
  'GET /sandbox/v1/carnets': {
    tag,
    summary: 'The account\'s carnês with their parcels, newest first',
    auth: 'account',
    query: [search, ...paging(100, 500)],
    response: {
      schema: object({
        total: integer,
        carnets: arrayOf(
          object({
            carnet_id: integer, status: carnetStatus, repeats: integer, value: cents, custom_id: nullableString, customer_name: nullableString, created_at: timestamp,
            parcels: arrayOf(object({ charge_id: integer, parcel: integer, status: chargeStatus, value: cents, expire_at: nullable(date) })),
          }),
        ),
      }),
      description: 'How many match, and one page of them.',
    },
    errors: ['validation'],
  },
  'GET /sandbox/v1/carnets/:id': {
    tag,
    summary: 'One carnê (as GET /v1/carnet/:id) and its notification token',
    auth: 'account',
    response: { schema: object({ carnet: carnetDetail, notification_token: string }), description: 'The carnê.' },
    errors: [],
  },
  'GET /sandbox/v1/plans': {
    tag,
    summary: 'The account\'s plans with how many subscriptions each has',
    auth: 'account',
    query: [search, ...paging(100, 500)],
    response: { schema: object({ total: integer, plans: arrayOf({ ...plan, required: [...(plan.required as string[]), 'subscriptions'], properties: { ...(plan.properties as object), subscriptions: integer } }) }), description: 'How many match, and one page of them.' },
    errors: ['validation'],
  },
  'GET /sandbox/v1/subscriptions': {
    tag,
    summary: 'The account\'s subscriptions, with status filter and search',
    auth: 'account',
    query: [search, { name: 'status', description: 'One status.', schema: enumOf(...subscriptionStatuses) }, ...paging(100, 500)],
    response: {
      schema: object({ total: integer, subscriptions: arrayOf(object({ ...subscriptionDetailFields, customer_name: nullableString })) }),
      description: 'How many match, and one page of them.',
    },
    errors: ['validation'],
  },
  'GET /sandbox/v1/subscriptions/:id': {
    tag,
    summary: 'One subscription with each period\'s charge, its history and token',
    auth: 'account',
    response: { schema: subscriptionView, description: 'The subscription.' },
    errors: [],
  },
  'POST /sandbox/v1/subscriptions/:id/payer-cancel': {
    tag,
    summary: 'The payer unsubscribes (the link in the subscription\'s e-mails)',
    auth: 'account',
    noBody: true,
    response: { schema: subscriptionView, description: 'The subscription, canceled.' },
    errors: ['subscriptionNotCancelable'],
  },
};


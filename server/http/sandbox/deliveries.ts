// The control API's webhook inspector: the account's notification deliveries, filtered, one with
// its exchanges, and a replay. Account-scoped like every control route.
import type { AppContext } from '../../app/context.ts';
import { getDelivery, listDeliveries, replayDelivery } from '../../app/delivery-inspector.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { invalidProperty } from '../../domain/errors.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { queryEnum, queryInt, queryPage } from '../query.ts';
import { deliveryStates, type DeliveryState } from '../../domain/delivery.ts';
import { sendJson } from '../envelope.ts';
import { arrayOf, boolean, enumOf, integer, nullable, object, paging, string, timestamp, type Schema } from '../openapi/route-doc.ts';

const deliveryStateList: readonly DeliveryState[] = deliveryStates;
const MAX_URL_FILTER_LENGTH = 255;

/** The group of the deliveries and of the live event stream (events.ts). */
export const NOTIFICATIONS_TAG = 'Sandbox: notifications';
const tag = NOTIFICATIONS_TAG;
const states = enumOf('pending', 'delivered', 'acknowledged', 'failed', 'never_fetched', 'no_url');

const headers: Schema = { type: 'object', additionalProperties: string, description: 'Header names in lower case.' };

const attemptSummaryFields = {
  id: integer,
  number: { type: 'integer', minimum: 1, description: 'Its place among the delivery\'s attempts, replays included.' },
  at: timestamp,
  url: string,
  status_code: nullable(integer),
  latency_ms: nullable({ type: 'number' }),
  error: nullable(string),
  replay: boolean,
};
/** In the list: no exchange (GET /sandbox/v1/deliveries/:id has it). */
const attemptSummary = object(attemptSummaryFields);
/** Null request and response on an attempt between the first and the last three: its exchange is not kept. */
const attempt = object({
  ...attemptSummaryFields,
  request: nullable(object(
    { headers, body: string },
    {},
  )),
  response: nullable(object({
    headers,
    body: { type: ['string', 'null'], description: 'The first 4096 bytes of the answer, as UTF-8 text.' },
    size_bytes: nullable(integer),
    truncated: boolean,
  })),
});

const deliveryFields = {
  id: integer,
  token: string,
  event_id: integer,
  charge_id: nullable(integer),
  carnet_id: { type: ['integer', 'null'], description: 'The carnê the charge is a parcel of.' },
  subscription_id: { type: ['integer', 'null'], description: 'The subscription the charge belongs to.' },
  payment_link: { type: 'boolean', description: 'The charge has a payment link.' },
  url: { type: ['string', 'null'], description: 'The charge\'s notification_url now: where the next attempt goes.' },
  state: states,
  delivered_never_fetched: boolean,
  token_fetched: boolean,
  created_at: timestamp,
  next_attempt_at: nullable(timestamp),
  attempt_count: { type: 'integer', description: 'Attempts made so far, replays included.' },
  max_attempts: { type: 'integer', description: 'Scheduled attempts at most under the retry ladder (replays come on top).' },
  last_status_code: nullable(integer),
  last_error: nullable(string),
  last_response_excerpt: { type: ['string', 'null'], description: 'The first 200 characters of the last answer\'s body.' },
  attempts: arrayOf(attempt),
  token_fetches: arrayOf(timestamp),
};
const delivery = object(deliveryFields);
const listedDelivery = object({ ...deliveryFields, attempts: arrayOf(attemptSummary) });

export function deliveryRoutes(ctx: AppContext, runner: JobRunner) {
  return [
    route({
      method: 'get',
      path: '/deliveries',
      tag,
      summary: 'The POSTs made (or to be made) to notification URLs, with every attempt',
      auth: 'account',
      query: [
        { name: 'token', description: 'One notification token.', schema: { type: 'string' } },
        { name: 'charge_id', description: 'One charge.', schema: { type: 'integer', minimum: 1 } },
        { name: 'state', description: 'One state.', schema: states },
        { name: 'url', description: 'Part of the URL, any case of ASCII letters: where the next attempt goes, or where one went.', schema: { type: 'string', maxLength: 255 } },
        ...paging(50, 500),
      ],
      response: { schema: object({ total: integer, deliveries: arrayOf(listedDelivery) }), description: 'Newest first; `total` counts every match. Attempts come without their request and response: GET /sandbox/v1/deliveries/:id has them.' },
      errors: ['validation'],
      handler: ({ req, res }) => {
        const { token, charge_id, url } = req.query;
        if (url !== undefined && url.length > MAX_URL_FILTER_LENGTH) throw invalidProperty('url', `O filtro de URL deve ter no máximo ${MAX_URL_FILTER_LENGTH} caracteres.`);
        const filter = {
          token: typeof token === 'string' ? token : undefined,
          chargeId: charge_id === undefined ? undefined : queryInt(charge_id, 'charge_id', 0, 1, Number.MAX_SAFE_INTEGER),
          state: queryEnum(req.query.state, 'state', deliveryStateList),
          url: url || undefined,
          ...queryPage(req.query, 50),
        };
        sendJson(res, 200, listDeliveries(ctx, accountOf(res), filter));
      },
    }),
    route({
      method: 'get',
      path: '/deliveries/:id',
      tag,
      summary: 'One delivery with its attempts',
      auth: 'account',
      response: { schema: delivery, description: 'The delivery.' },
      errors: [],
      handler: ({ res, params }) => {
        sendJson(res, 200, getDelivery(ctx, accountOf(res), params.id));
      },
    }),
    route({
      method: 'post',
      path: '/deliveries/:id/replay',
      tag,
      summary: 'POST the delivery to its URL again, now',
      auth: 'account',
      noBody: true,
      response: {
        schema: object({ ...deliveryFields, replayed_attempt: nullable(attempt) }),
        description: 'Sent once the receiver has answered (or the attempt failed or timed out): the delivery, and `replayed_attempt`, this replay\'s own attempt.',
      },
      errors: [],
      handler: async ({ res, params }) => {
        sendJson(res, 200, await replayDelivery(ctx, accountOf(res), params.id, runner));
      },
    }),
  ];
}

// Notification deliveries and the live event stream (server/http/sandbox/deliveries.ts, events.ts).
import { arrayOf, boolean, enumOf, integer, nullable, object, paging, string, timestamp, type RouteDocs } from '../route-doc.ts';

const tag = 'Sandbox: notifications';
const states = enumOf('pending', 'delivered', 'acknowledged', 'failed', 'never_fetched', 'no_url');

const delivery = object({
  id: integer,
  token: string,
  event_id: integer,
  charge_id: nullable(integer),
  state: states,
  delivered_never_fetched: boolean,
  token_fetched: boolean,
  created_at: timestamp,
  next_attempt_at: nullable(timestamp),
  attempts: arrayOf(
    object({ at: timestamp, url: string, status_code: nullable(integer), latency_ms: nullable({ type: 'number' }), error: nullable(string), replay: boolean }),
  ),
  token_fetches: arrayOf(timestamp),
});

export const deliveryDocs: RouteDocs = {
  'GET /sandbox/v1/deliveries': {
    tag,
    summary: 'The POSTs made (or to be made) to notification URLs, with every attempt',
    auth: 'account',
    query: [
      { name: 'token', description: 'One notification token.', schema: { type: 'string' } },
      { name: 'charge_id', description: 'One charge.', schema: { type: 'integer', minimum: 1 } },
      { name: 'state', description: 'One state.', schema: states },
      ...paging(50, 500),
    ],
    response: { schema: object({ deliveries: arrayOf(delivery) }), description: 'Newest first.' },
    errors: ['validation'],
  },
  'GET /sandbox/v1/deliveries/:id': {
    tag,
    summary: 'One delivery with its attempts',
    auth: 'account',
    response: { schema: delivery, description: 'The delivery.' },
    errors: [],
  },
  'POST /sandbox/v1/deliveries/:id/replay': {
    tag,
    summary: 'POST the delivery to its URL again, now',
    auth: 'account',
    noBody: true,
    response: { schema: delivery, description: 'The delivery, with the new attempt.' },
    errors: [],
  },
  'GET /sandbox/v1/events': {
    tag,
    summary: 'Server-Sent Events of what changes in the account',
    description: 'An EventSource cannot send headers: the token may come as ?access_token= instead.',
    auth: 'account',
    query: [{ name: 'access_token', description: 'A Bearer token, for clients that cannot send Authorization.', schema: { type: 'string' } }],
    response: { type: 'text/event-stream', schema: { type: 'string' }, description: 'A stream that does not end: `event: <kind>` and `data: <json>` per change.' },
    errors: [],
  },
};

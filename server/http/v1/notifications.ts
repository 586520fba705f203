// GET /v1/notification/:token: the token's whole history.
import type { AppContext } from '../../app/context.ts';
import { fetchNotificationHistory } from '../../app/notifications.ts';
import { accountOf } from '../auth.ts';
import { sendData } from '../envelope.ts';
import { route } from '../route-declaration.ts';
import { arrayOf, dataEnvelope, enumOf, integer, nullable, object, string, timestamp } from '../openapi/route-doc.ts';

const event = object(
  {
    id: integer,
    type: enumOf('charge', 'carnet', 'carnet_charge', 'subscription', 'subscription_charge'),
    custom_id: nullable(string),
    status: object({ current: string, previous: nullable(string) }),
    identifiers: { type: 'object', additionalProperties: { type: 'integer' }, description: 'charge_id, carnet_id or subscription_id.' },
    created_at: timestamp,
  },
  // Only on payment events.
  { value: integer, received_by_bank_at: { type: 'string' } },
);

export function notificationRoutes(ctx: AppContext) {
  return [
    route({
      method: 'get',
      path: '/notification/:token',
      tag: 'Notifications',
      summary: 'Every status change under a notification token, in order; fetching acknowledges the token',
      auth: 'bearer',
      params: { token: { description: 'The token your notification_url received as `notification`.', schema: { type: 'string' } } },
      response: {
        schema: dataEnvelope(arrayOf(event)),
        description: 'The events, oldest first.',
        example: {
          code: 200,
          data: [
            { id: 1, type: 'charge', custom_id: 'pedido-42', status: { current: 'new', previous: null }, identifiers: { charge_id: 1000001 }, created_at: '2025-03-10 14:02:11' },
            { id: 2, type: 'charge', custom_id: 'pedido-42', status: { current: 'waiting', previous: 'new' }, identifiers: { charge_id: 1000001 }, created_at: '2025-03-10 14:02:11' },
          ],
        },
      },
      errors: ['propertyDoesNotExist'],
      handler: ({ res, params }) => {
        sendData(res, fetchNotificationHistory(ctx, accountOf(res), params.token));
      },
    }),
  ];
}

// GET /v1/notification/:token: the token's whole history; GET …/notification/resend: a charge's,
// carnê's or subscription's latest notification sent again.
import type { AppContext } from '../../app/context.ts';
import { fetchNotificationHistory } from '../../app/notifications.ts';
import { resendCarnetNotification, resendChargeNotification, resendSubscriptionNotification } from '../../app/notification-resends.ts';
import type { AccountRow } from '../../store/accounts-repo.ts';
import { accountOf } from '../auth.ts';
import { sendData, sendOk } from '../envelope.ts';
import { route } from '../route-declaration.ts';
import { arrayOf, dataEnvelope, enumOf, integer, nullable, object, okEnvelope, string, timestamp } from '../openapi/route-doc.ts';

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
    resendRoute('charge', 'a charge', resendChargeNotification),
    resendRoute('carnet', 'a carnê (delivered through its first parcel)', resendCarnetNotification),
    resendRoute('subscription', 'a subscription (delivered through its first charge)', resendSubscriptionNotification),
  ];

  /** The three resends differ only in the object they name (the Java SDK's resend…Notification). */
  function resendRoute(resource: 'charge' | 'carnet' | 'subscription', what: string, resend: (ctx: AppContext, account: AccountRow, id: number, send: boolean) => void) {
    return route({
      method: 'get',
      path: `/${resource}/:id/notification/resend`,
      tag: 'Notifications',
      summary: `Send the latest notification of ${what} to its notification_url again`,
      auth: 'bearer',
      response: { schema: okEnvelope, description: 'A new delivery of the token\'s latest event is on its way.', example: { code: 200 } },
      errors: ['noNotificationUrl'],
      // Express answers HEAD with this GET route: a HEAD answers the same and sends nothing.
      handler: ({ req, res, params }) => {
        resend(ctx, accountOf(res), params.id, req.method !== 'HEAD');
        sendOk(res);
      },
    });
  }
}

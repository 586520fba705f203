import type { AppContext } from '../../app/context.ts';
import { fetchNotificationHistory } from '../../app/notifications.ts';
import { accountOf } from '../auth.ts';
import { sendData } from '../envelope.ts';
import { type RouteTable } from '../routes.ts';

export function notificationRoutes(ctx: AppContext): RouteTable {
  return [
    ['get', '/notification/:token', (req, res) => {
      sendData(res, fetchNotificationHistory(ctx, accountOf(res), String(req.params.token)));
    }],
  ];
}

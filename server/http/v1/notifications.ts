import { Router } from 'express';
import type { AppContext } from '../../app/context.ts';
import { fetchNotificationHistory } from '../../app/notifications.ts';
import { accountOf } from '../auth.ts';
import { sendData } from '../envelope.ts';
import { registerRoutes } from '../routes.ts';

export function notificationRoutes(ctx: AppContext): Router {
  const router = Router();
  registerRoutes(router, [
    ['get', '/notification/:token', (req, res) => {
      sendData(res, fetchNotificationHistory(ctx, accountOf(res), String(req.params.token)));
    }],
  ]);
  return router;
}

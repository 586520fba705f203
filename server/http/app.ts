// createApp: the whole HTTP surface — /v1 as the real API, /sandbox/v1 as the control API, the
// boleto pages, the dashboard — as one request listener that the CLI, the desktop shell and the
// tests all start the same way. API routes run on ApiRouter; anything no route claims goes to
// Express, which serves the built dashboard and answers the 404s.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response, NextFunction } from 'express';
import type { AppContext } from '../app/context.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { ApiError } from '../domain/errors.ts';
import { readBody } from './body.ts';
import { requireBearer } from './auth.ts';
import { ApiRouter } from './router.ts';
import { guarded } from './routes.ts';
import { authorizeRoutes } from './v1/authorize.ts';
import { chargeRoutes } from './v1/charges.ts';
import { boletoRoutes } from './v1/boletos.ts';
import { notificationRoutes } from './v1/notifications.ts';
import { accountRoutes, type AccountCreationPolicy } from './sandbox/accounts.ts';
import { tokenRoutes } from './sandbox/tokens.ts';
import { clockRoutes } from './sandbox/clock.ts';
import { deliveryRoutes } from './sandbox/deliveries.ts';
import { eventRoutes } from './sandbox/events.ts';
import { bankRoutes } from './sandbox/bank.ts';
import { emailRoutes } from './sandbox/emails.ts';
import { infoRoutes } from './sandbox/info.ts';
import { dashboardChargeRoutes } from './sandbox/charges.ts';
import { requestRoutes } from './sandbox/requests.ts';
import { cardRoutes } from './sandbox/cards.ts';
import { requestLogObserver } from './request-logging.ts';
import { boletoPageRoutes } from './pages/boleto-routes.ts';

export interface AppOptions {
  ctx: AppContext;
  accountCreation: AccountCreationPolicy;
  runner: JobRunner;
  /** The base of the URLs the API returns; known once the server listens (port 0). */
  publicUrl: () => string;
  /** The built dashboard: index.html and assets/ (see server/project.ts for the default). */
  dashboardDir: string;
  log?: (line: string) => void;
}

export function createApp({ ctx, accountCreation, runner, publicUrl, dashboardDir, log = (line) => console.error(line) }: AppOptions) {
  const router = new ApiRouter(log)
    .observe(requestLogObserver(ctx))
    .mount('/v1', authorizeRoutes(ctx), readBody)
    .mount('/v1', guarded([...boletoRoutes(ctx, publicUrl), ...chargeRoutes(ctx, publicUrl), ...notificationRoutes(ctx)], requireBearer(ctx)), readBody)
    .mount('/sandbox/v1', [
      ...accountRoutes(ctx, accountCreation),
      ...tokenRoutes(ctx),
      ...clockRoutes(ctx, runner),
      ...deliveryRoutes(ctx, runner),
      ...eventRoutes(ctx),
      ...bankRoutes(ctx),
      ...emailRoutes(ctx, publicUrl),
      ...infoRoutes(publicUrl),
      ...dashboardChargeRoutes(ctx, publicUrl),
      ...requestRoutes(ctx),
      ...cardRoutes(ctx),
    ], readBody)
    .mount('', boletoPageRoutes(ctx, publicUrl), readBody);

  // Express is loaded on the first request no route claims, not at start-up (cold start).
  let fallback: Promise<(req: IncomingMessage, res: ServerResponse) => void> | undefined;
  const loadFallback = () =>
    (fallback ??= Promise.all([import('express'), import('./dashboard.ts')]).then(([{ default: express }, { mountDashboard }]) => {
      const app = express();
      app.disable('x-powered-by');
      app.disable('etag');
      const notFound = (req: Request, res: Response) => {
        req.resume();
        router.fail(req, res, new ApiError('routeNotFound', `Rota não encontrada: ${req.method} ${req.originalUrl.split('?')[0]}.`));
      };
      mountDashboard(app, express, dashboardDir, notFound);
      app.use(notFound);
      app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => router.fail(req, res, error));
      return app;
    }));

  return (req: IncomingMessage, res: ServerResponse) =>
    router.handle(req, res, () => {
      loadFallback().then(
        (app) => app(req, res),
        (error) => router.fail(req, res, error),
      );
    });
}

// createApp: the whole HTTP surface — /v1 as the real API, /sandbox/v1 as the control API, the
// boleto pages — as one request listener that the CLI, the desktop shell and the tests all start
// the same way. API routes run on ApiRouter; anything no route claims goes to Express.
import type { IncomingMessage, ServerResponse } from 'node:http';
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
import { boletoPageRoutes } from './pages/boleto-routes.ts';

export interface AppOptions {
  ctx: AppContext;
  accountCreation: AccountCreationPolicy;
  runner: JobRunner;
  /** The base of the URLs the API returns; known once the server listens (port 0). */
  publicUrl: () => string;
  log?: (line: string) => void;
}

export function createApp({ ctx, accountCreation, runner, publicUrl, log = (line) => console.error(line) }: AppOptions) {
  const router = new ApiRouter(log)
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
    ], readBody)
    .mount('', boletoPageRoutes(ctx, publicUrl), readBody);

  // Express is loaded on the first request no route claims, not at start-up (cold start).
  let fallback: Promise<(req: IncomingMessage, res: ServerResponse) => void> | undefined;
  const loadFallback = () =>
    (fallback ??= import('express').then(({ default: express }) => {
      const app = express();
      app.disable('x-powered-by');
      app.disable('etag');
      app.use((req, res) => {
        req.resume();
        router.fail(req, res, new ApiError('routeNotFound', `Rota não encontrada: ${req.method} ${req.originalUrl.split('?')[0]}.`));
      });
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

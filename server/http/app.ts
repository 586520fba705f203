// createApp: the whole HTTP surface — /v1 as the real API, /sandbox/v1 as the control API —
// on one Express app that the CLI, the desktop shell and the tests all start the same way.
import express, { type NextFunction, type Request, type Response } from 'express';
import type { AppContext } from '../app/context.ts';
import { ApiError } from '../domain/errors.ts';
import { readBody } from './body.ts';
import { requireBearer } from './auth.ts';
import { sendError } from './envelope.ts';
import { authorizeRoutes } from './v1/authorize.ts';
import { chargeRoutes } from './v1/charges.ts';
import { notificationRoutes } from './v1/notifications.ts';
import { accountRoutes, type AccountCreationPolicy } from './sandbox/accounts.ts';
import { tokenRoutes } from './sandbox/tokens.ts';
import { clockRoutes } from './sandbox/clock.ts';
import { deliveryRoutes } from './sandbox/deliveries.ts';
import { eventRoutes } from './sandbox/events.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { boletoRoutes } from './v1/boletos.ts';
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

function isClientFault(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

let requestCounter = 0;
const requestIdPrefix = Date.now().toString(36);

export function createApp({ ctx, accountCreation, runner, publicUrl, log = (line) => console.error(line) }: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('query parser', 'simple');

  app.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.requestId = `${requestIdPrefix}-${(++requestCounter).toString(36)}`;
    res.setHeader('X-Request-Id', res.locals.requestId);
    next();
  });
  app.use(readBody);

  const v1 = express.Router();
  v1.use(authorizeRoutes(ctx));
  v1.use(requireBearer(ctx));
  v1.use(boletoRoutes(ctx, publicUrl));
  v1.use(chargeRoutes(ctx, publicUrl));
  v1.use(notificationRoutes(ctx));
  app.use('/v1', v1);

  app.use(boletoPageRoutes(ctx, publicUrl));

  const sandbox = express.Router();
  sandbox.use(accountRoutes(ctx, accountCreation));
  sandbox.use(tokenRoutes(ctx));
  sandbox.use(clockRoutes(ctx, runner));
  sandbox.use(deliveryRoutes(ctx, runner));
  sandbox.use(eventRoutes(ctx));
  sandbox.use(bankRoutes(ctx));
  sandbox.use(emailRoutes(ctx, publicUrl));
  app.use('/sandbox/v1', sandbox);

  app.use((req: Request) => {
    throw new ApiError('routeNotFound', `Rota não encontrada: ${req.method} ${req.originalUrl.split('?')[0]}.`);
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (error instanceof ApiError) {
      sendError(res, error);
      return;
    }
    if (isClientFault(error)) {
      // Express's own refusals (a path that is not valid percent-encoding, say) are the client's.
      sendError(res, new ApiError('badRequest', `Requisição malformada: ${(error as Error).message}.`));
      return;
    }
    const requestId = res.locals.requestId as string;
    log(`[${requestId}] ${req.method} ${req.originalUrl} failed: ${error instanceof Error ? error.stack : String(error)}`);
    sendError(res, new ApiError('internal', `Erro interno do servidor. Identificador da requisição: ${requestId}.`));
  });
  return app;
}

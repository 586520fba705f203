// createApp: the whole HTTP surface as one Express 5 application — /v1 as the real API,
// /sandbox/v1 as the control API, the boleto pages, the dashboard — started the same way by the
// CLI, the desktop shell and the tests. Every resource's route declarations become an express.Router();
// middleware does what every request needs (host and origin checks, the request log, bodies) and
// one error middleware answers every failure in the API's error shape.
import express, { Router } from 'express';
import type { AppContext } from '../app/context.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { bodyReader, readBody } from './body.ts';
import { accountAuth, adminAuth, requireBasicCredentials, requireBearer, type AccountCreationPolicy } from './auth.ts';
import type { DeclaredRoute } from './route-declaration.ts';
import { methodNotAllowed, ROUTER_OPTIONS, routerFrom, type ApiResponse, type Handler, type RouteList } from './routes.ts';
import { answerErrors, answerNotFound } from './error-handling.ts';
import { guardHost, refuseAbsoluteForm } from './host-guard.ts';
import { guardCrossSite, requireJsonBody } from './cross-site-guard.ts';
import { securityHeaders } from './security-headers.ts';
import { hookResponses, noteLostCommits, observeRequests } from './response-capture.ts';
import { requestLogObserver } from './request-logging.ts';
import { chain } from './chain.ts';
import { quotaGate } from './quota-gate.ts';
import { dashboardRouter } from './dashboard.ts';
import { authorizeRoutes } from './v1/authorize.ts';
import { chargeRoutes } from './v1/charges.ts';
import { chargeListRoutes } from './v1/charge-list.ts';
import { boletoRoutes } from './v1/boletos.ts';
import { paymentRoutes } from './v1/payments.ts';
import { carnetRoutes } from './v1/carnets.ts';
import { planRoutes } from './v1/plans.ts';
import { linkRoutes } from './v1/links.ts';
import { subscriptionRoutes } from './v1/subscriptions.ts';
import { cardRoutes as cardPaymentRoutes } from './v1/cards.ts';
import { notificationRoutes } from './v1/notifications.ts';
import { installmentRoutes } from './v1/installments.ts';
import { tokenizerRoutes } from './v1/tokenizer.ts';
import type { CertificateAuthority } from '../proxy/certificate-authority.ts';
import type { controlTables } from './control-tables.ts';
import { FaultInjector } from './faults.ts';
import { HeldRequests } from './held-requests.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { cardV2Routes } from './v2/card.ts';
import { sendV2Error } from './v2/errors.ts';
import { CHALLENGE_ENTRY } from './v2/card-views.ts';
import { extratosBearer, extratosRoutes } from './extratos/routes.ts';
import { sendExtratosError } from './extratos/errors.ts';

export interface AppOptions {
  ctx: AppContext;
  accountCreation: AccountCreationPolicy;
  runner: JobRunner;
  /** The base of the URLs the API returns; known once the server listens (port 0). */
  publicUrl: () => string;
  /** The address the server is bound to (`--host`): requests naming it are its own. */
  bindHost: string;
  /** Host names besides loopback, the bind address and the public URL's (`--allowed-host`). */
  allowedHosts?: readonly string[];
  /** The built dashboard: index.html and assets/ (see server/project.ts for the default). */
  dashboardDir: string;
  /** The local CA of the proxy's TLS (served at /sandbox/v1/ca.pem). */
  certificateAuthority: CertificateAuthority;
  log?: (line: string) => void;
}

/** API Extratos' paths under /v1 (its token and its files); /v1 has none of them. */
const EXTRATOS_PATHS = /^\/(oauth|extrato-cnab)(\/|$)/;

let requestCounter = 0;
const requestIdPrefix = Date.now().toString(36);

export const assignRequestId: Handler = (_req, res, next) => {
  const requestId = `${requestIdPrefix}-${(++requestCounter).toString(36)}`;
  res.locals.requestId = requestId;
  res.setHeader('X-Request-Id', requestId);
  next();
};

/** Query strings as flat strings (the last value of a repeated key), as the routes expect. */
function parseQuery(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}

/**
 * Middleware that builds its routers on the first request reaching it, not at start (cold start:
 * the control API's and the pages' routers are ~200 routes whose paths Express compiles as they
 * are added, declared in modules loaded then, see control-tables.ts). Same handlers, same order,
 * once built; requests arriving meanwhile wait for the same build.
 */
function builtOnFirstUse(build: () => Promise<Handler[]>): Handler {
  let router: Router | undefined;
  let building: Promise<void> | undefined;
  return (req, res, next) => {
    if (router) return router(req, res, next);
    building ??= build().then(
      (handlers) => {
        router = Router(ROUTER_OPTIONS);
        router.use(...handlers);
      },
      (error: unknown) => {
        building = undefined; // the next request tries again rather than meeting this failure for good
        throw error;
      },
    );
    return building.then(() => router!(req, res, next));
  };
}

/** The real API's routes (/v1): what createApp mounts at start. The others: control-tables.ts. */
export function routeTables({ ctx, publicUrl }: AppOptions) {
  return {
    // Routers are tried in order: the busiest first (no two tables share a method and path).
    v1: [
      chargeRoutes(ctx, publicUrl),
      chargeListRoutes(ctx, publicUrl),
      paymentRoutes(ctx, publicUrl),
      boletoRoutes(ctx),
      cardPaymentRoutes(ctx),
      carnetRoutes(ctx, publicUrl),
      planRoutes(ctx),
      subscriptionRoutes(ctx, publicUrl),
      linkRoutes(ctx, publicUrl),
      notificationRoutes(ctx),
      installmentRoutes(ctx),
    ],
    // No bearer: /v1/authorize takes client credentials; the browser tokenizer's calls name the
    // account by its account code, and only they answer CORS (cors.ts).
    v1Open: [authorizeRoutes(ctx), tokenizerRoutes(ctx)],
    // What the newest SDKs call under /v2 (answered unwrapped, refused in /v2's error shape).
    v2: [cardV2Routes(ctx, publicUrl)],
    // API Extratos (its own host and OAuth): under /v1 too, answered in its own error shape.
    extratos: [extratosRoutes(ctx)],
  } satisfies Record<string, RouteList[]>;
}

export function createApp(options: AppOptions) {
  const { ctx, publicUrl, dashboardDir, log = (line) => console.error(line) } = options;
  // What is cut when the server closes: requests a fault holds, event streams.
  const held = new HeldRequests();
  const { v1Open, v1, v2, extratos } = routeTables(options);
  // The control API's and the pages' tables, loaded with the first request that may need them.
  let loading: Promise<ReturnType<typeof controlTables> & { snapshotBodyLimit: number }> | undefined;
  const later = () =>
    (loading ??= import('./control-tables.ts').then(
      (module) => ({ ...module.controlTables(options, held, v1), snapshotBodyLimit: module.SNAPSHOT_BODY_LIMIT_BYTES }),
      (error: unknown) => {
        loading = undefined; // tried again by the next request that needs them
        throw error;
      },
    ));
  const app = express();
  app.locals.heldRequests = held;
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('query parser', parseQuery);
  // Every response of this app waits for the commit of the work it describes (group commit).
  hookResponses(app.response as ApiResponse, ctx.store);

  const requestLog = requestLogObserver(ctx);
  // What every request goes through, in this order, as one layer (chain.ts).
  app.use(
    chain(
      noteLostCommits(ctx.store),
      assignRequestId,
      securityHeaders,
      refuseAbsoluteForm,
      observeRequests(requestLog),
      guardHost({ bindHost: options.bindHost, publicUrl, allowedHosts: options.allowedHosts }),
      // The 3-D Secure challenge's entry is posted by the merchant's page, from its own site.
      guardCrossSite(publicUrl, [CHALLENGE_ENTRY]),
    ),
  );
  // Bodies are read per route, not per prefix: a request no route takes is a 404 or 405 unread.
  // Authentication per route too (each route declares its own): an unknown path is a 404, not a 401.
  const bearer = requireBearer(ctx);
  // Fault injection (off until an account asks for it) runs once the account is known.
  const faults = new FaultInjector(ctx, held, requestLog);
  // The daily quota (off by default) counts each request once its account is known.
  const quota = quotaGate(ctx, '/v1');
  const v1Auth = {
    bearer: (route: DeclaredRoute) => [bearer, quota(route), faults.afterBearer],
    basic: [faults.onAuthorize, requireBasicCredentials],
    // The browser tokenizer's calls: the account code in the URL names the account.
    none: [faults.onAuthorize],
  };
  // One router for all of /v1's routes (the busiest first, see routeTables): Express then walks
  // one router per request, not one per resource.
  app.use('/v1', routerFrom([...v1, ...v1Open].flat(), { before: [readBody], auth: v1Auth }), methodNotAllowed([...v1, ...v1Open]));
  // /v2 answers its own refusals, its 404s and 405s included, in its own shape; its quota counts
  // under its own endpoint names (`POST /v2/charge/card`).
  const quotaV2 = quotaGate(ctx, '/v2');
  const v2Bearer = (route: DeclaredRoute) => [bearer, quotaV2(route), faults.afterBearer];
  app.use('/v2', routerFrom(v2.flat(), { before: [readBody], auth: { bearer: v2Bearer } }), methodNotAllowed(v2), answerNotFound, answerErrors(log, sendV2Error));
  // API Extratos' paths are none of /v1's: after /v1's router (which they do not slow), with their
  // own 404 and 405 and their own error shape. No quota, no faults (those are Cobranças' settings).
  const extratosAuth = { bearer: extratosBearer(ctx), basic: [requireBasicCredentials] };
  const extratosStack = Router(ROUTER_OPTIONS);
  extratosStack.use(routerFrom(extratos.flat(), { before: [readBody], auth: extratosAuth }), methodNotAllowed(extratos), answerNotFound, answerErrors(log, sendExtratosError));
  app.use('/v1', (req, res, next) => (EXTRATOS_PATHS.test(req.path) ? extratosStack(req, res, next) : next()));
  const controlAuth = { account: accountAuth(ctx), admin: adminAuth(options.accountCreation), none: [] };
  app.use(
    '/sandbox/v1',
    builtOnFirstUse(async () => {
      const { control, controlLargeBodies, snapshotBodyLimit } = await later();
      const readSnapshotBody = bodyReader(snapshotBodyLimit);
      return [
        ...control.map((list) => routerFrom(list, { before: [readBody, requireJsonBody], auth: controlAuth })),
        ...controlLargeBodies.map((list) => routerFrom(list, { before: [readSnapshotBody, requireJsonBody], auth: controlAuth })),
        methodNotAllowed([...control, ...controlLargeBodies]),
      ];
    }),
  );
  // GET /openapi.json: public, built from these very routes (server/http/openapi/). After the
  // API's mounts, so that an API request does not walk its router.
  const documentedTables = async () => {
    const { control, controlLargeBodies, pages } = await later();
    return { v1, v1Open, v2, extratos, control: [...control, ...controlLargeBodies], pages };
  };
  app.use(routerFrom(openApiRoutes(documentedTables, publicUrl), { auth: { none: [] } }));
  app.use(
    builtOnFirstUse(async () => {
      const { pages } = await later();
      return [...pages.map((list) => routerFrom(list, { auth: { none: [] } })), methodNotAllowed(pages)];
    }),
  );
  app.use(dashboardRouter(dashboardDir));
  app.use(answerNotFound);
  app.use(answerErrors(log));
  return app;
}

/** Requests held open (a fault's timeout or latency, event streams) end now: closing the server must not wait for them. */
export function cutHeldRequests(app: ReturnType<typeof createApp>): void {
  (app.locals.heldRequests as HeldRequests | undefined)?.cutAll();
}

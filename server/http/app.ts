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
import { methodNotAllowed, ROUTER_OPTIONS, routerFrom, type ApiResponse, type Handler, type RouteList } from './routes.ts';
import { answerErrors, answerNotFound } from './error-handling.ts';
import { guardHost, refuseAbsoluteForm } from './host-guard.ts';
import { guardCrossSite, requireJsonBody } from './cross-site-guard.ts';
import { securityHeaders } from './security-headers.ts';
import { hookResponses, noteLostCommits, observeRequests } from './response-capture.ts';
import { requestLogObserver } from './request-logging.ts';
import { chain } from './chain.ts';
import { dashboardRouter } from './dashboard.ts';
import { authorizeRoutes } from './v1/authorize.ts';
import { chargeRoutes } from './v1/charges.ts';
import { boletoRoutes } from './v1/boletos.ts';
import { paymentRoutes } from './v1/payments.ts';
import { carnetRoutes } from './v1/carnets.ts';
import { planRoutes } from './v1/plans.ts';
import { linkRoutes } from './v1/links.ts';
import { subscriptionRoutes } from './v1/subscriptions.ts';
import { dashboardSubscriptionRoutes } from './sandbox/subscriptions.ts';
import { paymentLinkControlRoutes } from './sandbox/payment-links.ts';
import { paymentPageDataRoutes } from './pages/payment-page-routes.ts';
import { dashboardCarnetRoutes } from './sandbox/carnets.ts';
import { cardRoutes as cardPaymentRoutes } from './v1/cards.ts';
import { notificationRoutes } from './v1/notifications.ts';
import { installmentRoutes } from './v1/installments.ts';
import { tokenizerRoutes } from './v1/tokenizer.ts';
import { accountRoutes } from './sandbox/accounts.ts';
import { tokenRoutes } from './sandbox/tokens.ts';
import { clockRoutes } from './sandbox/clock.ts';
import { deliveryRoutes } from './sandbox/deliveries.ts';
import { eventRoutes } from './sandbox/events.ts';
import { bankRoutes } from './sandbox/bank.ts';
import { emailRoutes } from './sandbox/emails.ts';
import { infoRoutes } from './sandbox/info.ts';
import { caRoutes } from './sandbox/ca.ts';
import type { CertificateAuthority } from '../proxy/certificate-authority.ts';
import { dashboardChargeRoutes } from './sandbox/charges.ts';
import { requestRoutes } from './sandbox/requests.ts';
import { cardRoutes } from './sandbox/cards.ts';
import { cardSettingsRoutes } from './sandbox/card-settings.ts';
import { settingsRoutes } from './sandbox/settings.ts';
import { faultRoutes, faultableRoutes } from './sandbox/faults.ts';
import { FaultInjector } from './faults.ts';
import { HeldRequests } from './held-requests.ts';
import { boletoPageRoutes } from './pages/boleto-routes.ts';
import { carnetPageRoutes } from './pages/carnet-routes.ts';
import { pixPayloadRoutes } from './pages/pix-payload-routes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { cardV2Routes } from './v2/card.ts';
import { sendV2Error } from './v2/errors.ts';
import { CHALLENGE_ENTRY, challengePageRoutes } from './pages/challenge-routes.ts';
import { SNAPSHOT_BODY_LIMIT_BYTES, snapshotImportRoutes, snapshotRoutes } from './sandbox/snapshots.ts';

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
 * are added). Same handlers, same order, once built.
 */
function builtOnFirstUse(build: () => Handler[]): Handler {
  let router: Router | undefined;
  return (req, res, next) => {
    if (!router) {
      router = Router(ROUTER_OPTIONS);
      router.use(...build());
    }
    return router(req, res, next);
  };
}

/** Every resource's routes, by mount point: what createApp serves, and what the route sweep test walks. */
export function routeTables({ ctx, runner, publicUrl, dashboardDir, certificateAuthority }: AppOptions, held = new HeldRequests()) {
  const tables = {
    // Routers are tried in order: the busiest first (no two tables share a method and path).
    v1: [
      chargeRoutes(ctx, publicUrl),
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
    control: [
      accountRoutes(ctx),
      tokenRoutes(ctx),
      clockRoutes(ctx, runner),
      deliveryRoutes(ctx, runner),
      eventRoutes(ctx, held),
      bankRoutes(ctx),
      emailRoutes(ctx, publicUrl),
      infoRoutes(publicUrl),
      caRoutes(certificateAuthority),
      dashboardChargeRoutes(ctx, publicUrl),
      dashboardCarnetRoutes(ctx, publicUrl),
      dashboardSubscriptionRoutes(ctx),
      paymentLinkControlRoutes(ctx, publicUrl),
      requestRoutes(ctx),
      cardRoutes(ctx),
      cardSettingsRoutes(ctx),
      settingsRoutes(ctx),
      snapshotRoutes(ctx, runner),
    ],
    // Control routes whose bodies may be far larger than an API call's.
    controlLargeBodies: [snapshotImportRoutes(ctx)],
    pages: [
      boletoPageRoutes(ctx, publicUrl),
      carnetPageRoutes(ctx, publicUrl),
      paymentPageDataRoutes(ctx, publicUrl, dashboardDir),
      pixPayloadRoutes(ctx),
      challengePageRoutes(ctx),
    ],
  } satisfies Record<string, RouteList[]>;
  // Fault rules name /v1 routes: their control routes are given the /v1 tables.
  tables.control.push(faultRoutes(ctx, faultableRoutes(tables.v1)));
  return tables;
}

export function createApp(options: AppOptions) {
  const { ctx, publicUrl, dashboardDir, log = (line) => console.error(line) } = options;
  // What is cut when the server closes: requests a fault holds, event streams.
  const held = new HeldRequests();
  const { v1Open, v1, v2, control, controlLargeBodies, pages } = routeTables(options, held);
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
  const v1Auth = {
    bearer: [bearer, faults.afterBearer],
    basic: [faults.onAuthorize, requireBasicCredentials],
    // The browser tokenizer's calls: the account code in the URL names the account.
    none: [faults.onAuthorize],
  };
  // One router for all of /v1's routes (the busiest first, see routeTables): Express then walks
  // one router per request, not one per resource.
  app.use('/v1', routerFrom([...v1, ...v1Open].flat(), { before: [readBody], auth: v1Auth }), methodNotAllowed([...v1, ...v1Open]));
  // /v2 answers its own refusals, its 404s and 405s included, in its own shape.
  app.use('/v2', routerFrom(v2.flat(), { before: [readBody], auth: { bearer: v1Auth.bearer } }), methodNotAllowed(v2), answerNotFound, answerErrors(log, sendV2Error));
  const readSnapshotBody = bodyReader(SNAPSHOT_BODY_LIMIT_BYTES);
  const controlAuth = { account: accountAuth(ctx), admin: adminAuth(options.accountCreation), none: [] };
  app.use(
    '/sandbox/v1',
    builtOnFirstUse(() => [
      ...control.map((list) => routerFrom(list, { before: [readBody, requireJsonBody], auth: controlAuth })),
      ...controlLargeBodies.map((list) => routerFrom(list, { before: [readSnapshotBody, requireJsonBody], auth: controlAuth })),
      methodNotAllowed([...control, ...controlLargeBodies]),
    ]),
  );
  // GET /openapi.json: public, built from these very routes (server/http/openapi/). After the
  // API's mounts, so that an API request does not walk its router.
  app.use(routerFrom(openApiRoutes({ v1, v1Open, v2, control: [...control, ...controlLargeBodies], pages }, publicUrl), { auth: { none: [] } }));
  app.use(builtOnFirstUse(() => [...pages.map((list) => routerFrom(list, { auth: { none: [] } })), methodNotAllowed(pages)]));
  app.use(dashboardRouter(dashboardDir));
  app.use(answerNotFound);
  app.use(answerErrors(log));
  return app;
}

/** Requests held open (a fault's timeout or latency, event streams) end now: closing the server must not wait for them. */
export function cutHeldRequests(app: ReturnType<typeof createApp>): void {
  (app.locals.heldRequests as HeldRequests | undefined)?.cutAll();
}

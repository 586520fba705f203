// The control API's (/sandbox/v1) and the pages' route tables: loaded by app.ts with `import()` on
// the first request that can reach them, so that the server bundle keeps them — and the services
// only they use (snapshots, the delivery inspector, the request log's pages…) — in a chunk that a
// start-up answering /v1 neither reads nor parses (cold start, issue 23 §6). `allRouteTables` is
// every table at once, for what walks them all (the route sweep tests, the validators' build).
import type { RouteList } from './routes.ts';
import { routeTables, type AppOptions } from './app.ts';
import { HeldRequests } from './held-requests.ts';
import { dashboardSubscriptionRoutes } from './sandbox/subscriptions.ts';
import { paymentLinkControlRoutes } from './sandbox/payment-links.ts';
import { paymentPageDataRoutes } from './pages/payment-page-routes.ts';
import { dashboardCarnetRoutes } from './sandbox/carnets.ts';
import { accountRoutes } from './sandbox/accounts.ts';
import { tokenRoutes } from './sandbox/tokens.ts';
import { clockRoutes } from './sandbox/clock.ts';
import { calendarRoutes } from './sandbox/calendar.ts';
import { deliveryRoutes } from './sandbox/deliveries.ts';
import { eventRoutes } from './sandbox/events.ts';
import { bankRoutes } from './sandbox/bank.ts';
import { emailRoutes } from './sandbox/emails.ts';
import { infoRoutes } from './sandbox/info.ts';
import { caRoutes } from './sandbox/ca.ts';
import { dashboardChargeRoutes } from './sandbox/charges.ts';
import { requestRoutes } from './sandbox/requests.ts';
import { reportRoutes } from './sandbox/report.ts';
import { recordingRoutes } from './sandbox/recordings.ts';
import { cardRoutes } from './sandbox/cards.ts';
import { cardSettingsRoutes } from './sandbox/card-settings.ts';
import { settingsRoutes } from './sandbox/settings.ts';
import { quotaRoutes } from './sandbox/quota.ts';
import { confirmationsRoutes } from './sandbox/confirmations.ts';
import { statementRoutes } from './sandbox/statement.ts';
import { faultRoutes, faultableRoutes } from './sandbox/faults.ts';
import { boletoPageRoutes } from './pages/boleto-routes.ts';
import { carnetPageRoutes } from './pages/carnet-routes.ts';
import { pixPayloadRoutes } from './pages/pix-payload-routes.ts';
import { challengePageRoutes } from './pages/challenge-routes.ts';
import { snapshotImportRoutes, snapshotRoutes } from './sandbox/snapshots.ts';

export { SNAPSHOT_BODY_LIMIT_BYTES } from './sandbox/snapshots.ts';

/** The control API's and the pages' routes; fault rules name /v1 routes, so `v1` is given. */
export function controlTables({ ctx, runner, publicUrl, dashboardDir, certificateAuthority }: AppOptions, held: HeldRequests, v1: RouteList[]) {
  return {
    control: [
      accountRoutes(ctx),
      tokenRoutes(ctx),
      clockRoutes(ctx, runner),
      calendarRoutes(),
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
      reportRoutes(ctx),
      recordingRoutes(ctx),
      cardRoutes(ctx),
      cardSettingsRoutes(ctx),
      settingsRoutes(ctx),
      quotaRoutes(ctx),
      confirmationsRoutes(ctx),
      statementRoutes(ctx),
      snapshotRoutes(ctx, runner),
      faultRoutes(ctx, faultableRoutes(v1)),
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
}

/** Every resource's routes, by mount point: what createApp serves, and what the route sweep test walks. */
export function allRouteTables(options: AppOptions, held = new HeldRequests()) {
  const api = routeTables(options);
  return { ...api, ...controlTables(options, held, api.v1) };
}

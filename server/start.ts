// startServer: the one way to run the engine — used by the CLI, the desktop shell, the tests and
// the benchmark alike. Opens the store, makes sure the requested account exists, listens.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openStore } from './store/store.ts';
import { createContext, type AppContext } from './app/context.ts';
import { JobRunner, type JobRunnerOptions } from './jobs/runner.ts';
import { ensureAccount, ensureDefaultAccount, type AccountCredentials } from './app/accounts.ts';
import { createApp, cutHeldRequests } from './http/app.ts';
import { takeAbsoluteForm } from './http/host-guard.ts';
import { createHttpServer } from './http/http-server.ts';
import { defaultDashboardDir } from './project.ts';
import { CertificateAuthority, defaultCaDir } from './proxy/certificate-authority.ts';
import { serveTunnels } from './proxy/tunnels.ts';

/**
 * How long closing waits for requests in flight before cutting what is still open. Idle
 * keep-alive sockets and event streams close at once, so this only matters for a request in
 * progress: the longest, a 366-day clock advance over 100,000 boletos, takes about 4 s
 * (docs/performance.md) and several times that on a loaded machine. The CLI exits at once on a
 * second Ctrl+C.
 */
const SHUTDOWN_GRACE_MS = 30_000;

export interface StartOptions {
  db: string;
  host?: string;
  port?: number;
  publicUrl?: string;
  clientId?: string;
  clientSecret?: string;
  adminToken?: string;
  /** Host names the server answers to besides loopback, its bind address and the public URL's. */
  allowedHosts?: string[];
  wallClock?: () => number;
  log?: (line: string) => void;
  jobs?: JobRunnerOptions;
  /** An exported snapshot the account starts from (`--seed`), restored before the server listens. */
  seed?: string;
  /** The built dashboard served at `/` (index.html + assets/); default <repo>/out/renderer. */
  dashboardDir?: string;
  /** Where the proxy's local certificate authority is kept; default `<db dir>/ca` (see defaultCaDir). */
  caDir?: string;
}

export interface RunningServer {
  url: string;
  publicUrl: string;
  port: number;
  account: AccountCredentials;
  ctx: AppContext;
  runner: JobRunner;
  /** The CA clients trust to use the server as their proxy for the real API hosts (docs/proxy.md). */
  certificateAuthority: CertificateAuthority;
  close(): Promise<void>;
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** An absolute http(s) URL with a host, as --public-url must be. */
export function isHttpUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

function urlFor(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new Error(`port ${port} on ${host} is already in use`));
      else if (error.code === 'EADDRNOTAVAIL') reject(new Error(`cannot bind to ${host}: address not available`));
      else if (error.code === 'EACCES') reject(new Error(`no permission to listen on ${host}:${port}`));
      else reject(error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  if (options.publicUrl !== undefined && !isHttpUrl(options.publicUrl)) throw new Error(`invalid public URL "${options.publicUrl}": give an http(s) URL`);
  let store: ReturnType<typeof openStore> | undefined;
  try {
    store = openStore(options.db);
  } catch (error) {
    throw new Error(`cannot open database ${options.db}: ${(error as Error).message}`, { cause: error });
  }
  const ctx: AppContext = createContext(store, options.wallClock);
  const runner = new JobRunner(ctx, { log: options.log, ...options.jobs });
  try {
    const account =
      options.clientId !== undefined && options.clientSecret !== undefined
        ? ensureAccount(ctx, options.clientId, options.clientSecret)
        : ensureDefaultAccount(ctx);
    if (options.seed !== undefined) {
      // Loaded only for --seed: the snapshot checks are not start-up work otherwise (cold start).
      const { seedAccount } = await import('./seed.ts');
      await seedAccount(ctx, runner, account.account_id, options.seed);
    }
    let publicUrl = '';
    const log = options.log ?? ((line: string) => console.error(line));
    const certificateAuthority = new CertificateAuthority(options.caDir ?? defaultCaDir(options.db), log);
    const app = createApp({
      ctx,
      accountCreation: { open: isLoopback(host), adminToken: options.adminToken },
      runner,
      publicUrl: () => publicUrl,
      bindHost: host,
      allowedHosts: options.allowedHosts,
      dashboardDir: options.dashboardDir ?? defaultDashboardDir(),
      certificateAuthority,
      log,
    });
    const http = createHttpServer(
      (req, res) => {
        takeAbsoluteForm(req);
        app(req, res);
      },
      { prototypes: { request: app.request, response: app.response } },
    );
    const { server } = http;
    const tunnels = serveTunnels(server, certificateAuthority, log);
    const port = await listen(server, options.port ?? 4455, host);
    const url = urlFor(host, port);
    publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? url;
    runner.start();
    store.flush(); // whoever started the server may open the database file next
    const openStoreRef = store;
    return {
      url,
      publicUrl,
      port,
      account,
      ctx,
      runner,
      certificateAuthority,
      close: async () => {
        // Stop accepting, let in-flight requests and deliveries finish, then close the database.
        // Requests held open (event streams, a fault's timeout) are cut; tunnels are cut with
        // whatever is left after the grace period.
        const closed = http.close(SHUTDOWN_GRACE_MS, () => tunnels.destroyAll());
        cutHeldRequests(app);
        await closed;
        await runner.stop();
        await openStoreRef.stopBackgroundWork();
        openStoreRef.close();
      },
    };
  } catch (error) {
    store.close();
    throw error;
  }
}

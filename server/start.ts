// startServer: the one way to run the engine — used by the CLI, the desktop shell, the tests and
// the benchmark alike. Opens the store, makes sure the requested account exists, listens.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openStore, type Store } from './store/store.ts';
import type { AppContext } from './app/context.ts';
import { ensureAccount, ensureDefaultAccount, type AccountCredentials } from './app/accounts.ts';
import { createApp } from './http/app.ts';

export interface StartOptions {
  db: string;
  host?: string;
  port?: number;
  publicUrl?: string;
  clientId?: string;
  clientSecret?: string;
  adminToken?: string;
  wallClock?: () => number;
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  publicUrl: string;
  port: number;
  account: AccountCredentials;
  ctx: AppContext;
  close(): Promise<void>;
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
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
  let store: Store | undefined;
  try {
    store = openStore(options.db);
  } catch (error) {
    throw new Error(`cannot open database ${options.db}: ${(error as Error).message}`);
  }
  const ctx: AppContext = { store, wallClock: options.wallClock ?? Date.now };
  try {
    const account =
      options.clientId !== undefined && options.clientSecret !== undefined
        ? ensureAccount(ctx, options.clientId, options.clientSecret)
        : ensureDefaultAccount(ctx);
    const app = createApp({
      ctx,
      accountCreation: { open: isLoopback(host), adminToken: options.adminToken },
      log: options.log,
    });
    const server = createServer(app);
    const port = await listen(server, options.port ?? 4455, host);
    const url = urlFor(host, port);
    const openStoreRef = store;
    return {
      url,
      publicUrl: options.publicUrl?.replace(/\/+$/, '') ?? url,
      port,
      account,
      ctx,
      close: () =>
        new Promise<void>((resolve) => {
          // Stop accepting, let in-flight requests finish, then close the database.
          server.close(() => {
            openStoreRef.close();
            resolve();
          });
          server.closeIdleConnections();
        }),
    };
  } catch (error) {
    store.close();
    throw error;
  }
}

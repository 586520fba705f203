// The engine listens on a stable port (4455, like the headless server) so SDK settings that point
// at http://127.0.0.1:4455 keep working across restarts. When something else holds the port the
// user is told what that means and may run on a free port for this session instead.
import { parseArgs } from 'node:util';

export const DEFAULT_PORT = 4455;
export const DEFAULT_HOST = '127.0.0.1';

export interface DesktopOptions {
  port: number;
  /** A database file to use instead of the one in the user-data folder (`:memory:` allowed). */
  db?: string;
}

/**
 * `--port`/`--db` from the command line (so `npm start -- --port 0 --db :memory:` means the same on
 * the desktop as headless), else COBRANCA_SANDBOX_PORT, else 4455. Chromium switches and the app
 * path are ignored. Throws a one-line message on an invalid port.
 */
export function parseDesktopOptions(argv: string[], env: Record<string, string | undefined>): DesktopOptions {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, db: { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  const rawPort = typeof values.port === 'string' ? values.port : env.COBRANCA_SANDBOX_PORT;
  const db = typeof values.db === 'string' && values.db !== '' ? values.db : undefined;
  if (rawPort === undefined || rawPort === '') return { port: DEFAULT_PORT, db };
  if (!/^\d{1,5}$/.test(rawPort) || Number(rawPort) > 65535) {
    throw new Error(`the port must be a number from 0 to 65535, got "${rawPort}"`);
  }
  return { port: Number(rawPort), db };
}

/** startServer reports a taken port as "port N on HOST is already in use" (or a raw EADDRINUSE). */
export function isPortInUseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as NodeJS.ErrnoException).code === 'EADDRINUSE' || /already in use/i.test(error.message);
}

export interface PortTakenDialog {
  type: 'warning';
  title: string;
  message: string;
  detail: string;
  buttons: [string, string];
  defaultId: 0;
  cancelId: 1;
}

/** The question shown when the stable port is taken. Button 0 runs on a free port, 1 quits. */
export function portTakenDialog(port: number, host: string = DEFAULT_HOST): PortTakenDialog {
  return {
    type: 'warning',
    title: 'Port in use',
    message: `Port ${port} is already in use`,
    detail:
      `Something else is listening on ${host}:${port} — most likely another Cobrança Sandbox ` +
      `(the headless server started with \`npm start\`/\`npm run serve\`, or the app from another ` +
      `user-data folder). Stop it and start the app again to keep the usual address.\n\n` +
      `You can also run on a free port for this session only: SDKs and integrations configured ` +
      `with http://${host}:${port} will keep talking to the other program.`,
    buttons: ['Use a free port this time', 'Quit'],
    defaultId: 0,
    cancelId: 1,
  };
}

/**
 * Starts on `port`; if it is taken and `askFallback` says yes, on a free port (0) instead.
 * Returns undefined when the user chose to quit. Other errors are thrown unchanged.
 */
export async function startOnStablePort<T>(
  start: (port: number) => Promise<T>,
  port: number,
  askFallback: (port: number) => Promise<boolean>,
): Promise<T | undefined> {
  try {
    return await start(port);
  } catch (error) {
    if (port === 0 || !isPortInUseError(error)) throw error;
    if (!(await askFallback(port))) return undefined;
    return start(0);
  }
}

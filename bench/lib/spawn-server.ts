// Starts a server under test as its own child process — the built sandbox CLI or the bare
// baseline — and waits for the line carrying its http://127.0.0.1:<port> URL on stdout. Every child
// is tracked so the run can kill all of them at the end, whatever happened.
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SANDBOX_CLI = fileURLToPath(new URL('../../dist/server/cli.js', import.meta.url));
export const BARE_SERVER = fileURLToPath(new URL('../bare-server.mjs', import.meta.url));
export const BARE_EXPRESS = fileURLToPath(new URL('../bare-express.mjs', import.meta.url));

export const BENCH_CLIENT_ID = 'bench-client';
export const BENCH_CLIENT_SECRET = 'bench-secret';

export type ServerKind = 'sandbox' | 'bare' | 'bare-express';

export interface SpawnOptions {
  kind: ServerKind;
  /** A file path; the benchmarks always use a real file, never :memory:. */
  db: string;
  /** Extra node flags for the child, e.g. ['--cpu-prof', '--cpu-prof-dir=…']. */
  nodeArgs?: string[];
  readyTimeoutMs?: number;
  /** Another entry script taking the same flags (a patched copy of the CLI, for experiments). */
  entry?: string;
}

export interface SpawnedServer {
  kind: ServerKind;
  url: string;
  pid: number;
  /** performance.now() just before spawn() and when the ready line arrived. */
  spawnedAt: number;
  readyAt: number;
  stderr(): string;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();

function alive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Last resort, synchronous: for process 'exit' and fatal errors. */
export function killAllNow(): void {
  for (const child of children) if (alive(child)) child.kill('SIGKILL');
  children.clear();
}

/** Graceful first (SIGTERM, the CLI closes its database), SIGKILL after a short grace period. */
export async function stopChild(child: ChildProcess, graceMs = 2000): Promise<void> {
  if (alive(child)) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => alive(child) && child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  children.delete(child);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}

process.on('exit', killAllNow);

function argsFor(options: SpawnOptions): string[] {
  const node = options.nodeArgs ?? [];
  if (options.kind !== 'sandbox') {
    const entry = options.entry ?? (options.kind === 'bare' ? BARE_SERVER : BARE_EXPRESS);
    return [...node, entry, '--port', '0', '--db', options.db];
  }
  // Started as every launcher of the project starts it (npm start, npm run serve, the test helper, npx): no node flags.
  return [
    ...node,
    options.entry ?? SANDBOX_CLI,
    '--port', '0',
    '--db', options.db,
    '--client-id', BENCH_CLIENT_ID,
    '--client-secret', BENCH_CLIENT_SECRET,
  ];
}

export function spawnServer(options: SpawnOptions): Promise<SpawnedServer> {
  const timeoutMs = options.readyTimeoutMs ?? 10_000;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, argsFor(options), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);

  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8192);
  });

  return new Promise<SpawnedServer>((resolve, reject) => {
    let stdout = '';
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stopChild(child, 500);
      reject(new Error(`${options.kind} server: ${message}${stderr ? `\n--- stderr ---\n${stderr.trim()}` : ''}`));
    };
    const timer = setTimeout(() => fail(`no ready line within ${timeoutMs} ms`), timeoutMs);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`exited early (code ${code}, signal ${signal})`));
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      if (settled) return;
      stdout = (stdout + chunk).slice(-8192);
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
      if (!match) return;
      const readyAt = performance.now();
      settled = true;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stdout!.resume();
      resolve({
        kind: options.kind,
        url: `http://127.0.0.1:${match[1]}`,
        pid: child.pid!,
        spawnedAt,
        readyAt,
        stderr: () => stderr,
        stop: () => stopChild(child),
      });
    });
  });
}

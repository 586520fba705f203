// Runs the package's own headless command (dist/server/cli.js) in a child process and waits for its
// ready line (contracts.md §2): the one stdout line carrying http://<host>:<port>, printed once the
// server accepts requests. A failed start ends the child with one clear line on stderr, which
// becomes the error.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RunningCli {
  url: string;
  stop(): Promise<void>;
}

/**
 * dist/server/cli.js of the package this helper was loaded from, found by walking up from here to
 * the package.json named cobranca-sandbox: the ESM build sits in dist/testing/, the CommonJS one in
 * dist/testing/cjs/ (with a package.json of its own, nameless).
 */
export function packagedCli(): string {
  // __dirname in the CommonJS build; import.meta.url in the ES module one.
  let dir = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'cobranca-sandbox') {
      return join(dir, 'dist', 'server', 'cli.js');
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cobranca-sandbox/testing: cannot find the cobranca-sandbox package it belongs to');
    dir = parent;
  }
}

const READY_LINE = /(https?:\/\/\S+:\d+)\/?\s*$/;
const STOP_GRACE_MS = 5000;

// A test run that ends without stop() must not leave a server behind.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function startCli(args: string[], timeoutMs: number): Promise<RunningCli> {
  const child = spawn(process.execPath, [packagedCli(), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => running.delete(child));

  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  let pending = '';

  return new Promise<RunningCli>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`cobranca-sandbox did not print its ready line within ${timeoutMs} ms${stderr ? `: ${stderr.trim()}` : ''}`));
    }, timeoutMs);
    const onLine = (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      const url = lines.map((line) => READY_LINE.exec(line)?.[1]).find(Boolean);
      if (!url) return;
      clearTimeout(timer);
      child.stdout!.removeListener('data', onLine).resume();
      letGo(child);
      resolve({ url, stop: () => stopChild(child, exited) });
    };
    child.stdout!.setEncoding('utf8').on('data', onLine);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`cobranca-sandbox could not be started: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`cobranca-sandbox exited before it was ready (${signal ?? `status ${code}`})${stderr ? `: ${stderr.trim()}` : ''}`));
    });
  });
}

/**
 * A forgotten stop() should not keep the test process alive forever: once ready, the child and its
 * pipes no longer hold the event loop open (the 'exit' hook above still ends the child).
 */
function letGo(child: ChildProcess): void {
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.();
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // Held again while it stops, so the wait itself keeps the process alive.
  child.ref();
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

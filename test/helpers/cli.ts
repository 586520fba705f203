// Runs the built headless command as a child process, the way a CI job does.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HANG_GUARD_MS, hangGuardText } from './hang-guard.ts';

export const cliPath = fileURLToPath(new URL('../../dist/server/cli.js', import.meta.url));

export interface RunningCli {
  child: ChildProcess;
  url: string;
  stdout: string;
  /** Everything it printed so far, both streams. */
  output: () => { stdout: string; stderr: string };
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function runCli(args: string[]): { child: ChildProcess; output: () => { stdout: string; stderr: string }; exited: RunningCli['exited'] } {
  const child = spawn(process.execPath, [cliPath, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** Starts the CLI and resolves once it prints its ready line (a CLI that never does is killed). */
export async function startCli(args: string[]): Promise<RunningCli> {
  const run = runCli(args);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      run.child.kill('SIGKILL');
      reject(new Error(`no ready line after ${hangGuardText}: ${JSON.stringify(run.output())}`));
    }, HANG_GUARD_MS);
    const check = () => {
      const match = /http:\/\/[^\s]+:\d+/.exec(run.output().stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    run.child.stdout!.on('data', check);
    run.exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited before ready: ${JSON.stringify(run.output())}`));
    });
  });
  return { child: run.child, url, stdout: run.output().stdout, output: run.output, exited: run.exited };
}

// A program run to its end with exactly the environment given (nothing inherited), asynchronously:
// the sandbox it talks to runs in the test's own process, so a synchronous spawn would deadlock.
// For the SDK tests that run an integrator's application unmodified in a process of its own.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ChildResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runIsolated(command: string, args: string[], env: Record<string, string>): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

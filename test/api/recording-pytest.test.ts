// Issue 27 §2 for pytest: the recorded session exported as a pytest file (requests) passes against
// a fresh sandbox — one started here, its URL and credentials given as COBRANCA_SANDBOX_URL,
// _CLIENT_ID and _CLIENT_SECRET — sends the hostile custom_id byte for byte, and fails once the
// fine it relied on is changed.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSandbox } from '../helpers/sandbox.ts';
import { startReceiver } from '../helpers/receiver.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { childEnv, HOSTILE_CUSTOM_ID, recordSession } from '../helpers/recording-session.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50, fetchGraceMs: 10 } });
after(() => sandbox.close());
const receiver = await startReceiver(200);
after(() => receiver.close());
const fresh = await startSandbox({ jobs: { pollMs: 50 } });
after(() => fresh.close());

/** Runs pytest on `file`, asynchronously: the sandbox it talks to is in this very process. */
function pytest(dir: string, file: string, account: { clientId: string; clientSecret: string }): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', file], {
    cwd: dir,
    env: { ...childEnv(), COBRANCA_SANDBOX_URL: fresh.url, COBRANCA_SANDBOX_CLIENT_ID: account.clientId, COBRANCA_SANDBOX_CLIENT_SECRET: account.clientSecret },
    timeout: 180_000,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

test('an exported pytest file replays the session on a fresh sandbox, and fails once the fine changes', async (t) => {
  const api = await sandbox.newAccount();
  const { recordingId } = await recordSession(api, receiver.url);
  const exported = await fetch(`${sandbox.url}/sandbox/v1/recordings/${recordingId}/export?format=pytest`, { headers: { authorization: `Bearer ${api.token}` } });
  assert.equal(exported.status, 200);
  assert.equal(exported.headers.get('content-disposition'), `attachment; filename="test_recording_${recordingId}.py"`);
  const source = await exported.text();

  const dir = tempDir(t, 'recording-pytest-');
  const file = join(dir, `test_recording_${recordingId}.py`);
  writeFileSync(file, source);
  const replayer = await fresh.newAccount();
  const passing = await pytest(dir, file, replayer);
  assert.equal(passing.status, 0, passing.stdout.slice(-4000) + passing.stderr.slice(-2000));
  assert.match(passing.stdout, /1 passed/);
  // The value went through as it was recorded: quotes, backticks, ${…}, """, U+2028 and all.
  const charges = (await replayer.get('/sandbox/v1/charges')).body.charges as Array<{ custom_id: string | null }>;
  assert.ok(charges.some((charge) => charge.custom_id === HOSTILE_CUSTOM_ID), JSON.stringify(charges.map((c) => c.custom_id)));

  const changed = join(dir, 'test_changed_fine.py');
  writeFileSync(changed, source.replace('"fine": 200', '"fine": 300'));
  const failing = await pytest(dir, changed, replayer);
  assert.equal(failing.status, 1, 'pytest reports a failed test');
  assert.match(failing.stdout, /value announced by the paid callback of charge/);
});

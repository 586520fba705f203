// Issue 27 §2's proof: a session recorded through real HTTP (a boleto with fine and interest paid
// late after a clock advance, a card charge, callbacks received, a refused call), exported as a
// node:test file, passes twenty times in a row on fresh sandboxes — each run starts its own
// through cobranca-sandbox/testing — and fails once the fine it relied on is changed in the file.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSandbox } from '../helpers/sandbox.ts';
import { startReceiver } from '../helpers/receiver.ts';
import { childEnv, consumerFolder, recordSession } from '../helpers/recording-session.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50, fetchGraceMs: 10 } });
after(() => sandbox.close());
const receiver = await startReceiver(200);
after(() => receiver.close());

test('an exported node:test file replays the session: twenty passes on fresh sandboxes, a failure once the fine changes', async (t) => {
  const api = await sandbox.newAccount();
  const { recordingId, boletoId } = await recordSession(api, receiver.url);

  const view = (await api.get(`/sandbox/v1/recordings/${recordingId}`)).body;
  assert.equal(view.status, 'stopped');
  assert.deepEqual(
    view.outcome.charges.map((c: { id: number; status: string }) => [c.id, c.status]),
    [[boletoId, 'paid'], [boletoId + 1, 'approved']].filter(([id]) => view.outcome.charges.some((c: { id: number }) => c.id === id)),
  );
  assert.ok(view.outcome.callbacks.some((c: { charge_id: number; status: string; value: number | null }) => c.charge_id === boletoId && c.status === 'paid' && c.value! > 10000));

  const exported = await fetch(`${sandbox.url}/sandbox/v1/recordings/${recordingId}/export?format=node`, { headers: { authorization: `Bearer ${api.token}` } });
  assert.equal(exported.status, 200);
  assert.equal(exported.headers.get('content-disposition'), `attachment; filename="recording-${recordingId}.test.mjs"`);
  const source = await exported.text();
  assert.doesNotMatch(source, /process\.exit\(7\)[^\\]*\n/, 'the hostile custom_id is a string, not code');
  assert.match(source, /fine: 200/);

  const dir = consumerFolder(t);
  const runs = 20;
  const files = Array.from({ length: runs }, (_, i) => join(dir, `replay-${String(i + 1).padStart(2, '0')}.test.mjs`));
  for (const file of files) writeFileSync(file, source);
  const startedAt = Date.now();
  const passing = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=tap', ...files], { cwd: dir, env: childEnv(), encoding: 'utf8', timeout: 600_000 });
  t.diagnostic(`${runs} replays in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  assert.equal(passing.status, 0, passing.stdout.slice(-4000) + passing.stderr.slice(-2000));
  assert.match(passing.stdout, new RegExp(`# pass ${runs}\\n`));

  // A rule the session relied on changes: a 3% fine instead of 2%. The replay must say so.
  const changed = join(dir, 'changed-fine.test.mjs');
  writeFileSync(changed, source.replace('fine: 200', 'fine: 300'));
  assert.notEqual(readFileSync(changed, 'utf8'), source);
  const failing = spawnSync(process.execPath, ['--test', '--test-reporter=tap', changed], { cwd: dir, env: childEnv(), encoding: 'utf8', timeout: 120_000 });
  assert.notEqual(failing.status, 0, 'the replay with another fine fails');
  assert.match(failing.stdout, /value announced by the paid callback of charge/);
});

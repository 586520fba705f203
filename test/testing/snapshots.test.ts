// The helper's state control: reset(), snapshot()/restore(), the snapshot list, export and import,
// and a sandbox started from an exported snapshot (`seed`). The account's state is read back
// through /v1 and the clock, as a suite would see it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SandboxError, startSandbox } from 'cobranca-sandbox/testing';
import { chargeStatus, issueBoleto } from './world.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const sandbox = await startSandbox();
after(() => sandbox.stop());

const isNotFound = (error: unknown) => error instanceof SandboxError && error.status === 404;

test('reset() empties the account and forgets old callbacks; the credentials keep working', async () => {
  const old = await issueBoleto(sandbox, sandbox.callbackUrl);
  const oldCallback = await sandbox.waitForCallback({ chargeId: old.chargeId, status: 'waiting' });
  await sandbox.advanceClock({ days: 40 });

  await sandbox.reset();
  assert.deepEqual(sandbox.callbacks, []);
  await assert.rejects(sandbox.request('GET', `/v1/charge/${old.chargeId}`), isNotFound);
  const clock = await sandbox.now();
  assert.ok(Date.parse(`${clock.replace(' ', 'T')}-03:00`) - Date.now() < 86_400_000, 'the clock is back at the real time');

  const fresh = await issueBoleto(sandbox, sandbox.callbackUrl);
  const callback = await sandbox.waitForCallback({ chargeId: fresh.chargeId, status: 'waiting' });
  assert.notEqual(callback.token, oldCallback.token, 'a callback of the new state, not one remembered from before the reset');
});

test('restore() puts the account back as it was at snapshot(): statuses and clock', async () => {
  await sandbox.reset();
  const boleto = await issueBoleto(sandbox, sandbox.callbackUrl);
  // Its callback delivered before the snapshot: one still on its way when the snapshot is taken is
  // part of the state put back, and may (rightly) arrive after restore() has emptied the list.
  await sandbox.waitForCallback({ chargeId: boleto.chargeId, status: 'waiting' });
  const clockAtSnapshot = await sandbox.now();
  const snapshot = await sandbox.snapshot('boleto waiting');
  assert.equal(snapshot.name, 'boleto waiting');

  await sandbox.payBoleto(boleto.chargeId);
  await sandbox.advanceClock({ days: 10 });
  assert.equal(await chargeStatus(sandbox, boleto.chargeId), 'paid');

  await sandbox.restore(snapshot);
  assert.equal(await chargeStatus(sandbox, boleto.chargeId), 'waiting');
  assert.equal((await sandbox.now()).slice(0, 10), clockAtSnapshot.slice(0, 10));
  assert.deepEqual(sandbox.callbacks, [], 'callbacks of the discarded state are forgotten');

  // The restored boleto pays again, and its callback reaches the helper.
  await sandbox.payBoleto(boleto.chargeId);
  assert.equal((await sandbox.waitForCallback({ chargeId: boleto.chargeId, status: 'paid' })).event.value, boleto.total);
  await sandbox.restore(snapshot.snapshot_id);
  assert.equal(await chargeStatus(sandbox, boleto.chargeId), 'waiting', 'restored again, by id');
});

test('snapshots() lists them; export, import and delete round-trip', async () => {
  await sandbox.reset();
  const boleto = await issueBoleto(sandbox);
  const taken = await sandbox.snapshot('fixture');
  assert.ok((await sandbox.snapshots()).some((snapshot) => snapshot.snapshot_id === taken.snapshot_id && snapshot.name === 'fixture'));

  const document = await sandbox.exportSnapshot(taken);
  const imported = await sandbox.importSnapshot(document);
  assert.notEqual(imported.snapshot_id, taken.snapshot_id);
  await sandbox.deleteSnapshot(taken);
  assert.equal((await sandbox.snapshots()).some((snapshot) => snapshot.snapshot_id === taken.snapshot_id), false);
  await assert.rejects(sandbox.restore(taken), isNotFound);

  await sandbox.reset();
  await sandbox.restore(imported);
  assert.equal(await chargeStatus(sandbox, boleto.chargeId), 'waiting');
});

test('startSandbox({ seed }) starts the account from an exported snapshot file', async (t) => {
  await sandbox.reset();
  const boleto = await issueBoleto(sandbox);
  await sandbox.payBoleto(boleto.chargeId);
  const file = join(tempDir(t, 'cobranca-seed-'), 'fixture.json');
  writeFileSync(file, JSON.stringify(await sandbox.exportSnapshot(await sandbox.snapshot('seed'))));

  const seeded = await startSandbox({ seed: file, clientId: 'seeded-id', clientSecret: 'seeded-secret' });
  try {
    assert.equal(await chargeStatus(seeded, boleto.chargeId), 'paid');
  } finally {
    await seeded.stop();
  }
});

// cobranca-sandbox/testing as a suite imports it (the ES module build, through the package's own
// "exports": run `npm run build:testing` first): a real CLI child process on a free port, real
// callbacks to the helper's receiver, real refusals from the API.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attachSandbox, DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, SandboxError, startSandbox } from 'cobranca-sandbox/testing';
import { startCli } from '../helpers/cli.ts';
import { ApiClient } from '../helpers/sandbox.ts';
import { startReceiver, waitFor } from '../helpers/receiver.ts';
import { refusesConnections } from '../helpers/raw-connection.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { chargeStatus, issueBoleto } from './world.ts';

const sandbox = await startSandbox();
after(() => sandbox.stop());

test('startSandbox runs the package CLI on a free loopback port with known credentials; stop() ends it', async () => {
  assert.match(sandbox.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.equal(sandbox.apiUrl, `${sandbox.url}/v1`);
  assert.deepEqual([sandbox.clientId, sandbox.clientSecret], [DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET]);
  // What an integrator's client does with them: authorize, then call /v1.
  const client = new ApiClient(sandbox.url, DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET);
  await client.authorize();
  assert.ok((await client.createCharge()) > 0);

  const own = await startSandbox({ clientId: 'suite-id', clientSecret: 'suite-secret' });
  assert.notEqual(own.url, sandbox.url);
  await new ApiClient(own.url, 'suite-id', 'suite-secret').authorize();
  await own.stop();
  assert.equal(await refusesConnections(own.url), true, 'the server is gone after stop()');
  await assert.rejects(own.advanceClock({ days: 1 }), /^Error: POST \/sandbox\/v1\/clock\/advance: cannot reach the sandbox at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)$/);
});

test('a start that fails rejects with the command\'s own error line', async () => {
  await assert.rejects(startSandbox({ args: ['--public-url', 'ftp://sandbox'] }), /exited before it was ready.*--public-url must be an http\(s\) URL/s);
  await assert.rejects(startSandbox({ clientId: 'only-an-id', clientSecret: '' }), /must not be empty/);
});

test('payBoleto pays by charge id, typed line or barcode; waitForCallback resolves with each paid event', async () => {
  const byId = await issueBoleto(sandbox, sandbox.callbackUrl, 1000);
  const byLine = await issueBoleto(sandbox, sandbox.callbackUrl, 2000);
  const byBarcode = await issueBoleto(sandbox, sandbox.callbackUrl, 3000);
  assert.equal((await sandbox.payBoleto(byId.chargeId)).status, 'paid');
  assert.equal((await sandbox.payBoleto(byLine.typedLine)).charge_id, byLine.chargeId);
  assert.equal((await sandbox.payBoleto(byBarcode.barcode, { amount: 2900 })).value, 2900);

  for (const [boleto, paid] of [[byId, 1000], [byLine, 2000], [byBarcode, 2900]] as const) {
    const callback = await sandbox.waitForCallback({ chargeId: boleto.chargeId, status: 'paid' });
    assert.equal(callback.event.identifiers.charge_id, boleto.chargeId);
    assert.deepEqual(callback.event.status, { current: 'paid', previous: 'waiting' });
    assert.equal(callback.event.value, paid);
    assert.equal(callback.events.at(-1)!.id, callback.event.id, 'the last event of the token is the payment');
    assert.equal(await chargeStatus(sandbox, boleto.chargeId), 'paid');
  }
  const statuses = sandbox.callbacks.filter(({ event }) => event.identifiers.charge_id === byId.chargeId).map(({ event }) => event.status.current);
  assert.deepEqual(statuses, ['new', 'waiting', 'paid'], 'each event recorded once, in order');
});

test('waitForCallback also waits for a callback still to come, and a where() condition', async () => {
  const boleto = await issueBoleto(sandbox, sandbox.callbackUrl);
  const paid = sandbox.waitForCallback({ chargeId: boleto.chargeId, where: (event) => event.value !== undefined });
  await sandbox.payBoleto(boleto.chargeId, { amount: 1234 });
  assert.equal((await paid).event.value, 1234);
});

test('advanceClock moves the account\'s clock and runs what falls due: the overdue boleto\'s callback says unpaid', async () => {
  const boleto = await issueBoleto(sandbox, sandbox.callbackUrl);
  const before = await sandbox.now();
  const { now, processed } = await sandbox.advanceClock({ days: boleto.daysToOverdue });
  assert.ok(now > before);
  assert.equal(await sandbox.now(), now);
  assert.ok(processed >= 1);
  const callback = await sandbox.waitForCallback({ chargeId: boleto.chargeId, status: 'unpaid' });
  assert.equal(callback.event.status.previous, 'waiting');
});

test('waitForCallback gives up after timeoutMs saying what the sandbox did instead', async () => {
  const elsewhere = await startReceiver(500);
  try {
    const failing = await issueBoleto(sandbox, elsewhere.url);
    await waitFor(async () => (await sandbox.request<{ deliveries: unknown[] }>('GET', `/sandbox/v1/deliveries?charge_id=${failing.chargeId}`)).deliveries.length > 0, 'a delivery attempt');
    await waitFor(() => elsewhere.calls.length > 0, 'the first attempt');
    await assert.rejects(sandbox.waitForCallback({ chargeId: failing.chargeId, timeoutMs: 200 }), (error: Error) => {
      assert.match(error.message, new RegExp(`no callback for charge ${failing.chargeId} within 200 ms`));
      assert.ok(error.message.includes(`last attempt ${elsewhere.url} → 500`), error.message);
      return true;
    });
  } finally {
    await elsewhere.close();
  }

  const silent = await issueBoleto(sandbox);
  await assert.rejects(sandbox.waitForCallback({ chargeId: silent.chargeId, status: 'paid', timeoutMs: 100 }), (error: Error) => {
    assert.match(error.message, /charge \d+, status paid within 100 ms/);
    assert.ok(error.message.includes(`was the object created with notification_url = ${sandbox.callbackUrl}?`), error.message);
    return true;
  });
});

test('refusals are SandboxErrors with the API\'s code; /v1 calls survive a revoked token', async () => {
  const boleto = await issueBoleto(sandbox);
  await sandbox.payBoleto(boleto.chargeId);
  await assert.rejects(sandbox.payBoleto(boleto.chargeId), (error: unknown) => {
    assert.ok(error instanceof SandboxError);
    assert.equal(error.status, 409);
    assert.equal(error.code, 4900002);
    assert.match(error.message, /^POST \/sandbox\/v1\/bank\/payments → HTTP 409 \w+ \(4900002\): /);
    return true;
  });
  await assert.rejects(sandbox.advanceClock({ to: '2000-01-01' }), (error: unknown) => error instanceof SandboxError && error.status === 400);

  const revoked = await sandbox.request<{ revoked: number }>('DELETE', '/sandbox/v1/tokens');
  assert.ok(revoked.revoked >= 1);
  assert.equal(await chargeStatus(sandbox, boleto.chargeId), 'paid', 'the helper authorizes again after the 401');
});

test('attachSandbox drives a sandbox started elsewhere; its stop() leaves that sandbox running', async () => {
  const cli = await startCli(['--port', '0', '--db', ':memory:', '--client-id', 'shared-id', '--client-secret', 'shared-secret']);
  try {
    await assert.rejects(attachSandbox({ url: cli.url, clientId: 'shared-id', clientSecret: 'wrong' }), (error: unknown) => error instanceof SandboxError && error.status === 401);
    const attached = await attachSandbox({ url: `${cli.url}/`, clientId: 'shared-id', clientSecret: 'shared-secret' });
    assert.equal(attached.url, cli.url);
    const boleto = await issueBoleto(attached, attached.callbackUrl);
    await attached.payBoleto(boleto.chargeId);
    assert.equal((await attached.waitForCallback({ chargeId: boleto.chargeId, status: 'paid' })).event.value, 2500);
    await attached.stop();
    assert.equal(await refusesConnections(cli.url), false, 'the attached sandbox still answers');
  } finally {
    cli.child.kill('SIGTERM');
    await cli.exited;
  }
});

test('a test process that forgets stop() still exits, and takes its sandbox with it', async (t) => {
  const dir = tempDir(t, 'cobranca-helper-');
  const script = join(dir, 'forgetful.mjs');
  const helper = import.meta.resolve('cobranca-sandbox/testing');
  writeFileSync(script, `import { startSandbox } from '${helper}';\nconst sandbox = await startSandbox();\nconsole.log(sandbox.url);\n`);
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  assert.equal(code, 0);
  const url = output.trim();
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
  await waitFor(() => refusesConnections(url), 'the forgotten sandbox to be gone');
});

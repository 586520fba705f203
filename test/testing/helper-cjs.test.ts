// cobranca-sandbox/testing as a CommonJS suite (Jest's default) requires it: the CJS build, through
// the package's "exports" `require` condition. Same behaviour as the ES module build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { issueBoleto } from './world.ts';

const require = createRequire(import.meta.url);
const testing: typeof import('cobranca-sandbox/testing') = require('cobranca-sandbox/testing');

test('require() loads the CommonJS build, which starts a sandbox, pays a boleto, sees the callback and stops', async () => {
  const resolved = realpathSync(require.resolve('cobranca-sandbox/testing'));
  assert.ok(resolved.endsWith('/dist/testing/cjs/index.js'), resolved);
  assert.notEqual(resolved, realpathSync(fileURLToPath(import.meta.resolve('cobranca-sandbox/testing'))), 'import gets the ES module build');

  const sandbox = await testing.startSandbox({ clientId: 'cjs-id', clientSecret: 'cjs-secret' });
  try {
    const boleto = await issueBoleto(sandbox, sandbox.callbackUrl);
    await sandbox.advanceClock({ hours: 1 });
    const payment = await sandbox.payBoleto(boleto.typedLine);
    assert.equal(payment.charge_id, boleto.chargeId);
    const callback = await sandbox.waitForCallback({ chargeId: boleto.chargeId, status: 'paid' });
    assert.equal(callback.event.value, boleto.total);
    await assert.rejects(sandbox.payBoleto(boleto.chargeId), (error: unknown) => error instanceof testing.SandboxError && error.code === 4900002);
  } finally {
    await sandbox.stop();
  }
  assert.equal(await fetch(`${sandbox.url}/sandbox/v1/info`).then(() => 'answered', () => 'gone'), 'gone');
});

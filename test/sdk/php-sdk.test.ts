// Efí's PHP SDK (efipay/sdk-php-apis-efi 1.19) as its examples run it — sandbox mode,
// `responseHeaders => true` — through the zero-code proxy: what most Brazilian integrators write.
// The SDK is published on Packagist and GitHub only, neither reachable from this project's machines
// or CI, and its code may not be copied here; so test/sdk/php/efi-sdk-calls.php makes the SDK's
// calls the SDK's way with the HTTP client it uses (Debian's Guzzle), including the exact-name
// `Content-Type` lookup that made the real SDK fail at its first call against a sandbox writing
// `content-type`. Its process has only PATH and HTTPS_PROXY in its environment, and trusts the CA
// by php's -d curl.cainfo (docs/proxy.md).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../helpers/sandbox.ts';

const SCRIPT = fileURLToPath(new URL('./php/efi-sdk-calls.php', import.meta.url));
const GUZZLE = '/usr/share/php/GuzzleHttp/autoload.php';
const DEBIAN_PACKAGES = 'php-cli php-curl php-guzzlehttp-guzzle';

const phpMissing = spawnSync('php', ['--version']).error !== undefined;
const skip = phpMissing && `php is not on PATH: install Debian's ${DEBIAN_PACKAGES} to run Efí's PHP SDK calls (.ci/run does)`;

const sandbox = await startSandbox();
after(() => sandbox.close());
const api = await sandbox.newAccount();
const ca = sandbox.server.certificateAuthority;
await ca.prepare(); // the CA and the hosts' certificates, made before any client waits for them
const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);

interface Step {
  step: string;
  body?: any;
  header_names?: string[];
  code?: number;
  error?: string;
  error_description?: unknown;
}

function runPhp(responseHeaders: boolean): Promise<{ code: number | null; steps: Step[]; stderr: string; stdout: string }> {
  const args = ['-d', `curl.cainfo=${ca.certFile}`, '-d', `openssl.cafile=${ca.certFile}`, SCRIPT, api.clientId, api.clientSecret, today, responseHeaders ? '1' : '0'];
  return new Promise((resolve, reject) => {
    const child = spawn('php', args, { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HTTPS_PROXY: sandbox.url }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const steps = stdout.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Step);
      resolve({ code, steps, stderr, stdout });
    });
  });
}

function stepOf(steps: Step[], name: string): Step {
  const found = steps.find((step) => step.step === name);
  assert.ok(found, `no step ${name} in ${JSON.stringify(steps.map((step) => step.step))}`);
  return found;
}

for (const responseHeaders of [true, false]) {
  test(`Efí's PHP SDK calls (responseHeaders ${responseHeaders}) through the proxy: the examples' charge, detail, metadata, one-step boleto, cancel and error`, { skip }, async () => {
    assert.ok(existsSync(GUZZLE), `Guzzle is not installed at ${GUZZLE}: install Debian's ${DEBIAN_PACKAGES}`);
    const run = await runPhp(responseHeaders);
    assert.equal(run.code, 0, `php failed:\n${run.stderr}\n${run.stdout}`);

    const created = stepOf(run.steps, 'createCharge').body;
    assert.equal(created.code, 200, JSON.stringify(created));
    assert.equal(created.data.total, 7000);
    const detail = stepOf(run.steps, 'detailCharge').body.data;
    assert.equal(detail.charge_id, created.data.charge_id);
    assert.deepEqual(detail.shippings, [{ name: 'Shipping to City', value: 2000, payee_code: api.accountCode }]);
    assert.deepEqual(stepOf(run.steps, 'updateChargeMetadata').body, { code: 200 });
    const boleto = stepOf(run.steps, 'createOneStepCharge').body.data;
    assert.equal(boleto.status, 'waiting');
    assert.match(boleto.barcode, /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    assert.deepEqual(stepOf(run.steps, 'cancelCharge').body, { code: 200 });
    const refused = stepOf(run.steps, 'detailCharge(0)');
    assert.equal(typeof refused.code, 'number', JSON.stringify(refused));
    assert.notEqual(refused.error, 'no exception');
    if (responseHeaders) {
      // The SDK's example prints these: the names as the server wrote them.
      assert.ok(stepOf(run.steps, 'detailCharge').header_names!.includes('Content-Type'));
    }

    // Made in the sandbox itself, in this account.
    const here = await api.get(`/v1/charge/${created.data.charge_id}`);
    assert.equal(here.body.data.status, 'canceled');
    assert.equal(here.body.data.custom_id, 'Order_0001');
    assert.equal((await api.get(`/v1/charge/${boleto.charge_id}`)).body.data.status, 'waiting');
  });
}

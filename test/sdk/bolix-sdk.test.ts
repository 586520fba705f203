// Bolix through the official SDKs: `pix` in the pay, one-step, detail and carnê answers, each a BR
// Code an independent parser (pix-utils) accepts. gn-api-sdk-node runs in this process with its base
// URL pointed here; sdk-node-apis-efi bundles its URLs, so it runs unmodified in a child process of
// its own that reaches the sandbox through HTTPS_PROXY, trusting the sandbox's CA (as in
// zero-code-proxy.test.ts).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { parsePix, hasError, PixElementType } from 'pix-utils';
import { startSandbox } from '../helpers/sandbox.ts';
import { runIsolated } from '../helpers/child-process.ts';

const require = createRequire(import.meta.url);
const constants = require('gn-api-sdk-node/lib/constants');
const Gerencianet = require('gn-api-sdk-node');

const sandbox = await startSandbox();
after(() => sandbox.close());
constants.APIS.DEFAULT.URL.SANDBOX = `${sandbox.url}/v1`;

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', phone_number: '5144916523' };

function assertBolix(pix: { qrcode: string; qrcode_image: string }): void {
  const parsed = parsePix(pix.qrcode);
  if (hasError(parsed) || parsed.type !== PixElementType.DYNAMIC) assert.fail(`not a valid dynamic Pix: ${pix.qrcode}`);
  assert.equal(parsed.merchantName, 'LOJA SDK');
  assert.match(pix.qrcode_image, /^data:image\/svg\+xml;base64,/);
}

test('gn-api-sdk-node reads pix from the pay, one-step, detail and carnê answers', async () => {
  const account = await sandbox.newAccount('Loja SDK');
  const gn = new Gerencianet({ client_id: account.clientId, client_secret: account.clientSecret, sandbox: true });
  const expire = (await account.get('/sandbox/v1/clock')).body.now.slice(0, 10);

  const oneStep = await gn.createOneStepCharge({}, { items: [{ name: 'Produto', value: 5000 }], payment: { banking_billet: { expire_at: expire, customer } } });
  assertBolix(oneStep.data.pix);
  const created = await gn.createCharge({}, { items: [{ name: 'Produto', value: 5000 }] });
  const paid = await gn.definePayMethod({ id: created.data.charge_id }, { payment: { banking_billet: { expire_at: expire, customer } } });
  assertBolix(paid.data.pix);
  const detail = await gn.detailCharge({ id: created.data.charge_id });
  assert.deepEqual(detail.data.payment.banking_billet.pix, paid.data.pix);

  const carnet = await gn.createCarnet({}, { items: [{ name: 'Mensalidade', value: 7500 }], customer, expire_at: expire, repeats: 3 });
  carnet.data.charges.forEach((parcel: { pix: { qrcode: string; qrcode_image: string } }) => assertBolix(parcel.pix));
  const carnetDetail = await gn.detailCarnet({ id: carnet.data.carnet_id });
  assert.deepEqual(carnetDetail.data.charges.map((parcel: { pix: { qrcode: string } }) => parcel.pix.qrcode), carnet.data.charges.map((parcel: { pix: { qrcode: string } }) => parcel.pix.qrcode));
});

/** The same calls through sdk-node-apis-efi; the child prints every `pix` it read as one JSON line. */
const EFI_APPLICATION = `
const Sdk = require('sdk-node-apis-efi');
(async () => {
  const [clientId, clientSecret, expire, customer] = JSON.parse(process.argv[1]);
  const efi = new Sdk({ client_id: clientId, client_secret: clientSecret, sandbox: true });
  const oneStep = await efi.createOneStepCharge({}, { items: [{ name: 'Produto', value: 5000 }], payment: { banking_billet: { expire_at: expire, customer } } });
  const created = await efi.createCharge({}, { items: [{ name: 'Produto', value: 5000 }] });
  const paid = await efi.definePayMethod({ id: created.data.charge_id }, { payment: { banking_billet: { expire_at: expire, customer } } });
  const detail = await efi.detailCharge({ id: created.data.charge_id });
  const carnet = await efi.createCarnet({}, { items: [{ name: 'Mensalidade', value: 7500 }], customer, expire_at: expire, repeats: 3 });
  const carnetDetail = await efi.detailCarnet({ id: carnet.data.carnet_id });
  console.log(JSON.stringify({
    oneStep: oneStep.data.pix,
    paid: paid.data.pix,
    detail: detail.data.payment.banking_billet.pix,
    carnet: carnet.data.charges.map((parcel) => parcel.pix),
    carnetDetail: carnetDetail.data.charges.map((parcel) => parcel.pix),
  }));
})().catch((error) => { console.error(error); process.exit(1); });`;

test('sdk-node-apis-efi, unmodified, reads pix from the pay, one-step, detail and carnê answers', async () => {
  const account = await sandbox.newAccount('Loja SDK');
  const expire = (await account.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  await sandbox.server.certificateAuthority.ensure();
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HTTPS_PROXY: sandbox.url, NODE_EXTRA_CA_CERTS: sandbox.server.certificateAuthority.certFile };
  const result = await runIsolated(process.execPath, ['-e', EFI_APPLICATION, JSON.stringify([account.clientId, account.clientSecret, expire, customer])], env);
  assert.equal(result.code, 0, `sdk-node-apis-efi failed:\n${result.stderr}\n${result.stdout}`);
  const read = JSON.parse(result.stdout.trim().split('\n').pop()!);

  assertBolix(read.oneStep);
  assertBolix(read.paid);
  assert.deepEqual(read.detail, read.paid);
  assert.notEqual(read.oneStep.qrcode, read.paid.qrcode, 'each boleto has its own code');
  assert.equal(read.carnet.length, 3);
  read.carnet.forEach(assertBolix);
  assert.equal(new Set(read.carnet.map((pix: { qrcode: string }) => pix.qrcode)).size, 3, 'each parcel has its own code');
  assert.deepEqual(read.carnetDetail.map((pix: { qrcode: string }) => pix.qrcode), read.carnet.map((pix: { qrcode: string }) => pix.qrcode));
});

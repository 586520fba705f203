// Bolix through the official gn-api-sdk-node, unchanged but for its base URL: `pix` in the pay,
// one-step, detail and carnê answers, each a BR Code an independent parser (pix-utils) accepts.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { parsePix, hasError, PixElementType } from 'pix-utils';
import { startSandbox } from '../helpers/sandbox.ts';

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

test('the SDK reads pix from the pay, one-step, detail and carnê answers', async () => {
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

// GET /v1/charges through sdk-node-apis-efi 1.4.0's listCharges, unmodified: the package bundles
// its URLs, so it runs in a child process of its own that reaches the sandbox through HTTPS_PROXY,
// trusting the sandbox's CA (as in zero-code-proxy.test.ts). gn-api-sdk-node 3.0.4 has no
// listCharges; sdk-node-apis-efi 2.x needs Node 22.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { runIsolated } from '../helpers/child-process.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', phone_number: '5144916523' };
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function boleto(api: ApiClient, value: number, expireAt: string, customId: string): Promise<number> {
  const result = await api.post('/v1/charge/one-step', { items: [{ name: 'Produto', value }], metadata: { custom_id: customId }, payment: { banking_billet: { expire_at: expireAt, customer } } });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data.charge_id;
}

/** An ERP's catch-up with the SDK: every page of a day's payments, one filtered call, one refused call; one JSON line. */
const EFI_APPLICATION = `
const Sdk = require('sdk-node-apis-efi');
(async () => {
  const [clientId, clientSecret, day] = JSON.parse(process.argv[1]);
  const efi = new Sdk({ client_id: clientId, client_secret: clientSecret, sandbox: true });
  const pages = [];
  for (let page = 1; page <= 5; page++) {
    const answer = await efi.listCharges({ charge_type: 'billet', begin_date: day, end_date: day, date_of: 'payment', limit: 1, page });
    pages.push(answer);
    if (answer.data.length === 0) break;
  }
  const filtered = await efi.listCharges({ charge_type: 'billet', begin_date: day, end_date: day, custom_id: 'nf-2', status: 'waiting' });
  const refused = await efi.listCharges({ charge_type: 'boleto', begin_date: day, end_date: day }).then(() => null, (error) => error);
  console.log(JSON.stringify({ pages, filtered, refused }));
})().catch((error) => { console.error(error); process.exit(1); });`;

test('sdk-node-apis-efi 1.4.0, unmodified, lists a day\'s payments page by page, filters, and surfaces a refusal', async () => {
  const api = await sandbox.newAccount();
  const day = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const first = await boleto(api, 5000, addDays(day, 5), 'nf-1');
  const second = await boleto(api, 6000, addDays(day, 5), 'nf-2');
  const third = await boleto(api, 7000, addDays(day, 5), 'nf-3');
  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: first })).status, 200);
  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: third, amount: 7100 })).status, 200);

  await sandbox.server.certificateAuthority.ensure();
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HTTPS_PROXY: sandbox.url, NODE_EXTRA_CA_CERTS: sandbox.server.certificateAuthority.certFile };
  const result = await runIsolated(process.execPath, ['-e', EFI_APPLICATION, JSON.stringify([api.clientId, api.clientSecret, day])], env);
  assert.equal(result.code, 0, `sdk-node-apis-efi failed:\n${result.stderr}\n${result.stdout}`);
  const read = JSON.parse(result.stdout.trim().split('\n').pop()!);

  assert.deepEqual(
    read.pages.map((answer: any) => answer.data.map((charge: any) => [charge.id, charge.payment.paid_value, charge.payment.received_by_bank_at])),
    [[[first, 5000, day]], [[third, 7100, day]], []],
  );
  assert.deepEqual(read.pages[1].params.pagination, { limit: 1, offset: 1, page: 2 });
  assert.deepEqual(read.filtered.data.map((charge: any) => [charge.id, charge.status, charge.custom_id, charge.customer.cpf]), [[second, 'waiting', 'nf-2', customer.cpf]]);
  assert.deepEqual([read.refused.code, read.refused.error, read.refused.error_description.property], [3500034, 'validation_error', 'charge_type']);
});

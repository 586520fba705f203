// Drives the official gn-api-sdk-node package, unchanged but for its base URL, through its carnê calls.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { startSandbox } from '../helpers/sandbox.ts';

const require = createRequire(import.meta.url);
const constants = require('gn-api-sdk-node/lib/constants');
const Gerencianet = require('gn-api-sdk-node');

const sandbox = await startSandbox();
after(() => sandbox.close());
constants.APIS.DEFAULT.URL.SANDBOX = `${sandbox.url}/v1`;

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', phone_number: '5144916523' };

test('the SDK creates a carnê, reads it, changes a parcel, settles, cancels and annotates it', async () => {
  const account = await sandbox.newAccount();
  const gn = new Gerencianet({ client_id: account.clientId, client_secret: account.clientSecret, sandbox: true });
  const now = (await account.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const expireAt = new Date(Date.parse(`${now}T12:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
  const created = await gn.createCarnet({}, {
    items: [{ name: 'Mensalidade', value: 5000, amount: 1 }],
    customer,
    expire_at: expireAt,
    repeats: 4,
    split_items: false,
    metadata: { custom_id: 'matricula-12' },
  });
  assert.equal(created.code, 200);
  assert.equal(created.data.status, 'up_to_date');
  assert.equal(created.data.charges.length, 4);
  const params = { id: created.data.carnet_id };

  const detail = await gn.detailCarnet(params);
  assert.equal(detail.data.value, 20000);
  assert.equal(detail.data.custom_id, 'matricula-12');

  const later = new Date(Date.parse(`${expireAt}T12:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  assert.deepEqual(await gn.updateCarnetParcel({ ...params, parcel: 1 }, { expire_at: later }), { code: 200 });
  assert.deepEqual(await gn.updateCarnetMetadata(params, { notification_url: 'https://escola.example/retorno' }), { code: 200 });
  assert.deepEqual(await gn.sendCarnetParcelEmail({ ...params, parcel: 2 }, { email: 'responsavel@example.com' }), { code: 200 });
  assert.deepEqual(await gn.createCarnetHistory(params, { description: 'Matrícula confirmada' }), { code: 200 });
  assert.deepEqual(await gn.settleCarnetParcel({ ...params, parcel: 1 }), { code: 200 });
  assert.deepEqual(await gn.cancelCarnetParcel({ ...params, parcel: 4 }), { code: 200 });
  assert.deepEqual(await gn.settleCarnet(params), { code: 200 });

  const after = await gn.detailCarnet(params);
  assert.deepEqual(after.data.charges.map((c: { status: string }) => c.status), ['paid', 'paid', 'paid', 'canceled']);
  assert.equal(after.data.status, 'finished');
  await assert.rejects(gn.cancelCarnet(params), (error: any) => error.code === 3500083);
});

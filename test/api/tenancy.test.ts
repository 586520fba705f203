import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

test("one account's ids behave exactly like unknown ids for another", async () => {
  const alice = await sandbox.newAccount('Alice');
  const bob = await sandbox.newAccount('Bob');
  const id = await alice.createCharge({
    items: [{ name: 'Secreto', value: 990 }],
    metadata: { notification_url: 'https://alice.example/hook' },
  });
  const unknownId = id + 1_000_000;

  const calls: Array<[string, string, unknown?]> = [
    ['GET', `/v1/charge/${id}`],
    ['PUT', `/v1/charge/${id}/metadata`, { custom_id: 'stolen' }],
    ['POST', `/v1/charge/${id}/history`, { description: 'bob was here' }],
    ['PUT', `/v1/charge/${id}/cancel`],
    ['PUT', `/v1/charge/${id}/settle`],
  ];
  for (const [method, path, body] of calls) {
    const foreign = await bob.call(method, path, { body });
    const unknown = await bob.call(method, path.replace(String(id), String(unknownId)), { body });
    assert.equal(foreign.status, unknown.status, `${method} ${path}`);
    assert.deepEqual(foreign.body, unknown.body, `${method} ${path}`);
    assert.equal(foreign.body.code, 3500010);
  }

  const own = await alice.get(`/v1/charge/${id}`);
  assert.equal(own.body.data.status, 'new', "bob's calls changed nothing");
  assert.equal(own.body.data.custom_id, null);
  assert.equal(own.body.data.history.length, 1);
});

test("a notification token of another account reads as unknown", async () => {
  const alice = await sandbox.newAccount();
  const bob = await sandbox.newAccount();
  await alice.createCharge();
  const token = sandbox.server.ctx.store.db
    .prepare('SELECT notification_token FROM charges WHERE account_id = ? LIMIT 1')
    .pluck()
    .get(alice.accountId) as string;
  assert.equal((await alice.get(`/v1/notification/${token}`)).status, 200);
  const foreign = await bob.get(`/v1/notification/${token}`);
  const unknown = await bob.get('/v1/notification/00000000-0000-0000-0000-000000000000');
  assert.equal(foreign.status, 404);
  assert.deepEqual(foreign.body, unknown.body);
});

test('accounts are created with fresh credentials and a name', async () => {
  const first = await sandbox.newAccount('Loja A');
  const second = await sandbox.newAccount();
  assert.notEqual(first.clientId, second.clientId);
  assert.match(first.clientId, /^Client_Id_[0-9a-f]{40}$/);
  assert.match(first.clientSecret, /^Client_Secret_[0-9a-f]{40}$/);
});

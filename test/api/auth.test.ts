import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { basicAuth, request, startSandbox } from '../helpers/sandbox.ts';

let wallClock = Date.now();
const sandbox = await startSandbox({ wallClock: () => wallClock });
after(() => sandbox.close());

test('authorize answers the unwrapped token the SDKs expect', async () => {
  const client = await sandbox.newAccount();
  const result = await request(sandbox.url, 'POST', '/v1/authorize', {
    body: { grant_type: 'client_credentials' },
    headers: { authorization: basicAuth(client.clientId, client.clientSecret), 'api-sdk': 'node-3.0.4' },
  });
  assert.equal(result.status, 200);
  assert.match(result.headers.get('content-type') ?? '', /application\/json/);
  assert.deepEqual(Object.keys(result.body).sort(), ['access_token', 'expire_at', 'expires_in', 'refresh_token', 'token_type']);
  assert.equal(result.body.expires_in, 600);
  assert.equal(result.body.token_type, 'Bearer');
  assert.match(result.body.expire_at, /^\d{13}$/);
  assert.equal(Number(result.body.expire_at), wallClock + 600_000);
});

test('authorize also takes a form-encoded grant_type', async () => {
  const client = await sandbox.newAccount();
  const result = await request(sandbox.url, 'POST', '/v1/authorize', {
    raw: 'grant_type=client_credentials',
    headers: {
      authorization: basicAuth(client.clientId, client.clientSecret),
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
  assert.equal(result.status, 200);
  assert.equal(typeof result.body.access_token, 'string');
});

test('bad client credentials get 401 in the error shape', async () => {
  const client = await sandbox.newAccount();
  for (const authorization of [basicAuth(client.clientId, 'wrong'), basicAuth('nobody', 'x'), undefined]) {
    const result = await request(sandbox.url, 'POST', '/v1/authorize', {
      body: { grant_type: 'client_credentials' },
      headers: authorization ? { authorization } : {},
    });
    assert.equal(result.status, 401);
    assert.equal(result.body.code, 401);
    assert.equal(result.body.error, 'invalid_client');
    assert.equal(typeof result.body.error_description, 'string');
  }
});

test('a missing or wrong grant_type is a validation error with its pointer', async () => {
  const client = await sandbox.newAccount();
  const headers = { authorization: basicAuth(client.clientId, client.clientSecret) };
  const missing = await request(sandbox.url, 'POST', '/v1/authorize', { body: {}, headers });
  assert.equal(missing.status, 400);
  assert.deepEqual(missing.body.error_description.property, '/grant_type');
  const wrong = await request(sandbox.url, 'POST', '/v1/authorize', { body: { grant_type: 'password' }, headers });
  assert.equal(wrong.body.code, 3500034);
});

test('a missing, unknown, expired or revoked bearer gets 401', async () => {
  const client = await sandbox.newAccount();
  const missing = await request(sandbox.url, 'GET', '/v1/charge/1');
  assert.equal(missing.status, 401);
  assert.equal(missing.body.code, 401);

  const unknown = await request(sandbox.url, 'GET', '/v1/charge/1', { headers: { authorization: 'Bearer not-a-token' } });
  assert.equal(unknown.status, 401);

  const id = await client.createCharge();
  wallClock += 601_000;
  const expired = await client.get(`/v1/charge/${id}`);
  assert.equal(expired.status, 401);
  assert.match(expired.body.error_description, /expirado/);

  await client.authorize();
  assert.equal((await client.get(`/v1/charge/${id}`)).status, 200);
  const revoke = await request(sandbox.url, 'DELETE', '/sandbox/v1/tokens', {
    headers: { authorization: basicAuth(client.clientId, client.clientSecret) },
  });
  assert.equal(revoke.status, 200);
  assert.ok(revoke.body.revoked >= 1);
  const revoked = await client.get(`/v1/charge/${id}`);
  assert.equal(revoked.status, 401);
  assert.match(revoked.body.error_description, /revogado/);
});

test('the virtual clock does not stretch token lifetime: tokens follow the wall clock', async () => {
  const client = await sandbox.newAccount();
  const id = await client.createCharge();
  wallClock += 599_000;
  assert.equal((await client.get(`/v1/charge/${id}`)).status, 200);
  wallClock += 2_000;
  assert.equal((await client.get(`/v1/charge/${id}`)).status, 401);
});

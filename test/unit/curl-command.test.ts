// The dashboard's "Copiar como curl": what the command holds for the requests that differ (the
// e2e test in test/e2e/requests.test.ts runs one for real).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { curlCommand, replayCaveats, shellQuote } from '../../renderer/features/requests/curl.ts';

const base = 'http://127.0.0.1:4455';

test('a GET has no -X and no body; a body goes as JSON, quoted for the shell', () => {
  assert.equal(curlCommand({ method: 'GET', path: '/v1/charge/1', request_body: null }, base), `curl -sS 'http://127.0.0.1:4455/v1/charge/1' \\\n  -H "Authorization: Bearer $TOKEN"`);
  const put = curlCommand({ method: 'PUT', path: '/v1/charge/1/metadata', request_body: `{"custom_id":"it's"}` }, base);
  assert.equal(put.split(' \\\n  ').at(-1), `--data-raw '{"custom_id":"it'\\''s"}'`);
  assert.ok(put.startsWith(`curl -sS -X PUT 'http://127.0.0.1:4455/v1/charge/1/metadata'`));
  assert.equal(shellQuote(`a'b`), `'a'\\''b'`);
});

test("the browser tokenizer's open calls carry no Authorization", () => {
  assert.ok(!curlCommand({ method: 'GET', path: '/v1/pubkey?code=abc', request_body: null }, base).includes('Authorization'));
  assert.ok(!curlCommand({ method: 'GET', path: '/v1/installments/abc/jsonp?brand=visa', request_body: null }, base).includes('Authorization'));
  assert.ok(curlCommand({ method: 'GET', path: '/v1/installments?brand=visa&total=100', request_body: null }, base).includes('Authorization'));
});

test('what the log did not keep is said: a cut body, a masked card, a cipher left out', () => {
  assert.deepEqual(replayCaveats({ path: '/v1/charge', request_body: '{"items":[… [truncated: 9000 bytes]' }).length, 1);
  assert.match(replayCaveats({ path: '/sandbox/v1/payment-tokens', request_body: '{"number":"XXXX"}' })[0], /mascarados/);
  assert.match(replayCaveats({ path: '/v1/card/abc/jsonp?data=<cifrado:344>', request_body: null })[0], /cifrado/);
  assert.deepEqual(replayCaveats({ path: '/v1/charge', request_body: '{}' }), []);
});

// The wire types the dashboard, the payment page and the test helper compile against
// (testing/wire.generated.ts) are what the served OpenAPI document generates: byte for byte, from
// any run of the server, so a stale file fails here and in `npm run typecheck`, with the command
// that mends it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { REGENERATE_COMMAND, WIRE_TYPES_FILE, servedDocument, staleness, wireTypesOf } from '../../scripts/wire-types.ts';

test('the committed wire types are what the served document generates, the same from any server', async () => {
  const [first, second] = [await servedDocument(), await servedDocument()];
  // Two servers on port 0: two URLs in the documents, one set of types.
  assert.notEqual(first.servers?.[0]?.url, second.servers?.[0]?.url);
  const fresh = await wireTypesOf(first);
  assert.equal(await wireTypesOf(second), fresh);
  assert.equal(staleness(readFileSync(WIRE_TYPES_FILE, 'utf8'), fresh), null, `run \`${REGENERATE_COMMAND}\` and commit testing/wire.generated.ts`);
  assert.match(fresh, /^\/\/ GENERATED from the OpenAPI document/);
  assert.match(fresh, /export interface components/);
});

test('a stale or missing file is reported with the command that regenerates it', () => {
  const fresh = '// GENERATED\nexport interface paths {}\n';
  assert.equal(staleness(fresh, fresh), null);
  assert.match(staleness(fresh.replace('{}', '{ }'), fresh) ?? '', /testing\/wire\.generated\.ts is stale.*Run `npm run wire-types`/);
  assert.match(staleness(null, fresh) ?? '', /testing\/wire\.generated\.ts is missing.*Run `npm run wire-types`/);
});

// The sandbox's own codes (49xxxxx) are chosen here, one meaning each: two branches once picked
// 4900070 for two different refusals, and an integrator matching on the code could not tell them
// apart. Real-service codes may repeat (401 for two error names), so only ours are checked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalog } from '../../server/domain/errors.ts';

test('each sandbox-only error code (49xxxxx) names one refusal', () => {
  const byCode = new Map<number, string[]>();
  for (const [kind, entry] of Object.entries(catalog)) {
    if (entry.code < 4_900_000 || entry.code >= 5_000_000) continue;
    byCode.set(entry.code, [...(byCode.get(entry.code) ?? []), kind]);
  }
  const shared = [...byCode].filter(([, kinds]) => kinds.length > 1);
  assert.deepEqual(shared, [], 'sandbox codes given to more than one refusal');
  assert.ok(byCode.size > 10, 'the catalog was read');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomHex8, timeOrderedUuid } from '../../server/app/ids.ts';

test('notification tokens are UUID v7: well formed, unique, and ordered by creation time', () => {
  const tokens = [1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000].map((ms) => timeOrderedUuid(ms));
  for (const token of tokens) assert.match(token, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.deepEqual([...tokens].sort(), tokens);
  const same = new Set(Array.from({ length: 1000 }, () => timeOrderedUuid(1_700_000_000_000)));
  assert.equal(same.size, 1000, 'the random part keeps tokens of the same millisecond apart');
  assert.ok([...same].every((token) => token.startsWith('018bcfe5-6800-7')), 'the same millisecond, the same time part');
  assert.ok(timeOrderedUuid(1_700_000_000_001).startsWith('018bcfe5-6801-7'), 'the next millisecond, its own');
});

test('boleto code suffixes are 8 uppercase hex digits, all of them random', () => {
  const codes = Array.from({ length: 2000 }, () => randomHex8());
  for (const code of codes) assert.match(code, /^[0-9A-F]{8}$/);
  assert.equal(new Set(codes).size, codes.length);
  // Every position takes every digit (a fixed version digit would not): 2000 draws miss one with odds ~1e-55.
  for (let position = 0; position < 8; position++) assert.equal(new Set(codes.map((code) => code[position])).size, 16, `position ${position}`);
});

// The browser suite's console-error guard, without a browser: an error no allowance names fails the
// test; an allowance with `times` must be met exactly, so a test that stops provoking the error it
// allows for is noticed too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOnlyAllowedErrors } from './suite.ts';

const refused = { matches: /status of 400/, why: 'the refusal the test provokes' };

test('no error passes; any error no allowance names fails', () => {
  assertOnlyAllowedErrors([], []);
  assert.throws(() => assertOnlyAllowedErrors(['pageerror: boom'], []), /boom/);
  assert.throws(() => assertOnlyAllowedErrors(['console: Failed to load resource: the server responded with a status of 500'], [refused]), /status of 500/);
});

test('an allowance lets its errors through, however many; with `times`, exactly that many', () => {
  const twice = ['console: … status of 400 (Bad Request)', 'console: … status of 400 (Bad Request)'];
  assertOnlyAllowedErrors(twice, [refused]);
  assertOnlyAllowedErrors(twice.slice(1), [{ ...refused, times: 1 }]);
  assert.throws(() => assertOnlyAllowedErrors(twice, [{ ...refused, times: 1 }]), /expected 1 such errors/);
  assert.throws(() => assertOnlyAllowedErrors([], [{ ...refused, times: 1 }]), /expected 1 such errors/);
});

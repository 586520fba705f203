import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decideAfterFailure, describeJobError, ERROR_MAX_LENGTH, JOB_ATTEMPTS, JOB_RETRY_DELAY_MS } from '../../server/domain/job-failure.ts';

test('a failed job runs again after the retry delay until its last attempt, then it is parked', () => {
  assert.equal(JOB_ATTEMPTS, 3);
  assert.deepEqual(decideAfterFailure(1, 1_000), { parked: false, retryAtMs: 1_000 + JOB_RETRY_DELAY_MS });
  assert.deepEqual(decideAfterFailure(2, 5_000), { parked: false, retryAtMs: 5_000 + JOB_RETRY_DELAY_MS });
  assert.deepEqual(decideAfterFailure(3, 9_000), { parked: true });
});

test('a job error is kept as one short line: no stack, no second line, a bounded length', () => {
  assert.equal(describeJobError(new Error('unknown job kind x')), 'unknown job kind x');
  assert.equal(describeJobError(new TypeError("Cannot read properties of null (reading 'id')")), "TypeError: Cannot read properties of null (reading 'id')");
  assert.equal(describeJobError(new Error('first line\n    at somewhere (file.ts:1:1)')), 'first line');
  assert.equal(describeJobError('thrown text'), 'thrown text');
  assert.equal(describeJobError(new Error('')), 'erro sem mensagem');
  const long = describeJobError(new Error('x'.repeat(1000)));
  assert.equal(long.length, ERROR_MAX_LENGTH);
  assert.ok(long.endsWith('…'));
});

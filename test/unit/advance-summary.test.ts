import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AdvanceSummary, SUBJECTS_CAP } from '../../server/domain/advance-summary.ts';

test('an advance summary counts each kind, lists it in a fixed order and keeps distinct subjects', () => {
  const summary = new AdvanceSummary();
  summary.add({ kind: 'callback.failed', subjectId: 7 });
  summary.add(null); // a job that found nothing to do
  summary.add({ kind: 'charge.overdue', subjectId: 1000002 });
  summary.add({ kind: 'callback.failed', subjectId: 7 });
  summary.add({ kind: 'charge.overdue', subjectId: 1000001 });
  assert.deepEqual(summary.list(), [
    { kind: 'charge.overdue', count: 2, subjects: [1000002, 1000001] },
    { kind: 'callback.failed', count: 1, subjects: [7], attempts: 2 },
  ]);
});

test('a callback entry counts deliveries, each one linked, and its attempts apart', () => {
  const summary = new AdvanceSummary();
  for (const id of [7, 8, 7, 8]) summary.add({ kind: 'callback.delivered', subjectId: id }); // two deliveries, notified twice each
  assert.deepEqual(summary.list(), [{ kind: 'callback.delivered', count: 2, subjects: [7, 8], attempts: 4 }]);
});

test('past the cap a callback entry still counts every distinct delivery', () => {
  const summary = new AdvanceSummary();
  for (let round = 0; round < 2; round++) for (let id = 1; id <= SUBJECTS_CAP + 10; id++) summary.add({ kind: 'callback.failed', subjectId: id });
  const [entry] = summary.list();
  assert.equal(entry.count, SUBJECTS_CAP + 10);
  assert.equal(entry.attempts, 2 * (SUBJECTS_CAP + 10));
  assert.equal(entry.subjects.length, SUBJECTS_CAP);
});

test('an advance summary keeps counting past the cap but stops keeping ids', () => {
  const summary = new AdvanceSummary();
  for (let id = 1; id <= SUBJECTS_CAP + 30; id++) summary.add({ kind: 'link.expired', subjectId: id });
  const [entry] = summary.list();
  assert.equal(entry.count, SUBJECTS_CAP + 30);
  assert.equal(entry.subjects.length, SUBJECTS_CAP);
  assert.deepEqual(entry.subjects.slice(0, 3), [1, 2, 3]);
});

test('an empty advance has an empty summary', () => {
  assert.deepEqual(new AdvanceSummary().list(), []);
});

test('failed and parked jobs are listed with their latest error, in the order of their ids', () => {
  const summary = new AdvanceSummary();
  summary.add({ kind: 'job.failed', subjectId: 31, error: 'first' });
  summary.add({ kind: 'charge.overdue', subjectId: 1000001 });
  summary.add({ kind: 'job.failed', subjectId: 32, error: 'other' });
  summary.add({ kind: 'job.failed', subjectId: 31, error: 'second' });
  summary.add({ kind: 'job.parked', subjectId: 31, error: 'third' });
  assert.deepEqual(summary.list(), [
    { kind: 'charge.overdue', count: 1, subjects: [1000001] },
    { kind: 'job.failed', count: 3, subjects: [31, 32], errors: ['third', 'other'] },
    { kind: 'job.parked', count: 1, subjects: [31], errors: ['third'] },
  ]);
});

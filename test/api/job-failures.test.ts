// One bad job stops nothing else: a scheduled job that throws — an unknown kind, data it cannot
// read, a failure half-way through its work — is rolled back alone, reported by the advance that
// ran it, retried a bounded number of times, parked and shown in the schedule; the rest of the
// account's jobs and every other account's go on. Bad jobs are made by writing to the server's
// SQLite file directly, as a damaged or hand-edited database would be.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { listDeliveries, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { receiverPool, waitFor } from '../helpers/receiver.ts';

const logged: string[] = [];
const sandbox = await startSandbox({ jobs: { pollMs: 20, deliveryTimeoutMs: 2000 }, log: (line) => logged.push(line) });
const { receiver, closeAll } = receiverPool();
// A second connection to the server's own file (WAL): writes wait for the server's commits.
const db = new Database(sandbox.dbFile, { timeout: 10_000 });
after(async () => {
  db.close();
  await closeAll();
  await sandbox.close();
});

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };
const clockMs = (text: string) => Date.parse(text.replace(' ', 'T') + '-03:00');

async function boleto(api: ApiClient, expireAt: string): Promise<number> {
  const result = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Plano mensal', value: 15000 }],
    payment: { banking_billet: { expire_at: expireAt, customer } },
  });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data.charge_id;
}

function insertJob(api: ApiClient, dueAt: string, kind: string, subjectId: number): number {
  return Number(db.prepare('INSERT INTO scheduled_jobs (account_id, due_at_ms, kind, subject_id) VALUES (?, ?, ?, ?)').run(api.accountId, clockMs(dueAt), kind, subjectId).lastInsertRowid);
}

const jobOf = (kind: string, subjectId: number) =>
  db.prepare('SELECT id FROM scheduled_jobs WHERE kind = ? AND subject_id = ?').pluck().get(kind, subjectId) as number;

async function schedule(api: ApiClient) {
  const result = await api.get('/sandbox/v1/schedule');
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body as { jobs: any[]; parked: any[] };
}

test('an advance runs past jobs that throw: 200, the other jobs run once, the failures are retried, parked and reported with their errors', async () => {
  const api = await sandbox.newAccount();
  await api.post('/sandbox/v1/clock/advance', { to: '2041-03-10 10:00:00' });
  const first = await boleto(api, '2041-03-10'); // overdue at 03-11 00:00
  const second = await boleto(api, '2041-03-11'); // overdue at 03-12 00:00
  const carnet = await api.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 7500, amount: 1 }], customer, expire_at: '2041-03-10', repeats: 2 });
  assert.equal(carnet.status, 200, JSON.stringify(carnet.body));
  const { carnet_id: carnetId, charges: [{ charge_id: parcel }] } = carnet.body.data;
  // A parcel's overdue job changes the parcel, then recomputes its carnê — which cannot be read:
  // the job fails half-way, at the same instant as the first boleto's, after it in the same batch.
  const terms = db.prepare('SELECT terms FROM carnets WHERE id = ?').pluck().get(carnetId) as string;
  db.prepare("UPDATE carnets SET terms = 'not json' WHERE id = ?").run(carnetId);
  const parcelJob = jobOf('charge.overdue', parcel);
  const unknownJob = insertJob(api, '2041-03-10 12:00:00', 'invoice.remind', 1);

  const advanced = await api.post('/sandbox/v1/clock/advance', { days: 3 });
  assert.equal(advanced.status, 200, JSON.stringify(advanced.body));
  const byKind = Object.fromEntries(advanced.body.summary.map((entry: any) => [entry.kind, entry]));
  assert.deepEqual(byKind['charge.overdue'], { kind: 'charge.overdue', count: 2, subjects: [first, second] });
  assert.equal(byKind['carnet.parcel_overdue'], undefined, 'the failed parcel job left no effect');
  assert.deepEqual(byKind['job.failed'].subjects, [unknownJob, parcelJob]);
  assert.equal(byKind['job.failed'].count, 4, 'two failed attempts each before the last');
  assert.deepEqual(byKind['job.parked'].subjects, [unknownJob, parcelJob]);
  assert.equal(byKind['job.parked'].count, 2);
  assert.equal(byKind['job.parked'].errors[0], 'unknown job kind invoice.remind');
  assert.match(byKind['job.parked'].errors[1], /JSON/);
  assert.equal(advanced.body.processed, 2 + 2 * 3, 'two boletos, three attempts of each bad job');

  // The boleto run again after its batch rolled back has one overdue history line, not two.
  const firstCharge = (await api.get(`/v1/charge/${first}`)).body.data;
  assert.equal(firstCharge.status, 'unpaid');
  assert.equal(firstCharge.history.filter((line: any) => /vencid|unpaid/i.test(line.message)).length, 1, JSON.stringify(firstCharge.history));
  // Nothing of the half-done parcel job is left.
  assert.equal(db.prepare('SELECT status FROM charges WHERE id = ?').pluck().get(parcel), 'waiting');

  const { jobs, parked } = await schedule(api);
  assert.deepEqual(parked.map((job) => [job.id, job.kind, job.subject_id, job.failures]), [
    [parcelJob, 'charge.overdue', parcel, 3],
    [unknownJob, 'invoice.remind', 1, 3],
  ]);
  assert.equal(parked[1].last_error, 'unknown job kind invoice.remind');
  assert.equal(parked[1].failed_at, '2041-03-10 12:20:00', 'tried at 12:00, 12:10 and 12:20');
  assert.ok(!jobs.some((job) => job.id === unknownJob || job.id === parcelJob), 'parked jobs are not upcoming');
  assert.ok(jobs.every((job) => job.failures === 0 && job.last_error === null));

  // A parked job stays parked through later advances, until it is retried: once its data is mended, it runs.
  const later = await api.post('/sandbox/v1/clock/advance', { days: 1 });
  assert.ok(!later.body.summary.some((entry: any) => entry.kind.startsWith('job.')), JSON.stringify(later.body));
  db.prepare('UPDATE carnets SET terms = ? WHERE id = ?').run(terms, carnetId);
  const retried = await api.post(`/sandbox/v1/schedule/${parcelJob}/retry`);
  assert.equal(retried.status, 200, JSON.stringify(retried.body));
  assert.deepEqual([retried.body.id, retried.body.failures, retried.body.last_error, retried.body.parked], [parcelJob, 0, null, undefined]);
  // Due now: the background runner takes it at once.
  await waitFor(async () => (await api.get(`/v1/charge/${parcel}`)).body.data.status === 'unpaid', 'the retried parcel job');
  assert.equal((await api.get(`/v1/carnet/${carnetId}`)).body.data.status, 'unpaid');
  assert.deepEqual((await schedule(api)).parked.map((job) => job.id), [unknownJob]);
});

test('only a parked job of the account can be retried; anything else is a 404 on the id', async () => {
  const owner = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  await owner.post('/sandbox/v1/clock/advance', { to: '2041-06-01 10:00:00' });
  const unknownJob = insertJob(owner, '2041-06-01 11:00:00', 'invoice.remind', 2);
  const waiting = jobOf('charge.overdue', await boleto(owner, '2041-07-01'));
  assert.equal((await owner.post('/sandbox/v1/clock/advance', { hours: 2 })).status, 200);

  for (const [api, id] of [[other, unknownJob], [owner, waiting], [owner, 999_999_999], [owner, 'abc']] as const) {
    const result = await api.post(`/sandbox/v1/schedule/${id}/retry`);
    assert.equal(result.status, 404, `${id}: ${JSON.stringify(result.body)}`);
    assert.equal(result.body.code, 3500010);
    assert.equal(result.body.error_description.property, 'id');
  }
  const withBody = await owner.post(`/sandbox/v1/schedule/${unknownJob}/retry`, { now: true });
  assert.equal(withBody.status, 400);
  assert.deepEqual((await schedule(other)).parked, [], 'another account sees none of it');
  assert.equal((await schedule(owner)).jobs.find((job) => job.id === waiting)?.failures, 0, 'the waiting job is untouched');
});

test('a failing job holds up no other account in the background, and is logged once per attempt, without a stack', async () => {
  const broken = await sandbox.newAccount();
  const healthy = await sandbox.newAccount(); // after the broken one in the runner's round
  const now = (await broken.get('/sandbox/v1/clock')).body.now as string;
  const badJob = insertJob(broken, now, 'invoice.remind', 3); // due already: the background runner takes it
  const failed = await waitFor(async () => (await schedule(broken)).jobs.find((job) => job.id === badJob && job.failures === 1), 'the first failure');
  assert.equal(failed.last_error, 'unknown job kind invoice.remind');
  assert.equal(clockMs(failed.due_at) - clockMs(failed.failed_at), 10 * 60_000, 'runs again ten virtual minutes later');

  // The healthy account's callbacks go out, poll after poll, while the bad job waits for its retry.
  const hook = await receiver(200);
  await healthy.createCharge({ items: [{ name: 'Produto', value: 1000, amount: 1 }], metadata: { notification_url: hook.url } });
  await waitFor(() => hook.calls.length > 0, "the healthy account's callback");

  const lines = logged.filter((line) => line.includes(`job ${badJob} `));
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(lines[0], new RegExp(`^job ${badJob} \\(invoice\\.remind 3, account ${broken.accountId}\\) failed \\(attempt 1 of 3, runs again at [0-9: -]+\\): unknown job kind invoice\\.remind$`));
  assert.ok(!logged.some((line) => /\n\s+at /.test(line)), 'no stack trace in the log');
});

test('a callback that cannot be prepared is parked; the other callbacks of the same advance go out', async () => {
  const api = await sandbox.newAccount();
  const failing = await receiver(500);
  const answering = await receiver(500);
  const doomed = await api.createCharge({ items: [{ name: 'Produto', value: 1000, amount: 1 }], metadata: { notification_url: failing.url } });
  await api.createCharge({ items: [{ name: 'Produto', value: 1000, amount: 1 }], metadata: { notification_url: answering.url } });
  // Both first attempts fail in the background; the next ones are 5 virtual minutes away.
  await waitFor(() => failing.calls.length === 1 && answering.calls.length === 1, 'both first attempts');
  const delivery = await waitFor(async () => (await listDeliveries(api, `?charge_id=${doomed}`)).find((d) => d.attempts.length === 1 && d.next_attempt_at), 'the retry scheduled');
  const deliveryJob = jobOf('notification.deliver', delivery.id);
  db.prepare("UPDATE charges SET items = 'not json' WHERE id = ?").run(doomed);
  answering.reply = 200;

  const advanced = await api.post('/sandbox/v1/clock/advance', { hours: 1 });
  assert.equal(advanced.status, 200, JSON.stringify(advanced.body));
  const byKind = Object.fromEntries(advanced.body.summary.map((entry: any) => [entry.kind, entry]));
  assert.deepEqual(byKind['job.parked'].subjects, [deliveryJob]);
  assert.match(byKind['job.parked'].errors[0], /JSON/);
  assert.ok(byKind['callback.delivered'].count >= 1, JSON.stringify(advanced.body.summary));
  assert.equal(failing.calls.length, 1, 'nothing more was sent for the broken charge');
  assert.ok(answering.calls.length >= 2);
  const parked = (await schedule(api)).parked;
  assert.deepEqual(parked.map((job) => [job.id, job.kind, job.failures]), [[deliveryJob, 'notification.deliver', 3]]);
});

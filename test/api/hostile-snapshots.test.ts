// A snapshot file is untrusted input (docs/admin-api.md). Thousands of hostile variants of a real
// export — of an account holding one of everything — are imported by one account while another
// account of the same database holds objects of its own. Each variant is refused whole, in the
// error shape with a JSON pointer into the file, or accepted into a state the engine understands:
// then restored, every GET route read and the clock advanced without a 5xx, and the account reset
// without a row of it left in any table. Whatever happens, the other account does not change.
import { test, after } from 'node:test';
import { createHash } from 'node:crypto';
import assert from 'node:assert/strict';
import { startSandbox, request, type ApiClient, type HttpResult } from '../helpers/sandbox.ts';
import { startReceiver } from '../helpers/receiver.ts';
import { fillAccount } from '../helpers/rich-account.ts';
import { orphanRows, rowsOfAccount } from '../helpers/account-rows.ts';
import { hostileVariants, reportedVariants, type ForeignValues, type SnapshotFile, type Variant } from '../helpers/snapshot-mutations.ts';
import { getRoutes, sweepUrls } from '../helpers/snapshot-sweep.ts';
import { readSnapshotDocument } from '../../server/http/snapshot-document.ts';
import { ApiError } from '../../server/domain/errors.ts';

// The background runner polls rarely: what runs, runs because a test asked (an advance, a restore).
const sandbox = await startSandbox({ jobs: { pollMs: 60_000 } });
const receiver = await startReceiver(200);
after(async () => {
  await sandbox.close();
  await receiver.close();
});
const { db } = sandbox.server.ctx.store;

const victim = await sandbox.newAccount('Outra conta');
const importer = await sandbox.newAccount('Importadora');
await Promise.all([fillAccount(victim, receiver.url), fillAccount(importer, receiver.url)]);

async function exported(api: ApiClient): Promise<SnapshotFile> {
  const taken = await api.post('/sandbox/v1/snapshots', { name: 'fixture' });
  const file = await api.get(`/sandbox/v1/snapshots/${taken.body.snapshot_id}/export`);
  assert.equal(file.status, 200);
  return file.body;
}

// Callbacks of the imported states go to a closed port: refused at once, retried on the ladder.
const fixture: SnapshotFile = JSON.parse(JSON.stringify(await exported(importer)).split(receiver.url).join('http://127.0.0.1:9/hook'));
const other = await exported(victim);
const valueOf = (table: string, name: string, where: (row: Record<string, any>) => boolean = () => true): any => {
  const content = other.tables[table];
  const row = content.rows.map((cells) => Object.fromEntries(content.columns.map((column, i) => [column, cells[i]]))).find(where)!;
  return row[name];
};
const foreign: ForeignValues = {
  chargeId: valueOf('charges', 'id'),
  carnetId: valueOf('carnets', 'id'),
  subscriptionId: valueOf('subscriptions', 'id'),
  planId: valueOf('plans', 'id'),
  deliveryId: valueOf('deliveries', 'id'),
  emailId: valueOf('emails', 'id'),
  chargeToken: valueOf('charges', 'notification_token'),
  carnetToken: valueOf('carnets', 'notification_token'),
  billetCode: valueOf('charges', 'billet_code', (row) => row.billet_code !== null),
  linkCode: valueOf('charges', 'link_code', (row) => row.link_code !== null),
  carnetCode: valueOf('carnets', 'code'),
  paymentToken: valueOf('payment_tokens', 'token'),
};

/** The other account as a test would see it: its whole state, its settings and clock, its snapshots. */
function victimState(): string {
  const account = db.prepare('SELECT * FROM accounts WHERE id = ?').get(victim.accountId);
  const snapshots = db.prepare('SELECT id, name, created_at, document FROM snapshots WHERE account_id = ?').all(victim.accountId);
  const state = JSON.stringify({ account, snapshots, state: sandbox.server.ctx.store.accountState.capture(victim.accountId) });
  return createHash('sha256').update(state).digest('hex');
}
const victimBefore = victimState();
// Its clock keeps running in real time: nothing of it may fall due while the test runs.
const nextJob = (await victim.get('/sandbox/v1/schedule?limit=1')).body.jobs[0];
const victimNow = (await victim.get('/sandbox/v1/clock')).body.now;
const brasilia = (stamp: string) => Date.parse(`${stamp.replace(' ', 'T')}-03:00`);
assert.ok(nextJob === undefined || brasilia(nextJob.due_at) - brasilia(victimNow) > 3_600_000, `the other account has work due soon: ${JSON.stringify(nextJob)}`);

const routes = getRoutes(sandbox.server);

function assertRefusal(result: HttpResult, what: string): void {
  assert.ok(result.status >= 400 && result.status < 500, `${what}: ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`);
  assert.equal(typeof result.body?.code, 'number', `${what}: not the error shape: ${JSON.stringify(result.body).slice(0, 200)}`);
  assert.equal(typeof result.body?.error, 'string', what);
  const description = result.body.error_description;
  // A JSON pointer into the file; only the newer-schema refusal says what is wrong in words alone.
  if (typeof description !== 'string') assert.match(description.property, /^\//, `${what}: ${JSON.stringify(description)}`);
}

/** The page shell of a payment link is the renderer's build, absent in this test run; its data route is read. */
const unbuiltPage = (url: string, result: HttpResult) => result.status === 503 && /^\/pagamento\/[^/]+$/.test(url) && /não foi compilada/.test(String(result.body));
/** Its 503 "not built" page is a state of a source checkout, not an answer the OpenAPI document describes. */
const uncheckedPage = (url: string) => (/^\/pagamento\/[^/]+$/.test(url) ? { unchecked: 'the payment page is not built in this test run: its 503 page is outside the document' } : {});

async function sweep(file: SnapshotFile, variant: Variant): Promise<void> {
  const headers = { authorization: `Bearer ${importer.token}` };
  const urls = sweepUrls(routes, file, variant.touched);
  const results = await Promise.all(urls.map(async (url) => [url, await request(sandbox.url, 'GET', url, { headers, ...uncheckedPage(url) })] as const));
  for (const [url, result] of results) {
    assert.ok(result.status < 500 || unbuiltPage(url, result), `${variant.name}: GET ${url} -> ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`);
  }
}

const counts = { variants: 0, refused: 0, accepted: 0, restoreRefused: 0 };

/** Restored, read everywhere, the clock advanced past every kind of job, reset to nothing. */
async function exercise(variant: Variant, snapshotId: number): Promise<void> {
  const restored = await importer.post(`/sandbox/v1/snapshots/${snapshotId}/restore`);
  if (restored.status !== 200) {
    // What passed the import can be refused later only for another account's ids, codes or tokens.
    assertRefusal(restored, `${variant.name}: restore`);
    assert.equal(restored.status, 409, `${variant.name}: restore ${JSON.stringify(restored.body)}`);
    counts.restoreRefused++;
  } else {
    await sweep(variant.document as SnapshotFile, variant);
    const advanced = await importer.post('/sandbox/v1/clock/advance', { days: 35 });
    assert.equal(advanced.status, 200, `${variant.name}: advance -> ${advanced.status} ${JSON.stringify(advanced.body).slice(0, 300)}`);
  }
  assert.equal((await importer.del(`/sandbox/v1/snapshots/${snapshotId}`)).status, 200);
  assert.equal((await importer.post('/sandbox/v1/reset')).status, 200);
  const left = Object.entries(rowsOfAccount(db, importer.accountId)).filter(([, count]) => count > 0);
  assert.deepEqual(left, [], `${variant.name}: the reset left rows of the account behind`);
}

/** The file's checks, in-process (the route runs exactly these): null if they pass. */
function readRefusal(variant: Variant): ApiError | null {
  try {
    readSnapshotDocument(variant.document);
    return null;
  } catch (error) {
    assert.ok(error instanceof ApiError, `${variant.name}: ${(error as Error).stack}`);
    return error;
  }
}

async function attempt(variant: Variant): Promise<void> {
  counts.variants++;
  // The thousands of refusals cost no HTTP round trip; every tenth one is also sent over HTTP.
  const refusal = readRefusal(variant);
  if (refusal !== null && counts.variants % 10 !== 0) {
    assertRefusal({ status: refusal.httpStatus, body: refusal.toBody(), headers: new Headers() }, variant.name);
    counts.refused++;
    return;
  }
  await sendAndExercise(variant, refusal);
  // Whatever reached the server, the other account is as it was (a refusal decided in-process
  // reads the file and nothing else: no database in it).
  assert.equal(victimState(), victimBefore, `${variant.name} changed the other account`);
}

async function sendAndExercise(variant: Variant, refusal: ApiError | null): Promise<void> {
  const imported = await importer.post('/sandbox/v1/snapshots/import', variant.document);
  if (imported.status !== 200) {
    assertRefusal(imported, variant.name);
    if (refusal !== null) assert.deepEqual(imported.body, refusal.toBody(), variant.name);
    counts.refused++;
    return;
  }
  assert.equal(refusal, null, `${variant.name}: refused in-process, accepted over HTTP`);
  counts.accepted++;
  await exercise(variant, imported.body.snapshot_id);
}

test('hostile variants of an exported snapshot are refused with a pointer, or accepted into a state every GET route and the clock understand; the other account never changes', async (t) => {
  for (const variant of hostileVariants(fixture, foreign)) {
    await attempt(variant);
  }
  t.diagnostic(JSON.stringify(counts));
  assert.deepEqual(orphanRows(db), []);
  assert.ok(counts.variants > 1000, JSON.stringify(counts));
  for (const variant of reportedVariants(fixture)) assert.equal(readRefusal(variant)?.httpStatus, 400, `${variant.name} is refused`);
  assert.ok(counts.accepted >= 20 && counts.refused > counts.accepted, `the generator makes variants of both kinds: ${JSON.stringify(counts)}`);
  // The untouched file is still a fixture this account restores, after all that.
  const clean = await importer.post('/sandbox/v1/snapshots/import', fixture);
  assert.equal(clean.status, 200, JSON.stringify(clean.body));
  assert.equal((await importer.post(`/sandbox/v1/snapshots/${clean.body.snapshot_id}/restore`)).status, 200);
});

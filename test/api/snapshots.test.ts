// Reset and snapshots (contracts.md §3): what a suite calls before each test. The account's whole
// state goes or comes back — ids, statuses, clock, schedule, outbox — and other accounts never move.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { basicAuth, request, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { startCli, runCli } from '../helpers/cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { daysBetween } from '../../server/domain/dates.ts';
import { businessDueDate } from '../helpers/business-days.ts';
import { fillAccount } from '../helpers/rich-account.ts';
import { rowsOfAccount } from '../helpers/account-rows.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());

const customer = { name: 'Maria da Silva', cpf: '52998224725', email: 'maria@example.com' };

const today = async (api: ApiClient) => (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);

/** A boleto due on the first business day `days` or more from today, so it turns unpaid the day after (bank calendar). */
async function boleto(api: ApiClient, days = 10) {
  const result = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Mensalidade', value: 15000 }],
    payment: { banking_billet: { expire_at: businessDueDate(await today(api), days), customer } },
  });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data as { charge_id: number; barcode: string; expire_at: string };
}

/** Everything a suite could look at, to compare an account before and after. */
async function picture(api: ApiClient) {
  const [clock, schedule, charges, plans, emails, deliveries] = await Promise.all([
    api.get('/sandbox/v1/clock'),
    api.get('/sandbox/v1/schedule?limit=200'),
    api.get('/sandbox/v1/charges?limit=200'),
    api.get('/v1/plans'),
    api.get('/sandbox/v1/emails'),
    api.get('/sandbox/v1/deliveries'),
  ]);
  return { clock: clock.body, schedule: schedule.body, charges: charges.body, plans: plans.body, emails: emails.body, deliveries: deliveries.body };
}

async function snapshot(api: ApiClient, name?: string) {
  const taken = await api.post('/sandbox/v1/snapshots', name === undefined ? undefined : { name });
  assert.equal(taken.status, 200, JSON.stringify(taken.body));
  return taken.body as { snapshot_id: number; name: string | null; created_at: string };
}

test('reset empties the account, keeps its credentials and session, and brings its clock back to real time', async () => {
  const api = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  const otherCharge = await other.createCharge();
  const { charge_id } = await boleto(api);
  await api.post(`/v1/charge/${charge_id}/billet/resend`, { email: 'cliente@example.com' });
  const plan = await api.post('/v1/plan', { name: 'Mensal', interval: 1, repeats: 12 });
  assert.equal(plan.status, 200);
  const token = await api.post('/sandbox/v1/payment-tokens', { brand: 'visa', number: '4012001038443335', cvv: '123', expiration_month: '12', expiration_year: '2030' });
  assert.equal(token.status, 200, JSON.stringify(token.body));
  await api.post('/sandbox/v1/clock/advance', { days: 40 });

  const reset = await api.post('/sandbox/v1/reset');
  assert.deepEqual([reset.status, reset.body], [200, { code: 200 }]);

  // The Bearer token that called reset still works, and so does Basic.
  assert.equal((await api.get(`/v1/charge/${charge_id}`)).status, 404);
  const after = await picture(api);
  assert.equal(after.charges.total, 0);
  assert.deepEqual(after.schedule.jobs, []);
  assert.deepEqual(after.plans.data, []);
  assert.deepEqual(after.emails.emails, []);
  assert.deepEqual(after.deliveries.deliveries, []);
  const used = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Mensalidade', value: 15000 }],
    payment: { credit_card: { customer: { ...customer, birth: '1990-01-01', phone_number: '11999999999' }, payment_token: token.body.payment_token, billing_address: { street: 'Rua A', number: '1', neighborhood: 'Centro', zipcode: '01001000', city: 'São Paulo', state: 'SP' } } },
  });
  assert.equal(used.status, 400, 'the payment token issued before the reset is gone');
  const real = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10); // Brasília
  assert.equal(after.clock.now.slice(0, 10), real);
  const basic = await request(sandbox.url, 'GET', '/sandbox/v1/clock', { headers: { authorization: basicAuth(api.clientId, api.clientSecret) } });
  assert.equal(basic.status, 200);

  // Ids are never handed out twice, and the other account did not move.
  const next = await api.createCharge();
  assert.ok(next > charge_id, `${next} comes after ${charge_id}`);
  assert.equal((await other.get(`/v1/charge/${otherCharge}`)).status, 200);
});

test('a restored snapshot is the account exactly as it was: ids, statuses, clock, schedule, and the schedule runs as it would have', async () => {
  const api = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  const first = await boleto(api, 3);
  const second = await boleto(api, 20);
  // Two days past the first one's due date: it is unpaid, the second (20 days or more away) still waiting.
  const pastFirst = daysBetween(await today(api), first.expire_at) + 2;
  const before = await picture(api);
  const taken = await snapshot(api, 'dois boletos');
  assert.equal(taken.name, 'dois boletos');

  // Change everything: pay one, create another, move the clock, while another account works too.
  assert.equal((await api.post('/sandbox/v1/bank/payments', { typed_line: second.barcode })).status, 200);
  const extra = await api.createCharge();
  await api.post('/sandbox/v1/clock/advance', { days: pastFirst });
  const otherCharge = await other.createCharge();
  assert.equal((await api.get(`/v1/charge/${first.charge_id}`)).body.data.status, 'unpaid');

  const restored = await api.post(`/sandbox/v1/snapshots/${taken.snapshot_id}/restore`);
  assert.deepEqual([restored.status, restored.body], [200, { code: 200 }]);
  const now = await picture(api);
  assert.deepEqual(now.charges, before.charges);
  assert.deepEqual(now.schedule, before.schedule);
  assert.equal(now.clock.now.slice(0, 16), before.clock.now.slice(0, 16));
  assert.equal((await api.get(`/v1/charge/${extra}`)).status, 404);
  assert.equal((await api.get(`/v1/charge/${second.charge_id}`)).body.data.status, 'waiting');
  assert.equal((await other.get(`/v1/charge/${otherCharge}`)).status, 200, 'other accounts are untouched');

  // The restored schedule runs: the first boleto falls overdue again, the second can be paid again.
  await api.post('/sandbox/v1/clock/advance', { days: pastFirst });
  assert.equal((await api.get(`/v1/charge/${first.charge_id}`)).body.data.status, 'unpaid');
  const paidAgain = await api.post('/sandbox/v1/bank/payments', { typed_line: second.barcode });
  assert.equal(paidAgain.status, 200, JSON.stringify(paidAgain.body));

  // A snapshot restores as often as wanted.
  assert.equal((await api.post(`/sandbox/v1/snapshots/${taken.snapshot_id}/restore`)).status, 200);
  assert.equal((await api.get(`/v1/charge/${first.charge_id}`)).body.data.status, 'waiting');
});

test('snapshots are listed, deleted, and belong to their account only', async () => {
  const api = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  const one = await snapshot(api, 'um');
  const two = await snapshot(api);
  assert.equal(two.name, null);
  const listed = await api.get('/sandbox/v1/snapshots');
  assert.deepEqual(listed.body.snapshots.map((s: { snapshot_id: number }) => s.snapshot_id), [one.snapshot_id, two.snapshot_id]);
  assert.match(listed.body.snapshots[0].created_at, /^\d{4}-\d{2}-\d{2}T/);
  // Restored once, its document is kept in memory for the next restore: the checks below still hold.
  assert.equal((await api.post(`/sandbox/v1/snapshots/${one.snapshot_id}/restore`)).status, 200);

  assert.equal((await other.post(`/sandbox/v1/snapshots/${one.snapshot_id}/restore`)).status, 404, "another account's snapshot reads as unknown");
  assert.equal((await other.get(`/sandbox/v1/snapshots/${one.snapshot_id}/export`)).status, 404);
  assert.equal((await api.del(`/sandbox/v1/snapshots/${one.snapshot_id}`)).status, 200);
  assert.equal((await api.post(`/sandbox/v1/snapshots/${one.snapshot_id}/restore`)).status, 404);
  assert.deepEqual((await api.get('/sandbox/v1/snapshots')).body.snapshots.map((s: { snapshot_id: number }) => s.snapshot_id), [two.snapshot_id]);

  const bad = await api.post('/sandbox/v1/snapshots', { name: 7 });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error_description.property, '/name');
  assert.equal((await api.post('/sandbox/v1/reset', { everything: true })).status, 400, 'reset takes no body');
});

test('an exported snapshot imports into a fresh sandbox, and --seed starts an account from it', async (t) => {
  const api = await sandbox.newAccount();
  const { charge_id, barcode } = await boleto(api);
  await api.post(`/v1/charge/${charge_id}/billet/resend`, { email: 'cliente@example.com' });
  await api.post('/sandbox/v1/clock/advance', { days: 2 });
  // The account's clock keeps running with real time: what the seeded one may read is bounded by
  // the real time that passes from here to its reading (a minute may turn on a slow machine).
  const realStart = Date.now();
  const taken = await snapshot(api, 'fixture');
  const exported = await api.get(`/sandbox/v1/snapshots/${taken.snapshot_id}/export`);
  assert.equal(exported.status, 200);
  assert.match(exported.headers.get('content-disposition') ?? '', /attachment; filename="cobranca-sandbox-snapshot-\d+\.json"/);
  assert.equal(exported.body.format, 'cobranca-sandbox/snapshot');

  // Into another account of the same database, while the original still holds those ids: refused
  // whole at import, naming the first one; nothing is kept.
  const sibling = await sandbox.newAccount();
  const clash = await sibling.post('/sandbox/v1/snapshots/import', exported.body);
  assert.deepEqual([clash.status, clash.body.code, clash.body.error_description.property], [409, 4900031, '/tables/charges/rows/0/0']);
  assert.match(clash.body.error_description.message, /é de outra conta deste banco/);
  assert.deepEqual((await sibling.get('/sandbox/v1/snapshots')).body.snapshots, []);

  // Refusals name what is wrong.
  const newer = await sibling.post('/sandbox/v1/snapshots/import', { ...exported.body, schema: 999 });
  assert.deepEqual([newer.status, newer.body.code], [400, 4900030]);
  const unknownTable = await sibling.post('/sandbox/v1/snapshots/import', { ...exported.body, tables: { mystery: { columns: ['id'], rows: [[1]] } } });
  assert.deepEqual([unknownTable.status, unknownTable.body.code, unknownTable.body.error_description.property], [400, 4900030, '/tables/mystery']);
  const charges = exported.body.tables.charges;
  const objectCell = await sibling.post('/sandbox/v1/snapshots/import', {
    ...exported.body,
    tables: { ...exported.body.tables, charges: { ...charges, rows: [charges.rows[0].map((value: unknown, i: number) => (i === 1 ? { nested: true } : value))] } },
  });
  assert.deepEqual([objectCell.status, objectCell.body.code, objectCell.body.error_description.property], [400, 3500034, '/tables/charges/rows/0/1']);
  const notOne = await sibling.post('/sandbox/v1/snapshots/import', { hello: 'world' });
  assert.equal(notOne.status, 400);

  // A fresh database through the headless command's --seed: the account starts as exported.
  const dir = tempDir(t, 'cobranca-seed-');
  const seedFile = join(dir, 'fixture.json');
  writeFileSync(seedFile, JSON.stringify(exported.body));
  const cli = await startCli(['--port', '0', '--db', join(dir, 'seeded.db'), '--client-id', 'suite', '--client-secret', 'segredo', '--seed', seedFile]);
  try {
    const auth = { authorization: basicAuth('suite', 'segredo') };
    const charge = await request(cli.url, 'GET', `/sandbox/v1/charges/${charge_id}/timeline`, { headers: auth });
    assert.equal(charge.status, 200, JSON.stringify(charge.body));
    const clock = await request(cli.url, 'GET', '/sandbox/v1/clock', { headers: auth });
    const realElapsed = Date.now() - realStart;
    const seededLead = Date.parse(clock.body.now) - Date.parse(exported.body.clock);
    assert.ok(seededLead >= -1000 && seededLead <= realElapsed + 1000, `the seeded clock ${clock.body.now} starts at the exported ${exported.body.clock}`);
    const emails = await request(cli.url, 'GET', '/sandbox/v1/emails', { headers: auth });
    assert.equal(emails.body.emails.length, 1);
    const pdf = await fetch(emails.body.emails[0].attachment_url.replace(/^http:\/\/[^/]+/, cli.url), { headers: auth });
    assert.equal(pdf.status, 200);
    assert.equal((await pdf.arrayBuffer()).byteLength > 1000, true, 'the e-mail attachment came back byte for byte');
    const paid = await request(cli.url, 'POST', '/sandbox/v1/bank/payments', { headers: auth, body: { typed_line: barcode } });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
  } finally {
    cli.child.kill('SIGTERM');
    await cli.exited;
  }

  // A file that is not an export ends the command with one clear line.
  writeFileSync(join(dir, 'bad.json'), '{"format":"something else"}');
  const bad = runCli(['--port', '0', '--db', join(dir, 'bad.db'), '--seed', join(dir, 'bad.json')]);
  const exit = await bad.exited;
  assert.notEqual(exit.code, 0);
  assert.match(bad.output().stderr, /^cobranca-sandbox: seed file .*bad\.json is not a snapshot this sandbox can restore: \/version: /);
  rmSync(dir, { recursive: true, force: true });
});

test('a hand-edited snapshot whose JSON cells do not parse is refused at import, before it could break a read', async () => {
  const api = await sandbox.newAccount();
  await boleto(api);
  const taken = await snapshot(api, 'editado à mão');
  const exported = (await api.get(`/sandbox/v1/snapshots/${taken.snapshot_id}/export`)).body;
  const charges = exported.tables.charges;
  const rows = charges.rows.map((row: unknown[]) => row.map((value, i) => (charges.columns[i] === 'customer' ? '{não é JSON' : value)));
  const imported = await api.post('/sandbox/v1/snapshots/import', { ...exported, tables: { ...exported.tables, charges: { ...charges, rows } } });
  const column = charges.columns.indexOf('customer');
  assert.deepEqual([imported.status, imported.body.code, imported.body.error_description.property], [400, 3500034, `/tables/charges/rows/0/${column}`]);
  assert.match(imported.body.error_description.message, /"customer" guarda JSON/);
});

test('reset leaves no row of the account in any table of the schema, and no row of another account moves', async () => {
  const { db } = sandbox.server.ctx.store;
  const api = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  await fillAccount(api, 'http://127.0.0.1:9/hook');
  await other.createCharge();
  const held = rowsOfAccount(db, api.accountId);
  for (const table of ['charges', 'carnets', 'subscriptions', 'plans', 'notification_events', 'deliveries', 'delivery_attempts', 'emails', 'payment_tokens', 'scheduled_jobs', 'charge_history']) {
    assert.ok(held[table] > 0, `the account holds rows of ${table} before the reset: ${JSON.stringify(held)}`);
  }
  const othersBefore = rowsOfAccount(db, other.accountId);
  assert.equal((await api.post('/sandbox/v1/reset')).status, 200);
  assert.deepEqual(Object.entries(rowsOfAccount(db, api.accountId)).filter(([, count]) => count > 0), []);
  assert.deepEqual(rowsOfAccount(db, other.accountId), othersBefore);
});

test('--seed refuses a hostile file: a non-zero exit and one line on stderr naming the JSON pointer', async () => {
  const api = await sandbox.newAccount();
  await boleto(api);
  const taken = await snapshot(api, 'fixture');
  const file = (await api.get(`/sandbox/v1/snapshots/${taken.snapshot_id}/export`)).body;
  const charges = file.tables.charges;
  const withCell = (name: string, change: (value: unknown) => unknown) => {
    const index = charges.columns.indexOf(name);
    const rows = charges.rows.map((row: unknown[], i: number) => (i === 0 ? row.map((value, j) => (j === index ? change(value) : value)) : row));
    return { file: { ...file, tables: { ...file.tables, charges: { ...charges, rows } } }, pointer: `/tables/charges/rows/0/${index}` };
  };
  const jobs = file.tables.scheduled_jobs;
  const hostile = [
    withCell('items', () => '[null]'),
    withCell('billet', (billet) => JSON.stringify({ ...JSON.parse(billet as string), expireAt: '2026-02-31' })),
    {
      file: { ...file, tables: { ...file.tables, scheduled_jobs: { ...jobs, rows: jobs.rows.map((row: unknown[]) => row.map((value, j) => (jobs.columns[j] === 'kind' ? 'charge.explode' : value))) } } },
      pointer: `/tables/scheduled_jobs/rows/0/${jobs.columns.indexOf('kind')}`,
    },
  ];
  const dir = mkdtempSync(join(tmpdir(), 'cobranca-seed-'));
  try {
    for (const [index, { file: document, pointer }] of hostile.entries()) {
      const seedFile = join(dir, `hostile-${index}.json`);
      writeFileSync(seedFile, JSON.stringify(document));
      const run = runCli(['--port', '0', '--db', join(dir, `hostile-${index}.db`), '--seed', seedFile]);
      const exit = await run.exited;
      const { stdout, stderr } = run.output();
      assert.notEqual(exit.code, 0, `${pointer}: ${stdout}`);
      assert.doesNotMatch(stdout, /listening on/, 'no server started');
      assert.equal(stderr.trimEnd().split('\n').length, 1, `one line: ${stderr}`);
      assert.ok(stderr.startsWith(`cobranca-sandbox: seed file ${seedFile} is not a snapshot this sandbox can restore: ${pointer}: `), stderr);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a snapshot kept before imports were checked is checked at its first restore: a hostile one is refused and the account stays as it was', async () => {
  const api = await sandbox.newAccount();
  const { charge_id } = await boleto(api);
  const taken = await snapshot(api, 'antigo');
  const file = (await api.get(`/sandbox/v1/snapshots/${taken.snapshot_id}/export`)).body;
  const charges = file.tables.charges;
  const status = charges.columns.indexOf('status');
  const hostile = { ...file, tables: { ...file.tables, charges: { ...charges, rows: charges.rows.map((row: unknown[]) => row.map((value, i) => (i === status ? '' : value))) } } };
  // As an earlier version kept an import: the document as it came, not marked as checked.
  const { lastInsertRowid } = sandbox.server.ctx.store.db
    .prepare('INSERT INTO snapshots (account_id, name, created_at, document) VALUES (?, ?, ?, ?)')
    .run(api.accountId, 'importado antes', hostile.created_at, JSON.stringify(hostile));
  const refused = await api.post(`/sandbox/v1/snapshots/${lastInsertRowid}/restore`);
  assert.deepEqual([refused.status, refused.body.code, refused.body.error_description.property], [400, 3500034, `/tables/charges/rows/0/${status}`]);
  assert.equal((await api.get(`/v1/charge/${charge_id}`)).body.data.status, 'waiting');
  // The sound one it was made from restores (and is not checked again: it was taken here).
  assert.equal((await api.post(`/sandbox/v1/snapshots/${taken.snapshot_id}/restore`)).status, 200);
});

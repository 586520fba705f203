// Issue 27 §2's proof: a session recorded through real HTTP (a boleto with fine and interest paid
// late after a clock advance, a card charge, callbacks received, a refused call), exported as a
// node:test file, passes twenty times in a row on fresh sandboxes — each run starts its own
// through cobranca-sandbox/testing — and fails once the fine it relied on is changed in the file.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { symlinkSync, writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startSandbox, listDeliveries, type ApiClient } from '../helpers/sandbox.ts';
import { startReceiver, waitFor } from '../helpers/receiver.ts';
import { businessDueDate } from '../helpers/business-days.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { daysBetween } from '../../server/domain/dates.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50, fetchGraceMs: 10 } });
after(() => sandbox.close());
const receiver = await startReceiver(200);
after(() => receiver.close());

/** A custom_id no generated file may choke on: quotes of every kind, a template, a line separator. */
export const HOSTILE_CUSTOM_ID = 'pedido "1" \'2\' `3` ${process.exit(7)} """ \\ \u2028 é 😀';
const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billingAddress = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };

/** The session: what an integrator does with the sandbox, through its API and the world actions. */
export async function recordSession(api: ApiClient, notificationUrl: string): Promise<{ recordingId: number; boletoId: number }> {
  const started = await api.post('/sandbox/v1/recordings');
  assert.equal(started.status, 201, JSON.stringify(started.body));
  const recordingId = started.body.id as number;

  const today = ((await api.get('/sandbox/v1/clock')).body.now as string).slice(0, 10);
  const expireAt = businessDueDate(today, 1);
  const boleto = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Mensalidade', value: 10000, amount: 1 }],
    metadata: { custom_id: HOSTILE_CUSTOM_ID, notification_url: notificationUrl },
    payment: { banking_billet: { expire_at: expireAt, customer: { name: customer.name, cpf: customer.cpf }, configurations: { fine: 200, interest: 33 } } },
  });
  assert.equal(boleto.status, 200, JSON.stringify(boleto.body));
  const boletoId = boleto.body.data.charge_id as number;
  // The dashboard's read of the typed line: not part of the session.
  const typedLine = (await api.get(`/sandbox/v1/charges/${boletoId}/timeline`)).body.boleto.typed_line as string;
  assert.equal((await api.post('/sandbox/v1/clock/advance', { days: daysBetween(today, expireAt) + 10 })).status, 200);
  const paid = await api.post('/sandbox/v1/bank/payments', { typed_line: typedLine });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.ok(paid.body.value > 10000, 'paid late: with its fine and interest');

  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === 'visa' && c.outcome === 'approved')!;
  const token = await api.post('/sandbox/v1/payment-tokens', { brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year });
  assert.equal(token.status, 200, JSON.stringify(token.body));
  const charged = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Produto', value: 5990, amount: 1 }],
    metadata: { notification_url: notificationUrl },
    payment: { credit_card: { customer, billing_address: billingAddress, payment_token: token.body.payment_token } },
  });
  assert.equal(charged.status, 200, JSON.stringify(charged.body));
  assert.equal((await api.get('/v1/charge/999999999')).status, 404, 'a refused call is recorded with its status');

  await waitFor(async () => {
    const deliveries = await listDeliveries(api);
    return deliveries.length >= 3 && deliveries.every((d) => d.state !== 'pending');
  }, 'every callback delivered');
  const stopped = await api.post(`/sandbox/v1/recordings/${recordingId}/stop`);
  assert.equal(stopped.status, 200, JSON.stringify(stopped.body));
  return { recordingId, boletoId };
}

/** The environment of a child `node --test`: without the runner's own mark, which would make it report to us. */
export function childEnv(): NodeJS.ProcessEnv {
  const { NODE_TEST_CONTEXT: _mark, NODE_OPTIONS: _options, ...env } = process.env;
  return env;
}

/** A folder where `import 'cobranca-sandbox/testing'` finds this checkout's built package. */
export function consumerFolder(scope: { after(fn: () => void): unknown }): string {
  const dir = tempDir(scope, 'recording-export-');
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(resolve('.'), join(dir, 'node_modules', 'cobranca-sandbox'), 'dir');
  return dir;
}

test('an exported node:test file replays the session: twenty passes on fresh sandboxes, a failure once the fine changes', async (t) => {
  const api = await sandbox.newAccount();
  const { recordingId, boletoId } = await recordSession(api, receiver.url);

  const view = (await api.get(`/sandbox/v1/recordings/${recordingId}`)).body;
  assert.equal(view.status, 'stopped');
  assert.deepEqual(
    view.outcome.charges.map((c: { id: number; status: string }) => [c.id, c.status]),
    [[boletoId, 'paid'], [boletoId + 1, 'approved']].filter(([id]) => view.outcome.charges.some((c: { id: number }) => c.id === id)),
  );
  assert.ok(view.outcome.callbacks.some((c: { charge_id: number; status: string; value: number | null }) => c.charge_id === boletoId && c.status === 'paid' && c.value! > 10000));

  const exported = await fetch(`${sandbox.url}/sandbox/v1/recordings/${recordingId}/export?format=node`, { headers: { authorization: `Bearer ${api.token}` } });
  assert.equal(exported.status, 200);
  assert.equal(exported.headers.get('content-disposition'), `attachment; filename="recording-${recordingId}.test.mjs"`);
  const source = await exported.text();
  assert.doesNotMatch(source, /process\.exit\(7\)[^\\]*\n/, 'the hostile custom_id is a string, not code');
  assert.match(source, /fine: 200/);

  const dir = consumerFolder(t);
  const runs = 20;
  const files = Array.from({ length: runs }, (_, i) => join(dir, `replay-${String(i + 1).padStart(2, '0')}.test.mjs`));
  for (const file of files) writeFileSync(file, source);
  const startedAt = Date.now();
  const passing = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=tap', ...files], { cwd: dir, env: childEnv(), encoding: 'utf8', timeout: 600_000 });
  t.diagnostic(`${runs} replays in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  assert.equal(passing.status, 0, passing.stdout.slice(-4000) + passing.stderr.slice(-2000));
  assert.match(passing.stdout, new RegExp(`# pass ${runs}\\n`));

  // A rule the session relied on changes: a 3% fine instead of 2%. The replay must say so.
  const changed = join(dir, 'changed-fine.test.mjs');
  writeFileSync(changed, source.replace('fine: 200', 'fine: 300'));
  assert.notEqual(readFileSync(changed, 'utf8'), source);
  const failing = spawnSync(process.execPath, ['--test', '--test-reporter=tap', changed], { cwd: dir, env: childEnv(), encoding: 'utf8', timeout: 120_000 });
  assert.notEqual(failing.status, 0, 'the replay with another fine fails');
  assert.match(failing.stdout, /value announced by the paid callback of charge/);
});

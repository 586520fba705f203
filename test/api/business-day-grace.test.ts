// A boleto due on a Sunday, over real HTTP: on Monday (the next business day) it is still
// `waiting`, the bank quote and the Bolix Pix payload's valor.final are its face value with the
// conditional discount, and the bank takes that; on Tuesday it is `unpaid` and costs the fine plus
// interest counted from Sunday. Lei 7.089/1983 art. 1; docs/fidelity.md, "The bank calendar".
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { parsePix, hasError } from 'pix-utils';
import { request, startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { addDays } from '../../server/domain/dates.ts';
import { isBusinessDay, nonBusinessReason } from '../../server/domain/bank-calendar.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());

const customer = { name: 'Maria da Silva', cpf: '52998224725' };
const todayOf = async (api: ApiClient): Promise<string> => (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);

/** The first Sunday at least 3 days ahead whose Monday is a business day (whatever day the suite runs). */
function nextPlainSunday(today: string): string {
  let day = addDays(today, 3);
  while (!(new Date(`${day}T12:00:00Z`).getUTCDay() === 0 && isBusinessDay(addDays(day, 1)))) day = addDays(day, 1);
  return day;
}

async function issueDueOnSunday(api: ApiClient) {
  const sunday = nextPlainSunday(await todayOf(api));
  assert.equal(nonBusinessReason(sunday), 'weekend');
  const issued = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Mensalidade', value: 15000 }],
    payment: {
      banking_billet: {
        expire_at: sunday,
        customer,
        configurations: { fine: 200, interest: 33 },
        conditional_discount: { type: 'percentage', value: 500, until_date: sunday },
      },
    },
  });
  assert.equal(issued.status, 200, JSON.stringify(issued.body));
  return { sunday, boleto: issued.body.data as { charge_id: number; barcode: string; pix: { qrcode: string } } };
}

/** valor of the cobv a payer's bank fetches for payment day `dpp` (the JWS's payload; bolix-pay.test.ts checks its signature). */
async function cobvValor(qrcode: string, dpp: string) {
  const parsed = parsePix(qrcode);
  assert.ok(!hasError(parsed) && parsed.type === 'DYNAMIC');
  const answer = await request(sandbox.url, 'GET', `${parsed.url.replace(/^[^/]+/, '')}?DPP=${dpp}`);
  assert.equal(answer.status, 200, String(answer.body));
  return JSON.parse(Buffer.from(String(answer.body).split('.')[1], 'base64url').toString('utf8')).valor;
}

const statusOf = async (api: ApiClient, id: number) => (await api.get(`/v1/charge/${id}`)).body.data.status;

test('due Sunday, paid Monday: still waiting, face value less the conditional discount, no fine or interest', async () => {
  const api = await sandbox.newAccount();
  const { sunday, boleto } = await issueDueOnSunday(api);
  const monday = addDays(sunday, 1);
  await api.post('/sandbox/v1/clock/advance', { to: `${monday} 12:00:00` });
  assert.equal(await statusOf(api, boleto.charge_id), 'waiting', 'not overdue on the grace day');

  const quote = (await api.get(`/sandbox/v1/bank/quote/${boleto.charge_id}`)).body;
  assert.deepEqual(quote, { charge_id: boleto.charge_id, base: 15000, discount: 750, fine: 0, interest: 0, total: 14250, daysLate: 0, paid_at: monday });
  const valor = await cobvValor(boleto.pix.qrcode, monday);
  assert.deepEqual([valor.multa, valor.juros, valor.desconto, valor.final], ['0.00', '0.00', '7.50', '142.50']);

  const paid = await api.post('/sandbox/v1/bank/payments', { typed_line: boleto.barcode });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.deepEqual([paid.body.status, paid.body.value, paid.body.received_by_bank_at], ['paid', 14250, monday]);
});

test('due Sunday, paid Tuesday: unpaid since Tuesday 00:00, fine once and two days of interest from Sunday', async () => {
  const api = await sandbox.newAccount();
  const { sunday, boleto } = await issueDueOnSunday(api);
  const tuesday = addDays(sunday, 2);
  await api.post('/sandbox/v1/clock/advance', { to: `${addDays(sunday, 1)} 23:59:59` });
  assert.equal(await statusOf(api, boleto.charge_id), 'waiting');
  await api.post('/sandbox/v1/clock/advance', { to: `${tuesday} 00:00:00` });
  assert.equal(await statusOf(api, boleto.charge_id), 'unpaid');

  // R$ 150,00 + 2 % (R$ 3,00) + 0,033 % × 2 days (R$ 0,099 → R$ 0,10); the discount is gone.
  const valor = await cobvValor(boleto.pix.qrcode, tuesday);
  assert.deepEqual([valor.multa, valor.juros, valor.desconto, valor.final], ['3.00', '0.10', '0.00', '153.10']);
  const paid = await api.post('/sandbox/v1/bank/payments', { charge_id: boleto.charge_id });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.deepEqual([paid.body.value, paid.body.breakdown.fine, paid.body.breakdown.interest, paid.body.breakdown.daysLate], [15310, 300, 10, 2]);
});

test('days_to_write_off 0 on a Sunday due date: the bank still takes it on Monday, not on Tuesday', async () => {
  const api = await sandbox.newAccount();
  const sunday = nextPlainSunday(await todayOf(api));
  const issued = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Mensalidade', value: 15000 }],
    payment: { banking_billet: { expire_at: sunday, customer, configurations: { days_to_write_off: 0 } } },
  });
  assert.equal(issued.status, 200, JSON.stringify(issued.body));
  const id = issued.body.data.charge_id;
  await api.post('/sandbox/v1/clock/advance', { to: `${addDays(sunday, 2)} 12:00:00` });
  const refused = await api.post('/sandbox/v1/bank/payments', { charge_id: id });
  assert.equal(refused.status, 400);
  assert.equal(refused.body.code, 4900003, 'written off after Monday');
  const monday = await api.post('/sandbox/v1/bank/payments', { charge_id: id, paid_at: addDays(sunday, 1) });
  assert.equal(monday.status, 200, JSON.stringify(monday.body));
  assert.equal(monday.body.value, 15000);
});

test('an overdue job an older version scheduled for the grace day (a snapshot) moves itself to the day after', async () => {
  const api = await sandbox.newAccount();
  const { sunday, boleto } = await issueDueOnSunday(api);
  const taken = (await api.post('/sandbox/v1/snapshots', { name: 'antes da regra' })).body;
  const exported = (await api.get(`/sandbox/v1/snapshots/${taken.snapshot_id}/export`)).body;
  // As the previous rule scheduled it: 00:00 (Brasília, UTC−3) of the day after the due date.
  const jobs = exported.tables.scheduled_jobs;
  const [dueAt, kind, subject] = ['due_at_ms', 'kind', 'subject_id'].map((column) => jobs.columns.indexOf(column));
  const job = jobs.rows.find((row: unknown[]) => row[kind] === 'charge.overdue' && row[subject] === boleto.charge_id);
  job[dueAt] = Date.parse(`${addDays(sunday, 1)}T03:00:00Z`);

  // Kept as a snapshot of the same account, then restored: the account as that older version left it.
  const imported = await api.post('/sandbox/v1/snapshots/import', exported);
  assert.equal(imported.status, 200, JSON.stringify(imported.body));
  assert.equal((await api.post(`/sandbox/v1/snapshots/${imported.body.snapshot_id}/restore`)).status, 200);
  const schedule = (await api.get('/sandbox/v1/schedule')).body.jobs;
  assert.deepEqual(
    schedule.filter((j: { kind: string }) => j.kind === 'charge.overdue').map((j: { due_at: string }) => j.due_at),
    [`${addDays(sunday, 1)} 00:00:00`],
    'the old rule\'s day is what the account now holds',
  );
  await api.post('/sandbox/v1/clock/advance', { to: `${addDays(sunday, 1)} 12:00:00` });
  assert.equal(await statusOf(api, boleto.charge_id), 'waiting', 'still payable at face value on Monday');
  const advanced = await api.post('/sandbox/v1/clock/advance', { to: `${addDays(sunday, 2)} 00:00:00` });
  assert.deepEqual(advanced.body.summary, [{ kind: 'charge.overdue', count: 1, subjects: [boleto.charge_id] }]);
  assert.equal(await statusOf(api, boleto.charge_id), 'unpaid');
});

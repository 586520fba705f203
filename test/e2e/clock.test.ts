// The clock page in a real Chromium: a failing webhook's retries walked five minutes at a time
// (the summary names the failed callback and links to its delivery; the receiver hears each
// retry), "até a próxima tarefa" landing on the time the schedule shows, "+1 mês" from 31/01
// landing on the last day of February, "até a data e hora" picked from the calendar, and a job
// that throws: reported by the advance with its error, parked, retried from the page.
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { listDeliveries } from '../helpers/sandbox.ts';
import { waitFor } from '../helpers/receiver.ts';
import { browserSuite } from './suite.ts';
import { createBoleto, expectNoSeriousAxeViolations, today } from './helpers.ts';

const suite = await browserSuite();
const receiver = await suite.receiver(500);

const br = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const brDateTime = (stamp: string) => `${br(stamp)} ${stamp.slice(11, 16)}`;

suite.test('a webhook answering 500: +5 min steps drive its retries, and the summary links to the failed delivery', async ({ account, open }) => {
  const api = await account('Loja do webhook quebrado');
  const id = await createBoleto(api);
  // Only the payment is notified: the URL is set after the boleto's own events.
  assert.equal((await api.put(`/v1/charge/${id}/metadata`, { notification_url: receiver.url })).status, 200);
  const before = receiver.calls.length;
  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: id })).status, 200);
  const delivery = await waitFor(async () => (await listDeliveries(api)).find((d) => d.attempts.length === 1 && d.next_attempt_at), 'the first attempt, failed');
  assert.equal(receiver.calls.length, before + 1);

  const dashboard = await open(api, '#/relogio');
  const { page, clock } = dashboard;
  try {
    const schedule = clock.schedule;
    await schedule.getByRole('link', { name: `Entrega #${delivery.id}` }).waitFor();
    const summary = clock.summary;

    // 5 minutes on: the first retry, failed again.
    await clock.button('+5 min').click();
    await clock.advanced(1).waitFor();
    const failed = clock.summaryLine('1 callback com falha');
    await failed.waitFor();
    const link = failed.getByRole('link', { name: `Entrega #${delivery.id}` });
    assert.equal(await link.getAttribute('href'), `#/webhooks/${delivery.id}`);
    assert.equal(receiver.calls.length, before + 2, 'the receiver saw the first retry');
    assert.equal(receiver.calls.at(-1)!.token, delivery.token);
    await dashboard.screenshot('clock-after-retry-1440.png', { fullPage: true });

    // The next retry waits 10 minutes: 5 more run nothing, 5 after that send it.
    await clock.button('+5 min').click();
    await summary.getByText('Nada vencia neste intervalo.').waitFor();
    assert.equal(receiver.calls.length, before + 2);
    await clock.button('+5 min').click();
    await clock.summaryLine('1 callback com falha').getByRole('link', { name: `Entrega #${delivery.id}` }).waitFor();
    assert.equal(receiver.calls.length, before + 3, 'the receiver saw the second retry');
    const attempts = (await api.get(`/sandbox/v1/deliveries/${delivery.id}`)).body.attempts;
    assert.deepEqual(attempts.map((a: { status_code: number }) => a.status_code), [500, 500, 500]);

    // The receiver is fixed: the next retry (20 minutes on) is sent, and reads so.
    receiver.reply = 200;
    await clock.button('+1 h').click();
    // Answered 2xx but its token never fetched, it is notified again 40 minutes later, inside the hour
    // too (once its 2 s fetch grace is over): one delivery, counted once and linked, in two attempts.
    const sent = clock.summaryLine('1 callback enviado em 2 tentativas');
    await sent.waitFor();
    assert.deepEqual(await sent.getByRole('link').allTextContents(), [`Entrega #${delivery.id}`], 'every delivery counted is linked');
    await expectNoSeriousAxeViolations(page, 'the clock page after an advance', '.page');
  } finally {
    receiver.reply = 500;
  }
});

suite.test('"até a próxima tarefa" lands on the time the schedule shows; with nothing scheduled it is disabled and says why', async ({ account, open }) => {
  const api = await account();
  const dashboard = await open(api, '#/relogio');
  const { clock } = dashboard;
  const nextJob = clock.button('Até a próxima tarefa');
  await clock.nothingNext.waitFor();
  assert.equal(await nextJob.isDisabled(), true);

  const id = await createBoleto(api, { expireInDays: 3 });
  const [job] = (await api.get('/sandbox/v1/schedule?limit=1')).body.jobs;
  assert.equal(job.subject_id, id);
  const shown = clock.nextJob;
  await shown.getByText(brDateTime(job.due_at)).waitFor();
  assert.match(await shown.innerText(), /Boleto vence/);
  await clock.schedule.getByRole('row').filter({ hasText: `Cobrança #${id}` }).getByText(brDateTime(job.due_at)).waitFor();

  await nextJob.click();
  await dashboard.toast(`para ${brDateTime(job.due_at)}`).waitFor();
  const overdue = clock.summaryLine('1 boleto vencido');
  assert.equal(await overdue.getByRole('link', { name: `Cobrança #${id}` }).getAttribute('href'), `#/cobrancas/${id}`);
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'unpaid');
  await clock.nothingNext.waitFor();
  assert.equal(await nextJob.isDisabled(), true);
});

suite.test('a boleto paid from its page is no longer the next task: the clock offers the one still owed', async ({ account, open }) => {
  const api = await account('Boleto pago antes do vencimento');
  const paid = await createBoleto(api, { expireInDays: 3 });
  const owed = await createBoleto(api, { expireInDays: 10 });
  const dashboard = await open(api, `#/cobrancas/${paid}`);
  const { clock } = dashboard;
  await dashboard.charges.heading(paid).waitFor();
  await dashboard.charges.payAtBank(paid);
  assert.equal((await api.get(`/v1/charge/${paid}`)).body.data.status, 'paid');

  await dashboard.section('clock');
  const [job] = (await api.get('/sandbox/v1/schedule?limit=1')).body.jobs;
  assert.deepEqual([job.kind, job.subject_id], ['charge.overdue', owed]);
  const shown = clock.nextJob;
  await shown.getByText(brDateTime(job.due_at)).waitFor();
  const schedule = clock.schedule;
  await schedule.getByRole('link', { name: `Cobrança #${owed}` }).waitFor();
  assert.equal(await schedule.getByRole('link', { name: `Cobrança #${paid}` }).count(), 0, 'the paid boleto has nothing left to fall due');

  await clock.button('Até a próxima tarefa').click();
  await dashboard.toast(`para ${brDateTime(job.due_at)}`).waitFor();
  const overdue = clock.summaryLine('1 boleto vencido');
  await overdue.getByRole('link', { name: `Cobrança #${owed}` }).waitFor();
  assert.equal((await api.get(`/v1/charge/${paid}`)).body.data.status, 'paid');
});

suite.test('"+1 mês" from 31/01 lands on the last day of February', async ({ account, open }) => {
  const api = await account();
  await api.post('/sandbox/v1/clock/advance', { to: '2027-01-31 10:00:00' });
  const dashboard = await open(api, '#/relogio');
  const { clock } = dashboard;
  await clock.button('+1 mês').click();
  await dashboard.toast(/de 31\/01\/2027 10:00 para 28\/02\/2027 10:00/).waitFor();
  assert.match((await api.get('/sandbox/v1/clock')).body.now, /^2027-02-28 10:00/);
});

suite.test('"até a data e hora": a day picked from the calendar and a time, in a browser set to English', async ({ account, open }) => {
  const api = await account();
  const start = await today(api);
  // Not the dashboard's usual pt-BR browser: the field must not follow the browser's locale.
  const dashboard = await open(api, '#/relogio', { foreign: true });
  const { clock } = dashboard;
  // An empty date is refused at the field, in Portuguese; nothing is sent.
  await clock.advanceToDate.click();
  await dashboard.text('Informe a data (DD/MM/AAAA).').waitFor();
  assert.equal((await api.get('/sandbox/v1/clock')).body.now.slice(0, 10), start);

  await clock.openCalendar.click();
  const calendar = clock.calendar;
  assert.deepEqual(await calendar.getByRole('columnheader').allInnerTexts(), ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
  await calendar.getByRole('button', { name: 'Próximo mês' }).click();
  const target = `${addMonthsTo(start, 1).slice(0, 8)}15`;
  await calendar.getByRole('button', { name: new RegExp(`, 15 de ${MONTH_NAMES[Number(target.slice(5, 7)) - 1]} de ${target.slice(0, 4)}$`) }).click();
  assert.equal(await clock.dateField.inputValue(), br(target));
  await clock.timeField.fill('0830');
  assert.equal(await clock.timeField.inputValue(), '08:30');
  await clock.advanceToDate.click();
  await dashboard.toast(`para ${br(target)} 08:30`).waitFor();
  assert.equal((await api.get('/sandbox/v1/clock')).body.now.slice(0, 16), `${target} 08:30`);
});

const MONTH_NAMES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** The first of the month `months` after `iso`'s. */
function addMonthsTo(iso: string, months: number): string {
  const d = new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1 + months, 1));
  return d.toISOString().slice(0, 10);
}

suite.test('a job that throws: the advance names it with its error, the page lists it as parked, and "Tentar de novo" puts it back', async ({ account, open }) => {
  const api = await account('Loja da tarefa quebrada');
  // A Tuesday: the boleto due today falls overdue at the next midnight (a Sunday due date would wait for Monday's grace).
  await api.post('/sandbox/v1/clock/advance', { to: '2041-03-12 10:00:00' });
  const boleto = await createBoleto(api, { expireInDays: 0 });
  // A job of a kind no code runs, written into the server's own file as a damaged database would have it.
  const db = new Database(suite.sandbox.dbFile, { timeout: 10_000 });
  const jobId = Number(
  db.prepare("INSERT INTO scheduled_jobs (account_id, due_at_ms, kind, subject_id) VALUES (?, ?, 'invoice.remind', 7)")
    .run(api.accountId, Date.parse('2041-03-12T10:30:00-03:00')).lastInsertRowid,
  );
  db.close();

  const dashboard = await open(api, '#/relogio');
  const { page, clock } = dashboard;
  await clock.button('+1 dia').click();
  await clock.advanced(4).waitFor();
  const summary = clock.summary;
  await clock.summaryLine('1 boleto vencido').getByRole('link', { name: `Cobrança #${boleto}` }).waitFor();
  await clock.summaryLine('2 tentativas de tarefa falharam').waitFor();
  const parkedEntry = summary.getByRole('list', { name: '1 tarefa parada' }).getByRole('listitem');
  assert.equal((await parkedEntry.textContent())?.trim(), `Tarefa #${jobId}: unknown job kind invoice.remind`);

  const parked = clock.parked;
  const row = parked.getByRole('row').filter({ hasText: `tarefa #${jobId}` });
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', /12\/03\/2041 10:50.*invoice\.remind.*#7.*unknown job kind invoice\.remind.*3 tentativas/);
  await dashboard.screenshot('clock-parked-job-1440.png', { fullPage: true });
  await expectNoSeriousAxeViolations(page, 'the clock page with a parked job', '.page');

  // Retried, it is due at once: the background runner takes it, it fails again, and the page follows.
  await row.getByRole('button', { name: `Tentar de novo a tarefa #${jobId}` }).click();
  const schedule = clock.schedule;
  await schedule.getByRole('row').filter({ hasText: 'Falhou 1 vez de 3: unknown job kind invoice.remind' }).waitFor();
  await parked.waitFor({ state: 'detached' });
});

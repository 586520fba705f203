// The Webhooks page against a real failing receiver: the clock moves so that retries happen, the
// page lists the delivery with "tentativa k de n" and the next attempt, its detail groups the
// attempts (collapsed, each opening onto the POST with the token and the receiver's 500), a
// replay's toast says what the receiver answered to it, and the charge's timeline folds the
// attempts under one line that links here.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerResponse } from 'node:http';
import { listDeliveries, startSandbox } from '../helpers/sandbox.ts';
import { startReceiver, waitFor, type ReceivedCall } from '../helpers/receiver.ts';
import { assertDashboardBuilt, launchBrowser, openDashboard } from './helpers.ts';

const SHOTS = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
const receiver = await startReceiver(500);
after(async () => {
  await browser.close();
  await receiver.close();
  await sandbox.close();
});

const RECEIVER_ERROR = 'Erro interno do lojista: pedido 991 não encontrado';

/** The integrator's broken webhook: a 500 with a body and a header of its own. */
function failing(_call: ReceivedCall, res: ServerResponse) {
  res.statusCode = 500;
  res.setHeader('x-lojista', 'loja-azul');
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(RECEIVER_ERROR);
}

/** "2026-11-21 16:40:05" → "21/11/2026 16:40", as the page shows virtual times. */
const shown = (at: string) => `${at.slice(8, 10)}/${at.slice(5, 7)}/${at.slice(0, 4)} ${at.slice(11, 16)}`;

suite.test('a failing receiver: the delivery with its attempts, each exchange inside, and a replay that tells the real outcome', async ({ account, open }) => {
  const api = await account('Loja dos webhooks');
  receiver.reply = failing;
  const chargeId = await api.createCharge({ items: [{ name: 'Pedido 991', value: 4990, amount: 1 }], metadata: { notification_url: receiver.url } });
  await waitFor(async () => (await listDeliveries(api, `?charge_id=${chargeId}`))[0]?.attempts.length === 1, 'the first attempt');
  // 5, 10 and 20 minutes after it: three retries, and the next one 40 minutes later.
  await api.post('/sandbox/v1/clock/advance', { minutes: 36 });
  const [delivery] = await listDeliveries(api, `?charge_id=${chargeId}`);
  assert.equal(delivery.attempts.length, 4);
  assert.equal(receiver.calls.length, 4);

  const dashboard = await open(api, '#/webhooks');
  const { page } = dashboard;
  const table = page.getByRole('grid', { name: 'Entregas de callbacks' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `#${delivery.id}`, exact: true }) });
  await row.getByText('tentativa 4 de 10').waitFor();
  await row.getByText(`próxima ${shown(delivery.next_attempt_at)}`).waitFor();
  await row.getByText('HTTP 500').waitFor();
  await row.getByText(RECEIVER_ERROR).waitFor();
  await row.getByText('agendada', { exact: true }).waitFor();
  await row.locator('code', { hasText: 'pending' }).waitFor();
  assert.equal(await row.getByRole('gridcell').last().innerText(), 'não', 'the token was never fetched');
  assert.equal(await row.getByRole('link', { name: `Cobrança #${chargeId}` }).getAttribute('href'), `#/cobrancas/${chargeId}`);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}webhooks-1440.png` });

  // Filters: a URL that matches nothing empties the table; part of the receiver's URL brings it back.
  const urlFilter = page.getByLabel('URL', { exact: true });
  await urlFilter.fill('outro-servidor.example');
  await page.getByText('Nenhuma entrega com este filtro.').waitFor();
  await urlFilter.fill(new URL(receiver.url).host);
  await row.waitFor();
  await page.getByLabel('Estado').selectOption('acknowledged');
  await page.getByText('Nenhuma entrega com este filtro.').waitFor();
  await page.getByLabel('Estado').selectOption('pending');
  await row.waitFor();

  // The detail groups the four attempts, each collapsed to one line.
  await row.getByRole('link', { name: `#${delivery.id}`, exact: true }).click();
  const detail = page.getByRole('article', { name: `Entrega #${delivery.id}` });
  const attempts = detail.getByRole('region', { name: 'Tentativas' }).getByRole('group');
  await attempts.nth(3).waitFor();
  assert.equal(await attempts.count(), 4);
  for (let i = 0; i < 4; i++) {
    const summary = attempts.nth(i).locator('summary');
    assert.match(await summary.innerText(), new RegExp(`^Tentativa ${i + 1}\\s+${shown(delivery.attempts[i].at)}:\\d\\d\\s+HTTP 500`));
    assert.equal(await attempts.nth(i).evaluate((el) => (el as HTMLDetailsElement).open), false, 'collapsed');
  }
  const requestBody = detail.getByLabel('corpo da requisição da tentativa 2', { exact: true });
  assert.equal(await requestBody.isVisible(), false);

  // Opening one shows what was POSTed — the token — and what the receiver answered.
  await attempts.nth(1).locator('summary').click();
  assert.equal(await requestBody.innerText(), `notification=${delivery.token}`);
  assert.equal(receiver.calls[1].body, `notification=${delivery.token}`, 'what the receiver got');
  assert.match(await detail.getByLabel('cabeçalhos da requisição da tentativa 2', { exact: true }).innerText(), /content-type: application\/x-www-form-urlencoded/);
  assert.equal(await detail.getByLabel('corpo da resposta da tentativa 2', { exact: true }).innerText(), RECEIVER_ERROR);
  assert.match(await detail.getByLabel('cabeçalhos da resposta da tentativa 2', { exact: true }).innerText(), /x-lojista: loja-azul/);
  await detail.getByLabel('corpo da resposta da tentativa 2', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}webhooks-detail-1440.png` });

  // Replay against the still-failing receiver: the toast says it failed, with the 500.
  const toasts = page.getByRole('status').filter({ hasText: 'Reenvio' });
  await detail.getByRole('button', { name: `Reenviar: entrega #${delivery.id}` }).click();
  await toasts.getByText(`Reenvio da entrega #${delivery.id} falhou: HTTP 500 — ${RECEIVER_ERROR}`).waitFor();
  await attempts.nth(4).getByText('reenvio manual').waitFor();

  // Fixed receiver: the replay succeeds, and says so.
  receiver.reply = 200;
  await detail.getByRole('button', { name: `Reenviar: entrega #${delivery.id}` }).click();
  await page.getByRole('status').getByText(`Callback da entrega #${delivery.id} reenviado: HTTP 200.`).waitFor();
  await attempts.nth(5).locator('summary').getByText('HTTP 200').waitFor();
  await row.getByText('tentativa 6 de 10').waitFor();
});

suite.test('the page follows callbacks live, and the charge timeline folds the attempts under one line that links here', async ({ account, open }) => {
  const api = await account('Loja ao vivo');
  receiver.reply = failing;
  const dashboard = await open(api, '#/webhooks');
  const { page } = dashboard;
  await page.getByText('Nenhum callback ainda.').waitFor();
  const chargeId = await api.createCharge({ items: [{ name: 'Pedido 992', value: 4990, amount: 1 }], metadata: { notification_url: receiver.url } });
  const [delivery] = await waitFor(async () => {
    const found = await listDeliveries(api, `?charge_id=${chargeId}`);
    return found[0]?.attempts.length === 1 ? found : null;
  }, 'the first attempt');
  // No reload: the delivery event brings the row, then the retry's attempt.
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${delivery.id}`, exact: true }) });
  await row.getByText('tentativa 1 de 10').waitFor();
  receiver.reply = 200;
  await api.post('/sandbox/v1/clock/advance', { minutes: 6 });
  await row.getByText('tentativa 2 de 10').waitFor();
  await row.getByText('HTTP 200').waitFor();
  // Fetching the token acknowledges the delivery: the page hears of it too.
  await api.get(`/v1/notification/${delivery.token}`);
  await row.getByText('confirmada').waitFor();
  assert.equal(await row.getByRole('gridcell').last().innerText(), 'sim');

  await page.goto(`${sandbox.url}/?account=${encodeURIComponent(api.clientId)}#/cobrancas/${chargeId}`);
  const timeline = page.getByRole('region', { name: 'Linha do tempo' });
  const line = timeline.getByRole('listitem').filter({ hasText: `Entrega #${delivery.id}` });
  await line.waitFor();
  assert.equal(await timeline.getByRole('listitem').filter({ hasText: 'Callback POST' }).count(), 1, 'one line for the delivery, not one per attempt');
  await line.locator('summary').getByText('2 tentativas').click();
  const folded = line.locator('.tl-attempts li');
  assert.match(await folded.nth(0).innerText(), /^Tentativa 1\s+.*HTTP 500/s, 'the first attempt says its own 500');
  assert.match(await folded.nth(1).innerText(), /^Tentativa 2\s+.*HTTP 200/s);
  mkdirSync(SHOTS, { recursive: true });
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}webhooks-timeline-1440.png` });
  await line.getByRole('link', { name: `Ver a entrega #${delivery.id} em Webhooks` }).click();
  await page.getByRole('article', { name: `Entrega #${delivery.id}` }).waitFor();
  assert.equal(new URL(page.url()).hash, `#/webhooks/${delivery.id}`);
});

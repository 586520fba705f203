// The Webhooks page against a real failing receiver: the clock moves so that retries happen, the
// page lists the delivery with "tentativa k de n" and the next attempt, its detail groups the
// attempts (collapsed, each opening onto the POST with the token and the receiver's 500), a
// replay's toast says what the receiver answered to it, and the charge's timeline folds the
// attempts under one line that links here.
import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { listDeliveries } from '../helpers/sandbox.ts';
import { waitFor, type ReceivedCall } from '../helpers/receiver.ts';
import { browserSuite } from './suite.ts';

const suite = await browserSuite();
const receiver = await suite.receiver(500);

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
  const { webhooks } = dashboard;
  const row = webhooks.grid.getByRole('row').filter({ has: dashboard.idLink(delivery.id) });
  await row.getByText('tentativa 4 de 10').waitFor();
  await row.getByText(`próxima ${shown(delivery.next_attempt_at)}`).waitFor();
  await row.getByText('HTTP 500').waitFor();
  await row.getByText(RECEIVER_ERROR).waitFor();
  await row.getByText('agendada', { exact: true }).waitFor();
  await row.locator('code', { hasText: 'pending' }).waitFor();
  assert.equal(await row.getByRole('gridcell').last().innerText(), 'não', 'the token was never fetched');
  assert.equal(await row.getByRole('link', { name: `Cobrança #${chargeId}` }).getAttribute('href'), `#/cobrancas/${chargeId}`);
  await dashboard.screenshot('webhooks-1440.png');

  // Filters: a URL that matches nothing empties the table; part of the receiver's URL brings it back.
  const urlFilter = webhooks.urlFilter;
  await urlFilter.fill('outro-servidor.example');
  await webhooks.emptyFiltered.waitFor();
  await urlFilter.fill(new URL(receiver.url).host);
  await row.waitFor();
  await webhooks.stateFilter.selectOption('acknowledged');
  await webhooks.emptyFiltered.waitFor();
  await webhooks.stateFilter.selectOption('pending');
  await row.waitFor();

  // The detail groups the four attempts, each collapsed to one line.
  await row.getByRole('link', { name: `#${delivery.id}`, exact: true }).click();
  const detail = webhooks.detail(delivery.id);
  const attempts = webhooks.attempts(detail);
  await attempts.nth(3).waitFor();
  assert.equal(await attempts.count(), 4);
  for (let i = 0; i < 4; i++) {
    const summary = webhooks.summaryOf(attempts.nth(i));
    assert.match(await summary.innerText(), new RegExp(`^Tentativa ${i + 1}\\s+${shown(delivery.attempts[i].at)}:\\d\\d\\s+HTTP 500`));
    assert.equal(await attempts.nth(i).evaluate((el) => (el as HTMLDetailsElement).open), false, 'collapsed');
  }
  const requestBody = webhooks.exchange(detail, 'corpo da requisição', 2);
  assert.equal(await requestBody.isVisible(), false);

  // Opening one shows what was POSTed — the token — and what the receiver answered.
  await webhooks.summaryOf(attempts.nth(1)).click();
  assert.equal(await requestBody.innerText(), `notification=${delivery.token}`);
  assert.equal(receiver.calls[1].body, `notification=${delivery.token}`, 'what the receiver got');
  assert.match(await webhooks.exchange(detail, 'cabeçalhos da requisição', 2).innerText(), /content-type: application\/x-www-form-urlencoded/);
  assert.equal(await webhooks.exchange(detail, 'corpo da resposta', 2).innerText(), RECEIVER_ERROR);
  assert.match(await webhooks.exchange(detail, 'cabeçalhos da resposta', 2).innerText(), /x-lojista: loja-azul/);
  await webhooks.exchange(detail, 'corpo da resposta', 2).scrollIntoViewIfNeeded();
  await dashboard.screenshot('webhooks-detail-1440.png');

  // Replay against the still-failing receiver: the toast says it failed, with the 500.
  const toasts = dashboard.toast('Reenvio');
  await webhooks.replay(detail, delivery.id).click();
  await toasts.getByText(`Reenvio da entrega #${delivery.id} falhou: HTTP 500 — ${RECEIVER_ERROR}`).waitFor();
  await attempts.nth(4).getByText('reenvio manual').waitFor();

  // Fixed receiver: the replay succeeds, and says so.
  receiver.reply = 200;
  await webhooks.replay(detail, delivery.id).click();
  await dashboard.toast(`Callback da entrega #${delivery.id} reenviado: HTTP 200.`).waitFor();
  await webhooks.summaryOf(attempts.nth(5)).getByText('HTTP 200').waitFor();
  await row.getByText('tentativa 6 de 10').waitFor();
});

suite.test('the page follows callbacks live, and the charge timeline folds the attempts under one line that links here', async ({ account, open }) => {
  const api = await account('Loja ao vivo');
  receiver.reply = failing;
  const dashboard = await open(api, '#/webhooks');
  const { page, webhooks, charges } = dashboard;
  await webhooks.empty.waitFor();
  const chargeId = await api.createCharge({ items: [{ name: 'Pedido 992', value: 4990, amount: 1 }], metadata: { notification_url: receiver.url } });
  const [delivery] = await waitFor(async () => {
    const found = await listDeliveries(api, `?charge_id=${chargeId}`);
    return found[0]?.attempts.length === 1 ? found : null;
  }, 'the first attempt');
  // No reload: the delivery event brings the row, then the retry's attempt.
  const row = webhooks.row(delivery.id);
  await row.getByText('tentativa 1 de 10').waitFor();
  receiver.reply = 200;
  await api.post('/sandbox/v1/clock/advance', { minutes: 6 });
  await row.getByText('tentativa 2 de 10').waitFor();
  await row.getByText('HTTP 200').waitFor();
  // Fetching the token acknowledges the delivery: the page hears of it too.
  await api.get(`/v1/notification/${delivery.token}`);
  await row.getByText('confirmada').waitFor();
  assert.equal(await row.getByRole('gridcell').last().innerText(), 'sim');

  await dashboard.goto(`#/cobrancas/${chargeId}`);
  const timeline = charges.timeline();
  const line = webhooks.timelineLine(timeline, delivery.id);
  await line.waitFor();
  assert.equal(await timeline.getByRole('listitem').filter({ hasText: 'Callback POST' }).count(), 1, 'one line for the delivery, not one per attempt');
  await webhooks.summaryOf(line).getByText('2 tentativas').click();
  const folded = webhooks.foldedAttempts(line);
  assert.match(await folded.nth(0).innerText(), /^Tentativa 1\s+.*HTTP 500/s, 'the first attempt says its own 500');
  assert.match(await folded.nth(1).innerText(), /^Tentativa 2\s+.*HTTP 200/s);
  await line.scrollIntoViewIfNeeded();
  await dashboard.screenshot('webhooks-timeline-1440.png');
  await line.getByRole('link', { name: `Ver a entrega #${delivery.id} em Webhooks` }).click();
  await webhooks.detail(delivery.id).waitFor();
  assert.equal(new URL(page.url()).hash, `#/webhooks/${delivery.id}`);
});

// Acting as the world from the dashboard: paying a boleto at the bank (the integrator's webhook
// hears of it) and moving the account's clock until a boleto is overdue.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';
import { startReceiver } from '../helpers/receiver.ts';
import { addDays, assertDashboardBuilt, chargeRow, createBoleto, launchBrowser, openDashboard, today } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
const receiver = await startReceiver(200);
after(async () => {
  await browser.close();
  await receiver.close();
  await sandbox.close();
});

test('paying a boleto at the bank from the dashboard makes it paid and shows the callback', async () => {
  const api = await sandbox.newAccount('Loja do banco');
  // The integrator's webhook: answers 200 and fetches the token, as Efí expects.
  receiver.reply = async (call, res) => {
    await api.get(`/v1/notification/${call.token}`);
    res.statusCode = 200;
    res.end('ok');
  };
  const id = await createBoleto(api, { value: 15000, notificationUrl: receiver.url });
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, `#/cobrancas/${id}`);
  try {
    const detail = page.getByRole('article', { name: `Cobrança #${id}` });
    await detail.waitFor();
    await page.getByRole('button', { name: 'Pagar no banco' }).click();

    const dialog = page.getByRole('dialog', { name: `Pagar no banco — cobrança #${id}` });
    // The amount due on the chosen date is computed before anything is paid.
    await dialog.getByRole('table', { name: /^Valor devido em/ }).getByText('R$\u00a0150,00').first().waitFor();
    assert.equal(await dialog.getByLabel('Valor pago (R$)').inputValue(), '150,00');
    await dialog.getByRole('button', { name: 'Confirmar pagamento de R$\u00a0150,00' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('status').getByText(`Cobrança #${id} paga no banco: R$\u00a0150,00`).waitFor();
    await chargeRow(page, id).getByText('paid', { exact: true }).waitFor();
    const timeline = detail.getByRole('region', { name: 'Linha do tempo' });
    await timeline.getByText('Pagamento confirmado pelo banco').waitFor();
    // Three callbacks (new, waiting, paid), each answered 200 by the receiver.
    const callbacks = timeline.getByRole('listitem').filter({ hasText: 'Callback' }).filter({ hasText: 'HTTP 200' });
    await callbacks.nth(2).waitFor();
    await callbacks.filter({ hasText: receiver.url }).first().waitFor();
    await timeline.getByText('Token consultado').first().waitFor();
    assert.ok(receiver.calls.length >= 3, `the receiver heard ${receiver.calls.length} callbacks`);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('advancing the clock from the dashboard turns an overdue boleto unpaid', async () => {
  const api = await sandbox.newAccount('Loja do relógio');
  const id = await createBoleto(api, { expireInDays: 2 });
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/relogio');
  try {
    // What is scheduled next: this boleto's due date.
    const schedule = page.getByRole('region', { name: 'Próximos agendamentos' });
    await schedule.getByRole('row').filter({ hasText: `Cobrança #${id}` }).getByText('Boleto vence').waitFor();

    await page.getByRole('button', { name: '+1 dia' }).click();
    await page.getByText(/Relógio avançado .* 0 tarefas executadas\./).waitFor();

    await page.getByRole('button', { name: '+1 semana' }).click();
    await page.getByText(/Relógio avançado .* 1 tarefa executada\./).waitFor();
    await schedule.getByText('Nada agendado.').waitFor();

    await page.getByRole('link', { name: /^Cobranças/ }).click();
    await chargeRow(page, id).getByText('unpaid', { exact: true }).waitFor();
    assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'unpaid');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('moving the due date, resending by e-mail, cancelling and settling from the dashboard', async () => {
  const api = await sandbox.newAccount('Loja do balcão');
  const id = await createBoleto(api, { expireInDays: 3 });
  const newDue = addDays(await today(api), 20);
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, `#/cobrancas/${id}`);
  try {
    const detail = page.getByRole('article', { name: `Cobrança #${id}` });
    const timeline = detail.getByRole('region', { name: 'Linha do tempo' });
    await detail.waitFor();

    await detail.getByRole('button', { name: 'Alterar vencimento' }).click();
    let dialog = page.getByRole('dialog', { name: `Alterar vencimento — cobrança #${id}` });
    const [y, m, d] = newDue.split('-');
    await dialog.getByLabel('Novo vencimento').fill(`${d}/${m}/${y}`);
    await dialog.getByRole('button', { name: 'Salvar vencimento' }).click();
    await dialog.waitFor({ state: 'detached' });
    await detail.getByRole('region', { name: 'Boleto' }).getByText(`${d}/${m}/${y}`).waitFor();
    assert.equal((await api.get(`/v1/charge/${id}`)).body.data.payment.banking_billet.expire_at, newDue);

    await detail.getByRole('button', { name: 'Reenviar por e-mail' }).click();
    dialog = page.getByRole('dialog', { name: `Reenviar boleto — cobrança #${id}` });
    assert.equal(await dialog.getByLabel('E-mail do destinatário').inputValue(), 'oldbuck@example.com');
    await dialog.getByRole('button', { name: 'Reenviar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await timeline.getByText('E-mail para oldbuck@example.com').waitFor();

    await detail.getByRole('button', { name: 'Cancelar cobrança' }).click();
    dialog = page.getByRole('dialog', { name: `Cancelar a cobrança #${id}` });
    await dialog.getByRole('button', { name: 'Cancelar cobrança' }).click();
    await dialog.waitFor({ state: 'detached' });
    await chargeRow(page, id).getByText('canceled', { exact: true }).waitFor();

    // A canceled boleto can still be settled by the merchant.
    await detail.getByRole('button', { name: 'Baixar manualmente (settle)' }).click();
    dialog = page.getByRole('dialog', { name: `Baixar a cobrança #${id}` });
    await dialog.getByRole('button', { name: 'Baixar cobrança' }).click();
    await dialog.waitFor({ state: 'detached' });
    await chargeRow(page, id).getByText('paid', { exact: true }).waitFor();
    await timeline.getByText('Cobrança marcada como paga manualmente').waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the clock moves to a chosen date', async () => {
  const api = await sandbox.newAccount();
  const target = addDays(await today(api), 45);
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/relogio');
  try {
    const [y, m, d] = target.split('-');
    await page.getByLabel('Até a data').fill(`${d}/${m}/${y}`);
    await page.getByRole('button', { name: 'Avançar', exact: true }).click();
    await page.getByText(new RegExp(`para ${d}/${m}/${y} 00:00`)).waitFor();
    assert.match((await api.get('/sandbox/v1/clock')).body.now, new RegExp(`^${target} 00:00`));
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

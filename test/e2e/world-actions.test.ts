// Acting as the world from the dashboard: paying a boleto at the bank (the integrator's webhook
// hears of it) and moving the account's clock until a boleto is overdue.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import { addDays, createBoleto, today } from './helpers.ts';

const suite = await browserSuite();
const receiver = await suite.receiver(200);

suite.test('paying a boleto at the bank from the dashboard makes it paid and shows the callback', async ({ account, open }) => {
  const api = await account('Loja do banco');
  // The integrator's webhook: answers 200 and fetches the token, as Efí expects.
  receiver.reply = async (call, res) => {
    await api.get(`/v1/notification/${call.token}`);
    res.statusCode = 200;
    res.end('ok');
  };
  const id = await createBoleto(api, { value: 15000, notificationUrl: receiver.url });
  const dashboard = await open(api, `#/cobrancas/${id}`);
  const { charges } = dashboard;
  const detail = charges.detail(id);
  await detail.waitFor();
  await charges.action('Pagar no banco').click();

  const dialog = charges.bankDialog(id);
  // The amount due on the chosen date is computed before anything is paid.
  await dialog.getByRole('table', { name: /^Valor devido em/ }).getByText('R$\u00a0150,00').first().waitFor();
  assert.equal(await dialog.getByLabel('Valor pago (R$)').inputValue(), '150,00');
  await dialog.getByRole('button', { name: 'Confirmar pagamento de R$\u00a0150,00' }).click();
  await dialog.waitFor({ state: 'detached' });

  await dashboard.toast(`Cobrança #${id} paga no banco: R$\u00a0150,00`).waitFor();
  await charges.statusOf(id, 'paid').waitFor();
  const timeline = charges.timeline(detail);
  await timeline.getByText('Pagamento confirmado pelo banco').waitFor();
  // Three callbacks (new, waiting, paid), each answered 200 by the receiver.
  const callbacks = timeline.getByRole('listitem').filter({ hasText: 'Callback' }).filter({ hasText: 'HTTP 200' });
  await callbacks.nth(2).waitFor();
  await callbacks.filter({ hasText: receiver.url }).first().waitFor();
  await timeline.getByText('Token consultado').first().waitFor();
  assert.ok(receiver.calls.length >= 3, `the receiver heard ${receiver.calls.length} callbacks`);
});

suite.test('advancing the clock from the dashboard turns an overdue boleto unpaid', async ({ account, open }) => {
  const api = await account('Loja do relógio');
  const id = await createBoleto(api, { expireInDays: 2 });
  const dashboard = await open(api, '#/relogio');
  const { clock, charges } = dashboard;
  // What is scheduled next: this boleto's due date.
  await clock.schedule.getByRole('row').filter({ hasText: `Cobrança #${id}` }).getByText('Boleto vence').waitFor();

  await clock.button('+1 dia').click();
  await clock.advanced(0).waitFor();

  await clock.button('+1 semana').click();
  await clock.advanced(1).waitFor();
  await clock.schedule.getByText('Nada agendado.').waitFor();

  await dashboard.section('charges');
  await charges.statusOf(id, 'unpaid').waitFor();
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'unpaid');
});

suite.test('moving the due date, resending by e-mail, cancelling and settling from the dashboard', async ({ account, open }) => {
  const api = await account('Loja do balcão');
  const id = await createBoleto(api, { expireInDays: 3 });
  const newDue = addDays(await today(api), 20);
  const { charges } = await open(api, `#/cobrancas/${id}`);
  const detail = charges.detail(id);
  const timeline = charges.timeline(detail);
  await detail.waitFor();

  await charges.action('Alterar vencimento', detail).click();
  let dialog = charges.dialog(`Alterar vencimento — cobrança #${id}`);
  const [y, m, d] = newDue.split('-');
  await dialog.getByLabel('Novo vencimento').fill(`${d}/${m}/${y}`);
  await dialog.getByRole('button', { name: 'Salvar vencimento' }).click();
  await dialog.waitFor({ state: 'detached' });
  await charges.panel(detail, 'Boleto').getByText(`${d}/${m}/${y}`).waitFor();
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.payment.banking_billet.expire_at, newDue);

  await charges.action('Reenviar por e-mail', detail).click();
  dialog = charges.dialog(`Reenviar boleto — cobrança #${id}`);
  assert.equal(await dialog.getByLabel('E-mail do destinatário').inputValue(), 'oldbuck@example.com');
  await dialog.getByRole('button', { name: 'Reenviar' }).click();
  await dialog.waitFor({ state: 'detached' });
  await timeline.getByText('E-mail para oldbuck@example.com').waitFor();

  await charges.action('Cancelar cobrança', detail).click();
  dialog = charges.dialog(`Cancelar a cobrança #${id}`);
  await dialog.getByRole('button', { name: 'Cancelar cobrança' }).click();
  await dialog.waitFor({ state: 'detached' });
  await charges.statusOf(id, 'canceled').waitFor();

  // A canceled boleto can still be settled by the merchant.
  await charges.action('Baixar manualmente (settle)', detail).click();
  dialog = charges.dialog(`Baixar a cobrança #${id}`);
  await dialog.getByRole('button', { name: 'Baixar cobrança' }).click();
  await dialog.waitFor({ state: 'detached' });
  await charges.statusOf(id, 'paid').waitFor();
  await timeline.getByText('Cobrança marcada como paga manualmente').waitFor();
});

suite.test('the clock moves to a chosen date', async ({ account, open }) => {
  const api = await account();
  const target = addDays(await today(api), 45);
  const dashboard = await open(api, '#/relogio');
  const [y, m, d] = target.split('-');
  await dashboard.clock.dateField.fill(`${d}/${m}/${y}`);
  await dashboard.clock.advanceToDate.click();
  await dashboard.text(new RegExp(`para ${d}/${m}/${y} 00:00`)).waitFor();
  assert.match((await api.get('/sandbox/v1/clock')).body.now, new RegExp(`^${target} 00:00`));
});

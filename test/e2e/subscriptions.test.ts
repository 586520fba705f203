// Plans and subscriptions in the dashboard: a boleto subscription made through the API is found in
// the list beside its plan, opened, renewed by advancing the clock to its next execution, its
// current boleto paid at the bank, and canceled by the payer — each step read from the page as a
// user sees it. The page is also looked at 1440 and 1024 px wide: nothing scrolls sideways and no
// button is cut off.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import { addDays, customer, today } from './helpers.ts';

const suite = await browserSuite();
const brDate = (iso: string) => iso.split('-').reverse().join('/');

suite.test('a boleto subscription: listed with its plan, renewed by the clock, its boleto paid at the bank, canceled by the payer', async ({ account, open }) => {
  const api = await account('Clube do Livro');
  const plan = await api.post('/v1/plan', { name: 'Clube do Livro — mensal', interval: 1, repeats: 12 });
  assert.equal(plan.status, 200, JSON.stringify(plan.body));
  const planId: number = plan.body.data.plan_id;
  await api.post('/v1/plan', { name: 'Clube do Livro — semestral', interval: 6 });
  // Another subscription, never paid, that the search must leave out.
  const other = await api.post(`/v1/plan/${planId}/subscription`, { items: [{ name: 'Livro do mês', value: 4990, amount: 1 }], metadata: { custom_id: 'outro-1' } });
  assert.equal(other.status, 200, JSON.stringify(other.body));

  const start = await today(api);
  const created = await api.post(`/v1/plan/${planId}/subscription/one-step`, {
    items: [{ name: 'Livro do mês', value: 4990, amount: 1 }],
    metadata: { custom_id: 'assinante-77' },
    payment: { banking_billet: { customer, expire_at: addDays(start, 5) } },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const subscriptionId: number = created.body.data.subscription_id;
  const period1: number = created.body.data.charge.id;
  const nextExecution: string = (await api.get(`/v1/subscription/${subscriptionId}`)).body.data.next_execution;

  const dashboard = await open(api, '#/cobrancas', { viewport: { width: 1440, height: 900 } });
  const { page, subscriptions, charges } = dashboard;
  await dashboard.section('subscriptions');
  const list = subscriptions.list;
  await list.getByText('2 assinaturas').waitFor();

  // The plans, with how many subscriptions each has (the third column; the fourth is "Assinar").
  const monthly = subscriptions.plan('Clube do Livro — mensal');
  await monthly.getByText('todo mês').waitFor();
  await monthly.getByText('12 cobranças').waitFor();
  assert.equal(await monthly.getByRole('cell').nth(2).innerText(), '2');
  const semiannual = subscriptions.plan('Clube do Livro — semestral');
  await semiannual.getByText('a cada 6 meses').waitFor();
  await semiannual.getByText('até cancelar').waitFor();

  // Search and status filter.
  await subscriptions.searchBox.fill('ASSINANTE');
  await list.getByText('1 assinatura com este filtro').waitFor();
  const row = subscriptions.row(subscriptionId);
  await row.getByText('assinante-77').waitFor();
  await row.getByText('Gorbadoc Oldbuck').waitFor();
  await row.getByText('Clube do Livro — mensal').waitFor();
  await row.getByText('R$\u00a049,90').waitFor();
  await row.getByText(`renova ${brDate(nextExecution)}`).waitFor();
  await subscriptions.searchBox.fill('');
  await subscriptions.statusFilter.selectOption('new');
  await list.getByText('1 assinatura com este filtro').waitFor();
  await list.getByText('outro-1').waitFor();
  assert.equal(await row.count(), 0, 'the active subscription is filtered out');
  await subscriptions.statusFilter.selectOption('');
  await list.getByText('2 assinaturas').waitFor();

  await subscriptions.open(subscriptionId);
  const detail = subscriptions.detail(subscriptionId);
  assert.match(page.url(), new RegExp(`#/assinaturas/${subscriptionId}$`));
  await detail.getByText('ativa active').waitFor();
  await detail.getByText('todo mês, 12 cobranças').waitFor();
  await detail.getByText(brDate(start), { exact: true }).waitFor(); // first execution

  // Period 1 is waiting; the next execution renews with a new boleto.
  const periods = subscriptions.periods(detail);
  const first = subscriptions.period(detail, 'Período 1/12');
  await first.getByText('waiting', { exact: true }).waitFor();
  await first.getByText(`Boleto: vence ${brDate(addDays(start, 5))}`, { exact: false }).waitFor();
  const next = subscriptions.period(detail, 'Próxima execução');
  await next.getByText(`Próxima execução: ${brDate(nextExecution)}`).waitFor();
  await next.getByText('gera a cobrança 2 e emite o boleto', { exact: false }).waitFor();
  assert.equal(await periods.getByRole('listitem').count(), 2);

  await dashboard.screenshot('subscriptions-1440.png');
  assert.deepEqual(await subscriptions.layoutProblems(), [], 'at 1440 px');
  await page.setViewportSize({ width: 1024, height: 768 });
  await dashboard.screenshot('subscriptions-1024.png');
  assert.deepEqual(await subscriptions.layoutProblems(), [], 'at 1024 px');
  await subscriptions.worldActions(detail).evaluate((el) => el.scrollIntoView());
  await dashboard.screenshot('subscriptions-periods-1024.png');
  await subscriptions.detailPane.evaluate((el) => el.scrollTo(0, 0));
  await page.setViewportSize({ width: 1440, height: 900 });

  // The clock moves to the renewal: period 2 is charged with its boleto, period 1's is overdue.
  await subscriptions.action(detail, 'Avançar o relógio até a próxima renovação').click();
  const second = subscriptions.period(detail, 'Período 2/12');
  await second.getByText('waiting', { exact: true }).waitFor();
  await first.getByText('unpaid', { exact: true }).waitFor();
  await detail.getByText('ativa, a pagar new_charge').waitFor();
  await next.getByText('gera a cobrança 3 e emite o boleto', { exact: false }).waitFor();
  await dashboard.toast('Relógio avançado até').waitFor();
  await dashboard.banner.getByText(brDate(nextExecution), { exact: false }).waitFor(); // the top bar's clock

  // The current boleto is period 2's: paid at the bank through the charges' own dialog.
  const period2 = Number((await second.getByRole('link', { name: /^Cobrança #/ }).innerText()).replace(/\D/g, ''));
  await subscriptions.action(detail, 'Pagar boleto atual no banco').click();
  const dialog = charges.bankDialog(period2);
  await dialog.getByRole('button', { name: 'Confirmar pagamento de R$\u00a049,90' }).click();
  await dialog.waitFor({ state: 'detached' });
  await second.getByText('paid', { exact: true }).waitFor();
  await detail.getByText('ativa active').waitFor();
  // Period 1's boleto is overdue but still payable: it is now the current one.
  await detail.getByText(`Boleto atual: período 1, cobrança #${period1}`, { exact: false }).waitFor();

  // The payer unsubscribes: canceled, and nothing is scheduled any more.
  await subscriptions.action(detail, 'Pagador cancela a assinatura').click();
  const cancel = dashboard.dialog(`O pagador cancela a assinatura #${subscriptionId}`);
  await cancel.getByRole('button', { name: 'Cancelar como o pagador' }).click();
  await cancel.waitFor({ state: 'detached' });
  await detail.getByText('cancelada canceled').waitFor();
  await next.waitFor({ state: 'detached' });
  await subscriptions.period(detail, 'Sem próxima execução').getByText('nenhuma renovação agendada', { exact: false }).waitFor();
  await subscriptions.action(detail, 'Avançar o relógio até a próxima renovação').waitFor({ state: 'detached' });
  await subscriptions.action(detail, 'Cancelar (API)').waitFor({ state: 'detached' });
  await subscriptions.history(detail).getByText('Assinatura cancelada pelo pagador').waitFor();
  await row.getByText('canceled', { exact: true }).waitFor();

  await dashboard.screenshot('subscriptions-canceled-1440.png');
  await subscriptions.detailPane.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await dashboard.screenshot('subscriptions-canceled-1440-bottom.png');
  await page.setViewportSize({ width: 1024, height: 768 });
  await dashboard.screenshot('subscriptions-canceled-1024.png');
  assert.deepEqual(await subscriptions.layoutProblems(), [], 'canceled, at 1024 px');

  // Each period links to its charge's own page.
  await first.getByRole('link', { name: `Cobrança #${period1}` }).click();
  await charges.heading(period1).waitFor();
  assert.match(page.url(), new RegExp(`#/cobrancas/${period1}$`));

});

const refusedPut = { matches: /status of 400/, why: 'the refused PUT is logged by Chromium as a failed resource load' };

suite.test('a card subscription in its trial: on the clock’s schedule, what its renewal will do; a cancel the API refuses is shown as it came', { allowErrors: [refusedPut] }, async ({ account, open }) => {
  const api = await account();
  const planId: number = (await api.post('/v1/plan', { name: 'Streaming', interval: 1, repeats: 2 })).body.data.plan_id;
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === 'visa' && c.outcome === 'approved')!;
  const token = await api.post('/sandbox/v1/payment-tokens', {
    brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year,
  });
  const start = await today(api);
  const created = await api.post(`/v1/plan/${planId}/subscription/one-step`, {
    items: [{ name: 'Streaming', value: 2990, amount: 1 }],
    payment: {
      credit_card: {
        customer: { ...customer, phone_number: '5144916523', birth: '1977-01-15' },
        billing_address: { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' },
        payment_token: token.body.payment_token,
        trial_days: 7,
      },
    },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const subscriptionId: number = created.body.data.subscription_id;

  const dashboard = await open(api, '#/relogio', { viewport: { width: 1024, height: 768 } });
  const { subscriptions, clock } = dashboard;
  // The renewal is on the clock's schedule, and leads to its subscription.
  const job = clock.job('Renovação de assinatura (gera a próxima cobrança)');
  await job.getByText(`${brDate(addDays(start, 7))} 00:00`).waitFor();
  await job.getByRole('link', { name: `Assinatura #${subscriptionId}` }).click();
  const detail = subscriptions.detail(subscriptionId);
  await detail.getByText('7 dias').waitFor();
  await detail.getByText('todo mês, 2 cobranças').waitFor();
  await subscriptions.period(detail, 'Período 1/2').getByText('new', { exact: true }).waitFor();
  const next = subscriptions.period(detail, 'Próxima execução');
  await next.getByText(`Próxima execução: ${brDate(addDays(start, 7))}`).waitFor();
  await next.getByText('fim do período de teste: cobra o cartão guardado', { exact: false }).waitFor();
  // No boleto to pay.
  assert.equal(await subscriptions.action(detail, 'Pagar boleto atual no banco').count(), 0);

  // The trial ends: period 1 is charged on the stored card; the next execution is the plan's last.
  await subscriptions.action(detail, 'Avançar o relógio até a próxima renovação').click();
  await subscriptions.period(detail, 'Período 1/2').getByText('approved', { exact: true }).waitFor();
  await next.getByText('é a última cobrança do plano: a assinatura expira em seguida', { exact: false }).waitFor();
  await dashboard.screenshot('subscriptions-card-1024.png');
  assert.deepEqual(await subscriptions.layoutProblems(), [], 'card subscription at 1024 px');

  // The integrator's own code cancels while the dialog is open: the API refuses the second cancel,
  // and the refusal is shown as it came; the page follows the change live.
  await subscriptions.action(detail, 'Cancelar (API)').click();
  const dialog = dashboard.dialog(`Cancelar a assinatura #${subscriptionId}`);
  assert.equal((await api.put(`/v1/subscription/${subscriptionId}/cancel`)).body.code, 200);
  await dialog.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const refusal = dialog.getByRole('alert');
  await refusal.getByText('3500040').waitFor();
  await refusal.getByText('A API recusou').waitFor();
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await dialog.waitFor({ state: 'detached' });
  await detail.getByText('cancelada canceled').waitFor();
  await subscriptions.history(detail).getByText('Assinatura cancelada', { exact: true }).waitFor();
  await subscriptions.action(detail, 'Cancelar (API)').waitFor({ state: 'detached' });
});

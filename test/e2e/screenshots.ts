// Not a test: `node --import tsx test/e2e/screenshots.ts` seeds a sandbox with realistic data and
// saves a screenshot of every dashboard view to .tmp/screens/, for a person to look at.
import type { ApiClient } from '../helpers/sandbox.ts';
import type { Receiver } from '../helpers/receiver.ts';
import { waitFor } from '../helpers/receiver.ts';
import { addDays, createBoleto, today } from './helpers.ts';
import { takeScreens, type Screens } from './screens.ts';

await takeScreens(
  { out: 'screens' },
  async (screens) => {
    const { account, receiver: startReceiver, open, shoot } = screens;
    const receiver = await startReceiver(200);
    const failing = await startReceiver(500);
    const api = await account('Loja Exemplo');
    // A little history: plain charges, boletos, one paid late with fine and interest, one failing callback.
    for (let i = 1; i <= 6; i++) {
      await api.createCharge({ items: [{ name: `Pedido ${i}`, value: 1990 * i, amount: 1 }], metadata: { custom_id: `pedido-${1000 + i}` } });
    }
    const late = await createBoleto(api, { value: 15000, expireInDays: 1, notificationUrl: receiver.url, customId: 'assinatura-42', fine: true });
    const broken = await createBoleto(api, { value: 8990, expireInDays: 3, notificationUrl: failing.url, customId: 'pedido-quebrado' });
    const big = await createBoleto(api, { value: 123456, expireInDays: 10, customId: 'pedido-grande' });
    // The integrator acknowledges each callback by fetching the token.
    receiver.reply = async (call, res) => {
      await api.get(`/v1/notification/${call.token}`);
      res.statusCode = 200;
      res.end('ok');
    };
    await api.post('/sandbox/v1/clock/advance', { days: 3 });
    await api.post('/sandbox/v1/bank/payments', { charge_id: late, paid_at: await today(api) });
    await waitFor(async () => (await api.get(`/sandbox/v1/deliveries?charge_id=${late}`)).body.deliveries.some((d: any) => d.state === 'acknowledged'), 'ack');
    await api.post(`/v1/charge/${broken}/billet/resend`, { email: 'cliente@example.com' });
    const sent = await api.post(`/v1/charge/${big}/billet/resend`, { email: 'financeiro@example.com' });
    if (sent.status !== 200) throw new Error(JSON.stringify(sent.body));
    await api.post('/sandbox/v1/clock/advance', { hours: 2 });
    console.log('seeded; late boleto', late, 'broken', broken, 'expires', addDays(await today(api), 0));

    const dashboard = await open(api);
    const { page, charges, forms } = dashboard;
    await shoot(page, '01-cobrancas');
    await charges.newChargeButton.click();
    const newCharge = forms.dialog('Nova cobrança');
    await forms.textbox(newCharge, 'Item').waitFor();
    await shoot(page, '01b-nova-cobranca');
    await forms.button(newCharge, 'Voltar').click();
    await charges.open(late);
    await shoot(page, '02-cobranca-paga');
    await shoot(page, '02b-cobranca-paga-full', { fullPage: true });
    await charges.detailPane.evaluate((el) => el.scrollTo(0, 700));
    await shoot(page, '03-linha-do-tempo');
    await charges.detailPane.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await charges.boletoPdf.waitFor();
    await shoot(page, '03b-pdf');
    await charges.open(broken);
    await charges.action('Pagar no banco').click();
    const bank = charges.bankDialog(broken);
    await bank.getByText('Devido em').waitFor();
    await shoot(page, '04-pagar-no-banco');
    // An API refusal, shown as the developer needs it.
    // Someone else pays it first: the bank refuses the second payment.
    await api.post('/sandbox/v1/bank/payments', { charge_id: broken });
    await charges.action(/Confirmar pagamento/, bank).click();
    await bank.getByRole('alert').waitFor();
    await shoot(page, '04b-erro');
    await charges.action('Voltar', bank).click();
    await dashboard.goto('#/relogio');
    await dashboard.clock.schedule.waitFor();
    await shoot(page, '05-relogio');
    await dashboard.goto('#/emails');
    await shoot(page, '06a-emails-lista');
    await dashboard.emails.open(/financeiro@example.com/);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await shoot(page, '06-emails');
    await dashboard.goto('#/requisicoes');
    await dashboard.requests.pathLink('/v1/charge/one-step').first().click();
    await dashboard.text('Corpo da resposta').waitFor();
    await shoot(page, '07-requisicoes');
    await dashboard.goto('#/cartoes');
    await dashboard.cards.generateToken('visa').first().click();
    await dashboard.cards.generateToken('mastercard').nth(1).click();
    await dashboard.cards.tokens.first().waitFor();
    await shoot(page, '08-cartoes');
    await dashboard.goto('#/conta');
    await dashboard.text('Comece por aqui').waitFor();
    await shoot(page, '09-conta');
    await page.setViewportSize({ width: 900, height: 900 });
    await dashboard.goto(`#/cobrancas/${late}`);
    await charges.heading(late).waitFor();
    await shoot(page, '10-estreito');
    await cardScreens(screens, api);
    await subscriptionScreens(screens, api);
    await linkScreens(screens, api);
    await faultScreens(screens, api, receiver);
    const empty = await open(await account('Conta vazia'));
    await shoot(empty.page, '11-vazio');
    await empty.close();
    await dashboard.close();
  },
  // The bank's deliberate refusal above (HTTP 409) is logged by Chromium itself; anything else is a bug.
  [/status of 409/],
);

/** Card charges at 1280 px: the pay dialog, a paid card partly refunded, a refusal, the test-card page. */
async function cardScreens({ open, shoot }: Screens, api: ApiClient) {
  const toPay = await api.createCharge({ items: [{ name: 'Televisão 50"', value: 259900, amount: 1 }], metadata: { custom_id: 'pedido-cartao-1' } });
  const refused = await api.createCharge({ items: [{ name: 'Bicicleta', value: 89990, amount: 1 }], metadata: { custom_id: 'pedido-cartao-2' } });
  const dashboard = await open(api, `#/cobrancas/${toPay}`, { viewport: { width: 1280, height: 900 } });
  const { page, charges } = dashboard;
  const detail = charges.detail(toPay);
  await charges.action('Pagar com cartão', detail).click();
  const dialog = charges.cardDialog(toPay);
  await dialog.getByText('Resultado esperado').waitFor();
  await dialog.getByLabel('Parcelas').selectOption('6');
  await dialog.getByText(/Pagador e endereço de cobrança/).click();
  await shoot(page, '12-pagar-com-cartao');
  await charges.action('Pagar com este cartão', dialog).click();
  await charges.processorAnswer(dialog).waitFor();
  await shoot(page, '12b-cartao-aprovado');
  await charges.action('Voltar à cobrança', dialog).click();
  await shoot(page, '13-cartao-aprovado-detalhe');
  await detail.getByRole('link', { name: 'avance o Relógio' }).click();
  await dashboard.text('Cartão capturado (approved → paid)').waitFor();
  await shoot(page, '13b-relogio-captura');
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  await api.post(`/v1/charge/card/${toPay}/refund`, { amount: 50000 });
  await dashboard.goto(`#/cobrancas/${toPay}`);
  await charges.panel(detail, 'Cartão de crédito').getByText('restam', { exact: false }).waitFor();
  await shoot(page, '14-cartao-pago-reembolso-parcial');
  await charges.detailPane.evaluate((el) => el.scrollTo(0, 600));
  await shoot(page, '14c-cartao-linha-do-tempo');
  await charges.action('Reembolsar', detail).click();
  await charges.dialog(`Reembolsar — cobrança #${toPay}`).getByLabel('Uma parte').check();
  await shoot(page, '14b-reembolsar');
  await charges.action('Voltar', dashboard.dialog()).click();

  await charges.open(refused);
  await charges.action('Pagar com cartão').click();
  const second = charges.cardDialog(refused);
  await second.getByLabel('Cartão de teste').selectOption('4012001038443301');
  await charges.action('Pagar com este cartão', second).click();
  await charges.processorAnswer(second).waitFor();
  await shoot(page, '15-cartao-recusado-resposta');
  await charges.action('Voltar à cobrança', second).click();
  await shoot(page, '15b-cartao-recusado-detalhe');

  await dashboard.goto('#/cartoes');
  await dashboard.cards.generateToken('visa final 3335').click();
  await dashboard.cards.tokens.first().waitFor();
  await shoot(page, '16-cartoes-1280');
  await shoot(page, '16b-cartoes-1280-full', { fullPage: true });
  await dashboard.close();
}

/** Assinaturas at 1440 and 1024 px: a boleto subscription one renewal in, beside its plans. */
async function subscriptionScreens({ open, shoot }: Screens, api: ApiClient) {
  const plan = (await api.post('/v1/plan', { name: 'Clube do Livro — mensal', interval: 1, repeats: 12 })).body.data.plan_id;
  await api.post('/v1/plan', { name: 'Clube do Livro — semestral', interval: 6 });
  const created = await api.post(`/v1/plan/${plan}/subscription/one-step`, {
    items: [{ name: 'Livro do mês', value: 4990, amount: 1 }],
    metadata: { custom_id: 'assinante-77' },
    payment: { banking_billet: { customer: { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com' }, expire_at: addDays(await today(api), 5) } },
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const id = created.body.data.subscription_id;
  await api.post('/sandbox/v1/clock/advance', { to: (await api.get(`/v1/subscription/${id}`)).body.data.next_execution });
  const dashboard = await open(api, `#/assinaturas/${id}`, { viewport: { width: 1440, height: 900 } });
  const { page, subscriptions } = dashboard;
  const detail = subscriptions.detail(id);
  await subscriptions.periods(detail).waitFor();
  await shoot(page, '17-assinaturas-1440');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shoot(page, '17d-assinaturas-1920');
  await page.setViewportSize({ width: 1024, height: 768 });
  await shoot(page, '17b-assinaturas-1024');
  await subscriptions.worldActions(detail).evaluate((el) => el.scrollIntoView());
  await shoot(page, '17c-assinaturas-periodos-1024');
  await dashboard.close();
}

/** Links de pagamento at 1920, 1440 and 1024 px: one waiting for the payer, one paid by boleto, one expired. */
async function linkScreens({ open, shoot }: Screens, api: ApiClient) {
  const start = await today(api);
  const oneStep = async (name: string, value: number, settings: Record<string, unknown>, email?: string) => {
    const created = await api.post('/v1/charge/one-step/link', {
      items: [{ name, value, amount: 1 }],
      ...(email ? { customer: { email } } : {}),
      settings: { request_delivery_address: false, payment_method: 'all', ...settings },
    });
    if (created.status !== 200) throw new Error(JSON.stringify(created.body));
    return created.body.data.charge_id as number;
  };
  const expiring = await oneStep('Ingresso', 8000, { expire_at: start, payment_method: 'banking_billet' });
  const paid = await oneStep('Camiseta', 5990, { expire_at: addDays(start, 5), billet_discount: 500, request_delivery_address: true });
  await api.post(`/sandbox/v1/payment-links/${paid}/pay`, {
    payment: { banking_billet: { customer: { name: 'Gorbadoc Oldbuck', cpf: '94271564656' } } },
    delivery_address: { street: 'Avenida Juscelino Kubitschek', number: '909', neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' },
  });
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  const waiting = await oneStep('Curso online', 29900, { expire_at: addDays(await today(api), 7), billet_discount: 2990, card_discount: 1000, message: 'Acesso liberado após a confirmação' }, 'aluno@example.com');
  const dashboard = await open(api, `#/links/${waiting}`, { viewport: { width: 1440, height: 900 } });
  const { page, links } = dashboard;
  await links.qrCode(links.detail(waiting), waiting).waitFor();
  await shoot(page, '18-links-1440');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shoot(page, '18e-links-1920');
  await page.setViewportSize({ width: 1024, height: 768 });
  await shoot(page, '18b-links-1024');
  await dashboard.goto(`#/links/${paid}`);
  const payerDid = links.payerDid(links.detail(paid));
  await payerDid.getByText('Boleto', { exact: true }).waitFor();
  await payerDid.evaluate((el) => el.scrollIntoView());
  await shoot(page, '18c-link-pago-1024');
  await page.setViewportSize({ width: 1440, height: 900 });
  await dashboard.goto(`#/links/${expiring}`);
  await dashboard.text('expirado expired').first().waitFor();
  await shoot(page, '18d-link-expirado-1440');
  await dashboard.close();
}

/** Falhas at 1440 px: a few rules, some used up, the receiver report; then a request the fault changed. */
async function faultScreens({ open, shoot }: Screens, api: ApiClient, receiver: Receiver) {
  await api.post('/sandbox/v1/faults', { route: 'POST /v1/charge', fault: 'error_500', when: 'after', times: 1 });
  await api.post('/sandbox/v1/faults', { route: 'PUT /v1/charge/:id/cancel', fault: 'drop_connection', times: 3 });
  await api.post('/sandbox/v1/faults', { route: '*', fault: 'latency', latency_ms: 300, probability: 0.1 });
  await api.post('/sandbox/v1/faults', { target: 'callbacks', fault: 'duplicate', times: 1 });
  await api.post('/v1/charge', { items: [{ name: 'Pedido com falha', value: 4990, amount: 1 }], metadata: { notification_url: receiver.url } });
  await api.createCharge({ items: [{ name: 'Pedido duplicado', value: 2990, amount: 1 }], metadata: { notification_url: receiver.url } });
  const dashboard = await open(api, '#/falhas', { viewport: { width: 1440, height: 1400 } });
  const { page, requests } = dashboard;
  await dashboard.faults.report.getByText('Duplicados enviados').waitFor();
  await shoot(page, '19-falhas-1440', { fullPage: true });
  await dashboard.goto('#/requisicoes');
  await requests.rows.filter({ hasText: 'falha injetada' }).first().getByRole('link').first().click();
  await dashboard.text('Corpo da resposta').waitFor();
  await shoot(page, '19b-falha-na-requisicao');
  await api.del('/sandbox/v1/faults');
  await dashboard.close();
}

// Not a test: `node --import tsx test/e2e/screenshots.ts` seeds a sandbox with realistic data and
// saves a screenshot of every dashboard view to .tmp/screens/, for a person to look at.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../helpers/sandbox.ts';
import { startReceiver, waitFor } from '../helpers/receiver.ts';
import { addDays, assertDashboardBuilt, createBoleto, launchBrowser, openCharge, openDashboard, today } from './helpers.ts';

const OUT = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
mkdirSync(OUT, { recursive: true });
assertDashboardBuilt();

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const receiver = await startReceiver(200);
const failing = await startReceiver(500);
const browser = await launchBrowser();
try {
  const api = await sandbox.newAccount('Loja Exemplo');
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

  const { page, errors, close } = await openDashboard(browser, sandbox.url, api);
  await page.screenshot({ path: `${OUT}01-cobrancas.png` });
  await page.getByRole('button', { name: 'Nova cobrança' }).click();
  await page.getByRole('dialog').getByLabel('Item').waitFor();
  await page.screenshot({ path: `${OUT}01b-nova-cobranca.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Voltar' }).click();
  await openCharge(page, late);
  await page.screenshot({ path: `${OUT}02-cobranca-paga.png` });
  await page.screenshot({ path: `${OUT}02b-cobranca-paga-full.png`, fullPage: true });
  const detail = page.getByRole('region', { name: 'Detalhe da cobrança' });
  await detail.evaluate((el) => el.scrollTo(0, 700));
  await page.screenshot({ path: `${OUT}03-linha-do-tempo.png` });
  await detail.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.getByTitle('PDF do boleto').waitFor();
  await page.screenshot({ path: `${OUT}03b-pdf.png` });
  await openCharge(page, broken);
  await page.getByRole('button', { name: 'Pagar no banco' }).click();
  await page.getByRole('dialog').getByText('Devido em').waitFor();
  await page.screenshot({ path: `${OUT}04-pagar-no-banco.png` });
  // An API refusal, shown as the developer needs it.
  // Someone else pays it first: the bank refuses the second payment.
  await api.post('/sandbox/v1/bank/payments', { charge_id: broken });
  await page.getByRole('dialog').getByRole('button', { name: /Confirmar pagamento/ }).click();
  await page.getByRole('dialog').getByRole('alert').waitFor();
  await page.screenshot({ path: `${OUT}04b-erro.png` });
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.goto(`${sandbox.url}/?account=${api.clientId}#/relogio`);
  await page.getByText('Próximos agendamentos').waitFor();
  await page.screenshot({ path: `${OUT}05-relogio.png` });
  await page.goto(`${sandbox.url}/?account=${api.clientId}#/emails`);
  await page.screenshot({ path: `${OUT}06a-emails-lista.png` });
  await page.getByRole('link', { name: /financeiro@example.com/ }).click();
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await page.screenshot({ path: `${OUT}06-emails.png` });
  await page.goto(`${sandbox.url}/?account=${api.clientId}#/requisicoes`);
  await page.getByRole('link', { name: '/v1/charge/one-step' }).first().click();
  await page.getByText('Corpo da resposta').waitFor();
  await page.screenshot({ path: `${OUT}07-requisicoes.png` });
  await page.goto(`${sandbox.url}/?account=${api.clientId}#/cartoes`);
  await page.getByRole('button', { name: /Gerar token do cartão visa/ }).first().click();
  await page.getByRole('button', { name: /Gerar token do cartão mastercard/ }).nth(1).click();
  await page.getByTestId('payment-token').first().waitFor();
  await page.screenshot({ path: `${OUT}08-cartoes.png` });
  await page.goto(`${sandbox.url}/?account=${api.clientId}#/conta`);
  await page.getByText('Comece por aqui', { exact: false }).waitFor();
  await page.screenshot({ path: `${OUT}09-conta.png` });
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto(`${sandbox.url}/?account=${api.clientId}#/cobrancas/${late}`);
  await page.getByRole('heading', { name: `Cobrança #${late}` }).waitFor();
  await page.screenshot({ path: `${OUT}10-estreito.png` });
  await cardScreens(api);
  await subscriptionScreens(api);
  await linkScreens(api);
  await faultScreens(api);
  const empty = await sandbox.newAccount('Conta vazia');
  const second = await openDashboard(browser, sandbox.url, empty);
  await second.page.screenshot({ path: `${OUT}11-vazio.png` });
  await second.close();
  await close();
  // The bank's deliberate refusal above (HTTP 409) is logged by Chromium itself; anything else is a bug.
  const unexpected = errors.filter((e) => !/status of 409/.test(e));
  console.log(unexpected.length ? `ERRORS:\n${unexpected.join('\n')}` : 'no unexpected console errors');
} finally {
  await browser.close();
  await receiver.close();
  await failing.close();
  await sandbox.close();
}

/** Card charges at 1280 px: the pay dialog, a paid card partly refunded, a refusal, the test-card page. */
async function cardScreens(api: Awaited<ReturnType<typeof sandbox.newAccount>>) {
  const toPay = await api.createCharge({ items: [{ name: 'Televisão 50"', value: 259900, amount: 1 }], metadata: { custom_id: 'pedido-cartao-1' } });
  const refused = await api.createCharge({ items: [{ name: 'Bicicleta', value: 89990, amount: 1 }], metadata: { custom_id: 'pedido-cartao-2' } });
  const { page, close } = await openDashboard(browser, sandbox.url, api, `#/cobrancas/${toPay}`, { width: 1280, height: 900 });
  const detail = page.getByRole('article', { name: `Cobrança #${toPay}` });
  await detail.getByRole('button', { name: 'Pagar com cartão' }).click();
  const dialog = page.getByRole('dialog', { name: `Pagar com cartão — cobrança #${toPay}` });
  await dialog.getByText('Resultado esperado').waitFor();
  await dialog.getByLabel('Parcelas').selectOption('6');
  await dialog.getByText(/Pagador e endereço de cobrança/).click();
  await page.screenshot({ path: `${OUT}12-pagar-com-cartao.png` });
  await dialog.getByRole('button', { name: 'Pagar com este cartão' }).click();
  await dialog.getByRole('status', { name: 'Resposta da operadora' }).waitFor();
  await page.screenshot({ path: `${OUT}12b-cartao-aprovado.png` });
  await dialog.getByRole('button', { name: 'Voltar à cobrança' }).click();
  await page.screenshot({ path: `${OUT}13-cartao-aprovado-detalhe.png` });
  await detail.getByRole('link', { name: 'avance o Relógio' }).click();
  await page.getByText('Cartão capturado (approved → paid)').waitFor();
  await page.screenshot({ path: `${OUT}13b-relogio-captura.png` });
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  await api.post(`/v1/charge/card/${toPay}/refund`, { amount: 50000 });
  await page.goto(`${sandbox.url}/?account=${api.clientId}#/cobrancas/${toPay}`);
  await detail.getByRole('region', { name: 'Cartão de crédito' }).getByText('restam', { exact: false }).waitFor();
  await page.screenshot({ path: `${OUT}14-cartao-pago-reembolso-parcial.png` });
  await page.getByRole('region', { name: 'Detalhe da cobrança' }).evaluate((el) => el.scrollTo(0, 600));
  await page.screenshot({ path: `${OUT}14c-cartao-linha-do-tempo.png` });
  await detail.getByRole('button', { name: 'Reembolsar' }).click();
  await page.getByRole('dialog', { name: `Reembolsar — cobrança #${toPay}` }).getByLabel('Uma parte').check();
  await page.screenshot({ path: `${OUT}14b-reembolsar.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Voltar' }).click();

  await openCharge(page, refused);
  await page.getByRole('button', { name: 'Pagar com cartão' }).click();
  const second = page.getByRole('dialog', { name: `Pagar com cartão — cobrança #${refused}` });
  await second.getByLabel('Cartão de teste').selectOption('4012001038443301');
  await second.getByRole('button', { name: 'Pagar com este cartão' }).click();
  await second.getByRole('status', { name: 'Resposta da operadora' }).waitFor();
  await page.screenshot({ path: `${OUT}15-cartao-recusado-resposta.png` });
  await second.getByRole('button', { name: 'Voltar à cobrança' }).click();
  await page.screenshot({ path: `${OUT}15b-cartao-recusado-detalhe.png` });

  await page.goto(`${sandbox.url}/?account=${api.clientId}#/cartoes`);
  await page.getByRole('button', { name: 'Gerar token do cartão visa final 3335' }).click();
  await page.getByTestId('payment-token').first().waitFor();
  await page.screenshot({ path: `${OUT}16-cartoes-1280.png` });
  await page.screenshot({ path: `${OUT}16b-cartoes-1280-full.png`, fullPage: true });
  await close();
}

/** Assinaturas at 1440 and 1024 px: a boleto subscription one renewal in, beside its plans. */
async function subscriptionScreens(api: Awaited<ReturnType<typeof sandbox.newAccount>>) {
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
  const { page, close } = await openDashboard(browser, sandbox.url, api, `#/assinaturas/${id}`, { width: 1440, height: 900 });
  await page.getByRole('list', { name: 'Períodos da assinatura' }).waitFor();
  await page.screenshot({ path: `${OUT}17-assinaturas-1440.png` });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: `${OUT}17d-assinaturas-1920.png` });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `${OUT}17b-assinaturas-1024.png` });
  await page.getByRole('region', { name: 'Agir como o mundo' }).evaluate((el) => el.scrollIntoView());
  await page.screenshot({ path: `${OUT}17c-assinaturas-periodos-1024.png` });
  await close();
}

/** Links de pagamento at 1920, 1440 and 1024 px: one waiting for the payer, one paid by boleto, one expired. */
async function linkScreens(api: Awaited<ReturnType<typeof sandbox.newAccount>>) {
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
  const open = await oneStep('Curso online', 29900, { expire_at: addDays(await today(api), 7), billet_discount: 2990, card_discount: 1000, message: 'Acesso liberado após a confirmação' }, 'aluno@example.com');
  const { page, close } = await openDashboard(browser, sandbox.url, api, `#/links/${open}`, { width: 1440, height: 900 });
  await page.getByRole('img', { name: `QR code da URL do link #${open}` }).waitFor();
  await page.screenshot({ path: `${OUT}18-links-1440.png` });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: `${OUT}18e-links-1920.png` });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `${OUT}18b-links-1024.png` });
  await page.goto(`${sandbox.url}/?account=${api.clientId}#/links/${paid}`);
  await page.getByRole('region', { name: 'O que o pagador fez' }).getByText('Boleto', { exact: true }).waitFor();
  await page.getByRole('region', { name: 'O que o pagador fez' }).evaluate((el) => el.scrollIntoView());
  await page.screenshot({ path: `${OUT}18c-link-pago-1024.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${sandbox.url}/?account=${api.clientId}#/links/${expiring}`);
  await page.getByText('expirado expired').first().waitFor();
  await page.screenshot({ path: `${OUT}18d-link-expirado-1440.png` });
  await close();
}

/** Falhas at 1440 px: a few rules, some used up, the receiver report; then a request the fault changed. */
async function faultScreens(api: Awaited<ReturnType<typeof sandbox.newAccount>>) {
  await api.post('/sandbox/v1/faults', { route: 'POST /v1/charge', fault: 'error_500', when: 'after', times: 1 });
  await api.post('/sandbox/v1/faults', { route: 'PUT /v1/charge/:id/cancel', fault: 'drop_connection', times: 3 });
  await api.post('/sandbox/v1/faults', { route: '*', fault: 'latency', latency_ms: 300, probability: 0.1 });
  await api.post('/sandbox/v1/faults', { target: 'callbacks', fault: 'duplicate', times: 1 });
  await api.post('/v1/charge', { items: [{ name: 'Pedido com falha', value: 4990, amount: 1 }], metadata: { notification_url: receiver.url } });
  await api.createCharge({ items: [{ name: 'Pedido duplicado', value: 2990, amount: 1 }], metadata: { notification_url: receiver.url } });
  const { page, close } = await openDashboard(browser, sandbox.url, api, '#/falhas', { width: 1440, height: 1400 });
  await page.getByText('Duplicados enviados').waitFor();
  await page.screenshot({ path: `${OUT}19-falhas-1440.png`, fullPage: true });
  await page.goto(`${sandbox.url}/?account=${api.clientId}#/requisicoes`);
  await page.getByRole('row').filter({ hasText: 'falha injetada' }).first().getByRole('link').first().click();
  await page.getByText('Corpo da resposta').waitFor();
  await page.screenshot({ path: `${OUT}19b-falha-na-requisicao.png` });
  await api.del('/sandbox/v1/faults');
  await close();
}

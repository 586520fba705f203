// Card charges in the dashboard, in a real Chromium: paying a charge with a test card (approved or
// refused, and trying another card), the card panel, the capture a day later on the clock page,
// refunds in parts, the payer's dispute ending both ways, and the test-card page's digit rule and
// one-click token.
import assert from 'node:assert/strict';
import type { ApiClient } from '../helpers/sandbox.ts';
import { browserSuite, type AllowedError } from './suite.ts';
import type { Dashboard } from './pages/dashboard.ts';
import { addDays, today } from './helpers.ts';

const suite = await browserSuite();

const WIDE = { width: 1280, height: 900 };

/**
 * The pay dialog lists installment values from GET /v1/installments. An engine without that
 * route shows the counts alone, and the browser logs the 404: expected then, and only then.
 */
const installmentsListed = await (async () => {
  const api = await suite.sandbox.newAccount();
  return (await api.get('/v1/installments?brand=visa&total=20000')).status === 200;
})();
const noInstallments: AllowedError[] = installmentsListed ? [] : [{ matches: /status of 404/, why: 'GET /v1/installments is not served by this engine' }];
const refused: AllowedError = { matches: /status of 400/, why: 'the browser logs the refused request (400) itself' };
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
const brDate = (date: string) => date.split('-').reverse().join('/');

async function payByCardFromDialog({ charges }: Dashboard, chargeId: number, card: string | null, installments?: number) {
  const dialog = charges.cardDialog(chargeId);
  if (card) await dialog.getByLabel('Cartão de teste').selectOption({ label: card });
  if (installments) await dialog.getByLabel('Parcelas').selectOption(String(installments));
  await dialog.getByRole('button', { name: 'Pagar com este cartão' }).click();
  return dialog;
}

/** What an integrator's code does: a charge paid by card in one step (approved), via the API. */
async function oneStepCardCharge(api: ApiClient, value: number): Promise<number> {
  const card = (await api.get('/sandbox/v1/test-cards')).body.cards.find((c: { outcome: string }) => c.outcome === 'approved');
  const { outcome: _o, reason: _r, ...cardFields } = card;
  const token = (await api.post('/sandbox/v1/payment-tokens', cardFields)).body.payment_token;
  const result = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Fone de ouvido', value, amount: 1 }],
    payment: {
      credit_card: {
        payment_token: token,
        customer: { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', birth: '1977-01-15' },
        billing_address: { street: 'Rua A', number: '1', neighborhood: 'Centro', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' },
      },
    },
  });
  assert.equal(result.body.data?.status, 'approved', JSON.stringify(result.body));
  return result.body.data.charge_id;
}

suite.test('paying a charge by card from the dashboard, its capture a day later, then refunds in two parts', { allowErrors: [...noInstallments, refused] }, async ({ account, open }) => {
  const api = await account('Loja do cartão');
  const id = await api.createCharge({ items: [{ name: 'Televisão', value: 20000, amount: 1 }] });
  const dashboard = await open(api, `#/cobrancas/${id}`, { viewport: WIDE });
  const { charges } = dashboard;
  const detail = charges.detail(id);
  assert.deepEqual(await charges.worldActions(detail), ['Pagar com cartão', 'Baixar manualmente (settle)', 'Cancelar cobrança']);
  await charges.action('Pagar com cartão', detail).click();

  const form = charges.cardDialog(id);
  // The first approved test card is chosen, and the dialog says what it will get.
  await form.getByText('Resultado esperado: aprovado').waitFor();
  assert.match(await form.getByLabel('Cartão de teste').inputValue(), /^4012001038443335$/);
  if (installmentsListed) {
    await form.getByRole('option', { name: nbsp('3× de R$ 70,73 (com juros) — total R$ 212,19') }).waitFor({ state: 'attached' });
  }
  const dialog = await payByCardFromDialog(dashboard, id, null, 3);
  const answer = charges.processorAnswer(dialog);
  // round(20000 × 1.0199³ / 3) = 7073 a month.
  await answer.getByText(nbsp('Aprovado pela operadora: 3× de R$ 70,73 = R$ 212,19.')).waitFor();
  await dialog.getByRole('button', { name: 'Voltar à cobrança' }).click();
  await dialog.waitFor({ state: 'detached' });

  const panel = charges.panel(detail, 'Cartão de crédito');
  await panel.getByText('Visa', { exact: true }).waitFor();
  await panel.getByLabel('Cartão XXXXXXXXXXXX3335').getByText('XXXX XXXX XXXX 3335').waitFor();
  await panel.getByText(nbsp('3× de R$ 70,73')).waitFor();
  await panel.getByText(nbsp('inclui R$ 12,19 de juros')).waitFor();
  await panel.getByText('na virada do dia, no relógio da conta').waitFor();
  await charges.statusOf(id, 'approved').waitFor();
  await charges.field(detail, 'Forma de pagamento').getByText('Cartão de crédito').waitFor();
  // Approved: nothing to do but wait for the capture (an approved charge cannot be canceled).
  await detail.getByText(/A operadora aprovou; a captura/).waitFor();
  assert.deepEqual(await charges.worldActions(detail), []);

  // The clock page shows the capture on the schedule; a day later it has run.
  const day = await today(api);
  await detail.getByRole('link', { name: 'avance o Relógio' }).click();
  const schedule = dashboard.clock.schedule;
  await schedule.getByRole('row').filter({ hasText: `Cobrança #${id}` }).getByText('Cartão capturado (approved → paid)').waitFor();
  await dashboard.clock.button('+1 dia').click();
  await dashboard.clock.advanced(1).waitFor();
  await dashboard.section('charges');
  await charges.open(id);
  await charges.statusOf(id, 'paid').waitFor();
  await panel.getByText(`capturado em ${brDate(addDays(day, 1))}`).waitFor();
  assert.deepEqual(await charges.worldActions(detail), ['Reembolsar', 'Pagador contesta']);

  // More than was paid: the API's own refusal, word for word.
  await charges.action('Reembolsar', detail).click();
  let refund = charges.dialog(`Reembolsar — cobrança #${id}`);
  await refund.getByLabel('Uma parte').check();
  await refund.getByLabel('Valor do reembolso (R$)').fill('300,00');
  await refund.getByRole('button', { name: nbsp('Reembolsar R$ 300,00') }).click();
  const refusal = refund.getByRole('alert');
  await refusal.getByText('/amount').waitFor();
  await refusal.getByText(/O valor do reembolso \(R\$\s300,00\) é maior que o valor ainda reembolsável \(R\$\s212,19\)\./).waitFor();
  await refusal.getByText('3500034').waitFor();

  // A part: still paid, the refunded amount on the panel and a line on the timeline.
  await refund.getByLabel('Valor do reembolso (R$)').fill('12,19');
  await refund.getByRole('button', { name: nbsp('Reembolsar R$ 12,19') }).click();
  await refund.waitFor({ state: 'detached' });
  await panel.getByText(nbsp('restam R$ 200,00')).waitFor();
  await charges.timeline(detail).getByText('Reembolso parcial de R$ 12,19').waitFor();
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'paid');

  // The rest: refunded, nothing left to do.
  await charges.action('Reembolsar', detail).click();
  refund = charges.dialog(`Reembolsar — cobrança #${id}`);
  await refund.getByRole('button', { name: nbsp('Reembolsar R$ 200,00') }).click();
  await refund.waitFor({ state: 'detached' });
  await charges.statusOf(id, 'refunded').waitFor();
  await panel.getByText('tudo devolvido').waitFor();
  await detail.getByText('Nada mais a fazer: a cobrança está reembolsada ao pagador').waitFor();

  // The status filter knows the card statuses.
  await charges.statusFilter.selectOption('refunded');
  await charges.count(1, true).waitFor();
  // The browser logs the refused refund's 400 itself; nothing else may go wrong.
});

suite.test('a refused card shows its reason; another card then pays the charge', { allowErrors: noInstallments }, async ({ account, open }) => {
  const api = await account('Loja da recusa');
  const id = await api.createCharge({ items: [{ name: 'Bicicleta', value: 5990, amount: 1 }] });
  const dashboard = await open(api, `#/cobrancas/${id}`, { viewport: WIDE });
  const { charges } = dashboard;
  const detail = charges.detail(id);
  await charges.action('Pagar com cartão', detail).click();
  const reason = 'Transação não autorizada por motivos de segurança.';
  const dialog = await payByCardFromDialog(dashboard, id, `Mastercard final 4402 — recusado: ${reason}`);
  const answer = charges.processorAnswer(dialog);
  await answer.getByText(`Recusado: ${reason}`).waitFor();
  await answer.getByText('refusal.retry: true').waitFor();
  await dialog.getByRole('button', { name: 'Voltar à cobrança' }).click();

  const panel = charges.panel(detail, 'Cartão de crédito');
  await panel.getByRole('note', { name: 'Recusa da operadora' }).getByText(reason).waitFor();
  await panel.getByText('Mastercard', { exact: true }).waitFor();
  await charges.statusOf(id, 'unpaid').waitFor();
  await charges.timeline(detail).getByText(`Falha no pagamento - ${reason}`).waitFor();
  // No boleto actions on a card charge: another card, or cancel.
  assert.deepEqual(await charges.worldActions(detail), ['Tentar outro cartão', 'Cancelar cobrança']);

  await charges.action('Tentar outro cartão', detail).click();
  const retry = charges.dialog(`Tentar outro cartão — cobrança #${id}`);
  await retry.getByText('Resultado esperado: aprovado').waitFor();
  await retry.getByRole('button', { name: 'Tentar com este cartão' }).click();
  await retry.getByText(nbsp('Aprovado pela operadora: 1× de R$ 59,90 = R$ 59,90.')).waitFor();
  await retry.getByRole('button', { name: 'Voltar à cobrança' }).click();
  await charges.statusOf(id, 'approved').waitFor();
  await panel.getByRole('note', { name: 'Recusa da operadora' }).waitFor({ state: 'detached' });
  await panel.getByText('Visa', { exact: true }).waitFor();
});

suite.test('a field the API refuses is named in the pay dialog', { allowErrors: [...noInstallments, refused] }, async ({ account, open }) => {
  const api = await account('Loja do formulário');
  const id = await api.createCharge({ items: [{ name: 'Livro', value: 5990, amount: 1 }] });
  const dashboard = await open(api, `#/cobrancas/${id}`, { viewport: WIDE });
  const { charges } = dashboard;
  await charges.action('Pagar com cartão').click();
  const dialog = charges.cardDialog(id);
  await dialog.getByText(/Pagador e endereço de cobrança/).click();
  await dialog.getByLabel('CEP').fill('354');
  await dialog.getByRole('button', { name: 'Pagar com este cartão' }).click();
  const alert = dialog.getByRole('alert');
  await alert.getByText('/payment/credit_card/billing_address/zipcode').waitFor();
  await alert.getByText('3500034').waitFor();
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'new', 'nothing was paid');
});

suite.test('the payer disputes a paid card charge; the merchant wins one, the payer the other', async ({ account, open }) => {
  const api = await account('Loja da contestação');
  const kept = await oneStepCardCharge(api, 5990);
  const lost = await oneStepCardCharge(api, 5990);
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  const dashboard = await open(api, `#/cobrancas/${kept}`, { viewport: WIDE });
  const { charges } = dashboard;
  for (const [id, winner] of [[kept, 'Vendedor vence'], [lost, 'Pagador vence']] as const) {
    if (id === lost) await charges.open(id);
    const detail = charges.detail(id);
    await charges.action('Pagador contesta', detail).click();
    const dispute = charges.dialog(`Pagador contesta — cobrança #${id}`);
    await dispute.getByRole('button', { name: 'Registrar contestação' }).click();
    await dispute.waitFor({ state: 'detached' });
    await charges.statusOf(id, 'contested').waitFor();
    assert.deepEqual(await charges.worldActions(detail), ['Resolver contestação']);

    await charges.action('Resolver contestação', detail).click();
    const resolve = charges.dialog(`Resolver contestação — cobrança #${id}`);
    await resolve.getByRole('button', { name: winner }).click();
    await resolve.waitFor({ state: 'detached' });
  }
  await charges.statusOf(kept, 'paid').waitFor();
  await charges.statusOf(lost, 'refunded').waitFor();
  const lostDetail = charges.detail(lost);
  await charges.timeline(lostDetail).getByText('Contestação encerrada a favor do pagador: valor devolvido').waitFor();
  await charges.panel(lostDetail, 'Cartão de crédito').getByText('tudo devolvido').waitFor();

  await charges.open(kept);
  const keptDetail = charges.detail(kept);
  await charges.timeline(keptDetail).getByText('Contestação encerrada a favor do vendedor').waitFor();
  assert.deepEqual(await charges.worldActions(keptDetail), ['Reembolsar', 'Pagador contesta']);
});

suite.test('the test-card page says what each last digit gets, and a copied token pays a charge', async ({ account, open }) => {
  const api = await account('Loja dos testes');
  const dashboard = await open(api, '#/cartoes', { viewport: WIDE });
  const { cards } = dashboard;
  const rule = cards.digitRule;
  const reasons = ['Dados do cartão inválidos.', 'Transação não autorizada por motivos de segurança.', 'Transação não autorizada, tente novamente mais tarde.'];
  for (const [i, reason] of reasons.entries()) {
    const row = cards.digitRow(i + 1);
    await row.getByText('refused').waitFor();
    await row.getByText(reason).waitFor();
  }
  await rule.getByRole('row').filter({ hasText: 'qualquer outro' }).getByText('aprovado', { exact: true }).waitFor();

  // One click for a token, one to copy it: what goes into payment_token.
  await cards.generateToken('elo final 5500').click();
  await cards.copyToken('elo final 5500').click();
  await dashboard.text('Copiado ✓').waitFor();
  const token = await dashboard.clipboard();
  assert.equal(token, await cards.token('elo final 5500').innerText());
  const paid = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Assinatura', value: 3990, amount: 1 }],
    payment: {
      credit_card: {
        payment_token: token,
        customer: { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', birth: '1977-01-15' },
        billing_address: { street: 'Rua A', number: '1', neighborhood: 'Centro', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' },
      },
    },
  });
  assert.equal(paid.body.data?.status, 'approved', JSON.stringify(paid.body));
});

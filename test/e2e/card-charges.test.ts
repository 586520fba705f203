// Card charges in the dashboard, in a real Chromium: paying a charge with a test card (approved or
// refused, and trying another card), the card panel, the capture a day later on the clock page,
// refunds in parts, the payer's dispute ending both ways, and the test-card page's digit rule and
// one-click token.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { addDays, assertDashboardBuilt, chargeRow, launchBrowser, openCharge, openDashboard, today } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

const WIDE = { width: 1280, height: 900 };

/**
 * The pay dialog lists installment values from GET /v1/installments. An engine without that
 * route shows the counts alone, and the browser logs the 404: expected then, and only then.
 */
const installmentsListed = await (async () => {
  const api = await sandbox.newAccount();
  return (await api.get('/v1/installments?brand=visa&total=20000')).status === 200;
})();
const unexpected = (errors: string[]) => errors.filter((e) => installmentsListed || !/status of 404/.test(e));
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
const brDate = (date: string) => date.split('-').reverse().join('/');

/** The world actions offered, in order, by their visible text. */
async function worldButtons(detail: Locator): Promise<string[]> {
  return detail.getByRole('region', { name: 'Agir como o mundo' }).getByRole('button').allInnerTexts();
}

async function payByCardFromDialog(page: Page, chargeId: number, card: string | null, installments?: number) {
  const dialog = page.getByRole('dialog', { name: `Pagar com cartão — cobrança #${chargeId}` });
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

test('paying a charge by card from the dashboard, its capture a day later, then refunds in two parts', async () => {
  const api = await sandbox.newAccount('Loja do cartão');
  const id = await api.createCharge({ items: [{ name: 'Televisão', value: 20000, amount: 1 }] });
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, `#/cobrancas/${id}`, WIDE);
  try {
    const detail = page.getByRole('article', { name: `Cobrança #${id}` });
    assert.deepEqual(await worldButtons(detail), ['Pagar com cartão', 'Baixar manualmente (settle)', 'Cancelar cobrança']);
    await detail.getByRole('button', { name: 'Pagar com cartão' }).click();

    const form = page.getByRole('dialog', { name: `Pagar com cartão — cobrança #${id}` });
    // The first approved test card is chosen, and the dialog says what it will get.
    await form.getByText('Resultado esperado: aprovado').waitFor();
    assert.match(await form.getByLabel('Cartão de teste').inputValue(), /^4012001038443335$/);
    if (installmentsListed) {
      await form.getByRole('option', { name: nbsp('3× de R$ 70,73 (com juros) — total R$ 212,19') }).waitFor({ state: 'attached' });
    }
    const dialog = await payByCardFromDialog(page, id, null, 3);
    const answer = dialog.getByRole('status', { name: 'Resposta da operadora' });
    // round(20000 × 1.0199³ / 3) = 7073 a month.
    await answer.getByText(nbsp('Aprovado pela operadora: 3× de R$ 70,73 = R$ 212,19.')).waitFor();
    await dialog.getByRole('button', { name: 'Voltar à cobrança' }).click();
    await dialog.waitFor({ state: 'detached' });

    const panel = detail.getByRole('region', { name: 'Cartão de crédito' });
    await panel.getByText('Visa', { exact: true }).waitFor();
    await panel.getByLabel('Cartão XXXXXXXXXXXX3335').getByText('XXXX XXXX XXXX 3335').waitFor();
    await panel.getByText(nbsp('3× de R$ 70,73')).waitFor();
    await panel.getByText(nbsp('inclui R$ 12,19 de juros')).waitFor();
    await panel.getByText('na virada do dia, no relógio da conta').waitFor();
    await chargeRow(page, id).getByText('approved', { exact: true }).waitFor();
    await detail.locator('dt:text-is("Forma de pagamento") + dd').getByText('Cartão de crédito').waitFor();
    // Approved: nothing to do but wait for the capture (an approved charge cannot be canceled).
    await detail.getByText(/A operadora aprovou; a captura/).waitFor();
    assert.deepEqual(await worldButtons(detail), []);

    // The clock page shows the capture on the schedule; a day later it has run.
    const day = await today(api);
    await detail.getByRole('link', { name: 'avance o Relógio' }).click();
    const schedule = page.getByRole('region', { name: 'Próximos agendamentos' });
    await schedule.getByRole('row').filter({ hasText: `Cobrança #${id}` }).getByText('Cartão capturado (approved → paid)').waitFor();
    await page.getByRole('button', { name: '+1 dia' }).click();
    await page.getByText(/Relógio avançado .* 1 tarefa executada\./).waitFor();
    await page.getByRole('link', { name: /^Cobranças/ }).click();
    await openCharge(page, id);
    await chargeRow(page, id).getByText('paid', { exact: true }).waitFor();
    await panel.getByText(`capturado em ${brDate(addDays(day, 1))}`).waitFor();
    assert.deepEqual(await worldButtons(detail), ['Reembolsar', 'Pagador contesta']);

    // More than was paid: the API's own refusal, word for word.
    await detail.getByRole('button', { name: 'Reembolsar' }).click();
    let refund = page.getByRole('dialog', { name: `Reembolsar — cobrança #${id}` });
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
    await detail.getByRole('region', { name: 'Linha do tempo' }).getByText('Reembolso parcial de R$ 12,19').waitFor();
    assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'paid');

    // The rest: refunded, nothing left to do.
    await detail.getByRole('button', { name: 'Reembolsar' }).click();
    refund = page.getByRole('dialog', { name: `Reembolsar — cobrança #${id}` });
    await refund.getByRole('button', { name: nbsp('Reembolsar R$ 200,00') }).click();
    await refund.waitFor({ state: 'detached' });
    await chargeRow(page, id).getByText('refunded', { exact: true }).waitFor();
    await panel.getByText('tudo devolvido').waitFor();
    await detail.getByText('Nada mais a fazer: a cobrança está reembolsada ao pagador').waitFor();

    // The status filter knows the card statuses.
    await page.getByLabel('Status').selectOption('refunded');
    await page.getByText('1 cobrança com este filtro').waitFor();
    // The browser logs the refused refund's 400 itself; nothing else may go wrong.
    assert.deepEqual(unexpected(errors).filter((e) => !/status of 400/.test(e)), []);
  } finally {
    await close();
  }
});

test('a refused card shows its reason; another card then pays the charge', async () => {
  const api = await sandbox.newAccount('Loja da recusa');
  const id = await api.createCharge({ items: [{ name: 'Bicicleta', value: 5990, amount: 1 }] });
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, `#/cobrancas/${id}`, WIDE);
  try {
    const detail = page.getByRole('article', { name: `Cobrança #${id}` });
    await detail.getByRole('button', { name: 'Pagar com cartão' }).click();
    const reason = 'Transação não autorizada por motivos de segurança.';
    const dialog = await payByCardFromDialog(page, id, `Mastercard final 4402 — recusado: ${reason}`);
    const answer = dialog.getByRole('status', { name: 'Resposta da operadora' });
    await answer.getByText(`Recusado: ${reason}`).waitFor();
    await answer.getByText('refusal.retry: true').waitFor();
    await dialog.getByRole('button', { name: 'Voltar à cobrança' }).click();

    const panel = detail.getByRole('region', { name: 'Cartão de crédito' });
    await panel.getByRole('note', { name: 'Recusa da operadora' }).getByText(reason).waitFor();
    await panel.getByText('Mastercard', { exact: true }).waitFor();
    await chargeRow(page, id).getByText('unpaid', { exact: true }).waitFor();
    await detail.getByRole('region', { name: 'Linha do tempo' }).getByText(`Falha no pagamento - ${reason}`).waitFor();
    // No boleto actions on a card charge: another card, or cancel.
    assert.deepEqual(await worldButtons(detail), ['Tentar outro cartão', 'Cancelar cobrança']);

    await detail.getByRole('button', { name: 'Tentar outro cartão' }).click();
    const retry = page.getByRole('dialog', { name: `Tentar outro cartão — cobrança #${id}` });
    await retry.getByText('Resultado esperado: aprovado').waitFor();
    await retry.getByRole('button', { name: 'Tentar com este cartão' }).click();
    await retry.getByText(nbsp('Aprovado pela operadora: 1× de R$ 59,90 = R$ 59,90.')).waitFor();
    await retry.getByRole('button', { name: 'Voltar à cobrança' }).click();
    await chargeRow(page, id).getByText('approved', { exact: true }).waitFor();
    await panel.getByRole('note', { name: 'Recusa da operadora' }).waitFor({ state: 'detached' });
    await panel.getByText('Visa', { exact: true }).waitFor();
    assert.deepEqual(unexpected(errors), []);
  } finally {
    await close();
  }
});

test('a field the API refuses is named in the pay dialog', async () => {
  const api = await sandbox.newAccount('Loja do formulário');
  const id = await api.createCharge({ items: [{ name: 'Livro', value: 5990, amount: 1 }] });
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, `#/cobrancas/${id}`, WIDE);
  try {
    await page.getByRole('button', { name: 'Pagar com cartão' }).click();
    const dialog = page.getByRole('dialog', { name: `Pagar com cartão — cobrança #${id}` });
    await dialog.getByText(/Pagador e endereço de cobrança/).click();
    await dialog.getByLabel('CEP').fill('354');
    await dialog.getByRole('button', { name: 'Pagar com este cartão' }).click();
    const alert = dialog.getByRole('alert');
    await alert.getByText('/payment/credit_card/billing_address/zipcode').waitFor();
    await alert.getByText('3500034').waitFor();
    assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'new', 'nothing was paid');
    // The browser logs the 400 itself; nothing else may go wrong.
    assert.deepEqual(unexpected(errors).filter((e) => !/status of 400/.test(e)), []);
  } finally {
    await close();
  }
});

test('the payer disputes a paid card charge; the merchant wins one, the payer the other', async () => {
  const api = await sandbox.newAccount('Loja da contestação');
  const kept = await oneStepCardCharge(api, 5990);
  const lost = await oneStepCardCharge(api, 5990);
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, `#/cobrancas/${kept}`, WIDE);
  try {
    for (const [id, winner] of [[kept, 'Vendedor vence'], [lost, 'Pagador vence']] as const) {
      if (id === lost) await openCharge(page, id);
      const detail = page.getByRole('article', { name: `Cobrança #${id}` });
      await detail.getByRole('button', { name: 'Pagador contesta' }).click();
      const dispute = page.getByRole('dialog', { name: `Pagador contesta — cobrança #${id}` });
      await dispute.getByRole('button', { name: 'Registrar contestação' }).click();
      await dispute.waitFor({ state: 'detached' });
      await chargeRow(page, id).getByText('contested', { exact: true }).waitFor();
      assert.deepEqual(await worldButtons(detail), ['Resolver contestação']);

      await detail.getByRole('button', { name: 'Resolver contestação' }).click();
      const resolve = page.getByRole('dialog', { name: `Resolver contestação — cobrança #${id}` });
      await resolve.getByRole('button', { name: winner }).click();
      await resolve.waitFor({ state: 'detached' });
    }
    await chargeRow(page, kept).getByText('paid', { exact: true }).waitFor();
    await chargeRow(page, lost).getByText('refunded', { exact: true }).waitFor();
    const lostDetail = page.getByRole('article', { name: `Cobrança #${lost}` });
    await lostDetail.getByRole('region', { name: 'Linha do tempo' }).getByText('Contestação encerrada a favor do pagador: valor devolvido').waitFor();
    await lostDetail.getByRole('region', { name: 'Cartão de crédito' }).getByText('tudo devolvido').waitFor();

    await openCharge(page, kept);
    const keptDetail = page.getByRole('article', { name: `Cobrança #${kept}` });
    await keptDetail.getByRole('region', { name: 'Linha do tempo' }).getByText('Contestação encerrada a favor do vendedor').waitFor();
    assert.deepEqual(await worldButtons(keptDetail), ['Reembolsar', 'Pagador contesta']);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the test-card page says what each last digit gets, and a copied token pays a charge', async () => {
  const api = await sandbox.newAccount('Loja dos testes');
  const { page, errors, close } = await openDashboard(browser, sandbox.url, api, '#/cartoes', WIDE);
  try {
    const rule = page.getByRole('region', { name: 'O último dígito do cartão decide' });
    const reasons = ['Dados do cartão inválidos.', 'Transação não autorizada por motivos de segurança.', 'Transação não autorizada, tente novamente mais tarde.'];
    for (const [i, reason] of reasons.entries()) {
      const row = rule.getByRole('row').filter({ has: page.getByRole('cell', { name: String(i + 1), exact: true }) });
      await row.getByText('refused').waitFor();
      await row.getByText(reason).waitFor();
    }
    await rule.getByRole('row').filter({ hasText: 'qualquer outro' }).getByText('aprovado', { exact: true }).waitFor();

    // One click for a token, one to copy it: what goes into payment_token.
    await page.getByRole('button', { name: 'Gerar token do cartão elo final 5500' }).click();
    await page.getByRole('button', { name: 'Copiar token do cartão elo final 5500' }).click();
    await page.getByText('Copiado ✓').waitFor();
    const token = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(token, await page.getByLabel('payment_token do cartão elo final 5500').innerText());
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
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

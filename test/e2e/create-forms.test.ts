// The dashboard's "create" forms, in a Chromium set to English (so no Portuguese can come from the
// browser itself): every field says in Portuguese at itself what is wrong — a blank name, a value
// beyond the API's bound said in reais, letters in a value — the button stays usable, a refusal
// of the API goes once the form is edited; and what each form makes is what the API then holds:
// a boleto, a charge without a payment method, a carnê, a plan and subscriptions, a payment link
// with its notification_url (whose callback arrives there). Each new record is opened.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { startReceiver, waitFor } from '../helpers/receiver.ts';
import { assertDashboardBuilt, expectNoSeriousAxeViolations, launchBrowser, openDashboardInEnglish, today } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox({ jobs: { pollMs: 50, deliveryTimeoutMs: 1000 } });
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

const openInEnglish = (browser: Browser, account: ApiClient, hash: string) => openDashboardInEnglish(browser, sandbox.url, account, hash);

/** The message a field shows under itself (its aria-describedby error line). */
async function fieldMessage(field: Locator): Promise<string> {
  const id = await field.getAttribute('id');
  return (await field.page().locator(`[id="${id}-error"]`).innerText()).trim();
}

/** What the browser would say in its own bubble: ours, since each field sets its validity. */
const validationMessage = (field: Locator) => field.evaluate((input: HTMLInputElement) => input.validationMessage);

/** The console's errors but for the one API refusal a test asked for (the browser logs every 4xx). */
const besidesOneRefusal = (errors: string[]) => {
  const refusals = errors.filter((e) => /status of 400/.test(e));
  assert.equal(refusals.length, 1, `one refusal of the API: ${JSON.stringify(errors)}`);
  return errors.filter((e) => !refusals.includes(e));
};

const chargeCount = async (api: ApiClient) => (await api.get('/sandbox/v1/charges')).body.total as number;

/** The id at the end of the URL the dashboard navigated to ("#/carnes/12"), other than `previous`. */
async function openedId(page: Page, view: string, previous?: number): Promise<number> {
  const pattern = new RegExp(`#/${view}/(\\d+)$`);
  await page.waitForURL((url) => {
    const m = pattern.exec(url.hash ? `#${url.hash.slice(1)}` : '');
    return m !== null && Number(m[1]) !== previous;
  });
  return Number(pattern.exec(page.url())![1]);
}

test('Nova cobrança: blank name, a value too large, letters in the value — each said at its field in Portuguese, in reais; a stale refusal goes once the form is edited', async () => {
  const api = await sandbox.newAccount();
  const { page, errors, close } = await openInEnglish(browser, api, '#/cobrancas');
  try {
    await page.getByRole('button', { name: 'Nova cobrança' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova cobrança' });
    const name = dialog.getByRole('textbox', { name: 'Nome do cliente' });
    const value = dialog.getByRole('textbox', { name: 'Valor (R$)' });
    const create = dialog.getByRole('button', { name: 'Criar boleto' });

    await name.fill('');
    await create.click();
    assert.equal(await fieldMessage(name), 'Preencha este campo.');
    assert.equal(await validationMessage(name), 'Preencha este campo.', 'no English bubble text behind it');
    assert.equal(await name.getAttribute('aria-invalid'), 'true');
    assert.ok(await name.evaluate((input) => input === document.activeElement), 'the first wrong field gets the focus');
    await name.fill('Gorbadoc Oldbuck');
    assert.equal(await fieldMessage(name), '', 'the message goes once the field is right');

    // The API's bound on an item's value, said in reais; one cent less is what the API takes.
    await value.fill('21.474.836,48');
    assert.equal(await fieldMessage(value), 'O valor máximo é R$\u00a021.474.836,47.');
    await create.click();
    assert.equal(await chargeCount(api), 0, 'nothing was sent');
    const overBound = await api.post('/v1/charge', { items: [{ name: 'Item', value: 2_147_483_648, amount: 1 }] });
    assert.equal(overBound.status, 400, 'the API refuses one cent more too');

    // A refusal of the API (a boleto below R$ 5,00) shown in the dialog, then edited away.
    await value.fill('1,00');
    await create.click();
    const refusal = dialog.getByRole('alert');
    await refusal.getByText('O valor mínimo de uma cobrança por boleto é R$ 5,00.').waitFor();

    // Letters: said at once, the button still there to press, the old refusal gone.
    await value.fill('abc');
    assert.equal(await fieldMessage(value), '“abc” não é um valor em reais: use só números, como 150,00.');
    assert.equal(await refusal.count(), 0, 'the refusal of the earlier value is gone');
    assert.ok(await create.isEnabled(), 'the button is not silently disabled');
    await create.click();
    assert.ok(await value.evaluate((input) => input === document.activeElement), 'pressing it leads to what is wrong');
    await value.fill('150.00');
    assert.equal(await fieldMessage(value), 'Use vírgula nos centavos: 150,00.', 'a dot is not read as thousands');

    await value.fill('21.474.836,47');
    await expectNoSeriousAxeViolations(page, 'the new charge form', '.dialog');
    await create.click();
    const id = await openedId(page, 'cobrancas');
    await page.getByRole('heading', { name: `Cobrança #${id}` }).waitFor();
    const stored = (await api.get(`/v1/charge/${id}`)).body.data;
    assert.equal(stored.total, 2_147_483_647);
    assert.equal(stored.status, 'waiting');
    assert.deepEqual(besidesOneRefusal(errors), []);
  } finally {
    await close();
  }
});

test('Nova cobrança without a payment method: POST /v1/charge, status new, opened with "Pagar com cartão"; a notification_url that is not http(s) is said at its field', async () => {
  const api = await sandbox.newAccount();
  const { page, errors, close } = await openInEnglish(browser, api, '#/cobrancas');
  try {
    await page.getByRole('button', { name: 'Nova cobrança' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova cobrança' });
    await dialog.getByRole('radio', { name: /Sem forma de pagamento/ }).check();
    assert.equal(await dialog.getByRole('textbox', { name: 'Nome do cliente' }).count(), 0, 'no boleto customer for a charge without a payment method');
    await dialog.getByRole('textbox', { name: 'Item' }).fill('Assinatura anual');
    await dialog.getByRole('textbox', { name: 'Valor (R$)' }).fill('1.234,56');
    await dialog.getByRole('textbox', { name: 'custom_id (opcional)' }).fill('pedido-9');
    const url = dialog.getByRole('textbox', { name: 'notification_url (opcional)' });
    await url.fill('ftp://127.0.0.1/hook');
    await dialog.getByRole('button', { name: 'Criar cobrança' }).click();
    assert.equal(await fieldMessage(url), 'Use um endereço que comece com http:// ou https://, como http://127.0.0.1:3000/webhook.');
    assert.equal(await chargeCount(api), 0);
    await url.fill('http://127.0.0.1:9/hook');
    await expectNoSeriousAxeViolations(page, 'the new charge form without a payment method', '.dialog');
    await dialog.getByRole('button', { name: 'Criar cobrança' }).click();

    const id = await openedId(page, 'cobrancas');
    const detail = page.getByRole('article', { name: `Cobrança #${id}` });
    await detail.getByRole('button', { name: 'Pagar com cartão' }).waitFor();
    const stored = (await api.get(`/v1/charge/${id}`)).body.data;
    assert.equal(stored.status, 'new');
    assert.equal(stored.total, 123456);
    assert.equal(stored.payment, undefined, 'no payment method');
    assert.equal(stored.custom_id, 'pedido-9');
    assert.equal(stored.notification_url, 'http://127.0.0.1:9/hook');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('Novo carnê from the empty Carnês page: the parcels the API made, the new carnê opened', async () => {
  const api = await sandbox.newAccount();
  const start = await today(api);
  const { page, errors, close } = await openInEnglish(browser, api, '#/carnes');
  try {
    await page.getByText('Esta conta ainda não tem carnês.').waitFor();
    await page.getByRole('button', { name: 'Criar o primeiro carnê' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo carnê' });
    const phone = dialog.getByRole('textbox', { name: 'Telefone' });
    await phone.fill('123');
    await dialog.getByRole('button', { name: 'Criar carnê' }).click();
    assert.equal(await fieldMessage(phone), 'Use o DDD e o número, como (51) 4491-6523 ou (51) 99123-4567.');
    await phone.fill('(31) 99876-5432');
    await dialog.getByRole('textbox', { name: 'Item' }).fill('Mensalidade');
    await dialog.getByRole('textbox', { name: 'Valor de cada parcela (R$)' }).fill('89,90');
    await dialog.getByRole('combobox', { name: 'Parcelas' }).selectOption('3');
    await expectNoSeriousAxeViolations(page, 'the new carnê form', '.dialog');
    await dialog.getByRole('button', { name: 'Criar carnê' }).click();

    const id = await openedId(page, 'carnes');
    await page.getByRole('heading', { name: `Carnê #${id}` }).waitFor();
    await page.getByRole('grid', { name: 'Carnês' }).getByRole('link', { name: `#${id}` }).waitFor();
    const carnet = (await api.get(`/v1/carnet/${id}`)).body.data;
    assert.equal(carnet.charges.length, 3);
    assert.deepEqual(carnet.charges.map((c: { value: number }) => c.value), [8990, 8990, 8990]);
    assert.ok(carnet.charges[0].expire_at > start, 'the first parcel falls due after today');
    const parcel = (await api.get(`/v1/charge/${carnet.charges[0].charge_id}`)).body.data;
    assert.equal(parcel.customer.phone_number, '31998765432');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('Assinaturas: the first subscription with a plan made on the way (a refused try makes no second plan), then "Novo plano" and "Assinar"', async () => {
  const api = await sandbox.newAccount();
  const { page, errors, close } = await openInEnglish(browser, api, '#/assinaturas');
  try {
    await page.getByText('Esta conta ainda não tem assinaturas.').waitFor();
    await page.getByRole('button', { name: 'Criar a primeira assinatura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova assinatura' });
    assert.equal(await dialog.getByRole('combobox', { name: 'Plano' }).inputValue(), 'new', 'no plan yet: a new one');
    const repeats = dialog.getByRole('textbox', { name: 'Quantas cobranças (repeats)' });
    await repeats.fill('1');
    assert.equal(await fieldMessage(repeats), 'Use um número de 2 a 120.');
    await repeats.fill('6');
    await dialog.getByRole('textbox', { name: 'Nome do plano' }).fill('Clube do livro');
    await dialog.getByRole('textbox', { name: 'Valor de cada cobrança (R$)' }).fill('49,90');
    // A CPF whose check digits do not match: the plan is made, the API refuses the subscription.
    await dialog.getByRole('textbox', { name: 'CPF' }).fill('111.444.777-00');
    await expectNoSeriousAxeViolations(page, 'the new subscription form', '.dialog');
    await dialog.getByRole('button', { name: 'Criar assinatura' }).click();
    await dialog.getByRole('alert').getByText('CPF inválido', { exact: false }).waitFor();
    const plans = (await api.get('/v1/plans')).body.data;
    assert.equal(plans.length, 1);
    assert.equal(await dialog.getByRole('combobox', { name: 'Plano' }).inputValue(), String(plans[0].plan_id), 'the plan made is now the choice');
    await dialog.getByRole('textbox', { name: 'CPF' }).fill('942.715.646-56');
    await dialog.getByRole('button', { name: 'Criar assinatura' }).click();

    const first = await openedId(page, 'assinaturas');
    await page.getByRole('heading', { name: `Assinatura #${first}` }).waitFor();
    assert.equal((await api.get('/v1/plans')).body.data.length, 1, 'the retry used the same plan');
    const subscription = (await api.get(`/v1/subscription/${first}`)).body.data;
    assert.equal(subscription.plan.plan_id, plans[0].plan_id);
    assert.equal(subscription.plan.repeats, 6);
    assert.equal(subscription.value, 4990);
    assert.equal(subscription.payment_method, 'banking_billet');

    // A plan on its own, marked in the table, and a subscription to it from its row.
    const plansSection = page.getByRole('region', { name: /^Planos/ });
    await plansSection.getByRole('button', { name: 'Novo plano' }).click();
    const planDialog = page.getByRole('dialog', { name: 'Novo plano' });
    await planDialog.getByRole('textbox', { name: 'Nome do plano' }).fill('Plano anual');
    await planDialog.getByRole('combobox', { name: 'Cobra' }).selectOption('12');
    await planDialog.getByRole('textbox', { name: 'Quantas cobranças (repeats)' }).fill('');
    await expectNoSeriousAxeViolations(page, 'the new plan form', '.dialog');
    await planDialog.getByRole('button', { name: 'Criar plano' }).click();
    await planDialog.waitFor({ state: 'detached' });
    const annual = (await api.get('/v1/plans')).body.data.find((p: { name: string }) => p.name === 'Plano anual');
    assert.equal(annual.interval, 12);
    assert.equal(annual.repeats, null, 'empty: until canceled');
    const row = plansSection.getByRole('row').filter({ hasText: `#${annual.plan_id}` });
    assert.equal(await row.getAttribute('aria-current'), 'true', 'the new plan is marked');

    await row.getByRole('button', { name: `Assinar o plano #${annual.plan_id}` }).click();
    assert.equal(await dialog.getByRole('combobox', { name: 'Plano' }).inputValue(), String(annual.plan_id));
    await dialog.getByRole('button', { name: 'Criar assinatura' }).click();
    const second = await openedId(page, 'assinaturas', first);
    assert.notEqual(second, first);
    await page.getByRole('heading', { name: `Assinatura #${second}` }).waitFor();
    assert.equal((await api.get(`/v1/subscription/${second}`)).body.data.plan.plan_id, annual.plan_id);
    assert.deepEqual(besidesOneRefusal(errors), []);
  } finally {
    await close();
  }
});

test('Criar link with a notification_url: the link\'s charge has it, and its callback arrives there', async () => {
  const api = await sandbox.newAccount();
  const receiver = await startReceiver(200);
  const { page, errors, close } = await openInEnglish(browser, api, '#/links');
  try {
    await page.getByRole('button', { name: 'Criar link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar link de pagamento' });
    const url = dialog.getByRole('textbox', { name: 'notification_url (opcional)' });
    await url.fill('127.0.0.1/hook');
    const discount = dialog.getByRole('textbox', { name: 'Desconto no boleto (R$, opcional)' });
    await discount.fill('5,001');
    assert.equal(await fieldMessage(discount), 'Use no máximo dois dígitos nos centavos, como 150,25.');
    await dialog.getByRole('button', { name: 'Criar link' }).click();
    assert.equal(await fieldMessage(url), 'Use um endereço que comece com http:// ou https://, como http://127.0.0.1:3000/webhook.');
    assert.equal(await chargeCount(api), 0);
    await discount.fill('5,00');
    await url.fill(receiver.url);
    await expectNoSeriousAxeViolations(page, 'the new link form', '.dialog');
    await dialog.getByRole('button', { name: 'Criar link' }).click();

    const id = await openedId(page, 'links');
    await page.getByRole('article', { name: `Link de pagamento #${id}` }).waitFor();
    const charge = (await api.get(`/v1/charge/${id}`)).body.data;
    assert.equal(charge.notification_url, receiver.url);
    assert.equal(charge.link.billet_discount, 500);

    // The payer picks the boleto: the status change is posted to the URL given in the form.
    const paid = await api.post(`/sandbox/v1/payment-links/${id}/pay`, {
      payment: { banking_billet: { customer: { name: 'Gorbadoc Oldbuck', cpf: '94271564656' } } },
    });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const call = await waitFor(() => receiver.calls.find((c) => c.token), 'a callback at the link\'s notification_url');
    const notification = (await api.get(`/v1/notification/${call.token}`)).body.data;
    assert.ok(notification.some((event: { identifiers: { charge_id: number } }) => event.identifiers.charge_id === id));
    assert.deepEqual(errors, []);
  } finally {
    await close();
    await receiver.close();
  }
});

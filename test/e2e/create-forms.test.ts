// The dashboard's "create" forms, in a Chromium set to English (so no Portuguese can come from the
// browser itself): every field says in Portuguese at itself what is wrong — a blank name, a value
// beyond the API's bound said in reais, letters in a value — the button stays usable, a refusal
// of the API goes once the form is edited; and what each form makes is what the API then holds:
// a boleto, a charge without a payment method, a carnê, a plan and subscriptions, a payment link
// with its notification_url (whose callback arrives there). Each new record is opened. The browser
// is set to English (`foreign: true`).
import assert from 'node:assert/strict';
import type { ApiClient } from '../helpers/sandbox.ts';
import { waitFor } from '../helpers/receiver.ts';
import { browserSuite, type AllowedError } from './suite.ts';
import { expectNoSeriousAxeViolations, today } from './helpers.ts';

const suite = await browserSuite({ sandbox: { jobs: { deliveryTimeoutMs: 1000 } } });

/** The one API refusal a test asks for: the browser logs every 4xx as a console error. */
const oneRefusal: AllowedError = { matches: /status of 400/, why: 'the one refusal of the API the test provokes', times: 1 };

const chargeCount = async (api: ApiClient) => (await api.get('/sandbox/v1/charges')).body.total as number;

suite.test('Nova cobrança: blank name, a value too large, letters in the value — each said at its field in Portuguese, in reais; a stale refusal goes once the form is edited', { allowErrors: [oneRefusal] }, async ({ account, open }) => {
  const api = await account();
  const dashboard = await open(api, '#/cobrancas', { foreign: true });
  const { page, forms } = dashboard;
  await dashboard.charges.newChargeButton.click();
  const dialog = forms.dialog('Nova cobrança');
  const name = forms.textbox(dialog, 'Nome do cliente');
  const value = forms.textbox(dialog, 'Valor (R$)');
  const create = forms.button(dialog, 'Criar boleto');

  await name.fill('');
  await create.click();
  assert.equal(await forms.fieldMessage(name), 'Preencha este campo.');
  assert.equal(await forms.validationMessage(name), 'Preencha este campo.', 'no English bubble text behind it');
  assert.equal(await name.getAttribute('aria-invalid'), 'true');
  assert.ok(await forms.hasFocus(name), 'the first wrong field gets the focus');
  await name.fill('Gorbadoc Oldbuck');
  assert.equal(await forms.fieldMessage(name), '', 'the message goes once the field is right');

  // The API's bound on an item's value, said in reais; one cent less is what the API takes.
  await value.fill('21.474.836,48');
  assert.equal(await forms.fieldMessage(value), 'O valor máximo é R$\u00a021.474.836,47.');
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
  assert.equal(await forms.fieldMessage(value), '“abc” não é um valor em reais: use só números, como 150,00.');
  assert.equal(await refusal.count(), 0, 'the refusal of the earlier value is gone');
  assert.ok(await create.isEnabled(), 'the button is not silently disabled');
  await create.click();
  assert.ok(await forms.hasFocus(value), 'pressing it leads to what is wrong');
  await value.fill('150.00');
  assert.equal(await forms.fieldMessage(value), 'Use vírgula nos centavos: 150,00.', 'a dot is not read as thousands');

  await value.fill('21.474.836,47');
  await expectNoSeriousAxeViolations(page, 'the new charge form', '.dialog');
  await create.click();
  const id = await forms.openedId('cobrancas');
  await dashboard.charges.heading(id).waitFor();
  const stored = (await api.get(`/v1/charge/${id}`)).body.data;
  assert.equal(stored.total, 2_147_483_647);
  assert.equal(stored.status, 'waiting');
});

suite.test('Nova cobrança without a payment method: POST /v1/charge, status new, opened with "Pagar com cartão"; a notification_url that is not http(s) is said at its field', async ({ account, open }) => {
  const api = await account();
  const dashboard = await open(api, '#/cobrancas', { foreign: true });
  const { page, forms } = dashboard;
  await dashboard.charges.newChargeButton.click();
  const dialog = forms.dialog('Nova cobrança');
  await dialog.getByRole('radio', { name: /Sem forma de pagamento/ }).check();
  assert.equal(await forms.textbox(dialog, 'Nome do cliente').count(), 0, 'no boleto customer for a charge without a payment method');
  await forms.textbox(dialog, 'Item').fill('Assinatura anual');
  await forms.textbox(dialog, 'Valor (R$)').fill('1.234,56');
  await forms.textbox(dialog, 'custom_id (opcional)').fill('pedido-9');
  const url = forms.textbox(dialog, 'notification_url (opcional)');
  await url.fill('ftp://127.0.0.1/hook');
  await forms.button(dialog, 'Criar cobrança').click();
  assert.equal(await forms.fieldMessage(url), 'Use um endereço que comece com http:// ou https://, como http://127.0.0.1:3000/webhook.');
  assert.equal(await chargeCount(api), 0);
  await url.fill('http://127.0.0.1:9/hook');
  await expectNoSeriousAxeViolations(page, 'the new charge form without a payment method', '.dialog');
  await forms.button(dialog, 'Criar cobrança').click();

  const id = await forms.openedId('cobrancas');
  await dashboard.charges.action('Pagar com cartão', dashboard.charges.detail(id)).waitFor();
  const stored = (await api.get(`/v1/charge/${id}`)).body.data;
  assert.equal(stored.status, 'new');
  assert.equal(stored.total, 123456);
  assert.equal(stored.payment, undefined, 'no payment method');
  assert.equal(stored.custom_id, 'pedido-9');
  assert.equal(stored.notification_url, 'http://127.0.0.1:9/hook');
});

suite.test('Novo carnê from the empty Carnês page: the parcels the API made, the new carnê opened', async ({ account, open }) => {
  const api = await account();
  const start = await today(api);
  const dashboard = await open(api, '#/carnes', { foreign: true });
  const { page, forms } = dashboard;
  await dashboard.carnets.none.waitFor();
  await dashboard.carnets.createFirst.click();
  const dialog = forms.dialog('Novo carnê');
  const phone = forms.textbox(dialog, 'Telefone');
  await phone.fill('123');
  await forms.button(dialog, 'Criar carnê').click();
  assert.equal(await forms.fieldMessage(phone), 'Use o DDD e o número, como (51) 4491-6523 ou (51) 99123-4567.');
  await phone.fill('(31) 99876-5432');
  await forms.textbox(dialog, 'Item').fill('Mensalidade');
  await forms.textbox(dialog, 'Valor de cada parcela (R$)').fill('89,90');
  await forms.combobox(dialog, 'Parcelas').selectOption('3');
  await expectNoSeriousAxeViolations(page, 'the new carnê form', '.dialog');
  await forms.button(dialog, 'Criar carnê').click();

  const id = await forms.openedId('carnes');
  await dashboard.carnets.heading(id).waitFor();
  await dashboard.carnets.grid.getByRole('link', { name: `#${id}` }).waitFor();
  const carnet = (await api.get(`/v1/carnet/${id}`)).body.data;
  assert.equal(carnet.charges.length, 3);
  assert.deepEqual(carnet.charges.map((c: { value: number }) => c.value), [8990, 8990, 8990]);
  assert.ok(carnet.charges[0].expire_at > start, 'the first parcel falls due after today');
  const parcel = (await api.get(`/v1/charge/${carnet.charges[0].charge_id}`)).body.data;
  assert.equal(parcel.customer.phone_number, '31998765432');
});

suite.test('Assinaturas: the first subscription with a plan made on the way (a refused try makes no second plan), then "Novo plano" and "Assinar"', { allowErrors: [oneRefusal] }, async ({ account, open }) => {
  const api = await account();
  const dashboard = await open(api, '#/assinaturas', { foreign: true });
  const { page, forms } = dashboard;
  await dashboard.subscriptions.none.waitFor();
  await dashboard.subscriptions.createFirst.click();
  const dialog = forms.dialog('Nova assinatura');
  assert.equal(await forms.combobox(dialog, 'Plano').inputValue(), 'new', 'no plan yet: a new one');
  const repeats = forms.textbox(dialog, 'Quantas cobranças (repeats)');
  await repeats.fill('1');
  assert.equal(await forms.fieldMessage(repeats), 'Use um número de 2 a 120.');
  await repeats.fill('6');
  await forms.textbox(dialog, 'Nome do plano').fill('Clube do livro');
  await forms.textbox(dialog, 'Valor de cada cobrança (R$)').fill('49,90');
  // A CPF whose check digits do not match: the plan is made, the API refuses the subscription.
  await forms.textbox(dialog, 'CPF').fill('111.444.777-00');
  await expectNoSeriousAxeViolations(page, 'the new subscription form', '.dialog');
  await forms.button(dialog, 'Criar assinatura').click();
  await dialog.getByRole('alert').getByText('CPF inválido', { exact: false }).waitFor();
  const plans = (await api.get('/v1/plans')).body.data;
  assert.equal(plans.length, 1);
  assert.equal(await forms.combobox(dialog, 'Plano').inputValue(), String(plans[0].plan_id), 'the plan made is now the choice');
  await forms.textbox(dialog, 'CPF').fill('942.715.646-56');
  await forms.button(dialog, 'Criar assinatura').click();

  const first = await forms.openedId('assinaturas');
  await dashboard.subscriptions.heading(first).waitFor();
  assert.equal((await api.get('/v1/plans')).body.data.length, 1, 'the retry used the same plan');
  const subscription = (await api.get(`/v1/subscription/${first}`)).body.data;
  assert.equal(subscription.plan.plan_id, plans[0].plan_id);
  assert.equal(subscription.plan.repeats, 6);
  assert.equal(subscription.value, 4990);
  assert.equal(subscription.payment_method, 'banking_billet');

  // A plan on its own, marked in the table, and a subscription to it from its row.
  const plansSection = dashboard.subscriptions.plansSection;
  await plansSection.getByRole('button', { name: 'Novo plano' }).click();
  const planDialog = forms.dialog('Novo plano');
  await forms.textbox(planDialog, 'Nome do plano').fill('Plano anual');
  await forms.combobox(planDialog, 'Cobra').selectOption('12');
  await forms.textbox(planDialog, 'Quantas cobranças (repeats)').fill('');
  await expectNoSeriousAxeViolations(page, 'the new plan form', '.dialog');
  await forms.button(planDialog, 'Criar plano').click();
  await planDialog.waitFor({ state: 'detached' });
  const annual = (await api.get('/v1/plans')).body.data.find((p: { name: string }) => p.name === 'Plano anual');
  assert.equal(annual.interval, 12);
  assert.equal(annual.repeats, null, 'empty: until canceled');
  const row = plansSection.getByRole('row').filter({ hasText: `#${annual.plan_id}` });
  assert.equal(await row.getAttribute('aria-current'), 'true', 'the new plan is marked');

  await row.getByRole('button', { name: `Assinar o plano #${annual.plan_id}` }).click();
  assert.equal(await forms.combobox(dialog, 'Plano').inputValue(), String(annual.plan_id));
  await forms.button(dialog, 'Criar assinatura').click();
  const second = await forms.openedId('assinaturas', first);
  assert.notEqual(second, first);
  await dashboard.subscriptions.heading(second).waitFor();
  assert.equal((await api.get(`/v1/subscription/${second}`)).body.data.plan.plan_id, annual.plan_id);
});

suite.test('Criar link with a notification_url: the link\'s charge has it, and its callback arrives there', async ({ account, open }) => {
  const api = await account();
  const receiver = await suite.receiver(200);
  const dashboard = await open(api, '#/links', { foreign: true });
  const { page, forms } = dashboard;
  await dashboard.links.createButton.click();
  const dialog = forms.dialog('Criar link de pagamento');
  const url = forms.textbox(dialog, 'notification_url (opcional)');
  await url.fill('127.0.0.1/hook');
  const discount = forms.textbox(dialog, 'Desconto no boleto (R$, opcional)');
  await discount.fill('5,001');
  assert.equal(await forms.fieldMessage(discount), 'Use no máximo dois dígitos nos centavos, como 150,25.');
  await forms.button(dialog, 'Criar link').click();
  assert.equal(await forms.fieldMessage(url), 'Use um endereço que comece com http:// ou https://, como http://127.0.0.1:3000/webhook.');
  assert.equal(await chargeCount(api), 0);
  await discount.fill('5,00');
  await url.fill(receiver.url);
  await expectNoSeriousAxeViolations(page, 'the new link form', '.dialog');
  await forms.button(dialog, 'Criar link').click();

  const id = await forms.openedId('links');
  await dashboard.links.detail(id).waitFor();
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
});

// Plans and subscriptions over real HTTP: the plan rules, subscribing in two steps and one, the
// pay answers, the recurrence on the account's clock (boleto renewals to `expired`, a card trial
// ending in a refused charge), cancel, metadata, history, and the events under one token.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billingAddress = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };
const items = [{ name: 'Plano mensal', value: 4990, amount: 1 }];

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const brDate = (iso: string) => iso.split('-').reverse().join('/');

async function tokenFor(api: ApiClient, outcome: 'approved' | 'refused'): Promise<string> {
  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === 'visa' && (outcome === 'approved' ? c.outcome === 'approved' : c.number.endsWith('1')))!;
  const result = await api.post('/sandbox/v1/payment-tokens', {
    brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year,
  });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.payment_token;
}

async function createPlan(api: ApiClient, plan: Record<string, unknown> = { name: 'Mensal', interval: 1, repeats: 12 }): Promise<number> {
  const result = await api.post('/v1/plan', plan);
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data.plan_id;
}

async function subscribe(api: ApiClient, planId: number, extra: Record<string, unknown> = {}) {
  const result = await api.post(`/v1/plan/${planId}/subscription`, { items, ...extra });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data;
}

async function payWithBillet(api: ApiClient, subscriptionId: number, expireInDays = 5, extra: Record<string, unknown> = {}) {
  const expire = addDays(await today(api), expireInDays);
  return api.post(`/v1/subscription/${subscriptionId}/pay`, { payment: { banking_billet: { customer, expire_at: expire, ...extra } } });
}

async function eventsOf(api: ApiClient, subscriptionId: number) {
  const detail = await api.get(`/sandbox/v1/subscriptions/${subscriptionId}`);
  return (await api.get(`/v1/notification/${detail.body.notification_token}`)).body.data as any[];
}

test('plans: create, list with name search and pagination, rename, delete; the schema limits with their pointers', async () => {
  const api = await sandbox.newAccount();
  const created = await api.post('/v1/plan', { name: 'Plano de Internet - 10 Mb', interval: 1, repeats: 12 });
  assert.equal(created.status, 200);
  const plan = created.body.data;
  assert.deepEqual(Object.keys(plan).sort(), ['created_at', 'interval', 'name', 'plan_id', 'repeats']);
  assert.match(plan.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const open = (await api.post('/v1/plan', { name: 'Plano sem fim', interval: 24 })).body.data;
  assert.equal(open.repeats, null, 'repeats absent: until canceled');
  await api.post('/v1/plan', { name: 'Plano de Internet - 50 Mb', interval: 6, repeats: null });

  const all = (await api.get('/v1/plans')).body.data;
  assert.deepEqual(all.map((p: any) => p.plan_id), [plan.plan_id, open.plan_id, plan.plan_id + 2]);
  assert.match(all[0].created_at, /^\d{4}-\d{2}-\d{2}$/, 'the list shows the date, as the reference example');
  assert.deepEqual((await api.get('/v1/plans?name=internet')).body.data.map((p: any) => p.name), ['Plano de Internet - 10 Mb', 'Plano de Internet - 50 Mb']);
  assert.deepEqual((await api.get('/v1/plans?limit=1&offset=1')).body.data.map((p: any) => p.plan_id), [open.plan_id]);
  assert.equal((await api.get('/v1/plans?limit=0')).body.error_description.property, 'limit');

  for (const [body, pointer] of [
    [{ name: 'x', interval: 0 }, '/interval'],
    [{ name: 'x', interval: 25 }, '/interval'],
    [{ name: 'x', interval: 1, repeats: 1 }, '/repeats'],
    [{ name: 'x', interval: 1, repeats: 121 }, '/repeats'],
    [{ name: '', interval: 1 }, '/name'],
    [{ interval: 1 }, '/name'],
  ] as const) {
    const refused = await api.post('/v1/plan', body);
    assert.equal(refused.status, 400, JSON.stringify(body));
    assert.equal(refused.body.code, 3500034);
    assert.equal(refused.body.error_description.property, pointer, JSON.stringify(body));
  }

  assert.equal((await api.put(`/v1/plan/${plan.plan_id}`, { name: 'Plano de Internet - 20 Mb' })).body.code, 200);
  assert.equal((await api.get('/v1/plans?name=20 Mb')).body.data[0].plan_id, plan.plan_id);
  assert.equal((await api.del(`/v1/plan/${open.plan_id}`)).body.code, 200);
  assert.equal((await api.get('/v1/plans')).body.data.length, 2);
  const gone = await api.del(`/v1/plan/${open.plan_id}`);
  assert.equal(gone.body.code, 3500010);

  // A plan with a subscription stays (3500032); another account's plan reads as unknown.
  await subscribe(api, plan.plan_id);
  const kept = await api.del(`/v1/plan/${plan.plan_id}`);
  assert.equal(kept.status, 400);
  assert.equal(kept.body.code, 3500032);
  const other = await sandbox.newAccount();
  assert.equal((await other.put(`/v1/plan/${plan.plan_id}`, { name: 'Meu' })).body.code, 3500010);
  assert.equal((await other.post(`/v1/plan/${plan.plan_id}/subscription`, { items })).body.code, 3500010);
});

test('a boleto subscription: the create and pay answers, the detail, the charge, the events in the reference order', async () => {
  const api = await sandbox.newAccount();
  const planId = await createPlan(api, { name: 'Semestral', interval: 6, repeats: null });
  const created = await subscribe(api, planId, { metadata: { custom_id: 'assinatura-77' } });
  assert.equal(created.status, 'new');
  assert.equal(created.custom_id, 'assinatura-77');
  assert.equal(created.charges.length, 1);
  assert.deepEqual({ ...created.charges[0], charge_id: 0 }, { charge_id: 0, status: 'new', total: 4990, parcel: 1 });

  const day = await today(api);
  const paid = await payWithBillet(api, created.subscription_id, 2);
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const data = paid.body.data;
  assert.equal(data.status, 'active');
  assert.deepEqual(data.plan, { id: planId, interval: 6, repeats: null });
  assert.deepEqual(data.charge, { id: created.charges[0].charge_id, status: 'waiting', parcel: 1, total: 4990 });
  assert.equal(data.first_execution, brDate(day), 'DD/MM/YYYY');
  assert.equal(data.expire_at, addDays(day, 2));
  assert.equal(data.payment, 'banking_billet');
  assert.equal(data.total, 4990);
  for (const key of ['barcode', 'link', 'billet_link', 'pdf']) assert.ok(key in data, key);
  assert.equal((await api.get(new URL(data.pdf.charge).pathname)).status, 200, 'the boleto PDF is served');

  const detail = (await api.get(`/v1/subscription/${created.subscription_id}`)).body.data;
  assert.equal(detail.value, 4990);
  assert.equal(detail.status, 'active');
  assert.equal(detail.payment_method, 'banking_billet');
  assert.equal(detail.occurrences, 1);
  const next = detail.next_execution;
  assert.equal(next.slice(5, 7), String(((Number(day.slice(5, 7)) + 5) % 12) + 1).padStart(2, '0'), 'six months later');
  assert.equal(detail.next_expire_at, addDays(next, 2), 'the next boleto keeps the first one’s distance from its execution');
  assert.deepEqual(detail.plan, { plan_id: planId, name: 'Semestral', interval: 6, repeats: null });
  assert.deepEqual(detail.history.map((h: any) => [h.charge_id, h.status]), [[created.charges[0].charge_id, 'waiting']]);

  const charge = (await api.get(`/v1/charge/${created.charges[0].charge_id}`)).body.data;
  assert.deepEqual(charge.subscription, { subscription_id: created.subscription_id, status: 'active', plan_id: planId });
  assert.equal(charge.payment.method, 'banking_billet');
  assert.equal(charge.custom_id, 'assinatura-77');

  const bank = await api.post('/sandbox/v1/bank/payments', { charge_id: created.charges[0].charge_id });
  assert.equal(bank.status, 200, JSON.stringify(bank.body));
  const events = await eventsOf(api, created.subscription_id);
  assert.deepEqual(events.map((e) => [e.type, e.status.current, e.status.previous]), [
    ['subscription', 'new', null],
    ['subscription_charge', 'new', null],
    ['subscription_charge', 'waiting', 'new'],
    ['subscription', 'active', 'new'],
    ['subscription_charge', 'paid', 'waiting'],
  ]);
  assert.deepEqual(events[0].identifiers, { subscription_id: created.subscription_id });
  assert.deepEqual(events[1].identifiers, { subscription_id: created.subscription_id, charge_id: created.charges[0].charge_id });
  assert.equal(events[4].value, 4990);
  assert.equal(events[4].received_by_bank_at, day);
  assert.ok(events.every((e) => e.custom_id === 'assinatura-77'));
});

test('one-step with a boleto answers like pay; a second subscription to the same plan gets its own token', async () => {
  const api = await sandbox.newAccount();
  const planId = await createPlan(api, { name: 'Bimestral', interval: 2, repeats: 3 });
  const expire = addDays(await today(api), 4);
  const result = await api.post(`/v1/plan/${planId}/subscription/one-step`, { items, metadata: { notification_url: 'https://example.com/hook' }, payment: { banking_billet: { customer, expire_at: expire } } });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  assert.equal(result.body.data.status, 'active');
  assert.equal(result.body.data.expire_at, expire);
  assert.deepEqual(result.body.data.plan, { id: planId, interval: 2, repeats: 3 });
  const other = await subscribe(api, planId);
  const [first, second] = await Promise.all([eventsOf(api, result.body.data.subscription_id), eventsOf(api, other.subscription_id)]);
  assert.equal(first.length, 4);
  assert.equal(second.length, 2, 'each subscription has its own token');
});

test('subscription refusals: pay twice (3500067), installments (3500021), trial on a boleto, cancel twice (3500040), charge routes', async () => {
  const api = await sandbox.newAccount();
  const planId = await createPlan(api);
  const sub = await subscribe(api, planId);
  const chargeId = sub.charges[0].charge_id;

  const onCharge = await api.post(`/v1/charge/${chargeId}/pay`, { payment: { banking_billet: { customer, expire_at: addDays(await today(api), 3) } } });
  assert.equal(onCharge.body.code, 3500100, 'a subscription charge is paid through the subscription');
  const split = await api.post(`/v1/subscription/${sub.subscription_id}/pay`, {
    payment: { credit_card: { customer, billing_address: billingAddress, payment_token: await tokenFor(api, 'approved'), installments: 3 } },
  });
  assert.equal(split.body.code, 3500021);
  assert.equal(split.body.error_description.property, '/payment/credit_card/installments');
  const trialOnBillet = await payWithBillet(api, sub.subscription_id, 3, { trial_days: 7 });
  assert.equal(trialOnBillet.body.code, 3500034);
  assert.equal(trialOnBillet.body.error_description.property, '/payment/banking_billet/trial_days', 'a trial is for cards only');
  const longTrial = await api.post(`/v1/subscription/${sub.subscription_id}/pay`, {
    payment: { credit_card: { customer, billing_address: billingAddress, payment_token: await tokenFor(api, 'approved'), trial_days: 366 } },
  });
  assert.equal(longTrial.body.error_description.property, '/payment/credit_card/trial_days');
  const past = await api.post(`/v1/subscription/${sub.subscription_id}/pay`, { payment: { banking_billet: { customer, expire_at: addDays(await today(api), -1) } } });
  assert.equal(past.body.code, 4600007);

  assert.equal((await payWithBillet(api, sub.subscription_id)).status, 200);
  const again = await payWithBillet(api, sub.subscription_id);
  assert.equal(again.status, 400);
  assert.equal(again.body.code, 3500067);
  assert.match(again.body.error_description, /\[active\]/);
  assert.equal((await api.put(`/v1/charge/${chargeId}/metadata`, { custom_id: 'x' })).body.code, 3500100);
  const sheet = { title: 'Balancete', body: [{ header: 'Receitas', tables: [{ rows: [[{ align: 'left', color: '#000000', style: 'bold', text: 'Taxa', colspan: 4 }]] }] }] };
  assert.equal((await api.post(`/v1/charge/${chargeId}/balance-sheet`, sheet)).body.code, 3500085);

  assert.equal((await api.put(`/v1/subscription/${sub.subscription_id}/cancel`)).body.code, 200);
  const twice = await api.put(`/v1/subscription/${sub.subscription_id}/cancel`);
  assert.equal(twice.body.code, 3500040);
  assert.equal((await api.get(`/v1/subscription/${sub.subscription_id}`)).body.data.next_execution, null);
  assert.equal((await api.get('/v1/subscription/999999')).body.code, 3500010);
  assert.equal((await api.post('/v1/plan/999999/subscription', { items })).body.code, 3500010);
  assert.equal((await api.post(`/v1/plan/${planId}/subscription`, { items: [] })).body.error_description.property, '/items');
});

test('thirteen months of a boleto subscription: a charge each month, overdue boletos unpaid, `expired` after the last', async () => {
  const api = await sandbox.newAccount();
  const planId = await createPlan(api, { name: 'Anual em 12', interval: 1, repeats: 12 });
  const start = await today(api);
  const sub = await subscribe(api, planId);
  assert.equal((await payWithBillet(api, sub.subscription_id, 5)).status, 200);

  // One month: the second charge appears on its day, with its boleto due five days later.
  let advanced = await api.post('/sandbox/v1/clock/advance', { days: 31 });
  assert.equal(advanced.status, 200);
  let detail = (await api.get(`/v1/subscription/${sub.subscription_id}`)).body.data;
  assert.equal(detail.occurrences, 2);
  assert.equal(detail.status, 'new_charge');
  assert.deepEqual(detail.history.map((h: any) => h.status), ['unpaid', 'waiting']);
  const second = (await api.get(`/sandbox/v1/subscriptions/${sub.subscription_id}`)).body.charges[1];
  assert.equal(second.parcel, 2);
  assert.equal(second.expire_at > addDays(start, 28), true);
  // Paid at the bank: the subscription is active again.
  await api.post('/sandbox/v1/bank/payments', { charge_id: second.charge_id });
  assert.equal((await api.get(`/v1/subscription/${sub.subscription_id}`)).body.data.status, 'active');

  advanced = await api.post('/sandbox/v1/clock/advance', { days: 366 });
  assert.equal(advanced.status, 200);
  detail = (await api.get(`/v1/subscription/${sub.subscription_id}`)).body.data;
  assert.equal(detail.status, 'expired');
  assert.equal(detail.occurrences, 12);
  assert.equal(detail.next_execution, null);
  assert.equal(detail.history.length, 12);
  assert.deepEqual(
    detail.history.map((h: any) => h.status),
    ['unpaid', 'paid', ...Array(10).fill('unpaid')],
  );
  const events = await eventsOf(api, sub.subscription_id);
  const own = events.filter((e) => e.type === 'subscription').map((e) => e.status.current);
  assert.deepEqual(own, ['new', 'active', 'new_charge', 'active', 'new_charge', 'expired']);
  assert.equal(events.filter((e) => e.type === 'subscription_charge' && e.status.current === 'new').length, 12);
  // Nothing more is scheduled: another year adds no charge.
  await api.post('/sandbox/v1/clock/advance', { days: 400 });
  assert.equal((await api.get(`/v1/subscription/${sub.subscription_id}`)).body.data.occurrences, 12);
});

test('an old period paid late leaves the subscription new_charge while the current period is owed', async () => {
  const api = await sandbox.newAccount();
  const planId = await createPlan(api);
  const sub = await subscribe(api, planId);
  assert.equal((await payWithBillet(api, sub.subscription_id, 3)).status, 200);
  await api.post('/sandbox/v1/clock/advance', { days: 32 });
  const [first, second] = (await api.get(`/sandbox/v1/subscriptions/${sub.subscription_id}`)).body.charges;
  assert.deepEqual([first.status, second.status], ['unpaid', 'waiting']);
  await api.post('/sandbox/v1/bank/payments', { charge_id: first.charge_id });
  assert.equal((await api.get(`/v1/subscription/${sub.subscription_id}`)).body.data.status, 'new_charge');
  await api.post('/sandbox/v1/bank/payments', { charge_id: second.charge_id });
  assert.equal((await api.get(`/v1/subscription/${sub.subscription_id}`)).body.data.status, 'active');
});

test('a card subscription with trial_days: nothing charged during the trial, the stored card refused on the first execution', async () => {
  const api = await sandbox.newAccount();
  const planId = await createPlan(api, { name: 'Streaming', interval: 1, repeats: null });
  const start = await today(api);
  const result = await api.post(`/v1/plan/${planId}/subscription/one-step`, {
    items,
    payment: { credit_card: { customer, billing_address: billingAddress, payment_token: await tokenFor(api, 'refused'), trial_days: 7 } },
  });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  const data = result.body.data;
  assert.equal(data.status, 'active');
  assert.equal(data.payment, 'credit_card');
  assert.equal(data.first_execution, brDate(addDays(start, 7)), 'the day after the trial');
  assert.equal(data.charge.status, 'new', 'nothing charged during the trial');
  assert.equal('barcode' in data, false);

  await api.post('/sandbox/v1/clock/advance', { days: 6 });
  assert.equal((await api.get(`/v1/charge/${data.charge.id}`)).body.data.status, 'new');
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  const charge = (await api.get(`/v1/charge/${data.charge.id}`)).body.data;
  assert.equal(charge.status, 'unpaid', 'the stored card is refused');
  assert.match(charge.reason, /./);
  assert.equal(charge.payment.method, 'credit_card');
  const detail = (await api.get(`/v1/subscription/${data.subscription_id}`)).body.data;
  assert.equal(detail.status, 'new_charge', 'a refused charge does not end the subscription');
  assert.equal(detail.next_execution.slice(8), addDays(start, 7).slice(8) > '28' ? detail.next_execution.slice(8) : addDays(start, 7).slice(8));
  assert.equal(detail.next_expire_at, detail.next_execution);
});

test('an approved card subscription is captured the next day, renews on the stored card, and stops when the payer cancels', async () => {
  const api = await sandbox.newAccount();
  const planId = await createPlan(api, { name: 'Clube', interval: 2, repeats: null });
  const sub = await subscribe(api, planId);
  const paid = await api.post(`/v1/subscription/${sub.subscription_id}/pay`, {
    payment: { credit_card: { customer, billing_address: billingAddress, payment_token: await tokenFor(api, 'approved') } },
  });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.equal(paid.body.data.charge.status, 'approved');
  await api.post('/sandbox/v1/clock/advance', { days: 1 });
  assert.equal((await api.get(`/v1/charge/${sub.charges[0].charge_id}`)).body.data.status, 'paid');

  await api.post('/sandbox/v1/clock/advance', { days: 62 });
  const detail = (await api.get(`/v1/subscription/${sub.subscription_id}`)).body.data;
  assert.equal(detail.occurrences, 2);
  assert.equal(detail.status, 'active', 'the renewal was captured the next day');
  assert.deepEqual(detail.history.map((h: any) => h.status), ['paid', 'paid']);

  const canceled = await api.post(`/sandbox/v1/subscriptions/${sub.subscription_id}/payer-cancel`);
  assert.equal(canceled.status, 200, JSON.stringify(canceled.body));
  assert.equal(canceled.body.subscription.status, 'canceled');
  assert.equal(canceled.body.history.at(-1).message, 'Assinatura cancelada pelo pagador');
  await api.post('/sandbox/v1/clock/advance', { days: 200 });
  assert.equal((await api.get(`/v1/subscription/${sub.subscription_id}`)).body.data.occurrences, 2, 'a canceled subscription schedules nothing');
  const events = await eventsOf(api, sub.subscription_id);
  assert.deepEqual(events.at(-1).status, { current: 'canceled', previous: 'active' });
});

test('metadata reaches the subscription and every charge; history is kept; a boleto renewal keeps the conditional discount distance', async () => {
  const api = await sandbox.newAccount();
  const planId = await createPlan(api);
  const sub = await subscribe(api, planId);
  const day = await today(api);
  const paid = await payWithBillet(api, sub.subscription_id, 10, { conditional_discount: { type: 'currency', value: 500, until_date: addDays(day, 5) } });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  await api.post('/sandbox/v1/clock/advance', { days: 32 });
  const charges = (await api.get(`/sandbox/v1/subscriptions/${sub.subscription_id}`)).body.charges;
  const renewal = (await api.get(`/v1/charge/${charges[1].charge_id}`)).body.data.payment.banking_billet;
  const execution = (await api.get(`/v1/charge/${charges[1].charge_id}`)).body.data.created_at.slice(0, 10);
  assert.equal(renewal.expire_at, addDays(execution, 10));
  assert.equal(renewal.conditional_discount.until_date, addDays(execution, 5));

  assert.equal((await api.put(`/v1/subscription/${sub.subscription_id}/metadata`, { custom_id: 'cliente-9', notification_url: 'https://example.com/hook' })).body.code, 200);
  const detail = (await api.get(`/v1/subscription/${sub.subscription_id}`)).body.data;
  assert.equal(detail.custom_id, 'cliente-9');
  assert.equal(detail.notification_url, 'https://example.com/hook');
  for (const charge of charges) assert.equal((await api.get(`/v1/charge/${charge.charge_id}`)).body.data.custom_id, 'cliente-9');
  const badUrl = await api.put(`/v1/subscription/${sub.subscription_id}/metadata`, { notification_url: 'ftp://x' });
  assert.equal(badUrl.body.error_description.property, '/notification_url');

  assert.equal((await api.post(`/v1/subscription/${sub.subscription_id}/history`, { description: 'Cliente pediu fatura' })).body.code, 200);
  assert.equal((await api.post(`/v1/subscription/${sub.subscription_id}/history`, { description: '' })).body.error_description.property, '/description');
  const control = (await api.get(`/sandbox/v1/subscriptions/${sub.subscription_id}`)).body;
  assert.equal(control.history.at(-1).message, 'Cliente pediu fatura');
  const list = (await api.get('/sandbox/v1/subscriptions?q=cliente')).body;
  assert.equal(list.total, 1);
  assert.equal(list.subscriptions[0].subscription_id, sub.subscription_id);
});

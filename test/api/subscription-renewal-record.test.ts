// What one boleto renewal leaves behind, pinned in full over real HTTP: the period's charge
// answers exactly like the first period's (paid by the pay route) but for its id, dates and codes;
// its history, its `new` and `waiting` events and the subscription's `new_charge` come at the
// execution's instant, in order; its callbacks go out; its overdue job is scheduled; it is found
// by its typed line and payer; its boleto page is served and can be re-sent. The clock walk writes
// this charge in one statement (boletos.ts insertBilletCharge): this test is what says the result
// is the same as inserting it `new` and paying it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';
import { overdueDate } from '../../server/domain/billet.ts';
import { startReceiver, waitFor } from '../helpers/receiver.ts';

const sandbox = await startSandbox({ jobs: { pollMs: 50, fetchGraceMs: 0 } });
const receiver = await startReceiver(200);
after(async () => {
  await receiver.close();
  await sandbox.close();
});

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test('a boleto renewal: the charge, history, events, callbacks, job, search, page and resend, as the first period gets them', async () => {
  const api = await sandbox.newAccount();
  const plan = await api.post('/v1/plan', { name: 'Mensal', interval: 1, repeats: 3 });
  const subscribed = await api.post(`/v1/plan/${plan.body.data.plan_id}/subscription`, {
    items: [{ name: 'Plano', value: 4990, amount: 2 }, { name: 'Taxa', value: 150 }],
    shippings: [{ name: 'Frete', value: 700 }],
    metadata: { custom_id: 'renovacao-1', notification_url: receiver.url },
  });
  assert.equal(subscribed.status, 200, JSON.stringify(subscribed.body));
  const subscriptionId = subscribed.body.data.subscription_id;
  const firstId = subscribed.body.data.charges[0].charge_id;
  const day = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  const billet = {
    customer,
    expire_at: addDays(day, 7),
    message: 'Obrigado pela preferência',
    configurations: { fine: 200, interest: 33 },
    conditional_discount: { type: 'percentage', value: 500, until_date: addDays(day, 3) },
  };
  const paid = await api.post(`/v1/subscription/${subscriptionId}/pay`, { payment: { banking_billet: billet } });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const first = (await api.get(`/v1/charge/${firstId}`)).body.data;
  const execution = (await api.get(`/v1/subscription/${subscriptionId}`)).body.data.next_execution as string;
  const at = `${execution} 00:00:00`;

  // To the execution's instant: the first boleto fell overdue on the way, the second period is charged.
  assert.equal((await api.post('/sandbox/v1/clock/advance', { to: at })).status, 200);
  const charges = (await api.get(`/sandbox/v1/subscriptions/${subscriptionId}`)).body.charges as Array<{ charge_id: number }>;
  assert.equal(charges.length, 2);
  const renewalId = charges[1].charge_id;
  const renewal = (await api.get(`/v1/charge/${renewalId}`)).body.data;
  const codes = renewal.payment.banking_billet;
  assert.match(codes.barcode, /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/, 'the typed line');
  assert.notEqual(codes.barcode, first.payment.banking_billet.barcode);
  // Bolix is on by default: the renewal's boleto has a Pix code of its own, as the first one has.
  assert.equal(typeof first.payment.banking_billet.pix?.qrcode, 'string', 'the first period has a Pix code');
  assert.equal(typeof codes.pix?.qrcode, 'string', 'the renewal has a Pix code');
  assert.notEqual(codes.pix.qrcode, first.payment.banking_billet.pix.qrcode);
  const expected = {
    ...first,
    charge_id: renewalId,
    created_at: at,
    subscription: { ...first.subscription, status: 'new_charge' },
    history: first.history.map((line: { message: string }) => ({ ...line, created_at: at })),
    payment: {
      ...first.payment,
      created_at: at,
      banking_billet: {
        ...first.payment.banking_billet,
        barcode: codes.barcode,
        link: codes.link,
        billet_link: codes.billet_link,
        pdf: codes.pdf,
        pix: codes.pix,
        expire_at: addDays(execution, 7),
        conditional_discount: { ...first.payment.banking_billet.conditional_discount, until_date: addDays(execution, 3) },
      },
    },
  };
  assert.deepEqual(renewal, expected);
  assert.deepEqual(
    renewal.history.map((line: { message: string }) => line.message),
    first.history.map((line: { message: string }) => line.message),
  );

  // The events under the subscription's token: the renewal's `new`, `waiting`, then the subscription's `new_charge`.
  const token = (await api.get(`/sandbox/v1/subscriptions/${subscriptionId}`)).body.notification_token;
  const events = (await api.get(`/v1/notification/${token}`)).body.data as any[];
  const summary = events.map((e) => [e.id, e.type, e.status.previous, e.status.current, e.identifiers.charge_id ?? null, e.created_at, e.custom_id]);
  assert.deepEqual(summary.slice(-4), [
    [events.length - 3, 'subscription_charge', 'waiting', 'unpaid', firstId, `${overdueDate(addDays(day, 7))} 00:00:00`, 'renovacao-1'],
    [events.length - 2, 'subscription_charge', null, 'new', renewalId, at, 'renovacao-1'],
    [events.length - 1, 'subscription_charge', 'new', 'waiting', renewalId, at, 'renovacao-1'],
    [events.length, 'subscription', 'active', 'new_charge', null, at, 'renovacao-1'],
  ]);
  // Every one of those events was called back, in order, with the token.
  await waitFor(() => receiver.calls.length >= events.length, `${events.length} callbacks`);
  assert.ok(receiver.calls.every((call) => call.token === token));

  // The schedule: the renewal's overdue job the day after its due date, the next execution a month on.
  const jobs = (await api.get('/sandbox/v1/schedule')).body.jobs as any[];
  assert.deepEqual(
    jobs.filter((job) => job.kind !== 'notification.deliver').map((job) => [job.kind, job.subject_id, job.due_at]),
    [
      // The day after the due date (after the next business day for a weekend or holiday due date).
      ['charge.overdue', renewalId, `${overdueDate(addDays(execution, 7))} 00:00:00`],
      ['subscription.execute', subscriptionId, jobs.find((job) => job.kind === 'subscription.execute').due_at],
    ],
  );

  // Found by its typed line and by its payer, as the first period is.
  const byLine = (await api.get(`/sandbox/v1/charges?q=${codes.barcode.replace(/\D/g, '')}`)).body;
  assert.deepEqual(byLine.charges.map((c: { charge_id: number }) => c.charge_id), [renewalId]);
  const byPayer = (await api.get('/sandbox/v1/charges?q=oldbuck')).body;
  assert.deepEqual(byPayer.charges.map((c: { charge_id: number }) => c.charge_id), [renewalId, firstId]);

  // Its boleto page is served, and it can be re-sent with its own typed line.
  assert.equal((await api.get(new URL(codes.link).pathname, { unchecked: 'the public boleto page is HTML, outside the API document' })).status, 200);
  assert.equal((await api.post(`/v1/charge/${renewalId}/billet/resend`, { email: 'outra@example.com' })).status, 200);
  const emails = (await api.get('/sandbox/v1/emails')).body.emails as any[];
  const sent = emails.find((email) => email.charge_id === renewalId);
  assert.ok(sent?.body.includes(codes.barcode), JSON.stringify(emails));
});

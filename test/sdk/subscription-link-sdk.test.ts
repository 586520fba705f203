// POST /v1/plan/:id/subscription/one-step/link through sdk-node-apis-efi 1.4.0's
// createOneStepSubscriptionLink, unmodified, in a child process reaching the sandbox through
// HTTPS_PROXY (as in charges-list-sdk.test.ts): the answer it types, the link e-mailed with
// sendSubscriptionLinkEmail, a refusal; then the payer pays the link and the subscription is active.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';
import { runIsolated } from '../helpers/child-process.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An integrator's sign-up flow with the SDK: a plan, a subscription link, its e-mail, one refused call; one JSON line. */
const EFI_APPLICATION = `
const Sdk = require('sdk-node-apis-efi');
(async () => {
  const [clientId, clientSecret, expireAt, yesterday] = JSON.parse(process.argv[1]);
  const efi = new Sdk({ client_id: clientId, client_secret: clientSecret, sandbox: true });
  const plan = await efi.createPlan({}, { name: 'Mensal', interval: 1, repeats: 12 });
  const body = {
    items: [{ name: 'Plano mensal', value: 4990, amount: 1 }],
    metadata: { custom_id: 'assinatura-sdk' },
    settings: { expire_at: expireAt, request_delivery_address: false, payment_method: 'all', card_discount: 490 },
  };
  const created = await efi.createOneStepSubscriptionLink({ id: plan.data.plan_id }, body);
  const emailed = await efi.sendSubscriptionLinkEmail({ id: created.data.charge.id }, { email: 'payer@example.com' });
  const refused = await efi.createOneStepSubscriptionLink({ id: plan.data.plan_id }, { ...body, settings: { ...body.settings, expire_at: yesterday } }).then(() => null, (error) => error);
  console.log(JSON.stringify({ created, emailed, refused }));
})().catch((error) => { console.error(error); process.exit(1); });`;

test('sdk-node-apis-efi 1.4.0, unmodified, creates a subscription link and e-mails it; the payer\'s card makes it active', async () => {
  const api = await sandbox.newAccount();
  const day = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
  await sandbox.server.certificateAuthority.ensure();
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HTTPS_PROXY: sandbox.url, NODE_EXTRA_CA_CERTS: sandbox.server.certificateAuthority.certFile };
  const args = JSON.stringify([api.clientId, api.clientSecret, addDays(day, 3), addDays(day, -1)]);
  const result = await runIsolated(process.execPath, ['-e', EFI_APPLICATION, args], env);
  assert.equal(result.code, 0, `sdk-node-apis-efi failed:\n${result.stderr}\n${result.stdout}`);
  const { created, emailed, refused } = JSON.parse(result.stdout.trim().split('\n').pop()!);

  assert.equal(created.code, 200);
  const data = created.data;
  assert.deepEqual(
    [data.status, data.custom_id, data.charge.status, data.charge.total, data.charge.parcel, data.payment_method, data.card_discount, data.expire_at],
    ['new', 'assinatura-sdk', 'link', 4990, 1, 'all', 490, addDays(day, 3)],
  );
  assert.match(data.payment_url, /\/pagamento\/[0-9a-f-]{36}$/);
  assert.deepEqual(emailed, { code: 200 });
  assert.equal(refused.code, 4600007);
  const emails = (await api.get(`/sandbox/v1/emails?charge_id=${data.charge.id}`)).body;
  assert.ok((emails.emails ?? emails)[0].body.includes(data.payment_url.split('/pagamento/')[1]));

  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === 'visa' && c.outcome === 'approved')!;
  const token = (await api.post('/sandbox/v1/payment-tokens', {
    brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year,
  })).body.payment_token;
  const billing_address = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };
  const paid = await api.post(`/sandbox/v1/payment-links/${data.charge.id}/pay`, { payment: { credit_card: { customer, billing_address, payment_token: token } } });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const detail = (await api.get(`/v1/subscription/${data.subscription_id}`)).body.data;
  assert.deepEqual([detail.status, detail.payment_method], ['active', 'credit_card']);
});

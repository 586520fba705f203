// The session the recording tests record (issue 27 §2), and what running an exported file needs.
import assert from 'node:assert/strict';
import { symlinkSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { listDeliveries, type ApiClient } from './sandbox.ts';
import { waitFor } from './receiver.ts';
import { businessDueDate } from './business-days.ts';
import { tempDir } from './temp-dir.ts';
import { daysBetween } from '../../server/domain/dates.ts';

/** A custom_id no generated file may choke on: quotes of every kind, a template, a line separator. */
export const HOSTILE_CUSTOM_ID = 'pedido "1" \'2\' `3` ${process.exit(7)} """ \\ \u2028 é 😀';
const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
const billingAddress = { street: 'Avenida Juscelino Kubitschek', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };

/** The session: what an integrator does with the sandbox, through its API and the world actions. */
export async function recordSession(api: ApiClient, notificationUrl: string): Promise<{ recordingId: number; boletoId: number }> {
  const started = await api.post('/sandbox/v1/recordings');
  assert.equal(started.status, 201, JSON.stringify(started.body));
  const recordingId = started.body.id as number;

  const today = ((await api.get('/sandbox/v1/clock')).body.now as string).slice(0, 10);
  const expireAt = businessDueDate(today, 1);
  const boleto = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Mensalidade', value: 10000, amount: 1 }],
    metadata: { custom_id: HOSTILE_CUSTOM_ID, notification_url: notificationUrl },
    payment: { banking_billet: { expire_at: expireAt, customer: { name: customer.name, cpf: customer.cpf }, configurations: { fine: 200, interest: 33 } } },
  });
  assert.equal(boleto.status, 200, JSON.stringify(boleto.body));
  const boletoId = boleto.body.data.charge_id as number;
  // The dashboard's read of the typed line: not part of the session.
  const typedLine = (await api.get(`/sandbox/v1/charges/${boletoId}/timeline`)).body.boleto.typed_line as string;
  assert.equal((await api.post('/sandbox/v1/clock/advance', { days: daysBetween(today, expireAt) + 10 })).status, 200);
  const paid = await api.post('/sandbox/v1/bank/payments', { typed_line: typedLine });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.ok(paid.body.value > 10000, 'paid late: with its fine and interest');

  const cards = (await api.get('/sandbox/v1/test-cards')).body.cards as Array<Record<string, string>>;
  const card = cards.find((c) => c.brand === 'visa' && c.outcome === 'approved')!;
  const token = await api.post('/sandbox/v1/payment-tokens', { brand: card.brand, number: card.number, cvv: card.cvv, expiration_month: card.expiration_month, expiration_year: card.expiration_year });
  assert.equal(token.status, 200, JSON.stringify(token.body));
  const charged = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Produto', value: 5990, amount: 1 }],
    metadata: { notification_url: notificationUrl },
    payment: { credit_card: { customer, billing_address: billingAddress, payment_token: token.body.payment_token } },
  });
  assert.equal(charged.status, 200, JSON.stringify(charged.body));
  assert.equal((await api.get('/v1/charge/999999999')).status, 404, 'a refused call is recorded with its status');

  await waitFor(async () => {
    const deliveries = await listDeliveries(api);
    return deliveries.length >= 3 && deliveries.every((d) => d.state !== 'pending');
  }, 'every callback delivered');
  const stopped = await api.post(`/sandbox/v1/recordings/${recordingId}/stop`);
  assert.equal(stopped.status, 200, JSON.stringify(stopped.body));
  return { recordingId, boletoId };
}

/** The environment of a child `node --test`: without the runner's own mark, which would make it report to us. */
export function childEnv(): NodeJS.ProcessEnv {
  const { NODE_TEST_CONTEXT: _mark, NODE_OPTIONS: _options, ...env } = process.env;
  return env;
}

/** A folder where `import 'cobranca-sandbox/testing'` finds this checkout's built package. */
export function consumerFolder(scope: { after(fn: () => void): unknown }): string {
  const dir = tempDir(scope, 'recording-export-');
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(resolve('.'), join(dir, 'node_modules', 'cobranca-sandbox'), 'dir');
  return dir;
}


// What a recording captures and how each step is replayed (domain/recording): pure rules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answerIds, capturesCall, handlerStatus, type RecordedStep } from '../../server/domain/recording/recording.ts';
import { MAX_BODY_DEPTH, replayPlan } from '../../server/domain/recording/replay-plan.ts';

const step = (seq: number, method: string, path: string, body: unknown, status: number, answer: unknown = null): RecordedStep => ({
  seq, method, path, body: body === undefined ? null : JSON.stringify(body), status, answerIds: answerIds(answer === null ? null : JSON.stringify(answer)), virtualAt: '2026-11-26 10:00:00',
});

test('captured: every /v1 call, the world actions; not control reads, set-up calls or the dashboard\'s reads', () => {
  assert.ok(capturesCall('GET', '/v1/charge/5'));
  assert.ok(capturesCall('POST', '/sandbox/v1/clock/advance'));
  assert.ok(capturesCall('POST', '/sandbox/v1/bank/payments'));
  assert.ok(capturesCall('PUT', '/sandbox/v1/settings'));
  assert.ok(capturesCall('POST', '/v1/charge', true), "the dashboard's changes are actions");
  for (const [method, path] of [['POST', '/v1/authorize'], ['POST', '/v1/oauth/token'], ['GET', '/v1/extrato-cnab/arquivos'], ['GET', '/sandbox/v1/clock'], ['POST', '/sandbox/v1/reset'], ['POST', '/sandbox/v1/recordings'], ['POST', '/sandbox/v1/faults'], ['POST', '/sandbox/v1/snapshots/1/restore']]) {
    assert.equal(capturesCall(method, path), false, `${method} ${path}`);
  }
  assert.equal(capturesCall('GET', '/v1/charge/5', true), false, "the dashboard's reads");
});

test("an answer's ids and payment tokens, with where they were", () => {
  assert.deepEqual(answerIds(JSON.stringify({ code: 200, data: { charge_id: 7, charges: [{ charge_id: 8, parcel: 1 }], status: 'new' } })), [
    [['data', 'charge_id'], 7],
    [['data', 'charges', 0, 'charge_id'], 8],
  ]);
  assert.deepEqual(answerIds(JSON.stringify({ payment_token: 'abc' })), [[['payment_token'], 'abc']]);
  assert.deepEqual(answerIds('<html>'), []);
});

test('a bank payment by typed line is replayed by charge id; a Pix one with the replayed charge\'s code; the unreplayable (a refused token among them) are left out, saying why', () => {
  const plan = replayPlan({
    steps: [
      step(1, 'POST', '/sandbox/v1/bank/payments', { typed_line: '0019…', paid_at: '2026-11-27' }, 200, { charge_id: 7, status: 'paid' }),
      step(2, 'POST', '/sandbox/v1/bank/pix', { qrcode: '000201…' }, 200, { charge_id: 9, status: 'paid' }),
      step(3, 'GET', '/v1/notification/abc', undefined, 200),
      step(4, 'POST', '/v1/charge', { items: [] }, 0),
      step(5, 'POST', '/v1/charge/7/pay', undefined, 401),
      { ...step(6, 'POST', '/v1/charge', undefined, 400), body: 'not json' },
    ],
  });
  assert.deepEqual(plan[0], { kind: 'call', seq: 1, method: 'POST', path: '/sandbox/v1/bank/payments', body: { kind: 'json', value: { charge_id: 7, paid_at: '2026-11-27' } }, status: 200, learn: [[['charge_id'], 7]], virtualAt: '2026-11-26 10:00:00' });
  assert.deepEqual(plan[1].kind === 'call' && plan[1].body, { kind: 'pix-of', chargeId: 9, rest: {} });
  assert.deepEqual(plan.slice(2).map((s) => s.kind), ['skipped', 'skipped', 'skipped', 'skipped']);
});

test('a body nested past what any request takes is left out of the replay, saying why', () => {
  // Written as text: JSON.stringify itself cannot walk 10,000 levels; JSON.parse can (it was sent so).
  const deep = { ...step(1, 'POST', '/v1/charge', undefined, 400), body: `{"items":${'['.repeat(10_000)}"fundo"${']'.repeat(10_000)}}` };
  let justFits: unknown = 1;
  for (let i = 0; i < MAX_BODY_DEPTH - 1; i++) justFits = { a: justFits };
  const plan = replayPlan({ steps: [deep, step(2, 'POST', '/v1/charge', { items: justFits }, 400)] });
  assert.deepEqual(plan.map((s) => s.kind), ['skipped', 'call']);
  assert.match((plan[0] as { why: string }).why, /deeper than 64/);
});

test('the status a recording keeps is the handler\'s: a fault before it leaves 0, one after it the handler\'s status, a latency the answer as given', () => {
  assert.equal(handlerStatus(201, undefined), 201);
  assert.equal(handlerStatus(503, { fault: 'error_503', when: 'before' }), 0);
  assert.equal(handlerStatus(401, { fault: 'expired_token', when: 'before' }), 0);
  assert.equal(handlerStatus(500, { fault: 'error_500', when: 'after', answered_status: 200 }), 200);
  assert.equal(handlerStatus(0, { fault: 'timeout', when: 'after', answered_status: 201 }), 201);
  assert.equal(handlerStatus(200, { fault: 'latency', when: 'before' }), 200);
});

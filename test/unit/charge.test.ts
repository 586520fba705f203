import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chargeStatuses, computeTotal, transitionCharge, type ChargeAction, type ChargeStatus } from '../../server/domain/charge.ts';
import { ApiError } from '../../server/domain/errors.ts';

test('total is the sum of value × amount plus shippings', () => {
  assert.equal(computeTotal([{ name: 'a', value: 1000, amount: 2 }], [{ name: 's', value: 100 }]), 2100);
  assert.equal(computeTotal([{ name: 'a', value: 750 }, { name: 'b', value: 250, amount: 3 }]), 1500);
  assert.equal(computeTotal([{ name: 'free', value: 0 }]), 0);
});

function outcome(status: ChargeStatus, action: ChargeAction): ChargeStatus | number {
  try {
    return transitionCharge(status, action).current;
  } catch (error) {
    return (error as ApiError).entry.code;
  }
}

test('cancel is allowed only from new, waiting, unpaid and link (interface spec §3)', () => {
  const expected: Record<ChargeStatus, ChargeStatus | number> = {
    new: 'canceled', waiting: 'canceled', unpaid: 'canceled', link: 'canceled',
    canceled: 3500043, paid: 3500043, settled: 3500043, expired: 3500043,
    approved: 3500043, refunded: 3500043, contested: 3500043,
    // Paid at a bank, awaiting its confirmation (efi profile): no longer the payer's to cancel.
    identified: 3500043,
  };
  for (const status of chargeStatuses) assert.equal(outcome(status, 'cancel'), expected[status], status);
});

test('settle takes any status but paid and settled to paid (spec profile), or to settled (efi profile)', () => {
  for (const status of chargeStatuses) {
    const done = status === 'paid' || status === 'settled';
    assert.equal(outcome(status, 'settle'), done ? 3500069 : 'paid', status);
    assert.equal(outcome(status, 'settleAsEfi'), done ? 3500069 : 'settled', status);
  }
  // Nothing else leaves `settled`, a final status (EFIDOC status.md): no cancel, no bank payment, no refund.
  for (const action of ['cancel', 'payAtBank', 'payByPix', 'refund', 'dispute', 'retryCard', 'payWithBillet'] as const) {
    assert.equal(typeof outcome('settled', action), 'number', action);
  }
});

test('a canceled boleto can still be paid at a bank; a paid one cannot', () => {
  assert.equal(outcome('canceled', 'payAtBank'), 'paid');
  assert.equal(outcome('unpaid', 'payAtBank'), 'paid');
  assert.equal(outcome('paid', 'payAtBank'), 3500044);
  assert.equal(outcome('new', 'payAtBank'), 3500044);
});

test('every change names its previous status and a history line', () => {
  const change = transitionCharge('new', 'payWithBillet');
  assert.deepEqual(change, { previous: 'new', current: 'waiting', history: 'Pagamento via boleto aguardando confirmação' });
  assert.throws(() => transitionCharge('waiting', 'payWithBillet'), (error: ApiError) => /\[waiting\]/.test(String(error.description)));
});

test('a card payment waits, then is approved or refused, and only an approved one is captured', () => {
  assert.equal(outcome('new', 'payWithCard'), 'waiting');
  assert.equal(outcome('waiting', 'payWithCard'), 3500044);
  assert.equal(outcome('waiting', 'cardApproved'), 'approved');
  assert.equal(outcome('waiting', 'cardRefused'), 'unpaid');
  assert.equal(outcome('approved', 'captureCard'), 'paid');
  assert.equal(outcome('unpaid', 'captureCard'), 3500044);
  assert.equal(transitionCharge('waiting', 'cardRefused', 'Dados do cartão inválidos.').history, 'Falha no pagamento - Dados do cartão inválidos.');
});

test('only a refused card charge is retried; only a paid one is refunded or disputed', () => {
  for (const status of chargeStatuses) {
    assert.equal(outcome(status, 'retryCard'), status === 'unpaid' ? 'waiting' : 4900010, status);
    assert.equal(outcome(status, 'refund'), status === 'paid' ? 'refunded' : 4900011, status);
    assert.equal(outcome(status, 'dispute'), status === 'paid' ? 'contested' : 4900012, status);
  }
  assert.equal(outcome('contested', 'disputeWon'), 'paid');
  assert.equal(outcome('contested', 'disputeLost'), 'refunded');
  assert.equal(outcome('paid', 'disputeWon'), 4900012);
});

test('a bank payment awaiting confirmation (efi profile): identified from waiting, unpaid or canceled; only the confirmation (payAtBank) leaves it, to paid', () => {
  for (const status of chargeStatuses) {
    const fromOpen = status === 'waiting' || status === 'unpaid' || status === 'canceled';
    if (fromOpen) assert.equal(outcome(status, 'identifyAtBank'), 'identified', status);
    else assert.equal(typeof outcome(status, 'identifyAtBank'), 'number', status);
  }
  assert.equal(outcome('identified', 'payAtBank'), 'paid');
  for (const action of ['cancel', 'payByPix', 'overdue', 'reopen', 'identifyAtBank', 'payWithBillet'] as const) {
    assert.equal(typeof outcome('identified', action), 'number', action);
  }
});

// The rules of the bulk parcel change and of a subscription change: pure, so each refusal's code,
// wording and pointer is checked here without a server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkDistinctParcels, parcelRefusal, unknownParcel } from '../../server/domain/carnet.ts';
import { checkPlanChange, checkUpdatable, type SubscriptionPayment } from '../../server/domain/subscription.ts';
import { ApiError } from '../../server/domain/errors.ts';

const body = (error: unknown) => (error as ApiError).toBody();

test("a parcel's refusal is 3500101 in the single-parcel rule's words, naming the parcel", () => {
  const single = new ApiError('billetNotUpdatable', 'Apenas transações com status [waiting] ou [unpaid] podem ser atualizadas: status [paid].');
  assert.deepEqual(parcelRefusal(3, single).toBody(), {
    code: 3500101,
    error: 'update_parcels',
    error_description: 'Apenas transações com status [waiting] ou [unpaid] podem ser atualizadas: status [paid]. Parcela: [3]',
  });
  const pointed = new ApiError('expireBeforeToday', { property: '/expire_at', message: 'Data deve ser maior ou igual a data atual.' });
  assert.equal(parcelRefusal(2, pointed).toBody().error_description, 'Data deve ser maior ou igual a data atual. Parcela: [2]');
  assert.equal(unknownParcel(9).toBody().error_description, 'A propriedade [parcel] informada não existe. Parcela: [9]', "the reference's example");
});

test('a parcel named twice is refused; distinct parcels pass', () => {
  assert.doesNotThrow(() => checkDistinctParcels([{ parcel: 1, expire_at: '2030-01-01' }, { parcel: 2, expire_at: '2030-01-01' }]));
  assert.throws(
    () => checkDistinctParcels([{ parcel: 2, expire_at: '2030-01-01' }, { parcel: 1, expire_at: '2030-01-01' }, { parcel: 2, expire_at: '2030-02-01' }]),
    (error) => body(error).code === 3500101 && / Parcela: \[2\]$/.test(String(body(error).error_description)),
  );
});

const card: SubscriptionPayment = {
  method: 'credit_card',
  customer: { name: 'Gorbadoc Oldbuck', email: 'a@example.com' },
  card: { brand: 'visa', mask: '411111XXXXXX1111', refusal: null, billingAddress: { street: 'R', number: '1', neighborhood: 'B', zipcode: '35400000', city: 'C', state: 'MG' } },
  discount: null,
  message: null,
  trialDays: null,
};
const billet: SubscriptionPayment = { method: 'banking_billet', customer: { name: 'Gorbadoc Oldbuck' }, billet: { expire_at: '2030-01-01' }, schedule: { dueDays: 5, discountDays: null } };

test('only an active card subscription can be changed', () => {
  assert.equal(checkUpdatable({ status: 'active', payment: card }), card);
  assert.equal(checkUpdatable({ status: 'new_charge', payment: card }), card);
  for (const [status, payment] of [['active', billet], ['new', null], ['canceled', card], ['expired', card]] as const) {
    assert.throws(() => checkUpdatable({ status, payment }), (error) => body(error).code === 4900071, `${status} ${payment?.method}`);
  }
});

test('a new plan keeps the interval and leaves room for the charges already made', () => {
  assert.doesNotThrow(() => checkPlanChange({ interval: 1, repeats: 12 }, { interval: 1, repeats: null }, 5));
  assert.doesNotThrow(() => checkPlanChange({ interval: 1, repeats: 12 }, { interval: 1, repeats: 6 }, 5));
  for (const next of [{ interval: 2, repeats: null }, { interval: 1, repeats: 5 }]) {
    assert.throws(
      () => checkPlanChange({ interval: 1, repeats: 12 }, next, 5),
      (error) => body(error).code === 4900071 && (body(error).error_description as { property: string }).property === '/plan_id',
    );
  }
});

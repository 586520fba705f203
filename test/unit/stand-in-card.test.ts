// A recorded card body (domain/recording/stand-in-card.ts): nothing typed survives, and what the
// tokenizer decides by — validity, the brand detected, the last digit, the CVV's length — does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withStandInCard } from '../../server/domain/recording/stand-in-card.ts';
import { detectCardBrand, isValidCardNumber } from '../../server/domain/documents.ts';

const standIn = (body: Record<string, unknown>) => JSON.parse(withStandInCard(JSON.stringify(body))!);

test('a valid number of each brand becomes a test number of that brand with the same last digit and length', () => {
  let checked = 0;
  for (const number of ['4111111111111111', '4111 1111 1111 1111', '5105105105105100', '371449635398431', '6062825624254001', '4514160123456789']) {
    const digits = number.replace(/\s/g, '');
    if (!isValidCardNumber(digits)) continue; // only the valid ones are under test here
    const written = standIn({ brand: 'visa', number, cvv: '321' });
    assert.notEqual(written.number, digits);
    assert.ok(isValidCardNumber(written.number), written.number);
    assert.equal(detectCardBrand(written.number), detectCardBrand(digits));
    assert.equal(written.number.at(-1), digits.at(-1));
    assert.equal(written.number.length, digits.length);
    assert.equal(written.cvv, '123');
    checked++;
  }
  assert.ok(checked >= 4, `${checked} valid numbers checked`);
});

test('an invalid number, a number that is not a string and a CVV of letters stay refusable, holding nothing typed', () => {
  assert.equal(standIn({ number: '4111111111111112' }).number, '0000');
  assert.equal(standIn({ number: '41111111' }).number, '0000');
  assert.equal(standIn({ number: 4111111111111111 }).number, 0);
  assert.equal(standIn({ cvv: 987 }).cvv, 0);
  assert.equal(standIn({ cvv: 'abc' }).cvv, 'x');
  assert.equal(standIn({ cvv: '98' }).cvv, '12');
  assert.deepEqual(standIn({ brand: 'elo', expiration_month: '01' }), { brand: 'elo', expiration_month: '01' });
  assert.equal(withStandInCard('4111111111111111 not json'), null);
  assert.equal(withStandInCard(null), null);
});

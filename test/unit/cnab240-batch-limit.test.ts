// A CNAB 240 batch numbers its segment E records in five digits: the statement of a day holds at
// most 99,999 entries. The largest day is written whole and reads back in order (with the
// independent reader, test/helpers/cnab240-reader.ts); one entry more is refused in the catalog's
// error rather than wrapped to 00000 (a file whose sequence repeats).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cnab240Statement, MAX_ENTRIES_PER_DAY, type StatementEntry } from '../../server/domain/cnab240.ts';
import { ApiError } from '../../server/domain/errors.ts';
import { readCnab240Statement } from '../helpers/cnab240-reader.ts';

function dayOf(count: number) {
  let balance = 0;
  const entries: StatementEntry[] = Array.from({ length: count }, (_, i) => {
    const credit = i % 2 === 0;
    const cents = credit ? 1000 : 300;
    balance += credit ? cents : -cents;
    return { kind: credit ? 'C' : 'D', category: credit ? 202 : 105, historyCode: credit ? '0001' : '0002', history: credit ? 'LIQUIDACAO BOLETO' : 'TARIFA BOLETO', cents, chargeId: Math.floor(i / 2) + 1, balanceAfter: balance };
  });
  return { account: { number: 7, name: 'Loja' }, day: '2026-11-20', generatedDay: '2026-11-21', generatedTime: '00:00:00', sequence: 3, openingCents: 0, entries };
}

test('the largest day a batch can number is written whole: 99,999 entries numbered 1…99999, balances summed', () => {
  const input = dayOf(MAX_ENTRIES_PER_DAY);
  const file = readCnab240Statement(cnab240Statement(input).text);
  assert.equal(file.entries.length, 99_999);
  assert.equal(file.entries.at(-1)!.sequence, 99_999);
  assert.ok(file.entries.every((entry, i) => entry.sequence === i + 1));
  assert.equal(file.batchRecords, 99_999 + 2);
  assert.equal(file.closingCents, input.entries.at(-1)!.balanceAfter);
});

test('one entry more is refused with 4900107, not wrapped to sequence 00000', () => {
  assert.throws(
    () => cnab240Statement(dayOf(MAX_ENTRIES_PER_DAY + 1)),
    (error: unknown) => error instanceof ApiError && error.entry.code === 4900107 && /100000 lançamentos/.test(error.message),
  );
});

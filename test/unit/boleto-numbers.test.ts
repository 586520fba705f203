import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  buildBarcode,
  buildFreeField,
  barcodeFromTypedLine,
  decodeDueDateFactor,
  encodeDueDateFactor,
  formatTypedLine,
  issueBoletoNumbers,
  parseBarcode,
  parseFreeField,
  parseTypedLine,
  typedLineFromBarcode,
} from '../../server/domain/boleto/index.ts';
import { addDays } from '../../server/domain/dates.ts';

// boleto.md §2.3, verified independently there.
const FACTOR_VECTORS: Array<[string, string]> = [
  ['2000-07-03', '1000'], ['2000-07-04', '1001'], ['2012-04-27', '5316'], ['2018-07-15', '7586'],
  ['2022-01-10', '8861'], ['2025-02-20', '9998'], ['2025-02-21', '9999'], ['2025-02-22', '1000'],
  ['2025-02-23', '1001'], ['2025-03-15', '1021'], ['2026-01-10', '1322'], ['2038-10-31', '5999'],
  ['2049-10-13', '9999'], ['2049-10-14', '1000'],
];

// boleto.md §1.3 examples A–D: [formatted typed line, barcode].
const EXAMPLES: Record<string, [string, string]> = {
  A: ['36490.00068 00012.345609 00000.000422 9 10210000015000', '36499102100000150000000600012345600000000042'],
  B: ['36490.00019 00004.361804 00001.020676 9 88610000009990', '36499886100000099900000100004361800000102067'],
  C: ['36490.00076 00029.480100 00000.000018 1 00000000005990', '36491000000000059900000700029480100000000001'],
  D: ['36490.00019 00077.700102 00000.000034 1 13220000012345', '36491132200000123450000100077700100000000003'],
};

// boleto.md §3: real bank-364 typed lines, all following the inferred free-field layout.
const REAL_364_LINES = [
  '36490.00019 00004.361804 00001.020676 9 88610000009990',
  '36490.00019 00014.978100 00000.490482 7 88000000010990',
  '36490.00076 00029.480100 00000.000018 1 00000000005990',
  '36490.00035 00029.480100 00000.000034 8 00000000005990',
  '36490.00019 00029.480100 00000.000059 5 00000000005990',
  '36490.00019 00014.256804 00000.309716 4 00000000009990',
  '36490.00050 00079.038709 00000.065367 6 00000000098500',
  '36490.00050 00030.530406 00000.000125 2 88100000140000',
];

test('due-date factor: encodes the §2.3 vectors, across the 2025 and 2049 resets', () => {
  for (const [date, factor] of FACTOR_VECTORS) assert.equal(encodeDueDateFactor(date), factor, date);
});

test('due-date factor: decodes each vector back when the reference date is the due date', () => {
  for (const [date, factor] of FACTOR_VECTORS) assert.equal(decodeDueDateFactor(factor, date), date, date);
});

test('due-date factor: FEBRABAN window −3000/+5500 around the reference date', () => {
  // 2014-03-13 is factor 6001. Both edges are inclusive, as in brazilian-utils; brcobranca's
  // comment quotes 3000 as the oldest factor, one day wider than its own "3000 before" rule.
  assert.equal(decodeDueDateFactor('3001', '2014-03-13'), '2005-12-25');
  assert.equal(decodeDueDateFactor('2501', '2014-03-13'), '2029-04-03');
  // 2502…3000 sit in the 499-day gap on that date: neither cycle is payable.
  assert.equal(decodeDueDateFactor('3000', '2014-03-13'), null);
  assert.equal(decodeDueDateFactor('2502', '2014-03-13'), null);
  // The 2025-03-15 boleto (1021) is read in the new cycle from a 2025 clock, not as 2000-07-24.
  assert.equal(decodeDueDateFactor('1021', '2025-03-01'), '2025-03-15');
  assert.equal(decodeDueDateFactor('8861', '2025-03-01'), '2022-01-10');
  assert.equal(decodeDueDateFactor('9999', '2040-01-01'), '2049-10-13');
});

test('due-date factor: rejects 0000, malformed factors and unrepresentable dates', () => {
  assert.equal(decodeDueDateFactor('0000', '2025-01-01'), null);
  assert.equal(decodeDueDateFactor('0999', '2025-01-01'), null);
  assert.equal(decodeDueDateFactor('12a4', '2025-01-01'), null);
  assert.equal(decodeDueDateFactor('10000', '2025-01-01'), null);
  assert.throws(() => encodeDueDateFactor('2000-07-02'), RangeError);
  assert.throws(() => encodeDueDateFactor('2025-02-30'), RangeError);
});

test('free field: example A layout and DV', () => {
  assert.equal(buildFreeField({ accountNumber: 123456, sequence: 42 }), '0000600012345600000000042');
  assert.deepEqual(parseFreeField('0000600012345600000000042'), { accountNumber: 123456, sequence: 42 });
  assert.throws(() => buildFreeField({ accountNumber: 1_000_000_000, sequence: 1 }), RangeError);
  assert.throws(() => buildFreeField({ sequence: 10_000_000_000 }), RangeError);
  assert.throws(() => buildFreeField({ sequence: -1 }), RangeError);
  assert.throws(() => buildFreeField({ sequence: 1.5 }), RangeError);
});

test('free field: the layout parses every real 364 sample (account/sequence as in §3)', () => {
  const seen = REAL_364_LINES.map((line) => {
    const bc = barcodeFromTypedLine(line);
    assert.ok(bc, line);
    return parseFreeField(bc.slice(19));
  });
  assert.deepEqual(seen[0], { accountNumber: 43618, sequence: 102067 });
  assert.deepEqual(seen[6], { accountNumber: 790387, sequence: 6536 });
  assert.ok(seen.every((p) => p !== null));
  assert.equal(parseFreeField('0000500012345600000000042'), null); // wrong DV
  assert.equal(parseFreeField('1000600012345600000000042'), null); // not our prefix
});

test('examples A–D: barcode ↔ typed line, formatted exactly as the API prints it', () => {
  for (const [name, [formatted, barcode]] of Object.entries(EXAMPLES)) {
    const line = typedLineFromBarcode(barcode);
    assert.equal(formatTypedLine(line), formatted, name);
    assert.equal(barcodeFromTypedLine(formatted), barcode, name);
    assert.equal(barcodeFromTypedLine(line), barcode, name);
    assert.equal(parseBarcode(barcode).ok, true, name);
  }
});

test('example A: built from its inputs; issueBoletoNumbers reproduces it', () => {
  const barcode = buildBarcode({ factor: '1021', valueCents: 15000, freeField: '0000600012345600000000042' });
  assert.equal(barcode, EXAMPLES.A[1]);
  assert.deepEqual(issueBoletoNumbers({ chargeId: 42, accountNumber: 123456, expireAt: '2025-03-15', valueCents: 15000 }), {
    barcode44: EXAMPLES.A[1],
    typedLine47: EXAMPLES.A[0].replace(/[ .]/g, ''),
    typedLineFormatted: EXAMPLES.A[0],
    factor: '1021',
  });
  // The default account number is the one of example A.
  assert.equal(issueBoletoNumbers({ chargeId: 42, expireAt: '2025-03-15', valueCents: 15000 }).barcode44, EXAMPLES.A[1]);
});

test('parseBarcode: parts of example B and C (factor 0000, DV by the special rule)', () => {
  assert.deepEqual(parseBarcode(EXAMPLES.B[1]), {
    ok: true,
    value: { bank: '364', currency: '9', checkDigit: '9', factor: '8861', valueCents: 9990, freeField: '0000100004361800000102067' },
  });
  const c = parseBarcode(EXAMPLES.C[1]);
  assert.ok(c.ok);
  assert.equal(c.value.checkDigit, '1');
  assert.equal(c.value.factor, '0000');
});

test('parseBarcode: reasons for invalid input', () => {
  const a = EXAMPLES.A[1];
  assert.deepEqual(parseBarcode(a.slice(1)), { ok: false, reason: 'wrong_length' });
  assert.deepEqual(parseBarcode(a.replace('3', 'x')), { ok: false, reason: 'not_digits' });
  assert.deepEqual(parseBarcode('8' + a.slice(1)), { ok: false, reason: 'arrecadacao' });
  assert.deepEqual(parseBarcode('3648' + a.slice(4)), { ok: false, reason: 'wrong_currency' });
  assert.deepEqual(parseBarcode(a.slice(0, 4) + '8' + a.slice(5)), { ok: false, reason: 'wrong_check_digit' });
  // Documentation placeholders with a wrong general DV (§1.3) must fail.
  assert.equal(barcodeFromTypedLine('00190.00009 01523.894002 00065.309189 4 99280123005000'), null);
  assert.equal(barcodeFromTypedLine('36490.00027 00000.000000 00000.000000 1 99990000015000'), null);
});

test('parseTypedLine: tolerates spaces and dots, rejects other characters and lengths', () => {
  const digits = EXAMPLES.A[0].replace(/[ .]/g, '');
  assert.equal(barcodeFromTypedLine(`  ${digits.slice(0, 20)} . ${digits.slice(20)}\n`), EXAMPLES.A[1]);
  assert.deepEqual(parseTypedLine(EXAMPLES.A[0].replace('.', '-')), { ok: false, reason: 'invalid_characters' });
  assert.deepEqual(parseTypedLine(digits.slice(1)), { ok: false, reason: 'wrong_length' });
  assert.deepEqual(parseTypedLine('8' + digits.slice(1)), { ok: false, reason: 'arrecadacao' });
});

test('parseTypedLine: every single-digit change of example A is rejected', () => {
  // Example A's mod-11 remainder is 2, so no substitution can collide via the 0/1 → 1 rule.
  const line = EXAMPLES.A[0].replace(/[ .]/g, '');
  for (let i = 0; i < line.length; i++) {
    for (let d = 0; d <= 9; d++) {
      if (String(d) === line[i]) continue;
      const mutated = line.slice(0, i) + d + line.slice(i + 1);
      assert.equal(parseTypedLine(mutated).ok, false, `position ${i} → ${d}`);
    }
  }
  const fieldDv = line.slice(0, 9) + ((Number(line[9]) + 1) % 10) + line.slice(10);
  assert.deepEqual(parseTypedLine(fieldDv), { ok: false, reason: 'wrong_field_check_digit' });
});

test('round trip: issued numbers decode back to their inputs', () => {
  let seed = 20250315;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  for (let i = 0; i < 500; i++) {
    const expireAt = addDays('2000-07-03', next(20_000));
    const input = { chargeId: next(9_999_999_999), accountNumber: next(999_999_999), expireAt, valueCents: next(100_000_000) };
    const issued = issueBoletoNumbers(input);
    assert.match(issued.typedLineFormatted, /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    const parsed = parseTypedLine(issued.typedLineFormatted);
    assert.ok(parsed.ok);
    assert.equal(parsed.value.barcode, issued.barcode44);
    assert.equal(parsed.value.typedLine, issued.typedLine47);
    const parts = parseBarcode(issued.barcode44);
    assert.ok(parts.ok);
    assert.equal(parts.value.valueCents, input.valueCents);
    assert.equal(decodeDueDateFactor(parts.value.factor, addDays(expireAt, next(3000))), expireAt);
    assert.deepEqual(parseFreeField(parts.value.freeField), { accountNumber: input.accountNumber, sequence: input.chargeId });
  }
});

test('buildBarcode: rejects values that do not fit', () => {
  const freeField = '0000600012345600000000042';
  assert.throws(() => buildBarcode({ factor: '1021', valueCents: 10_000_000_000, freeField }), RangeError);
  assert.throws(() => buildBarcode({ factor: '1021', valueCents: 1.5, freeField }), RangeError);
  assert.throws(() => buildBarcode({ factor: '102', valueCents: 1, freeField }), RangeError);
  assert.throws(() => buildBarcode({ factor: '1021', valueCents: 1, freeField: '1' }), RangeError);
});

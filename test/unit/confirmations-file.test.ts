// The confirmations file's writer against the reference's published example
// (../shared/reference/confirmations-file.md): its three records, position for position, and what
// the layout leaves to the sandbox (docs/fidelity.md): codes cut at 20, accents dropped, any
// other non-ASCII character as `?`, CRLF after each record, nothing for no records.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { confirmationRecord, confirmationsFile, customIdField, type Confirmation } from '../../server/domain/confirmations-file.ts';

// The example with the reading spaces taken out, as the reference says the file has none.
const EXAMPLE = [
  '0000000001 00000000000000100001 06 121118 00000000000000062007 0000000001000 0000000001500 1 abcdefghijklmnopqrst 151118 121118 0000000000300',
  '0000000002 00000000000000100001 06 121118 00000000000000062008 0000000001000 0000000005000 1 ABC123               151118 121118 0000000000300',
  '0000000003 00000000000000100001 06 121118 00000000000000062009 0000000001000 0000000005000 1 1                  1 151118 121118 0000000000300',
].map((line) => line.slice(0, 10) + line.slice(11, 31) + line.slice(32, 34) + line.slice(35, 41) + line.slice(42, 62) + line.slice(63, 76) + line.slice(77, 90) + line.slice(91, 92) + line.slice(93, 113) + line.slice(114, 120) + line.slice(121, 127) + line.slice(128));

const base: Omit<Confirmation, 'sequence' | 'chargeId' | 'paidValue' | 'customId'> = {
  account: 100001, confirmedOn: '2018-11-12', value: 1000, isCarnetParcel: false, expireAt: '2018-11-15', paidAtBank: '2018-11-12', fee: 300,
};

test('the published example, record for record', () => {
  const records: Confirmation[] = [
    { ...base, sequence: 1, chargeId: 62007, paidValue: 1500, customId: 'abcdefghijklmnopqrst' },
    { ...base, sequence: 2, chargeId: 62008, paidValue: 5000, customId: 'ABC123' },
    { ...base, sequence: 3, chargeId: 62009, paidValue: 5000, customId: `1${' '.repeat(18)}1` },
  ];
  assert.ok(EXAMPLE.every((line) => line.length === 130));
  assert.deepEqual(records.map(confirmationRecord), EXAMPLE);
  assert.equal(confirmationsFile(records), EXAMPLE.map((line) => `${line}\r\n`).join(''));
  assert.equal(confirmationsFile([]), '');
  assert.equal(confirmationRecord({ ...records[0], isCarnetParcel: true })[84], '2');
});

test('custom_id: 20 ASCII positions whatever was given', () => {
  assert.equal(customIdField(null), ' '.repeat(20));
  assert.equal(customIdField('pedido-2026-0000012345678'), 'pedido-2026-00000123');
  assert.equal(customIdField('Ação São João'), 'Acao Sao Joao       ');
  assert.equal(customIdField('nº\t✓😀日本'), 'n??????             ');
  assert.equal(customIdField('çççççççççççççççççççççç'), 'cccccccccccccccccccc');
});

test('a figure wider than its field is a bug, not a shifted line', () => {
  assert.throws(() => confirmationRecord({ ...base, sequence: 1, chargeId: 1, paidValue: 10 ** 13, customId: null }), RangeError);
});

// The date field's rules without a browser: the DD/MM/AAAA mask, the Portuguese messages, the
// calendar's weeks and its keys — all on "YYYY-MM-DD" strings, so no time zone can shift a day.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkDate, checkTime, isoToBr, maskDate, maskTime, monthGrid, monthTitle, moveFocus, spokenDate } from '../../renderer/ui/date-input.ts';

test('typing is masked as DD/MM/AAAA; a pasted API date is turned around', () => {
  assert.equal(maskDate('3'), '3');
  assert.equal(maskDate('310'), '31/0');
  assert.equal(maskDate('31012027'), '31/01/2027');
  assert.equal(maskDate('31/01/20279'), '31/01/2027', 'no more than eight digits');
  assert.equal(maskDate('31/'), '31', 'erasing the slash erases it');
  assert.equal(maskDate('ab31c01'), '31/01');
  assert.equal(maskDate('2027-02-28'), '28/02/2027');
  assert.equal(isoToBr('2027-02-28'), '28/02/2027');
  assert.equal(isoToBr(''), '');
});

test('a typed date is checked against the calendar and the bounds, in Portuguese', () => {
  assert.deepEqual(checkDate('28/02/2027'), { iso: '2027-02-28', error: null });
  assert.deepEqual(checkDate('29/02/2028'), { iso: '2028-02-29', error: null });
  assert.deepEqual(checkDate('31/02/2027'), { iso: null, error: '31/02/2027 não existe.' });
  assert.deepEqual(checkDate('29/02/2027'), { iso: null, error: '29/02/2027 não existe.' });
  assert.deepEqual(checkDate('10/13/2027'), { iso: null, error: '10/13/2027 não existe.' });
  assert.deepEqual(checkDate('12/3'), { iso: null, error: 'Data inválida: use DD/MM/AAAA.' });
  assert.deepEqual(checkDate(''), { iso: null, error: null });
  assert.deepEqual(checkDate('', { required: true }), { iso: null, error: 'Informe a data (DD/MM/AAAA).' });
  const rules = { min: '2026-11-23', max: '2026-12-31' };
  assert.equal(checkDate('22/11/2026', rules).error, 'Escolha uma data a partir de 23/11/2026.');
  assert.equal(checkDate('01/01/2027', rules).error, 'Escolha uma data até 31/12/2026.');
  assert.equal(checkDate('23/11/2026', rules).iso, '2026-11-23');
});

test('the calendar lays a month out from Sunday, names days in Portuguese and moves by key', () => {
  const february = monthGrid('2027-02-10'); // 1 February 2027 is a Monday
  assert.equal(february.length, 5);
  assert.deepEqual(february[0], [null, '2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-06']);
  assert.equal(february[3][6], '2027-02-27', 'a Saturday ends its week');
  assert.deepEqual(february[4], ['2027-02-28', null, null, null, null, null, null]);
  assert.equal(february.flat().filter(Boolean).length, 28);
  assert.equal(monthGrid('2026-11-01').length, 5);
  assert.equal(monthTitle('2027-02-10'), 'fevereiro de 2027');
  assert.equal(spokenDate('2027-02-28'), 'domingo, 28 de fevereiro de 2027');
  assert.equal(moveFocus('2027-02-28', 'ArrowRight'), '2027-03-01');
  assert.equal(moveFocus('2027-03-01', 'ArrowUp'), '2027-02-22');
  assert.equal(moveFocus('2027-01-31', 'PageDown'), '2027-02-28', 'a month on clamps to its last day');
  assert.equal(moveFocus('2028-02-29', 'PageUp', true), '2027-02-28', 'Shift+PageUp: a year back');
  assert.equal(moveFocus('2027-02-10', 'Home'), '2027-02-07');
  assert.equal(moveFocus('2027-02-10', 'End'), '2027-02-13');
  assert.equal(moveFocus('2027-02-10', 'a'), null);
});

test('a time of day is typed as HH:mm', () => {
  assert.equal(maskTime('0830'), '08:30');
  assert.equal(maskTime('8'), '8');
  assert.deepEqual(checkTime('08:30'), { time: '08:30', error: null });
  assert.equal(checkTime('24:00').error, 'Hora inválida: use HH:mm (00:00 a 23:59).');
  assert.equal(checkTime('8:3').error, 'Hora inválida: use HH:mm (00:00 a 23:59).');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCobvPayload, pixMoney, type CobvInput } from '../../server/domain/pix/cobv-payload.ts';
import { amountDue, documentValue } from '../../server/domain/money.ts';

test('pixMoney writes cents as Banco Central writes money: a dot and two decimals', () => {
  assert.deepEqual([0, 5, 99, 100, 14322, 999_999_999_99].map(pixMoney), ['0.00', '0.05', '0.99', '1.00', '143.22', '999999999.99']);
});

const discount = { type: 'currency' as const, value: 1000 };
const base = (paidAt: string): CobvInput => ({
  billet: { expireAt: '2025-03-15', daysToWriteOff: 30, documentValue: documentValue(15000, discount) },
  customer: { juridical_person: { corporate_name: 'Padaria Pão Quente Ltda', cnpj: '11222333000181' }, name: 'Maria' },
  receiver: { name: 'Loja', cnpj: '10000001000191' },
  location: { txid: 'a'.repeat(32), revision: 1, createdAtMs: Date.UTC(2025, 2, 1, 12) },
  due: amountDue({
    total: 15000,
    expireAt: '2025-03-15',
    paidAt,
    discount,
    conditionalDiscount: { type: 'percentage', value: 500, until_date: '2025-03-10' },
    configurations: { fine: 200, interest: 33 },
  }),
  status: 'ATIVA',
  nowMs: Date.UTC(2025, 2, 2, 9),
});

test('the unconditional discount is the abatimento (it outlives the due date), the conditional one the desconto', () => {
  const early = buildCobvPayload(base('2025-03-10')).valor;
  assert.deepEqual(early, { original: '150.00', multa: '0.00', juros: '0.00', abatimento: '10.00', desconto: '7.00', final: '133.00' });
  const late = buildCobvPayload(base('2025-03-24')).valor;
  assert.deepEqual(late, { original: '150.00', multa: '2.80', juros: '0.42', abatimento: '10.00', desconto: '0.00', final: '143.22' });
  for (const valor of [early, late]) {
    const n = (field: keyof typeof valor) => Math.round(Number(valor[field]) * 100);
    assert.equal(n('original') - n('abatimento') - n('desconto') + n('multa') + n('juros'), n('final'), 'the parts add up to final');
  }
});

test('a company pays as devedor with its CNPJ; the calendar carries the due date, the write-off days and ISO instants', () => {
  const payload = buildCobvPayload(base('2025-03-10'));
  assert.deepEqual(payload.devedor, { cnpj: '11222333000181', nome: 'Padaria Pão Quente Ltda' });
  assert.deepEqual(payload.calendario, {
    criacao: '2025-03-01T12:00:00.000Z',
    apresentacao: '2025-03-02T09:00:00.000Z',
    dataDeVencimento: '2025-03-15',
    validadeAposVencimento: 30,
  });
  assert.deepEqual([payload.revisao, payload.status, payload.chave], [1, 'ATIVA', '10000001000191']);
  const person = buildCobvPayload({ ...base('2025-03-10'), customer: { name: 'Maria da Silva', cpf: '52998224725' } });
  assert.deepEqual(person.devedor, { cpf: '52998224725', nome: 'Maria da Silva' });
  assert.equal('devedor' in buildCobvPayload({ ...base('2025-03-10'), customer: null }), false);
});

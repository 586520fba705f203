import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  detectCardBrand,
  isValidCardNumber,
  isValidCnpj,
  isValidCpf,
  luhnCheck,
} from '../../server/domain/documents.ts';

test('CPF: valid numbers from boleto.md §7.1, bare or formatted', () => {
  for (const cpf of ['52998224725', '529.982.247-25', '94271564656', '04267484171']) {
    assert.equal(isValidCpf(cpf), true, cpf);
  }
});

test('CPF: wrong DVs, repeated digits and wrong lengths are rejected', () => {
  for (const cpf of ['52998224724', '52998224715', '11111111111', '00000000000', '5299822472', '529982247250', '5299822472a', '']) {
    assert.equal(isValidCpf(cpf), false, cpf);
  }
});

test('CNPJ: numeric and alphanumeric examples from §7.2', () => {
  for (const cnpj of ['11222333000181', '11.222.333/0001-81', '99794567000144', '12ABC34501DE35', '12.ABC.345/01DE-35', '12abc34501de35']) {
    assert.equal(isValidCnpj(cnpj), true, cnpj);
  }
});

test('CNPJ: wrong DVs, letters in the DVs, repeated characters are rejected', () => {
  for (const cnpj of ['11222333000182', '11222333000191', '12ABC34501DE36', '12ABC34501DEA5', '00000000000000', 'AAAAAAAAAAAAAA', '1122233300018', '11222333000181!']) {
    assert.equal(isValidCnpj(cnpj), false, cnpj);
  }
});

// §7.3 test numbers, with the brand credit-card-type reports.
const CARDS: Array<[string, string | null]> = [
  ['4111111111111111', 'visa'], ['4012001037141112', 'visa'], ['4012001038443335', 'visa'],
  ['5555555555554444', 'mastercard'], ['2223000048400011', 'mastercard'],
  ['378282246310005', 'amex'],
  ['6362970000457013', 'elo'], ['5067224275805500', 'elo'], ['4389351648020055', 'elo'],
  ['6062825624254001', 'hipercard'], ['6062826786276634', 'hipercard'],
  // Diners is not an Efí brand.
  ['30569309025904', null], ['36227206271667', null], ['3056930009020004', null],
];

test('cards: Luhn accepts every test number and rejects single-digit changes', () => {
  for (const [number] of CARDS) {
    assert.equal(luhnCheck(number), true, number);
    const last = Number(number.at(-1));
    assert.equal(luhnCheck(number.slice(0, -1) + ((last + 1) % 10)), false, number);
  }
  assert.equal(luhnCheck('4111 1111 1111 1111'), true);
  assert.equal(luhnCheck('4111-1111-1111-111a'), false);
  assert.equal(luhnCheck(''), false);
});

test('cards: brand by longest BIN prefix (Elo/Hipercard win over Visa/Mastercard space)', () => {
  for (const [number, brand] of CARDS) assert.equal(detectCardBrand(number), brand, number);
  assert.equal(detectCardBrand('2720990000000000'), 'mastercard');
  assert.equal(detectCardBrand('2721000000000000'), null);
  assert.equal(detectCardBrand('3841000000000000'), 'hipercard');
  assert.equal(detectCardBrand('6500310000000000'), 'elo');
  assert.equal(detectCardBrand('6500340000000000'), null);
  assert.equal(detectCardBrand('4'), 'visa');
  assert.equal(detectCardBrand('abc'), null);
});

test('cards: isValidCardNumber combines Luhn, brand and length', () => {
  for (const [number, brand] of CARDS) assert.equal(isValidCardNumber(number), brand !== null, number);
  assert.equal(isValidCardNumber('5555 5555 5555 4444'), true);
  assert.equal(isValidCardNumber('411111111111111'), false); // 15-digit Visa
  assert.equal(isValidCardNumber('4111111111111112'), false); // Luhn
});

// The dashboard forms' own checks, without a browser: money typed the Brazilian way and refused
// with a reason in reais, and bounds equal to the API's schemas — a form that refused what the API
// takes, or let through what it refuses, would teach the integrator the wrong limit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_ITEM_CENTS, NOTIFICATION_URL_MAX_LENGTH, checkCpf, checkEmail, checkMoney, checkNotificationUrl, checkPhone, checkWholeNumber } from '../../renderer/ui/field-checks.ts';
import { parseMoney } from '../../renderer/ui/format.ts';
import { PLAN_INTERVAL, PLAN_REPEATS } from '../../renderer/features/subscriptions/subscription-rules.ts';
import { MAX_CENTS, notificationUrl } from '../../server/http/schemas/common.ts';
import { PLAN_INTERVAL as API_PLAN_INTERVAL, PLAN_REPEATS as API_PLAN_REPEATS } from '../../server/domain/subscription.ts';

test('the forms\' bounds are the API\'s', () => {
  assert.equal(MAX_ITEM_CENTS, MAX_CENTS);
  assert.equal(NOTIFICATION_URL_MAX_LENGTH, notificationUrl.maxLength);
  assert.deepEqual(PLAN_INTERVAL, API_PLAN_INTERVAL);
  assert.deepEqual(PLAN_REPEATS, API_PLAN_REPEATS);
});

test('money: read the Brazilian way, a dot only between thousands', () => {
  assert.equal(parseMoney('1.234,56'), 123456);
  assert.equal(parseMoney('1234,5'), 123450);
  assert.equal(parseMoney('R$ 21.474.836,47'), 2_147_483_647);
  assert.equal(parseMoney('150.00'), null, 'not R$ 15.000,00');
  assert.equal(parseMoney('1.5'), null);
  assert.equal(parseMoney('12.34.567'), null);
});

test('money: what is wrong, said in reais and the way it was typed', () => {
  assert.deepEqual(checkMoney('150,00', { required: true }), { cents: 15000, error: null });
  assert.deepEqual(checkMoney('', { required: true }), { cents: null, error: 'Informe o valor em reais, como 150,00.' });
  assert.deepEqual(checkMoney(''), { cents: null, error: null }, 'an optional amount left empty');
  assert.equal(checkMoney('abc').error, '“abc” não é um valor em reais: use só números, como 150,00.');
  assert.equal(checkMoney('150.5').error, 'Use vírgula nos centavos: 150,5.');
  assert.equal(checkMoney('10,999').error, 'Use no máximo dois dígitos nos centavos, como 150,25.');
  assert.equal(checkMoney('1,2,3').error, 'Valor inválido: use o formato 1.234,56.');
  assert.equal(checkMoney('21.474.836,47').cents, MAX_CENTS);
  assert.equal(checkMoney('21.474.836,48').error, 'O valor máximo é R$\u00a021.474.836,47.');
  assert.equal(checkMoney('0,00', { min: 1 }).error, 'O valor mínimo é R$\u00a00,01.');
});

test('notification_url, CPF, phone, e-mail and whole numbers', () => {
  assert.equal(checkNotificationUrl(''), null);
  assert.equal(checkNotificationUrl('https://loja.example/hook'), null);
  assert.match(checkNotificationUrl('loja.example/hook') ?? '', /^Use um endereço que comece com http:\/\/ ou https:\/\//);
  assert.equal(checkNotificationUrl(`http://x/${'a'.repeat(250)}`), 'Use no máximo 255 caracteres (tem 259).');
  assert.equal(checkCpf('942.715.646-56'), null);
  assert.equal(checkCpf('9427156465'), 'O CPF tem 11 dígitos, como 942.715.646-56.');
  assert.equal(checkCpf(''), 'Preencha este campo.');
  assert.equal(checkPhone('(51) 4491-6523'), null);
  assert.equal(checkPhone('(31) 99876-5432'), null);
  assert.match(checkPhone('(01) 4491-6523') ?? '', /^Use o DDD e o número/);
  assert.equal(checkEmail(''), null);
  assert.equal(checkEmail('oldbuck@example.com'), null);
  assert.equal(checkEmail('oldbuck'), '“oldbuck” não é um e-mail: use nome@dominio.com.');
  assert.deepEqual(checkWholeNumber('12', 2, 120), { value: 12, error: null });
  assert.equal(checkWholeNumber('1', 2, 120).error, 'Use um número de 2 a 120.');
  assert.equal(checkWholeNumber('2,5', 2, 120).error, 'Use um número inteiro de 2 a 120.');
});

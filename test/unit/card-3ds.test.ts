// The pure rules of 3-D Secure (server/domain/card-3ds.ts) and /v2's error paths (server/http/v2/errors.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { asksForChallenge, callbackUrlProblem, challengeCode, challengeRequest, creqNames, parseChallengeCode } from '../../server/domain/card-3ds.ts';
import { pathOf } from '../../server/http/v2/errors.ts';

test('a callback URL is an absolute http(s) URL with a host and no credentials', () => {
  for (const good of ['https://loja.example/retorno', 'http://127.0.0.1:8080/r?pedido=1', 'HTTPS://LOJA.EXAMPLE/']) assert.equal(callbackUrlProblem(good), null, good);
  for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/retorno', 'ftp://loja.example/', 'https://u:p@loja.example/', 'https://loja exemplo/', `https://loja.example/${'a'.repeat(2100)}`]) {
    assert.notEqual(callbackUrlProblem(bad), null, bad);
  }
});

test('a challenge code names its account and charge, and only a 32-hex secret passes', () => {
  const code = challengeCode(7, 1000001, 'a'.repeat(32));
  assert.deepEqual(parseChallengeCode(code), { accountId: 7, chargeId: 1000001, secret: 'a'.repeat(32) });
  for (const bad of ['7-1000001', `7-1000001-${'a'.repeat(31)}`, `7-1000001-${'A'.repeat(32)}`, `x-1-${'a'.repeat(32)}`, `../7-1-${'a'.repeat(32)}`]) assert.equal(parseChallengeCode(bad), null, bad);
  assert.ok(creqNames(challengeRequest('3f1c2a9e-6b7d-4e21-9a55-0c8d7e6f5a41', code), code));
  assert.ok(!creqNames(challengeRequest('3f1c2a9e-6b7d-4e21-9a55-0c8d7e6f5a41', 'other'), code));
  assert.ok(!creqNames('%%%not base64 json', code));
});

test('only the last digit 9 asks for a challenge', () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(asksForChallenge), [9]);
});

test('/v2 paths are the pointer\'s keys, array indexes as numbers', () => {
  assert.deepEqual(pathOf('/items/0/value'), ['items', 0, 'value']);
  assert.deepEqual(pathOf('/a~1b/c~0d'), ['a/b', 'c~d']);
  assert.deepEqual(pathOf('/'), []);
  assert.deepEqual(pathOf('id'), ['id']);
});

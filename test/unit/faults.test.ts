import { test } from 'node:test';
import assert from 'node:assert/strict';
import { routeKey, ruleFires, ruleMatchesRoute } from '../../server/domain/faults.ts';

test('a rule names a route by method and Express pattern; HEAD is routed as GET', () => {
  assert.equal(routeKey('HEAD', '/v1/charge/:id'), 'GET /v1/charge/:id');
  const pay = { route: 'POST /v1/charge/:id/pay', fault: 'error_500' as const };
  assert.equal(ruleMatchesRoute(pay, 'POST /v1/charge/:id/pay'), true);
  assert.equal(ruleMatchesRoute(pay, 'POST /v1/charge'), false);
  assert.equal(ruleMatchesRoute(pay, 'GET /v1/charge/:id'), false);
});

test('"*" takes /v1/authorize too, except for expired_token, which only hits calls made with a token', () => {
  assert.equal(ruleMatchesRoute({ route: '*', fault: 'error_503' }, 'POST /v1/authorize'), true);
  assert.equal(ruleMatchesRoute({ route: '*', fault: 'expired_token' }, 'POST /v1/authorize'), false);
  assert.equal(ruleMatchesRoute({ route: '*', fault: 'expired_token' }, 'POST /v1/charge'), true);
});

test('a rule fires while it has uses left, with its probability', () => {
  assert.equal(ruleFires({ timesLeft: null, probability: null }, 0.99), true);
  assert.equal(ruleFires({ timesLeft: 0, probability: null }, 0), false, 'spent');
  assert.equal(ruleFires({ timesLeft: 1, probability: 1 }, 0.999999), true);
  assert.equal(ruleFires({ timesLeft: null, probability: 0 }, 0), false);
  assert.equal(ruleFires({ timesLeft: null, probability: 0.25 }, 0.2), true);
  assert.equal(ruleFires({ timesLeft: null, probability: 0.25 }, 0.3), false);
});

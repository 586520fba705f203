import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FETCH_GRACE_MS, FetchGrace } from '../../server/app/fetch-grace.ts';

/** A FetchGrace on a clock the test moves. */
function graceAt(graceMs = 2000) {
  const clock = { now: 1000 };
  return { grace: new FetchGrace(graceMs, () => clock.now), clock };
}

test('the grace is at least the 2 s the docs promise', () => {
  assert.ok(FETCH_GRACE_MS >= 2000);
});

test('a delivery answered 2xx is held until its grace is over', () => {
  const { grace, clock } = graceAt();
  grace.answered(1, 'tok', 7);
  assert.equal(grace.holds(7), true);
  clock.now += 1999;
  assert.equal(grace.holds(7), true);
  clock.now += 1;
  assert.equal(grace.holds(7), false);
  assert.equal(grace.holds(8), false, 'never answered: never held');
});

test("a fetch releases every delivery of its token, and only that account's", () => {
  const { grace } = graceAt();
  grace.answered(1, 'tok', 7);
  grace.answered(1, 'tok', 8);
  grace.answered(2, 'tok', 9); // the same string in another account is another token
  grace.answered(1, 'other', 10);
  grace.fetched(1, 'tok');
  assert.deepEqual([7, 8, 9, 10].map((id) => grace.holds(id)), [false, false, true, true]);
});

test('a new 2xx starts a new grace', () => {
  const { grace, clock } = graceAt();
  grace.answered(1, 'tok', 7);
  clock.now += 1500;
  grace.answered(1, 'tok', 7);
  clock.now += 1500;
  assert.equal(grace.holds(7), true);
});

test('settled() answers false at once when nothing is held, and waits for the fetches of all those held', async () => {
  const { grace } = graceAt(60_000);
  assert.equal(await grace.settled([7, 8]), false);
  grace.answered(1, 'a', 7);
  grace.answered(1, 'b', 8);
  let settled = false;
  const waiting = grace.settled([7, 8, 9]).then((waited) => (settled = waited));
  grace.fetched(1, 'a');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(settled, false, 'one of two fetched: still waiting');
  grace.fetched(1, 'b');
  assert.equal(await waiting, true);
});

test('settled() ends when the last grace runs out, with no fetch', async () => {
  // On the test's clock: with the real one, a machine busy enough to pause this process for the
  // whole (short) grace between answered() and settled() let it end before settled() looked.
  const { grace, clock } = graceAt(5);
  grace.answered(1, 'a', 7);
  const waiting = grace.settled([7]);
  clock.now += 5; // the grace runs out; settled()'s timer (5 ms of real time) then finds it over
  assert.equal(await waiting, true);
  assert.equal(grace.holds(7), false);
});

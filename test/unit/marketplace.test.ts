// Marketplace split rules and shares (server/domain/marketplace.ts), without a server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../server/domain/errors.ts';
import { checkSplit, refuseDiscountWithSplit, splitShares, type Repasse, type SplitItem } from '../../server/domain/marketplace.ts';

const payeeA = 'a'.repeat(32);
const payeeB = 'b'.repeat(32);

function item(repasses: Repasse[], extra: Partial<SplitItem> & { mode?: 1 | 2 } = {}): SplitItem {
  const { mode, ...rest } = extra;
  return { name: 'Produto', value: 5990, amount: 1, marketplace: { ...(mode ? { mode } : {}), repasses }, ...rest };
}

function refusal(run: () => void): { code: number; property: string } {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof ApiError);
    const body = error.toBody();
    return { code: body.code, property: (body.error_description as { property: string }).property };
  }
  return assert.fail('accepted');
}

test('a split within 100 % is accepted, with mode 2 by default', () => {
  checkSplit([item([{ payee_code: payeeA, percentage: 2500 }, { payee_code: payeeB, percentage: 7500 }])]);
  checkSplit([item([{ payee_code: payeeA, fixed: 5990 }], { mode: 1 })]);
  checkSplit([{ name: 'sem split', value: 100 }]);
});

test('the same payee twice in one item is 3500026 at the second one; in two items it is fine', () => {
  const twice = [item([{ payee_code: payeeA, percentage: 1000 }, { payee_code: payeeA.toUpperCase(), percentage: 1000 }])];
  assert.deepEqual(refusal(() => checkSplit(twice)), { code: 3500026, property: '/items/0/marketplace/repasses/1/payee_code' });
  checkSplit([item([{ payee_code: payeeA, percentage: 1000 }]), item([{ payee_code: payeeA, percentage: 3000 }])]);
});

test('repasses above 100 % or above the item total are 3500029 at the repasses', () => {
  const over = [{ name: 'livre', value: 100 }, item([{ payee_code: payeeA, percentage: 6000 }, { payee_code: payeeB, percentage: 4001 }])];
  assert.deepEqual(refusal(() => checkSplit(over)), { code: 3500029, property: '/items/1/marketplace/repasses' });
  const overFixed = [item([{ payee_code: payeeA, fixed: 3000 }, { payee_code: payeeB, fixed: 2991 }], { mode: 1, amount: 1 })];
  assert.deepEqual(refusal(() => checkSplit(overFixed)), { code: 3500029, property: '/items/0/marketplace/repasses' });
  // The item total is value × amount: two units carry twice the fixed cents.
  checkSplit([item([{ payee_code: payeeA, fixed: 3000 }, { payee_code: payeeB, fixed: 2991 }], { mode: 1, amount: 2 })]);
});

test('fixed without mode 1, a zero repasse, or neither/both amounts are 3500029', () => {
  assert.deepEqual(refusal(() => checkSplit([item([{ payee_code: payeeA, fixed: 100 }])])), { code: 3500029, property: '/items/0/marketplace/repasses/0/fixed' });
  assert.deepEqual(refusal(() => checkSplit([item([{ payee_code: payeeA, percentage: 0 }])])).code, 3500029);
  assert.deepEqual(refusal(() => checkSplit([item([{ payee_code: payeeA }])])).property, '/items/0/marketplace/repasses/0');
  assert.deepEqual(refusal(() => checkSplit([item([{ payee_code: payeeA, percentage: 10, fixed: 10 }], { mode: 1 })])).code, 3500029);
});

test('a negative item anywhere in a split charge is 3500095', () => {
  const items = [item([{ payee_code: payeeA, percentage: 1000 }]), { name: 'desconto', value: -100 }];
  assert.deepEqual(refusal(() => checkSplit(items)), { code: 3500095, property: '/items/1/value' });
  checkSplit([{ name: 'a', value: 1000 }, { name: 'b', value: -100 }]);
});

test('a discount on a split charge is 3500073 at the discount; without a split it is no concern here', () => {
  const split = [item([{ payee_code: payeeA, percentage: 1000 }])];
  assert.deepEqual(refusal(() => refuseDiscountWithSplit(split, '/payment/banking_billet/discount')), { code: 3500073, property: '/payment/banking_billet/discount' });
  refuseDiscountWithSplit(split, null);
  refuseDiscountWithSplit([{ name: 'a', value: 1000 }], '/payment/banking_billet/discount');
});

test('shares: percentages floored on value × amount, fixed cents, a payee shipping, the rest to the issuer', () => {
  const items = [
    item([{ payee_code: payeeA, percentage: 3333 }, { payee_code: payeeB, percentage: 1500 }], { value: 1001, amount: 3 }),
    item([{ payee_code: payeeA, fixed: 250 }], { mode: 1, value: 1000 }),
  ];
  const result = splitShares(items, [{ name: 'frete', value: 700, payee_code: payeeB }], 3003 + 1000 + 700)!;
  // 3003 × 33.33 % = 1000.9 → 1000; 3003 × 15 % = 450.45 → 450.
  assert.deepEqual(result.shares.map((share) => share.amount), [1000, 450, 250, 700]);
  assert.equal(result.issuer, 4703 - 2400);
  assert.equal(splitShares([{ name: 'a', value: 1000 }], null, 1000), null);
});

test('paid more than the total: the extra stays with the issuer; paid less: shares scale down, floored', () => {
  const items = [item([{ payee_code: payeeA, percentage: 5000 }], { value: 1000 })];
  assert.deepEqual([splitShares(items, null, 1200)!.shares[0]!.amount, splitShares(items, null, 1200)!.issuer], [500, 700]);
  assert.deepEqual([splitShares(items, null, 333)!.shares[0]!.amount, splitShares(items, null, 333)!.issuer], [166, 167]);
});

/** A small seeded generator, so a failure names a split that can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

function randomSplit(random: ReturnType<typeof generator>): SplitItem[] {
  return Array.from({ length: random.int(1, 4) }, (_, i) => {
    const value = random.int(0, 5_000_000);
    const amount = random.int(1, 50);
    if (random.int(0, 3) === 0) return { name: `livre ${i}`, value, amount };
    const mode = random.int(1, 2) as 1 | 2;
    let percentLeft = 10_000;
    let centsLeft = value * amount;
    const repasses: Repasse[] = [];
    for (let j = 0; j < random.int(1, 6); j++) {
      const payee_code = j.toString(16).padStart(32, '0');
      if (mode === 1 && random.int(0, 1) === 0 && centsLeft > 0) {
        const fixed = random.int(1, centsLeft);
        centsLeft -= fixed;
        repasses.push({ payee_code, fixed });
      } else if (percentLeft > 0) {
        const percentage = random.int(1, percentLeft);
        percentLeft -= percentage;
        repasses.push({ payee_code, percentage });
      }
    }
    if (repasses.length === 0) return { name: `livre ${i}`, value, amount };
    return { name: `item ${i}`, value, amount, marketplace: { mode, repasses } };
  });
}

test('property: over thousands of random valid splits, shares + issuer = paid exactly, no share negative or above its nominal', () => {
  const random = generator(25);
  let checked = 0;
  for (let run = 0; run < 8000; run++) {
    const items = randomSplit(random);
    try {
      checkSplit(items);
    } catch {
      continue; // a mixed item whose percentages and fixed cents together pass its total
    }
    const total = items.reduce((sum, line) => sum + line.value * (line.amount ?? 1), 0);
    // Paid short, exactly, or more (fine, interest).
    const paid = [random.int(0, total), total, total + random.int(1, 100_000)][random.int(0, 2)]!;
    const result = splitShares(items, null, paid);
    if (!result) continue;
    const shared = result.shares.reduce((sum, share) => sum + share.amount, 0);
    assert.equal(shared + result.issuer, paid, `seed run ${run}`);
    assert.ok(result.issuer >= 0, `run ${run}: issuer ${result.issuer}`);
    for (const share of result.shares) {
      assert.ok(Number.isSafeInteger(share.amount) && share.amount >= 0 && share.amount <= share.nominal, `run ${run}`);
    }
    if (paid >= total) assert.deepEqual(result.shares.map((share) => share.amount), result.shares.map((share) => share.nominal));
    checked++;
  }
  assert.ok(checked > 4000, `only ${checked} splits checked`);
});

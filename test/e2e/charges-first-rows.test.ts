// The charge list's first request asks for a window's worth of rows only (FIRST_ROWS), so the first
// rows reach the screen sooner; the rest of that page follows at once after, and a short list is
// asked for once. The store against a stand-in API, without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AccountApi } from '../../renderer/api/client.ts';
import type { ChargeSummary } from '../../renderer/api/types.ts';
import { createChargesStore } from '../../renderer/stores/charges.ts';
import { FIRST_ROWS, PAGE_SIZE, rowAt } from '../../renderer/stores/charges-window.ts';

/** An account of `total` charges, newest first, as GET /sandbox/v1/charges pages them. */
function fakeApi(total: number) {
  const asked: Array<{ limit: number; offset: number }> = [];
  let answered = () => {};
  const api = {
    async listCharges({ limit, offset }: { limit: number; offset: number }) {
      asked.push({ limit, offset });
      const charges = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({ charge_id: total - offset - i }) as ChargeSummary);
      setImmediate(() => answered());
      return { total, charges };
    },
  } as unknown as AccountApi;
  /** Resolves once `count` requests have been answered (and their answers applied). */
  const requestsAnswered = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => (asked.length >= count ? setImmediate(resolve) : undefined);
      answered = check;
      check();
    });
  return { api, asked, requestsAnswered };
}

test('the first request asks for FIRST_ROWS, then the whole first page follows', async () => {
  const { api, asked, requestsAnswered } = fakeApi(10_000);
  const store = createChargesStore(api);
  store.getState().setRange(0, 40);
  assert.deepEqual(asked, [{ limit: FIRST_ROWS, offset: 0 }]);
  await requestsAnswered(2);
  assert.deepEqual(asked, [{ limit: FIRST_ROWS, offset: 0 }, { limit: PAGE_SIZE, offset: 0 }]);
  await requestsAnswered(2);
  const { pages, total } = store.getState();
  assert.equal(total, 10_000);
  assert.equal(rowAt(pages, 0)?.charge_id, 10_000);
  assert.equal(rowAt(pages, PAGE_SIZE - 1)?.charge_id, 10_000 - PAGE_SIZE + 1, 'the first page is whole, past the first rows');
  // Scrolling on asks for whole pages.
  store.getState().setRange(90, 130);
  assert.deepEqual(asked.at(-1), { limit: PAGE_SIZE, offset: PAGE_SIZE });
});

test('a list shorter than FIRST_ROWS is asked for once', async () => {
  const { api, asked, requestsAnswered } = fakeApi(12);
  const store = createChargesStore(api);
  store.getState().setRange(0, 40);
  await requestsAnswered(1);
  // The follow-up, had there been one, would be a timer set before this one (as the answer was applied).
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(asked, [{ limit: FIRST_ROWS, offset: 0 }]);
  assert.equal(store.getState().pages[0]?.length, 12);
});

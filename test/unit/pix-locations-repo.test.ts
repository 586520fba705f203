// The Bolix locations' repository (server/store/pix-locations-repo.ts) hands the location it just
// made to the answer of the same request without reading it back: that shortcut must never show a
// location the table does not hold — not after the work rolled back, not after it was replaced,
// not once the request's synchronous run is over (a reset, an import or another request may have
// changed the table since). Real store, real SQLite file.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openDatabase } from '../../server/store/db.ts';
import { createStore } from '../../server/store/store.ts';
import { LOCATION_ID_PATTERN } from '../../server/domain/pix/index.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const root = tempDir({ after }, 'pix-locations-repo-');
let files = 0;

/** A store whose locations need no account or charge rows (this is about the locations alone). */
function openStore() {
  const store = createStore(openDatabase(join(root, `store-${++files}.sqlite`)));
  store.db.pragma('foreign_keys = OFF');
  after(() => store.close());
  const rowOf = (chargeId: number) => store.db.prepare('SELECT location FROM pix_locations WHERE charge_id = ? AND replaced_at_ms IS NULL').pluck().get(chargeId);
  return { store, rowOf };
}

test('the location just made is the charge\'s active one, as the table says', () => {
  const { store, rowOf } = openStore();
  const made = store.transaction(() => store.pixLocations.createForCharge(1, 10, 1_000));
  assert.match(made.location, LOCATION_ID_PATTERN);
  assert.deepEqual(store.pixLocations.activeOfCharge(10), made);
  assert.equal(rowOf(10), made.location);
  assert.equal(store.pixLocations.activeOfCharge(11), undefined);
});

test('a location whose work rolled back is not shown, even in the same synchronous run', () => {
  const { store, rowOf } = openStore();
  store.transaction(() => store.pixLocations.createForCharge(1, 20, 1_000)); // opens the turn's transaction
  assert.throws(() =>
    store.transaction(() => {
      store.pixLocations.createForCharge(1, 21, 1_000);
      throw new Error('the boleto failed after its location was made');
    }),
  );
  assert.equal(rowOf(21), undefined);
  assert.equal(store.pixLocations.activeOfCharge(21), undefined);
});

test('a replaced location is not shown; its successor is', () => {
  const { store } = openStore();
  const first = store.transaction(() => store.pixLocations.createForCharge(1, 30, 1_000));
  store.transaction(() => store.pixLocations.markReplaced(30, 2_000));
  assert.equal(store.pixLocations.activeOfCharge(30), undefined);
  const second = store.transaction(() => store.pixLocations.createForCharge(1, 30, 2_000));
  assert.notEqual(second.location, first.location);
  assert.equal(store.pixLocations.activeOfCharge(30)?.location, second.location);
});

test('once the run that made it is over, the location is read from the table (changed behind the repository)', async () => {
  const { store } = openStore();
  store.transaction(() => store.pixLocations.createForCharge(1, 40, 1_000));
  await null;
  store.db.prepare('DELETE FROM pix_locations WHERE charge_id = 40').run(); // as a reset or an import would
  assert.equal(store.pixLocations.activeOfCharge(40), undefined);
});

test('the table holds one active location per charge at most (migration 028\'s one index), and any number replaced, even at one instant', () => {
  const { store } = openStore();
  store.transaction(() => store.pixLocations.createForCharge(1, 50, 1_000));
  assert.throws(() => store.transaction(() => store.pixLocations.createForCharge(1, 50, 1_000)), /UNIQUE constraint failed/);
  for (let i = 0; i < 3; i++) {
    store.transaction(() => store.pixLocations.markReplaced(50, 2_000));
    store.transaction(() => store.pixLocations.createForCharge(1, 50, 2_000));
  }
  const rows = store.db.prepare('SELECT replaced_at_ms FROM pix_locations WHERE charge_id = ?').pluck().all(50);
  assert.deepEqual(rows.sort(), [2_000, 2_000, 2_000, null]);
  assert.equal(store.db.prepare('SELECT count(*) FROM pix_locations WHERE charge_id = ? AND replaced_at_ms IS NULL').pluck().get(50), 1);
});

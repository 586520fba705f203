// The request schemas are compiled without checking them against the JSON Schema meta-schema
// (that check costs cold start, see server/http/validate.ts), so this test does it for every one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv } from 'ajv';
import { AJV_OPTIONS } from '../../server/http/validate.ts';
import * as authorize from '../../server/http/schemas/authorize.ts';
import * as billet from '../../server/http/schemas/billet.ts';
import * as charge from '../../server/http/schemas/charge.ts';
import * as common from '../../server/http/schemas/common.ts';
import * as clock from '../../server/http/sandbox/clock.ts';
import * as accounts from '../../server/http/sandbox/accounts.ts';
import * as cards from '../../server/http/sandbox/cards.ts';
import * as cardSettings from '../../server/http/sandbox/card-settings.ts';
import * as faults from '../../server/http/schemas/faults.ts';
import * as snapshot from '../../server/http/schemas/snapshot.ts';
import { snapshotRowSchemas } from '../../server/http/schemas/snapshot-rows.ts';

const modules = { authorize, billet, charge, common, clock, accounts, cards, cardSettings, faults, snapshot, snapshotRows: snapshotRowSchemas };

test('every request schema is a valid JSON Schema that compiles', () => {
  let checked = 0;
  for (const [moduleName, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value !== 'object' || value === null || !('type' in value || 'anyOf' in value || 'oneOf' in value)) continue;
      const ajv = new Ajv({ ...AJV_OPTIONS, validateSchema: true });
      ajv.addFormat('calendar-date', () => true);
      ajv.addFormat('timestamp', () => true);
      ajv.addFormat('callback-url', () => true);
      assert.doesNotThrow(() => ajv.compile(value as object), `${moduleName}.${name}`);
      checked++;
    }
  }
  assert.ok(checked >= 20, `only ${checked} schemas found`);
});

test('a schema with a mistake is caught by that check', () => {
  const ajv = new Ajv({ ...AJV_OPTIONS, validateSchema: true });
  assert.throws(() => ajv.compile({ type: 'object', properties: { value: { type: 'integr' } } }));
});

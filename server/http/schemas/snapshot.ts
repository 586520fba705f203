// Bodies of the snapshot calls (docs/admin-api.md): a name to take one, an exported document to
// import. The document's rows are checked against the schema by the store (account-state.ts).
import { CLOCK_LIMIT_MS } from '../../domain/clock.ts';
import { cardSettingsSchema } from '../sandbox/card-settings.ts';
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION } from '../../app/snapshots.ts';

const snapshotName = { type: ['string', 'null'], maxLength: 120 };

export const takeSnapshotSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name: snapshotName },
};

export const snapshotDocumentSchema = {
  type: 'object',
  required: ['format', 'version', 'schema', 'name', 'created_at', 'clock_ms', 'settings', 'tables'],
  properties: {
    format: { const: SNAPSHOT_FORMAT },
    version: { const: SNAPSHOT_VERSION },
    schema: { type: 'integer', minimum: 1 },
    name: snapshotName,
    created_at: { type: 'string', maxLength: 40 },
    clock_ms: { type: 'integer', minimum: 0, maximum: CLOCK_LIMIT_MS },
    clock: { type: 'string' },
    settings: { ...cardSettingsSchema, required: ['interest_free_installments', 'monthly_interest'] },
    tables: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['columns', 'rows'],
        properties: {
          columns: { type: 'array', items: { type: 'string', pattern: '^[a-z_]+$' }, uniqueItems: true },
          rows: { type: 'array', items: { type: 'array' } },
        },
      },
    },
  },
};

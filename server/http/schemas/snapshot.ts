// Bodies of the snapshot calls (docs/admin-api.md): a name to take one, an exported document to
// import. This is the document's envelope; its rows are checked by http/snapshot-document.ts.
import { CLOCK_LIMIT_MS, parseTimestamp } from '../../domain/clock.ts';
import { cardSettingsSchema } from '../sandbox/card-settings.ts';
import { settingsChangeSchema } from './settings.ts';
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION } from '../../app/snapshots.ts';

const snapshotName = { type: ['string', 'null'], maxLength: 120 } as const;

/**
 * The earliest clock a snapshot may set: the first day a boleto's due-date factor can encode
 * (domain/boleto/due-date-factor.ts). An account's clock never reads earlier than the real time
 * it was created at, which is long past it.
 */
export const MIN_SNAPSHOT_CLOCK_MS = parseTimestamp('2000-07-03 00:00:00')!;

export const takeSnapshotSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name: snapshotName },
} as const;

export const snapshotDocumentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['format', 'version', 'schema', 'name', 'created_at', 'clock_ms', 'settings', 'tables'],
  properties: {
    format: { const: SNAPSHOT_FORMAT },
    version: { const: SNAPSHOT_VERSION },
    schema: { type: 'integer', minimum: 1 },
    name: snapshotName,
    // Wall-clock time, ISO 8601 in UTC, as takeSnapshot writes it (the dashboard shows it).
    created_at: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,3})?Z$' },
    clock_ms: { type: 'integer', minimum: MIN_SNAPSHOT_CLOCK_MS, maximum: CLOCK_LIMIT_MS },
    clock: { type: 'string', format: 'timestamp' },
    // The card settings, and the account's settings (domain/settings.ts), absent from files exported before them.
    settings: {
      ...cardSettingsSchema,
      properties: { ...cardSettingsSchema.properties, ...settingsChangeSchema.properties },
      required: ['interest_free_installments', 'monthly_interest'],
    },
    tables: {
      type: 'object',
      propertyNames: { pattern: '^[a-z_]{1,64}$' },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['columns', 'rows'],
        properties: {
          columns: { type: 'array', maxItems: 64, items: { type: 'string', pattern: '^[a-z_]{1,64}$' }, uniqueItems: true },
          rows: { type: 'array', items: { type: 'array' } },
        },
      },
    },
  },
};

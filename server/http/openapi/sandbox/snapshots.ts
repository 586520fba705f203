// Reset and snapshots of the calling account (server/http/sandbox/snapshots.ts): what a test suite
// calls before each test to start from nothing or from a known state.
import { snapshotDocumentSchema, takeSnapshotSchema } from '../../schemas/snapshot.ts';
import { arrayOf, integer, named, nullable, object, okEnvelope, string, type RouteDocs } from '../route-doc.ts';

const tag = 'Sandbox: reset and snapshots';
const summary = object({ snapshot_id: integer, name: nullable(string), created_at: string });
const ok = { schema: okEnvelope, description: 'Done.', example: { code: 200 } };
const snapshotDocument = named('SnapshotDocument', snapshotDocumentSchema);

export const snapshotDocs: RouteDocs = {
  'POST /sandbox/v1/reset': {
    tag,
    summary: 'Empty the calling account: every resource, its clock back to the real time; credentials kept',
    auth: 'account',
    noBody: true,
    response: ok,
    errors: [],
  },
  'POST /sandbox/v1/snapshots': {
    tag,
    summary: 'Take a snapshot of the calling account\'s whole state, clock included',
    auth: 'account',
    body: { name: 'TakeSnapshot', schema: takeSnapshotSchema, optional: true, example: { name: 'antes do teste' } },
    response: { schema: summary, description: 'The snapshot.', example: { snapshot_id: 1, name: 'antes do teste', created_at: '2026-11-23T03:52:20.446Z' } },
    errors: [],
  },
  'GET /sandbox/v1/snapshots': {
    tag,
    summary: 'The calling account\'s snapshots',
    auth: 'account',
    response: { schema: object({ snapshots: arrayOf(summary) }), description: 'The snapshots.' },
    errors: [],
  },
  'POST /sandbox/v1/snapshots/:id/restore': {
    tag,
    summary: 'Put the account back exactly as it was at the snapshot (ids, statuses, clock, schedule, outbox)',
    description:
      'Refused whole (409) when an id, code or token of the snapshot now belongs to another account, with the JSON pointer of the first one. ' +
      'A snapshot kept by a version before the import checks is checked here first, as an import is.',
    auth: 'account',
    noBody: true,
    response: ok,
    errors: ['snapshotConflict', 'snapshotIncompatible'],
  },
  'DELETE /sandbox/v1/snapshots/:id': {
    tag,
    summary: 'Delete a snapshot',
    auth: 'account',
    response: ok,
    errors: [],
  },
  'GET /sandbox/v1/snapshots/:id/export': {
    tag,
    summary: 'A snapshot as a JSON file, to keep in a suite\'s repository (import it, or start with --seed)',
    auth: 'account',
    response: { schema: snapshotDocument, description: 'The snapshot document (Content-Disposition: attachment).' },
    errors: [],
  },
  'POST /sandbox/v1/snapshots/import': {
    tag,
    summary: 'Add an exported snapshot to the calling account (then restore it)',
    description:
      'Bodies up to 256 MiB here. A snapshot file is untrusted input: refused whole, with the JSON pointer of the first problem, unless every cell ' +
      'holds what the API accepts for that field, every reference stays inside the file, and no id, code or token belongs to another account (409).',
    auth: 'account',
    body: { name: 'SnapshotDocument', schema: snapshotDocumentSchema },
    response: { schema: summary, description: 'The snapshot.' },
    errors: ['snapshotIncompatible', 'snapshotConflict'],
  },
};

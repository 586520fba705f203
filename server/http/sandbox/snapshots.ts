// Reset and snapshots of the calling account (contracts.md §3, docs/admin-api.md): what a test
// suite calls before each test to start from nothing or from a known state.
import type { AppContext } from '../../app/context.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import {
  deleteSnapshot,
  exportSnapshot,
  importSnapshot,
  listSnapshots,
  resetAccount,
  restoreSnapshot,
  storedSnapshot,
  takeSnapshot,
  type SnapshotDocument,
} from '../../app/snapshots.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { snapshotDocumentSchema, takeSnapshotSchema } from '../schemas/snapshot.ts';
import { readSnapshotDocument } from '../snapshot-document.ts';
import { arrayOf, integer, named, nullable, object, okEnvelope, string } from '../openapi/route-doc.ts';

/** An exported account, e-mail attachments included, may be far larger than an API body. */
export const SNAPSHOT_BODY_LIMIT_BYTES = 256 * 1024 * 1024;

const tag = 'Sandbox: reset and snapshots';
const summary = object({ snapshot_id: integer, name: nullable(string), created_at: string });
const ok = { schema: okEnvelope, description: 'Done.', example: { code: 200 } };
const snapshotDocument = named('SnapshotDocument', snapshotDocumentSchema);

export function snapshotRoutes(ctx: AppContext, runner: JobRunner) {
  return [
    route({
      method: 'post',
      path: '/reset',
      tag,
      summary: 'Empty the calling account: every resource, its clock back to the real time; credentials kept',
      auth: 'account',
      noBody: true,
      response: ok,
      errors: [],
      handler: async ({ res }) => {
        await resetAccount(ctx, runner, accountOf(res).id);
        sendJson(res, 200, { code: 200 });
      },
    }),
    route({
      method: 'post',
      path: '/snapshots',
      tag,
      summary: 'Take a snapshot of the calling account\'s whole state, clock included',
      auth: 'account',
      // `[]` is refused as the list it is, as it always was; nothing, `{}` or null is no name.
      body: { name: 'TakeSnapshot', schema: takeSnapshotSchema, optional: true, emptyListIsBody: true, example: { name: 'antes do teste' } },
      response: { schema: summary, description: 'The snapshot.', example: { snapshot_id: 1, name: 'antes do teste', created_at: '2026-11-23T03:52:20.446Z' } },
      errors: [],
      handler: async ({ res, body }) => {
        sendJson(res, 200, await takeSnapshot(ctx, runner, accountOf(res).id, body.name ?? null));
      },
    }),
    route({
      method: 'get',
      path: '/snapshots',
      tag,
      summary: 'The calling account\'s snapshots',
      auth: 'account',
      response: { schema: object({ snapshots: arrayOf(summary) }), description: 'The snapshots.' },
      errors: [],
      handler: ({ res }) => {
        sendJson(res, 200, { snapshots: listSnapshots(ctx, accountOf(res).id) });
      },
    }),
    route({
      method: 'post',
      path: '/snapshots/:id/restore',
      tag,
      summary: 'Put the account back exactly as it was at the snapshot (ids, statuses, clock, schedule, outbox)',
      description:
        'Refused whole (409) when an id, code or token of the snapshot now belongs to another account, with the JSON pointer of the first one. ' +
        'A snapshot kept by a version before the import checks is checked here first, as an import is.',
      auth: 'account',
      noBody: true,
      response: ok,
      errors: ['snapshotConflict', 'snapshotIncompatible'],
      handler: async ({ res, params }) => {
        const accountId = accountOf(res).id;
        const stored = storedSnapshot(ctx, accountId, params.id);
        const parsed = JSON.parse(stored.document);
        // Taken here or checked at import; one kept by an earlier version may be an unchecked import.
        const document = stored.checked ? (parsed as SnapshotDocument) : readSnapshotDocument(parsed);
        await restoreSnapshot(ctx, runner, accountId, params.id, document);
        sendJson(res, 200, { code: 200 });
      },
    }),
    route({
      method: 'delete',
      path: '/snapshots/:id',
      tag,
      summary: 'Delete a snapshot',
      auth: 'account',
      response: ok,
      errors: [],
      handler: ({ res, params }) => {
        deleteSnapshot(ctx, accountOf(res).id, params.id);
        sendJson(res, 200, { code: 200 });
      },
    }),
    route({
      method: 'get',
      path: '/snapshots/:id/export',
      tag,
      summary: 'A snapshot as a JSON file, to keep in a suite\'s repository (import it, or start with --seed)',
      auth: 'account',
      response: { schema: snapshotDocument, description: 'The snapshot document (Content-Disposition: attachment).' },
      errors: [],
      handler: ({ res, params }) => {
        const document = exportSnapshot(ctx, accountOf(res).id, params.id);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="cobranca-sandbox-snapshot-${params.id}.json"`);
        res.end(document);
      },
    }),
  ];
}

/** Mounted with a body reader of SNAPSHOT_BODY_LIMIT_BYTES (see app.ts). */
export function snapshotImportRoutes(ctx: AppContext) {
  return [
    route({
      method: 'post',
      path: '/snapshots/import',
      tag,
      summary: 'Add an exported snapshot to the calling account (then restore it)',
      description:
        'Bodies up to 256 MiB here. A snapshot file is untrusted input: refused whole, with the JSON pointer of the first problem, unless every cell ' +
        'holds what the API accepts for that field, every reference stays inside the file, and no id, code or token belongs to another account (409).',
      auth: 'account',
      // The document's schema, then its rows and their references (snapshot-document.ts).
      body: { name: 'SnapshotDocument', schema: snapshotDocumentSchema, read: readSnapshotDocument },
      response: { schema: summary, description: 'The snapshot.' },
      errors: ['snapshotIncompatible', 'snapshotConflict'],
      handler: ({ res, body }) => {
        sendJson(res, 200, importSnapshot(ctx, accountOf(res).id, body));
      },
    }),
  ];
}

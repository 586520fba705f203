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
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { expectNoBody, validateBody } from '../validate.ts';
import { takeSnapshotSchema } from '../schemas/snapshot.ts';
import { readSnapshotDocument } from '../snapshot-document.ts';

/** An exported account, e-mail attachments included, may be far larger than an API body. */
export const SNAPSHOT_BODY_LIMIT_BYTES = 256 * 1024 * 1024;

export function snapshotRoutes(ctx: AppContext, runner: JobRunner): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['post', '/reset', auth, async (req, res) => {
      expectNoBody(req.body);
      await resetAccount(ctx, runner, accountOf(res).id);
      sendJson(res, 200, { code: 200 });
    }],
    ['post', '/snapshots', auth, async (req, res) => {
      const { name } = validateBody<{ name?: string | null }>(takeSnapshotSchema, req.body ?? {});
      sendJson(res, 200, await takeSnapshot(ctx, runner, accountOf(res).id, name ?? null));
    }],
    ['get', '/snapshots', auth, (_req, res) => {
      sendJson(res, 200, { snapshots: listSnapshots(ctx, accountOf(res).id) });
    }],
    ['post', '/snapshots/:id/restore', auth, async (req, res) => {
      expectNoBody(req.body);
      const accountId = accountOf(res).id;
      const id = idParam(req.params.id);
      const stored = storedSnapshot(ctx, accountId, id);
      const parsed = JSON.parse(stored.document);
      // Taken here or checked at import; one kept by an earlier version may be an unchecked import.
      const document = stored.checked ? (parsed as SnapshotDocument) : readSnapshotDocument(parsed);
      await restoreSnapshot(ctx, runner, accountId, id, document);
      sendJson(res, 200, { code: 200 });
    }],
    ['delete', '/snapshots/:id', auth, (req, res) => {
      deleteSnapshot(ctx, accountOf(res).id, idParam(req.params.id));
      sendJson(res, 200, { code: 200 });
    }],
    ['get', '/snapshots/:id/export', auth, (req, res) => {
      const id = idParam(req.params.id);
      const document = exportSnapshot(ctx, accountOf(res).id, id);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="cobranca-sandbox-snapshot-${id}.json"`);
      res.end(document);
    }],
  ];
}

/** Mounted with a body reader of SNAPSHOT_BODY_LIMIT_BYTES (see app.ts). */
export function snapshotImportRoutes(ctx: AppContext): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['post', '/snapshots/import', auth, (req, res) => {
      sendJson(res, 200, importSnapshot(ctx, accountOf(res).id, readSnapshotDocument(req.body)));
    }],
  ];
}

// Reset and snapshots (contracts.md §3): an account emptied, or put back exactly as it was at a
// snapshot — every resource with its ids and statuses, the clock, the schedule, the outbox — while
// other accounts carry on. Each runs with the account's job runner held (no clock walk, no
// callback in flight), in one transaction: a 2xx means the whole state was swapped.
import type { AppContext } from './context.ts';
import { accountNowById } from './context.ts';
import { formatTimestamp } from '../domain/clock.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { migrations } from '../store/migrations/index.ts';
import type { AccountTables } from '../store/account-state.ts';
import type { SnapshotRow } from '../store/snapshots-repo.ts';
import type { AccountSettings } from '../domain/settings.ts';
import { settingColumns, settingsOf } from './settings.ts';

export const SNAPSHOT_FORMAT = 'cobranca-sandbox/snapshot';
export const SNAPSHOT_VERSION = 1;
/** The database schema this version writes and reads: the number of migrations it knows. */
export const SNAPSHOT_SCHEMA = migrations.length;

/** What a snapshot holds, and what export writes to a file and import reads back. */
export interface SnapshotDocument {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  /** The database schema the rows follow (the number of migrations applied). */
  schema: number;
  name: string | null;
  /** When it was taken, wall-clock time (ISO 8601, UTC). */
  created_at: string;
  /** The account's virtual time at the snapshot, to the millisecond, and as the clock shows it. */
  clock_ms: number;
  clock: string;
  settings: { interest_free_installments: number; monthly_interest: number } & Partial<AccountSettings>;
  tables: AccountTables;
}

export interface SnapshotSummary {
  snapshot_id: number;
  name: string | null;
  created_at: string;
}

/**
 * What these use cases need of the job runner: the account's schedule held while its state is
 * swapped. A port rather than an import of server/jobs (an outer ring); the runner the
 * composition root made satisfies it and is passed in.
 */
export interface AccountJobs {
  /** Runs `work` with no job of the account running or in flight (JobRunner.exclusive). */
  exclusive<T>(accountId: number, work: () => T | Promise<T>): Promise<T>;
}

function summary(row: SnapshotRow): SnapshotSummary {
  return { snapshot_id: row.id, name: row.name, created_at: row.created_at };
}

/** Tells the dashboard (and any event stream) that everything it shows of the account changed. */
function announce(ctx: AppContext, accountId: number, reason: 'reset' | 'restore'): void {
  ctx.feed.publish(accountId, { kind: 'state', reason, now: formatTimestamp(accountNowById(ctx, accountId)) });
}

/** Empties the account (keeping its credentials and settings) and starts its clock at the real time. */
export async function resetAccount(ctx: AppContext, runner: AccountJobs, accountId: number): Promise<void> {
  await runner.exclusive(accountId, () =>
    ctx.store.transaction(() => {
      ctx.store.accountState.clear(accountId);
      ctx.store.faults.deleteForAccount(accountId);
      // The day's request counts go too (a snapshot neither keeps nor restores them: what the
      // application sent is not undone by putting the data back).
      ctx.store.quota.clear(accountId);
      ctx.store.accounts.setClockOffset(accountId, 0);
    }),
  );
  ctx.reportObservations.startOver(accountId, ctx.wallClock());
  announce(ctx, accountId, 'reset');
}

function captureDocument(ctx: AppContext, accountId: number, name: string | null): SnapshotDocument {
  const account = ctx.store.accounts.findById(accountId)!;
  const clockMs = accountNowById(ctx, accountId);
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    schema: SNAPSHOT_SCHEMA,
    name,
    created_at: new Date(ctx.wallClock()).toISOString(),
    clock_ms: clockMs,
    clock: formatTimestamp(clockMs),
    settings: { interest_free_installments: account.interest_free_installments, monthly_interest: account.monthly_interest, ...settingsOf(account) },
    tables: ctx.store.accountState.capture(accountId),
  };
}

export async function takeSnapshot(ctx: AppContext, runner: AccountJobs, accountId: number, name: string | null): Promise<SnapshotSummary> {
  return runner.exclusive(accountId, () =>
    ctx.store.transaction(() => {
      const document = captureDocument(ctx, accountId, name);
      return summary(ctx.store.snapshots.insert(accountId, name, document.created_at, JSON.stringify(document)));
    }),
  );
}

/** SQLite refused a row: a unique id, code or token of the document belongs to another account. */
function isConstraintError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT');
}

const KEPT_AS_THEY_ARE =
  'Um snapshot volta com os mesmos ids, códigos e tokens: ele pode estar restaurado em uma conta de cada banco por vez. ' +
  'Restaure-o num banco onde a conta de origem não exista (por exemplo com --seed num banco novo), ou esvazie antes a conta que os tem.';

/** Refuses a document whose ids, codes or tokens another account of this database holds (409, with the pointer). */
function refuseConflicts(ctx: AppContext, accountId: number, document: SnapshotDocument): void {
  const conflict = ctx.store.accountState.conflict(accountId, document.tables);
  if (conflict === null) return;
  throw new ApiError('snapshotConflict', {
    property: `/tables/${conflict.table}/rows/${conflict.row}/${conflict.column}`,
    message: `${conflict.message} ${KEPT_AS_THEY_ARE}`,
  });
}

function writeDocument(ctx: AppContext, accountId: number, snapshotId: number, document: SnapshotDocument): void {
  const { store } = ctx;
  try {
    store.transaction(() => {
      store.snapshots.markChecked(accountId, snapshotId);
      store.accountState.clear(accountId);
      store.accountState.write(accountId, document.tables);
      // A file from before migration 023: its payments' confirmation times from their history.
      if (document.tables.charges && !document.tables.charges.columns.includes('confirmed_at')) store.confirmations.fillFromHistory(accountId);
      const { interest_free_installments: interestFree, monthly_interest: monthlyInterest, ...settings } = document.settings;
      store.accounts.setInstallmentSettings(accountId, interestFree, monthlyInterest);
      // A file from before a setting existed leaves that setting as it is.
      store.accounts.setSettingColumns(accountId, settingColumns(settings));
      // The one move of the clock backwards: the account is back at the snapshot's instant.
      store.accounts.setClockOffset(accountId, document.clock_ms - ctx.wallClock());
    });
  } catch (error) {
    if (!isConstraintError(error)) throw error;
    // Rolled back. Another account took an id, code or token since the import: the unique keys
    // said so; now find which, to name it. Checked only on this path, to keep restores fast.
    refuseConflicts(ctx, accountId, document);
    throw new ApiError('snapshotConflict', `O banco recusou uma linha do snapshot (${(error as Error).message}). ${KEPT_AS_THEY_ARE}`);
  }
}

/**
 * The text of the last sound document read for a restore, per store: a suite restores the same
 * snapshot before every test, and reading ~1 MB of JSON out of the row's overflow pages was a
 * seventh of a 1,000-charge restore. A stored document never changes (a snapshot is only ever
 * deleted, and its id never given again), so the copy stays true while the row exists. Bounded
 * so that a huge account's snapshot is not kept in memory.
 */
const lastRead = new WeakMap<AppContext['store'], { accountId: number; snapshotId: number; document: string }>();
const KEPT_DOCUMENT_MAX_CHARS = 8 * 1024 * 1024;

/** A snapshot's document as kept, and whether it is known to be sound (see storedSnapshot's callers). */
export function storedSnapshot(ctx: AppContext, accountId: number, snapshotId: number): { document: string; checked: boolean } {
  const kept = lastRead.get(ctx.store);
  if (kept?.accountId === accountId && kept.snapshotId === snapshotId && ctx.store.snapshots.find(accountId, snapshotId) !== undefined) {
    return { document: kept.document, checked: true };
  }
  const stored = ctx.store.snapshots.stored(accountId, snapshotId);
  if (stored === undefined) throw notFound('id');
  // Only a sound one: an unchecked document is checked, and marked, by the restore that reads it.
  if (stored.checked === 1 && stored.document.length <= KEPT_DOCUMENT_MAX_CHARS) lastRead.set(ctx.store, { accountId, snapshotId, document: stored.document });
  return { document: stored.document, checked: stored.checked === 1 };
}

/**
 * Puts the account back as `document` says: the snapshot `snapshotId`'s, which the caller has read
 * and, unless it was known to be sound, checked (http/snapshot-document.ts). Refused (404) if the
 * snapshot was deleted meanwhile.
 */
export async function restoreSnapshot(ctx: AppContext, runner: AccountJobs, accountId: number, snapshotId: number, document: SnapshotDocument): Promise<void> {
  await runner.exclusive(accountId, () => {
    if (ctx.store.snapshots.find(accountId, snapshotId) === undefined) throw notFound('id');
    writeDocument(ctx, accountId, snapshotId, document);
  });
  announce(ctx, accountId, 'restore');
}

export function listSnapshots(ctx: AppContext, accountId: number): SnapshotSummary[] {
  return ctx.store.snapshots.list(accountId).map(summary);
}

export function deleteSnapshot(ctx: AppContext, accountId: number, snapshotId: number): void {
  if (!ctx.store.snapshots.remove(accountId, snapshotId)) throw notFound('id');
  if (lastRead.get(ctx.store)?.snapshotId === snapshotId) lastRead.delete(ctx.store);
}

/** The stored document as it is (JSON text), for a file. */
export function exportSnapshot(ctx: AppContext, accountId: number, snapshotId: number): string {
  const text = ctx.store.snapshots.document(accountId, snapshotId);
  if (text === undefined) throw notFound('id');
  return text;
}

/**
 * Keeps an exported document as a snapshot of the calling account. The document was checked whole
 * (http/snapshot-document.ts); here, whether its ids, codes and tokens are free in this database.
 */
export function importSnapshot(ctx: AppContext, accountId: number, document: SnapshotDocument): SnapshotSummary {
  refuseConflicts(ctx, accountId, document);
  const row = ctx.store.transaction(() => ctx.store.snapshots.insert(accountId, document.name, document.created_at, JSON.stringify(document)));
  return summary(row);
}

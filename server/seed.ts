// `--seed <file>`: starts an account from an exported snapshot (GET /sandbox/v1/snapshots/:id/export),
// so a suite keeps its fixture state in its own repository. The file is kept as a snapshot of the
// account and restored, at every start: the account begins each run exactly as the file says.
import { readFileSync } from 'node:fs';
import type { AppContext } from './app/context.ts';
import type { JobRunner } from './jobs/runner.ts';
import { importSnapshot, restoreSnapshot } from './app/snapshots.ts';
import { ApiError } from './domain/errors.ts';
import { readSnapshotDocument } from './http/snapshot-document.ts';

function describe(error: unknown): string {
  if (error instanceof ApiError) {
    const { description } = error;
    return typeof description === 'string' ? description : `${description.property}: ${description.message}`;
  }
  return (error as Error).message;
}

export async function seedAccount(ctx: AppContext, runner: JobRunner, accountId: number, file: string): Promise<void> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read seed file ${file}: ${(error as Error).message}`, { cause: error });
  }
  try {
    // The same checks as the API's import: a seed file is as untrusted as any other.
    const document = readSnapshotDocument(JSON.parse(text));
    const snapshot = importSnapshot(ctx, accountId, document);
    await restoreSnapshot(ctx, runner, accountId, snapshot.snapshot_id, document);
  } catch (error) {
    throw new Error(`seed file ${file} is not a snapshot this sandbox can restore: ${describe(error)}`, { cause: error });
  }
}

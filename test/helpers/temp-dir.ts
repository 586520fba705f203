// A temporary folder for one test (or one file), removed when it ends, passed or failed: the suite
// leaves nothing behind in the system's temporary directory.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What removes the folder: a test's context (`t`), or `{ after }` from node:test for a whole file. */
export interface CleanupScope {
  after(cleanup: () => void): unknown;
}

export function tempDir(scope: CleanupScope, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scope.after(() => {
    // A test may have taken its write permission away (an unwritable database folder).
    try {
      chmodSync(dir, 0o700);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

// Whether an error is the storage's, not the work's: the file locked by another process, a full
// disk, an I/O error. Such a failure says nothing about the job or request that met it — the next
// one would meet it too — so it is never charged to a job (server/jobs/job-isolation.ts).
const STORAGE_CODES = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_FULL', 'SQLITE_IOERR', 'SQLITE_NOMEM', 'SQLITE_READONLY', 'SQLITE_CORRUPT', 'SQLITE_NOTADB', 'SQLITE_CANTOPEN', 'SQLITE_PROTOCOL', 'SQLITE_INTERRUPT'];

export function isStorageFailure(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return false;
  // Extended codes name their family first: SQLITE_IOERR_WRITE, SQLITE_BUSY_SNAPSHOT…
  return STORAGE_CODES.some((family) => code === family || code.startsWith(`${family}_`));
}

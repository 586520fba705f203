export const snapshotChecks = /* sql */ `
-- Whether a snapshot's document is known to hold only what the engine understands: one taken by
-- the sandbox, or an imported one that passed the import's checks (http/snapshot-document.ts).
-- Snapshots kept before this migration (imports that were not checked) are checked at their next
-- restore, then marked; a checked one restores without reading every row twice.
ALTER TABLE snapshots ADD COLUMN checked INTEGER NOT NULL DEFAULT 0;
`;

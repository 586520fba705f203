export const recordingBound = /* sql */ `
-- A recording's steps are bounded in size as well as in number (app/recording-capture.ts): 5,000
-- steps of 1 MB bodies could have written 5 GB. \`reached_bound\` is 1 once a call was left out
-- because the steps' bodies and answers reached their bound, so that a restart, and the
-- recording's \`full\`, know it (reaching 5,000 steps needs no column: the count says it).
ALTER TABLE recordings ADD COLUMN reached_bound INTEGER NOT NULL DEFAULT 0;
`;

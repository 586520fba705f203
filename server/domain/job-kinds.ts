// The kinds of scheduled work the engine knows (app/jobs.ts runs them). A rule of the engine, not
// a storage detail: the schedule stores only these, and a snapshot file may bring no other
// (http/schemas/snapshot-rows.ts).
export const JOB_KINDS = ['notification.deliver', 'charge.overdue', 'card.capture', 'subscription.execute', 'link.expire', 'charge.confirm'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

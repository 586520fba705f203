// What a clock advance did, by kind: counted as the walk goes, so that the answer can say "12
// boletos vencidos, 3 callbacks falhos" and link to them. The walk is the hot path of a long
// advance (100,000 jobs in one call), so recording is one map lookup and a counter; ids are kept
// only up to a cap, enough for a person to follow a few links.

/** The effects an advance reports, in the order they are listed. */
export const EFFECT_KINDS = [
  'charge.overdue', // a boleto fell overdue (waiting → unpaid); subject: the charge
  'carnet.parcel_overdue', // a carnê parcel fell overdue; subject: the carnê
  'card.captured', // an approved card payment was captured (approved → paid); subject: the charge
  'subscription.renewed', // a subscription's period was charged; subject: the subscription
  'link.expired', // a payment link expired (link → expired); subject: the link's charge
  'callback.delivered', // a callback attempt answered 2xx; subject: the delivery
  'callback.failed', // a callback attempt got a non-2xx answer, a timeout or no connection; subject: the delivery
  'job.failed', // a job threw, its work rolled back; it runs again later (domain/job-failure.ts); subject: the job
  'job.parked', // a job threw at its last attempt and is parked: it will not run again unless retried; subject: the job
] as const;

export type EffectKind = (typeof EFFECT_KINDS)[number];

export interface JobEffect {
  kind: EffectKind;
  subjectId: number;
  /** job.failed and job.parked: what the job threw, as one short line. */
  error?: string;
}

export interface SummaryEntry {
  kind: EffectKind;
  /** How many times it happened (a delivery that failed twice counts twice). */
  count: number;
  /** The distinct subjects, in the order first seen, at most SUBJECTS_CAP. */
  subjects: number[];
  /** job.failed and job.parked only: each subject's last error, in the order of `subjects`. */
  errors?: string[];
}

export const SUBJECTS_CAP = 50;

export class AdvanceSummary {
  private readonly entries = new Map<EffectKind, { count: number; subjects: Set<number> }>();
  /** Failed jobs' errors by job id (a job that fails again says its latest). Rare: never on the hot path. */
  private readonly errors = new Map<number, string>();

  add(effect: JobEffect | null): void {
    if (effect === null) return;
    let entry = this.entries.get(effect.kind);
    if (!entry) this.entries.set(effect.kind, (entry = { count: 0, subjects: new Set() }));
    entry.count++;
    if (entry.subjects.size < SUBJECTS_CAP) entry.subjects.add(effect.subjectId);
    if (effect.error !== undefined) this.errors.set(effect.subjectId, effect.error);
  }

  /** The kinds that happened, in EFFECT_KINDS order. */
  list(): SummaryEntry[] {
    return EFFECT_KINDS.filter((kind) => this.entries.has(kind)).map((kind) => {
      const { count, subjects } = this.entries.get(kind)!;
      const listed = [...subjects];
      if (!kind.startsWith('job.')) return { kind, count, subjects: listed };
      return { kind, count, subjects: listed, errors: listed.map((id) => this.errors.get(id) ?? '') };
    });
  }
}

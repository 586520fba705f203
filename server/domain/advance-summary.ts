// What a clock advance did, by kind: counted as the walk goes, so that the answer can say "12
// boletos vencidos, 3 callbacks falhos" and link to them. The walk is the hot path of a long
// advance (100,000 jobs in one call), so recording is a map lookup and a counter or a set insert;
// ids are listed only up to a cap, enough for a person to follow a few links.
//
// A callback's count counts deliveries, not attempts: a delivery retried during the advance is one
// callback, linked once — a count of attempts next to one link per delivery read as "4 callbacks
// enviados" linking two. Its attempts are counted apart.

/** The effects an advance reports, in the order they are listed. */
export const EFFECT_KINDS = [
  'charge.overdue', // a boleto fell overdue (waiting → unpaid); subject: the charge
  'carnet.parcel_overdue', // a carnê parcel fell overdue; subject: the carnê
  'charge.confirmed', // a boleto paid at a bank on an earlier day was confirmed (compensation next_business_day); subject: the charge
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
  /** How many times it happened; for callback kinds, how many deliveries it happened to. */
  count: number;
  /** The distinct subjects, in the order first seen, at most SUBJECTS_CAP. */
  subjects: number[];
  /** job.failed and job.parked only: each subject's last error, in the order of `subjects`. */
  errors?: string[];
  /** Callback kinds only: the attempts, a delivery retried during the advance counting each. */
  attempts?: number;
}

export const SUBJECTS_CAP = 50;

/** The kinds counted by distinct subject (one delivery may be attempted many times in an advance). */
const COUNTED_BY_SUBJECT: ReadonlySet<EffectKind> = new Set(['callback.delivered', 'callback.failed']);

interface Tally {
  times: number;
  /** Listed subjects, at most SUBJECTS_CAP. */
  listed: Set<number>;
  /** Every distinct subject, for the kinds counted by subject. */
  distinct: Set<number> | null;
}

export class AdvanceSummary {
  private readonly entries = new Map<EffectKind, Tally>();
  /** Failed jobs' errors by job id (a job that fails again says its latest). Rare: never on the hot path. */
  private readonly errors = new Map<number, string>();

  add(effect: JobEffect | null): void {
    if (effect === null) return;
    let entry = this.entries.get(effect.kind);
    if (!entry) {
      entry = { times: 0, listed: new Set(), distinct: COUNTED_BY_SUBJECT.has(effect.kind) ? new Set() : null };
      this.entries.set(effect.kind, entry);
    }
    entry.times++;
    entry.distinct?.add(effect.subjectId);
    if (entry.listed.size < SUBJECTS_CAP) entry.listed.add(effect.subjectId);
    if (effect.error !== undefined) this.errors.set(effect.subjectId, effect.error);
  }

  /** The kinds that happened, in EFFECT_KINDS order. */
  list(): SummaryEntry[] {
    return EFFECT_KINDS.filter((kind) => this.entries.has(kind)).map((kind) => {
      const { times, listed, distinct } = this.entries.get(kind)!;
      const subjects = [...listed];
      if (distinct) return { kind, count: distinct.size, subjects, attempts: times };
      if (!kind.startsWith('job.')) return { kind, count: times, subjects };
      return { kind, count: times, subjects, errors: subjects.map((id) => this.errors.get(id) ?? '') };
    });
  }
}

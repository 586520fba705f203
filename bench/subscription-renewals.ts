// A year of renewals: 10,000 monthly boleto subscriptions, paid today, then one POST
// /sandbox/v1/clock/advance of 366 days over real HTTP — every month each subscription gets its
// period's charge with a boleto (charge row, two history lines, `new` and `waiting` events, the
// overdue job), that boleto falls overdue five days later (`unpaid`), and the subscription moves
// to `new_charge` once and finally `expired`.
// Baseline, in the same process: the same rows written as bare SQL in batched transactions, in
// the order the walk writes them (month by month).
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../server/start.ts';
import { createAccount } from '../server/app/accounts.ts';
import { createPlan } from '../server/app/plans.ts';
import { createSubscription, paySubscription } from '../server/app/subscriptions.ts';
import { formatDate } from '../server/domain/clock.ts';
import { addDays } from '../server/domain/dates.ts';
import { ratio, type BenchContext, type BenchModule } from './lib/report.ts';
import { timeClockAdvance } from './lib/client.ts';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
/** Twelve charges each: the first at payment, eleven renewals inside the year, then `expired`. */
const REPEATS = 12;
const RENEWALS = REPEATS - 1;
const SEED_BATCH = 1_000;
/** Issue 23 §6: the walk within 3× the time bare SQL takes to write the same rows, same run. */
const MAX_RATIO = 3;

async function renewSandbox(ctx: BenchContext) {
  const server = await startServer({ db: join(ctx.tmpDir, 'renewals.db'), port: 0, log: () => {} });
  try {
    const app = server.ctx;
    const credentials = createAccount(app, { name: 'Renewals bench' });
    const account = app.store.accounts.findById(credentials.account_id)!;
    const plan = createPlan(app, account, { name: 'Mensal', interval: 1, repeats: REPEATS });
    const expireAt = addDays(formatDate(Date.now()), 5);
    const seedStarted = performance.now();
    for (let done = 0; done < SUBSCRIPTIONS; done += SEED_BATCH) {
      app.store.transaction(() => {
        for (let i = done; i < Math.min(done + SEED_BATCH, SUBSCRIPTIONS); i++) {
          const { subscription } = createSubscription(app, account, plan.id, { items: [{ name: 'Plano', value: 2990 + (i % 1000) }] });
          paySubscription(app, account, subscription.id, { banking_billet: { expire_at: expireAt, customer: { name: 'Maria da Silva', cpf: '52998224725' } } });
        }
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
    const seedSec = (performance.now() - seedStarted) / 1000;
    ctx.log(`  seeded ${SUBSCRIPTIONS} paid subscriptions in ${seedSec.toFixed(1)} s`);
    const cpuBefore = process.cpuUsage();
    const { seconds, processed } = await timeClockAdvance(server.url, credentials, { days: 366 });
    const cpuSec = cpuSeconds(process.cpuUsage(cpuBefore));
    const count = (sql: string) => app.store.db.prepare(sql).pluck().get() as number;
    const charges = count('SELECT COUNT(*) FROM charges WHERE subscription_id IS NOT NULL');
    const expired = count("SELECT COUNT(*) FROM subscriptions WHERE status = 'expired'");
    if (charges !== SUBSCRIPTIONS * REPEATS || expired !== SUBSCRIPTIONS) {
      throw new Error(`expected ${SUBSCRIPTIONS * REPEATS} charges and ${SUBSCRIPTIONS} expired subscriptions, found ${charges} and ${expired}`);
    }
    return { seconds, cpuSec, seedSec, processed };
  } finally {
    await server.close();
  }
}

/**
 * The walk's rows as plain SQL: per renewal a charge, 2 history lines, 2 events, the boleto's
 * overdue job, the next execution's job (none after the last) and the subscription's update, and
 * the execution's own job deleted; per overdue an update, a line and an event, and its job deleted.
 * (Until issue 23 §6 the baseline wrote neither the next execution's job nor the deletes — 320,000
 * writes beside its 1.1 million — so the walk was compared with less than it must do. Still left
 * out, as small: each subscription's `new_charge` and `expired` status, history lines and events.)
 */
function bareWrites(ctx: BenchContext): { seconds: number; cpuSec: number } {
  const db = new Database(join(ctx.tmpDir, 'renewals-bare.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE subscriptions (id INTEGER PRIMARY KEY, status TEXT, occurrences INTEGER);
           CREATE TABLE charges (id INTEGER PRIMARY KEY, subscription_id INTEGER, status TEXT, body TEXT);
           CREATE TABLE history (id INTEGER PRIMARY KEY, charge_id INTEGER, message TEXT, created_at TEXT);
           CREATE TABLE events (id INTEGER PRIMARY KEY, token TEXT, status TEXT, created_at TEXT);
           CREATE TABLE jobs (id INTEGER PRIMARY KEY, due INTEGER, subject INTEGER);`);
  const seed = db.prepare("INSERT INTO subscriptions (id, status, occurrences) VALUES (?, 'active', 1)");
  const job = db.prepare('INSERT INTO jobs (due, subject) VALUES (?, ?)');
  const removeJob = db.prepare('DELETE FROM jobs WHERE id = ?');
  // Each subscription's next execution, as paying it left it on the schedule (not timed).
  const executionJob: number[] = [];
  db.transaction(() => {
    for (let i = 1; i <= SUBSCRIPTIONS; i++) {
      seed.run(i);
      executionJob[i] = Number(job.run(0, i).lastInsertRowid);
    }
  })();
  const charge = db.prepare("INSERT INTO charges (subscription_id, status, body) VALUES (?, 'waiting', ?)");
  const history = db.prepare("INSERT INTO history (charge_id, message, created_at) VALUES (?, 'Cobrança criada', '2027-01-01 00:00:00')");
  const event = db.prepare("INSERT INTO events (token, status, created_at) VALUES (?, 'new', '2027-01-01 00:00:00')");
  const renewed = db.prepare("UPDATE subscriptions SET occurrences = occurrences + 1, status = 'new_charge' WHERE id = ?");
  const overdue = db.prepare("UPDATE charges SET status = 'unpaid' WHERE id = ?");
  const body = 'x'.repeat(1200); // a boleto charge row: items, customer and the boleto as JSON
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  for (let month = 0; month < RENEWALS; month++) {
    for (let done = 0; done < SUBSCRIPTIONS; done += 500) {
      db.transaction(() => {
        for (let id = done + 1; id <= Math.min(done + 500, SUBSCRIPTIONS); id++) {
          removeJob.run(executionJob[id]);
          const chargeId = Number(charge.run(id, body).lastInsertRowid);
          history.run(chargeId);
          history.run(chargeId);
          event.run(`token-${id}`);
          event.run(`token-${id}`);
          const overdueJob = Number(job.run(month, chargeId).lastInsertRowid);
          renewed.run(id);
          if (month < RENEWALS - 1) executionJob[id] = Number(job.run(month + 1, id).lastInsertRowid);
          removeJob.run(overdueJob);
          overdue.run(chargeId);
          history.run(chargeId);
          event.run(`token-${id}`);
        }
      })();
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuSec = cpuSeconds(process.cpuUsage(cpuBefore));
  db.close();
  return { seconds, cpuSec };
}

/**
 * CPU time of the whole process (the walk runs in this process, and so does the checkpointer's
 * thread): on a shared machine it moves far less than the wall time, which waits for other work.
 */
function cpuSeconds(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1e6;
}

export const subscriptionRenewals: BenchModule = {
  name: 'subscription-renewals',
  async run(ctx) {
    ctx.log(`  sandbox: ${SUBSCRIPTIONS} monthly boleto subscriptions, one advance of 366 days`);
    const sandbox = await renewSandbox(ctx);
    ctx.log('  bare: the same rows as plain SQL, month by month');
    const bare = bareWrites(ctx);
    return {
      title: `Subscription renewals (${SUBSCRIPTIONS.toLocaleString('en')} monthly subscriptions, a year in one POST /sandbox/v1/clock/advance)`,
      rows: [
        {
          metric: `advance 366 days (${(SUBSCRIPTIONS * RENEWALS).toLocaleString('en')} renewals + their overdue boletos)`,
          unit: 's',
          sandbox: Number(sandbox.seconds.toFixed(2)),
          baseline: Number(bare.seconds.toFixed(2)),
          ratio: ratio(sandbox.seconds, bare.seconds),
          target: { label: `≤ ${MAX_RATIO}× bare SQL`, met: sandbox.seconds / bare.seconds <= MAX_RATIO },
        },
        {
          metric: 'the same, CPU time of the process (steadier on a loaded machine)',
          unit: 's',
          sandbox: Number(sandbox.cpuSec.toFixed(2)),
          baseline: Number(bare.cpuSec.toFixed(2)),
          ratio: ratio(sandbox.cpuSec, bare.cpuSec),
        },
        {
          metric: 'scheduled jobs run per second',
          unit: 'jobs/s',
          sandbox: Math.round(sandbox.processed / sandbox.seconds),
          baseline: Math.round(sandbox.processed / bare.seconds),
          ratio: ratio(bare.seconds, sandbox.seconds),
        },
      ],
      details: { subscriptions: SUBSCRIPTIONS, processed: sandbox.processed, seedSeconds: sandbox.seedSec, bareSec: bare.seconds, cpuSec: sandbox.cpuSec, bareCpuSec: bare.cpuSec },
    };
  },
};

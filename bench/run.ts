// `npm run bench`: runs the benchmark modules in order, prints one table per module
// (metric | sandbox | bare baseline | ratio | target) and merges the figures into
// bench/results/latest.json. Ratios are against a baseline measured in the same run; targets are
// reported as pass/MISS but never fail the run — only a broken run exits non-zero.
//
//   npm run bench                       # every module
//   npm run bench -- cold-start         # just the named module(s)
//   BENCH_SANDBOX_NODE_ARGS="--cpu-prof --cpu-prof-dir=bench/results/profiles" npm run bench -- http-api
//
// To add a benchmark (clock advance, PDF serving, dashboard paint…): write bench/<name>.ts exporting
// a BenchModule (see lib/report.ts), use lib/spawn-server.ts and lib/load.ts, and list it below.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { coldStartModule } from './cold-start.ts';
import { httpApi } from './http-api.ts';
import { clockAdvance } from './clock-advance.ts';
import { clockCallbacks } from './clock-callbacks.ts';
import { pdfServing } from './pdf-serving.ts';
import { carnetPdfServing } from './carnet-pdf-serving.ts';
import { dashboardPaint } from './dashboard-paint.ts';
import { walSize } from './wal-size.ts';
import { payPaths } from './pay-paths.ts';
import { bolixIssuing } from './bolix-issuing.ts';
import { quotaOverhead } from './quota-overhead.ts';
import { recordingOverhead } from './recording-overhead.ts';
import { subscriptionRenewals } from './subscription-renewals.ts';
import { snapshots } from './snapshots.ts';
import { search } from './search.ts';
import { chargesList } from './charges-list.ts';
import { confirmationsFile } from './confirmations-file.ts';
import { statement } from './statement.ts';
import { serverRss } from './server-rss.ts';
import { integrationReport } from './integration-report.ts';
import { killAllNow, stopAll } from './lib/spawn-server.ts';
import { cpuBusy, formatTable, machine, writeResults, type BenchContext, type BenchModule, type Section } from './lib/report.ts';

const MODULES: BenchModule[] = [coldStartModule, httpApi, payPaths, bolixIssuing, quotaOverhead, recordingOverhead, clockAdvance, subscriptionRenewals, clockCallbacks, snapshots, search, chargesList, confirmationsFile, statement, integrationReport, pdfServing, carnetPdfServing, dashboardPaint, walSize, serverRss];
/** The whole run is bounded: past this, children are killed and the run fails. */
// server-rss runs last and alone creates 150,000 charges (~75 s quiet, 5 min at load 20); with
// charges-list's 100,000 Bolix boletos (277 s measured at 100 % busy), subscription-renewals
// (70–210 s), the walk's 100,000 boletos, wal-size's 50,000 charges (~25 s) and clock-callbacks
// (~30 s) before it, 900 s could cut a busy machine's run off, so the bound is 1,200 s.
const HARD_LIMIT_MS = 1_200_000;

const log = (line: string) => process.stdout.write(`${line}\n`);

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !MODULES.some((m) => m.name === name));
if (unknown.length) {
  process.stderr.write(`bench: unknown module(s) ${unknown.join(', ')}; known: ${MODULES.map((m) => m.name).join(', ')}\n`);
  process.exit(2);
}
const selected = wanted.length ? MODULES.filter((m) => wanted.includes(m.name)) : MODULES;

const tmpDir = mkdtempSync(join(tmpdir(), 'cobranca-bench-'));
const cleanup = () => {
  killAllNow();
  rmSync(tmpDir, { recursive: true, force: true });
};

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`bench: ${signal}, stopping servers\n`);
    cleanup();
    process.exit(130);
  });
}

const ctx: BenchContext = {
  tmpDir,
  log,
  sandboxNodeArgs: (process.env.BENCH_SANDBOX_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
};

const m = { ...machine(), cpuBusyBeforeRun: await cpuBusy() };
log(`Cobrança Sandbox benchmarks — ${new Date().toISOString()}`);
log(`${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, ${m.platform}, Node ${m.node}, ${Math.round(m.cpuBusyBeforeRun * 100)}% busy before start`);
if (m.cpuBusyBeforeRun > 0.15) log(`WARNING: other work keeps the CPUs ${Math.round(m.cpuBusyBeforeRun * 100)}% busy; figures will be noisy.`);

const sections: Record<string, Section & { ranAt: string; elapsedSec: number }> = {};
let failed = false;
// On a loaded machine a long run can hit the limit: the modules finished so far are kept.
const watchdog = setTimeout(() => {
  process.stderr.write(`bench: still running after ${HARD_LIMIT_MS / 1000} s, giving up\n`);
  cleanup();
  if (Object.keys(sections).length) log(`\nresults of the finished modules: ${writeResults(sections, m)}`);
  process.exit(1);
}, HARD_LIMIT_MS);
watchdog.unref();
try {
  for (const module of selected) {
    log(`\n▶ ${module.name}`);
    const started = performance.now();
    const section = await module.run(ctx);
    await stopAll();
    const elapsedSec = Number(((performance.now() - started) / 1000).toFixed(1));
    sections[module.name] = { ...section, ranAt: new Date().toISOString(), elapsedSec };
    log(`  done in ${elapsedSec} s`);
    log(formatTable(section.rows).replace(/^/gm, '  '));
  }
} catch (error) {
  failed = true;
  process.stderr.write(`\nbench: ${(error as Error).stack ?? String(error)}\n`);
} finally {
  await stopAll().catch(() => undefined);
  cleanup();
}

for (const section of Object.values(sections)) {
  log(`\n${section.title}`);
  log(formatTable(section.rows));
}
if (Object.keys(sections).length) log(`\nresults: ${writeResults(sections, m)}`);
process.exit(failed ? 1 : 0);

// What a benchmark module is, how its figures are printed, and how they land in
// bench/results/latest.json. Each module returns one section; sections are keyed by module name so
// a later run of one module replaces only its own section.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, platform, release } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BenchContext {
  /** A fresh temporary directory for this run; removed at the end. */
  tmpDir: string;
  log(line: string): void;
  /** Extra node flags for the sandbox child (e.g. --cpu-prof), from BENCH_SANDBOX_NODE_ARGS. */
  sandboxNodeArgs: string[];
}

export interface Target {
  /** e.g. "≥ 25% of bare". */
  label: string;
  met: boolean;
}

export interface Row {
  metric: string;
  unit: string;
  sandbox: number;
  baseline?: number;
  /** sandbox ÷ baseline, when there is a baseline. */
  ratio?: number;
  target?: Target;
}

export interface Section {
  title: string;
  rows: Row[];
  /** Everything else worth keeping: raw samples, settings. */
  details: Record<string, unknown>;
}

export interface BenchModule {
  /** Key in latest.json and the name used to pick modules on the command line. */
  name: string;
  run(ctx: BenchContext): Promise<Section>;
}

export const RESULTS_FILE = fileURLToPath(new URL('../results/latest.json', import.meta.url));

export function ratio(sandbox: number, baseline: number): number {
  return baseline === 0 ? NaN : Number((sandbox / baseline).toFixed(3));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function formatNumber(value: number | undefined, unit: string): string {
  if (value === undefined || Number.isNaN(value)) return '—';
  const digits = unit === 'req/s' || unit === 'µs' || Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
}

export function formatTable(rows: Row[]): string {
  const header = ['metric', 'sandbox', 'bare baseline', 'ratio', 'target'];
  const lines = rows.map((row) => [
    row.metric,
    formatNumber(row.sandbox, row.unit),
    formatNumber(row.baseline, row.unit),
    row.ratio === undefined || Number.isNaN(row.ratio) ? '—' : `${row.ratio.toFixed(2)}×`,
    row.target ? `${row.target.met ? 'pass' : 'MISS'} (${row.target.label})` : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const render = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ').trimEnd();
  return [render(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...lines.map(render)].join('\n');
}

function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const cpu of cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.irq + t.idle;
  }
  return { idle, total };
}

/** Share of all cores busy with other work over a short window (0–1), sampled before measuring. */
export async function cpuBusy(windowMs = 500): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? Number((1 - (after.idle - before.idle) / total).toFixed(2)) : 0;
}

export function machine() {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model ?? 'unknown',
    memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    platform: `${platform()} ${release()}`,
    node: process.version,
    /** 1-minute load average when the run started: other work on the machine skews every figure. */
    loadAvg1m: Number(loadavg()[0].toFixed(2)),
  };
}

/** Merges this run's sections into latest.json, keeping sections of modules not run this time. */
export function writeResults(
  sections: Record<string, Section & { ranAt: string; elapsedSec: number }>,
  machineInfo: ReturnType<typeof machine> & Record<string, unknown>,
): string {
  let previous: { sections?: Record<string, unknown> } = {};
  try {
    previous = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
  } catch {
    // first run, or an unreadable file: start over
  }
  const document = {
    generatedAt: new Date().toISOString(),
    machine: machineInfo,
    sections: { ...(previous.sections ?? {}), ...sections },
  };
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(document, null, 2)}\n`);
  return RESULTS_FILE;
}

// Where the dashboard's first-rows time goes, from Chromium's own performance timeline: the same
// page and data as bench/dashboard-paint.ts (10,000 charges, fresh browser context per load), but
// each load is traced (CDP Tracing) and broken down into
//   - the requests on the way (HTML, scripts, CSS, the control-API calls): start → end, from
//     Resource Timing, in ms from navigation start;
//   - the renderer main thread's CPU before the first rows were painted, by kind of work (script
//     compile, script run, GC, style, layout, paint, HTML parsing), from the trace's own events
//     (self time, so nested events are not counted twice) — CPU-side figures are much less
//     affected by a loaded machine than wall time, which waits for the CPU as well.
// Several builds can be compared in one run, loads alternating between them (A/B):
//   node --import tsx bench/dashboard-trace.ts [--runs 7] [--json out.json] [name=dir ...]
// where each dir is a built dashboard (default: current=out/renderer).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../server/start.ts';
import { createAccount } from '../server/app/accounts.ts';
import { createCharge } from '../server/app/charges.ts';
import { median } from './lib/report.ts';
import { BROWSER_UI_OFF, gotoAndWaitForPaint, paintProbe } from './dashboard-paint.ts';

const CHARGES = 10_000;
// As bench/dashboard-paint.ts (BROWSER_UI_OFF there); PAINT_CHROMIUM_ARGS adds more.
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  ...(process.env.BENCH_PAINT_KEEP_BROWSER_UI ? [] : BROWSER_UI_OFF),
  ...(process.env.PAINT_CHROMIUM_ARGS?.split(' ') ?? []),
];
const CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  // PAINT_TRACE_CATEGORIES adds more (e.g. disabled-by-default-v8.cpu_profiler for JS samples).
  ...(process.env.PAINT_TRACE_CATEGORIES?.split(',') ?? []),
].join(',');

/** Self-time buckets: which trace event names count as which kind of work. */
const BUCKETS: Array<[string, RegExp]> = [
  ['compile', /^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.produceCache|v8\.produceModuleCache|V8\.ParseFunction|V8\.CompileLazy|v8\.parseOnBackground|CacheScript)/],
  ['gc', /(GC|gc)/],
  ['script', /^(EvaluateScript|v8\.evaluateModule|FunctionCall|v8\.run|V8\.Execute|TimerFire|FireAnimationFrame|EventDispatch|XHRReadyStateChange|RunMicrotasks|v8\.callFunction|FireIdleCallback|ResizeObserver|PerformanceObserver)/],
  ['style', /^(UpdateLayoutTree|ParseAuthorStyleSheet|RecalculateStyles|ScheduleStyleRecalculation)/],
  ['layout', /^(Layout|UpdateLayout|LayoutShift|IntersectionObserverController)/],
  ['paint', /^(Paint|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers|PaintImage|RasterTask|UpdateLayerTree|LocalFrameView::)/],
  ['html', /^(ParseHTML|HTMLDocumentParser)/],
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface TracedLoad {
  paintMs: number;
  /** name → [start, end] ms from navigation start. */
  requests: Record<string, [number, number]>;
  /** Renderer main thread, navigation start → first rows painted. */
  mainThread: {
    /** Wall time inside tasks (includes waiting for a CPU on a loaded machine). */
    busyMs: number;
    /** The thread's own CPU time inside those tasks, and by kind of work (self time). */
    cpuMs: number;
    byKind: Record<string, number>;
    /** Split at the first page of charges' arrival: what came before it, and the render after it. */
    beforeList: { cpuMs: number; byKind: Record<string, number> };
    afterList: { cpuMs: number; byKind: Record<string, number> };
    topSelf: Array<[string, number]>;
  };
  /** Top-level tasks of 20 ms CPU or more before the paint: [start, CPU ms]. */
  longTasks: Array<[number, number]>;
}

function requestName(url: string): string {
  const u = new URL(url);
  if (u.pathname.startsWith('/assets/')) return u.pathname.slice(8).replace(/-[\w-]{8}\.(js|css)$/, '.$1');
  return `${u.pathname}${u.search ? '?…' : ''}`;
}

/** Self time of each event, wall (dur) and CPU (tdur: the thread's own CPU time), less its children's. */
function selfTimes(complete: TraceEvent[]): { wall: Map<string, number>; cpu: Map<string, number>; busyWall: number; busyCpu: number; tops: TraceEvent[] } {
  const wall = new Map<string, number>();
  const cpu = new Map<string, number>();
  const stack: Array<{ e: TraceEvent; childWall: number; childCpu: number }> = [];
  const close = (upTo: number) => {
    while (stack.length && stack.at(-1)!.e.ts + stack.at(-1)!.e.dur! <= upTo) {
      const done = stack.pop()!;
      wall.set(done.e.name, (wall.get(done.e.name) ?? 0) + Math.max(0, done.e.dur! - done.childWall));
      cpu.set(done.e.name, (cpu.get(done.e.name) ?? 0) + Math.max(0, (done.e.tdur ?? done.e.dur!) - done.childCpu));
    }
  };
  let busyWall = 0;
  let busyCpu = 0;
  const tops: TraceEvent[] = [];
  for (const e of complete) {
    close(e.ts);
    const parent = stack.at(-1);
    if (parent) {
      parent.childWall += e.dur!;
      parent.childCpu += e.tdur ?? e.dur!;
    } else {
      busyWall += e.dur!;
      busyCpu += e.tdur ?? e.dur!;
      tops.push(e);
    }
    stack.push({ e, childWall: 0, childCpu: 0 });
  }
  close(Infinity);
  return { wall, cpu, busyWall, busyCpu, tops };
}

function byKind(times: Map<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, us] of times) {
    const kind = BUCKETS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';
    out[kind] = (out[kind] ?? 0) + us / 1000;
  }
  return out;
}

function analyse(events: TraceEvent[], paintMs: number, splitMs: number, url: string): Omit<TracedLoad, 'paintMs' | 'requests'> {
  const nav = events.find((e) => e.name === 'navigationStart' && typeof e.args?.data?.documentLoaderURL === 'string' && (e.args.data.documentLoaderURL as string).startsWith(url.split('#')[0]!));
  if (!nav) throw new Error('no navigationStart for the dashboard in the trace');
  const thread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
  const tid = thread?.tid ?? nav.tid;
  const window = (fromMs: number, toMs: number) =>
    events
      .filter((e) => e.pid === nav.pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && e.ts >= nav.ts + fromMs * 1000 && e.ts < nav.ts + toMs * 1000)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const all = selfTimes(window(0, paintMs));
  const before = selfTimes(window(0, splitMs));
  const after = selfTimes(window(splitMs, paintMs));
  const topSelf = [...all.cpu].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([n, us]): [string, number] => [n, Math.round(us / 100) / 10]);
  const longTasks = all.tops.filter((e) => (e.tdur ?? e.dur!) >= 20_000).map((e): [number, number] => [Math.round((e.ts - nav.ts) / 1000), Math.round((e.tdur ?? e.dur!) / 1000)]);
  return {
    mainThread: {
      busyMs: all.busyWall / 1000,
      cpuMs: all.busyCpu / 1000,
      byKind: byKind(all.cpu),
      beforeList: { cpuMs: before.busyCpu / 1000, byKind: byKind(before.cpu) },
      afterList: { cpuMs: after.busyCpu / 1000, byKind: byKind(after.cpu) },
      topSelf,
    },
    longTasks,
  };
}

async function traceOnce(browser: Browser, url: string): Promise<TracedLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    await page.addInitScript(paintProbe('charge-row'));
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    const paintMs = await gotoAndWaitForPaint(page, url, 20_000);
    const requests = await page.evaluate(() => {
      const out: Record<string, [number, number]> = {};
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      out['document'] = [nav.startTime, nav.responseEnd];
      out['DOMContentLoaded'] = [nav.domContentLoadedEventStart, nav.domContentLoadedEventEnd];
      for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) out[e.name] = [e.startTime, e.responseEnd];
      return out;
    });
    const buffer = await browser.stopTracing();
    if (process.env.PAINT_TRACE_DUMP) writeFileSync(process.env.PAINT_TRACE_DUMP, buffer);
    const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    const named: Record<string, [number, number]> = {};
    for (const [name, span] of Object.entries(requests)) {
      // The first of the same name (in start order): the list's first request, not the rest of its page.
      const key = name.includes('://') ? requestName(name) : name;
      named[key] ??= [Math.round(span[0]), Math.round(span[1])];
    }
    const list = Object.entries(named).find(([n]) => n.startsWith('/sandbox/v1/charges'));
    return { paintMs, requests: named, ...analyse(trace.traceEvents, paintMs, list ? list[1][1] : paintMs, url) };
  } finally {
    await context.close();
  }
}

export async function seededServer(dbPath: string, dashboardDir: string): Promise<{ server: RunningServer; url: string }> {
  const server = await startServer({ db: dbPath, port: 0, log: () => {}, dashboardDir });
  const app = server.ctx;
  const credentials = createAccount(app, { name: 'Paint bench' });
  const account = app.store.accounts.findById(credentials.account_id)!;
  app.store.transaction(() => {
    for (let i = 0; i < CHARGES; i++) {
      createCharge(app, account, { items: [{ name: `Produto ${i}`, value: 1000 + (i % 5000), amount: 1 + (i % 3) }], metadata: { custom_id: `pedido-${i}` } });
    }
  });
  return { server, url: `${server.url}/?account=${encodeURIComponent(credentials.client_id)}#/cobrancas` };
}

function summarise(name: string, loads: TracedLoad[]): void {
  const med = (pick: (l: TracedLoad) => number | undefined) => {
    const values = loads.map(pick).filter((v): v is number => v !== undefined);
    return values.length ? Math.round(median(values)) : NaN;
  };
  const spread = (pick: (l: TracedLoad) => number) => {
    const values = loads.map(pick).sort((a, b) => a - b);
    return `${Math.round(values[0]!)}–${Math.round(values.at(-1)!)}`;
  };
  console.log(`\n== ${name}: ${loads.length} loads`);
  console.log(`  first rows painted   median ${med((l) => l.paintMs)} ms  (range ${spread((l) => l.paintMs)})`);
  console.log(`  main thread busy     median ${med((l) => l.mainThread.busyMs)} ms  (range ${spread((l) => l.mainThread.busyMs)})`);
  const kinds = [...new Set(loads.flatMap((l) => Object.keys(l.mainThread.byKind)))].sort();
  console.log(`  main thread CPU      median ${med((l) => l.mainThread.cpuMs)} ms  (range ${spread((l) => l.mainThread.cpuMs)})`);
  console.log(`    by kind (median)   ${kinds.map((k) => `${k} ${med((l) => l.mainThread.byKind[k] ?? 0)}`).join(', ')}`);
  console.log(`    before the list    ${med((l) => l.mainThread.beforeList.cpuMs)} ms: ${kinds.map((k) => `${k} ${med((l) => l.mainThread.beforeList.byKind[k] ?? 0)}`).join(', ')}`);
  console.log(`    after the list     ${med((l) => l.mainThread.afterList.cpuMs)} ms: ${kinds.map((k) => `${k} ${med((l) => l.mainThread.afterList.byKind[k] ?? 0)}`).join(', ')}`);
  const names = [...new Set(loads.flatMap((l) => Object.keys(l.requests)))];
  const rows = names
    .map((n) => ({ n, s: med((l) => l.requests[n]?.[0]), e: med((l) => l.requests[n]?.[1]) }))
    .sort((a, b) => a.s - b.s);
  console.log('  requests (median start → end, ms from navigation start):');
  for (const r of rows) console.log(`    ${String(r.s).padStart(5)} → ${String(r.e).padStart(5)}  ${r.n}`);
  const last = loads[Math.floor(loads.length / 2)]!;
  console.log(`  one load's top self times: ${last.mainThread.topSelf.map(([n, ms]) => `${n} ${ms}`).join(', ')}`);
  console.log(`  one load's long tasks [start, ms]: ${JSON.stringify(last.longTasks)}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let runs = 7;
  let jsonOut: string | undefined;
  const builds: Array<[string, string]> = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs') runs = Number(args[++i]);
    else if (args[i] === '--json') jsonOut = args[++i];
    else {
      const [name, dir] = args[i]!.split('=');
      builds.push([name!, dir!]);
    }
  }
  if (!builds.length) builds.push(['current', fileURLToPath(new URL('../out/renderer/', import.meta.url))]);
  const tmp = mkdtempSync(join(tmpdir(), 'paint-trace-'));
  const servers: Array<{ name: string; server: RunningServer; url: string }> = [];
  let browser: Browser | undefined;
  try {
    for (const [name, dir] of builds) servers.push({ name, ...(await seededServer(join(tmp, `${name}.db`), dir)) });
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    for (const s of servers) await traceOnce(browser, s.url); // warm-up, discarded
    const results = new Map<string, TracedLoad[]>(servers.map((s) => [s.name, []]));
    for (let i = 0; i < runs; i++) {
      for (const s of i % 2 ? [...servers].reverse() : servers) results.get(s.name)!.push(await traceOnce(browser, s.url));
    }
    for (const [name, loads] of results) summarise(name, loads);
    if (jsonOut) writeFileSync(jsonOut, JSON.stringify(Object.fromEntries(results), null, 1));
  } finally {
    await browser?.close();
    for (const s of servers) await s.server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();

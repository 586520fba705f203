// Closed-loop HTTP load with autocannon: N keep-alive connections, each sending its next request
// as soon as the previous answer arrives, for a fixed time after a discarded warm-up. Latencies are
// also recorded here at full (sub-millisecond) precision, since autocannon's histogram keeps whole ms.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { assertLoopback } from './client.ts';

/**
 * CPU time (user, system) a process has used so far, in ms; Linux only (/proc), else undefined.
 * With `thread`, that thread's alone (a process's main thread is its pid): what a server's
 * throughput is bound by, apart from the GC's and the thread pool's threads.
 */
export function processCpuMs(pid: number, thread?: number): { user: number; system: number } | undefined {
  try {
    const stat = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
    // Fields after the ")" that ends the command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerMs = 100 / 1000; // USER_HZ is 100 on every mainstream Linux
    return { user: Number(fields[11]) / ticksPerMs, system: Number(fields[12]) / ticksPerMs };
  } catch {
    return undefined;
  }
}

export interface LoadSpec {
  /** Base URL, http://127.0.0.1:<port>. */
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  /** A fixed path, or a function giving the path of the i-th request (e.g. cycling over ids). */
  path: string | ((i: number) => string);
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  durationSec?: number;
  /** Stop after this many requests instead of after durationSec. */
  amount?: number;
  warmupSec?: number;
  /** The server's pid: its CPU time over the measured run is reported per request. */
  serverPid?: number;
}

export interface LoadResult {
  requestsPerSec: number;
  requests: number;
  durationSec: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  connections: number;
  /** Server CPU time per answered request (user + system), µs; undefined off Linux. */
  serverCpuUsPerRequest?: { total: number; user: number; system: number };
}

export function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

async function once(spec: LoadSpec, durationSec: number, record: boolean) {
  const base = assertLoopback(spec.url);
  let counter = 0;
  const pathFn = spec.path;
  const request =
    typeof pathFn === 'function'
      ? {
          method: spec.method,
          setupRequest: (req: { path?: string }) => ({ ...req, path: pathFn(counter++) }),
        }
      : { method: spec.method, path: pathFn };
  const latencies: number[] = [];
  const instance = autocannon({
    url: base.origin,
    connections: spec.connections ?? 10,
    pipelining: 1,
    duration: durationSec,
    ...(record && spec.amount !== undefined ? { amount: spec.amount } : {}),
    timeout: 10,
    headers: spec.headers,
    body: spec.body,
    requests: [request],
  });
  if (record) {
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTimeMs: number) => {
      latencies.push(responseTimeMs);
    });
  }
  const result = await instance;
  return { result, latencies };
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const durationSec = spec.durationSec ?? 5;
  const warmupSec = spec.warmupSec ?? 1;
  if (warmupSec > 0) await once(spec, warmupSec, false);
  const cpuBefore = spec.serverPid === undefined ? undefined : processCpuMs(spec.serverPid);
  const { result, latencies } = await once(spec, durationSec, true);
  const cpuAfter = spec.serverPid === undefined ? undefined : processCpuMs(spec.serverPid);
  const sorted = Float64Array.from(latencies).sort();
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    requestsPerSec: round(sorted.length / result.duration, 0),
    requests: sorted.length,
    durationSec: result.duration,
    latencyMs: {
      mean: round(total / sorted.length),
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted[sorted.length - 1] ?? NaN),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    connections: spec.connections ?? 10,
    serverCpuUsPerRequest:
      cpuBefore && cpuAfter && latencies.length
        ? {
            total: round(((cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) * 1000) / latencies.length, 0),
            user: round(((cpuAfter.user - cpuBefore.user) * 1000) / latencies.length, 0),
            system: round(((cpuAfter.system - cpuBefore.system) * 1000) / latencies.length, 0),
          }
        : undefined,
  };
}

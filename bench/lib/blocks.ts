// The alternating-blocks benches (quota-overhead.ts, bolix-issuing.ts) run each side in several
// blocks between the other side's, so both see the same moments of a loaded machine; here one
// side's blocks are added up.
import type { LoadResult } from './load.ts';

/** The blocks of one side added up: requests over seconds, CPU over requests, the worst p99. */
export function combine(blocks: LoadResult[]) {
  const requests = blocks.reduce((sum, b) => sum + b.requests, 0);
  const seconds = blocks.reduce((sum, b) => sum + b.durationSec, 0);
  const cpuUs = blocks.reduce((sum, b) => sum + (b.serverCpuUsPerRequest?.total ?? NaN) * b.requests, 0);
  return {
    requests,
    requestsPerSec: Math.round(requests / seconds),
    cpuUsPerRequest: Math.round(cpuUs / requests),
    p99Ms: Math.max(...blocks.map((b) => b.latencyMs.p99)),
    perBlock: blocks.map((b) => b.requestsPerSec),
    failures: blocks.reduce((sum, b) => sum + b.non2xx + b.errors + b.timeouts, 0),
  };
}

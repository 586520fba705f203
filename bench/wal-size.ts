// Disk use under sustained writes: 50,000 POST /v1/charge over real HTTP against the built CLI,
// with the -wal file's size sampled throughout. The write-ahead log must stay bounded while the
// writer never pauses, and be cut back to nothing once it does (issue 8: 1.2 GB of log for 16 MB
// of data before the checkpointer escalated).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { authorize, CHARGE_BODY } from './lib/client.ts';
import { runLoad } from './lib/load.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, spawnServer } from './lib/spawn-server.ts';
import type { BenchModule, Row } from './lib/report.ts';

const CHARGES = Number(process.env.BENCH_WAL_CHARGES ?? 50_000);
const CONNECTIONS = 10;
const SAMPLE_MS = 20;
/** How long the writer is left idle before the final size is read. */
const IDLE_WAIT_MS = 3_000;
const TARGET_PEAK_MB = 64;

const MB = 1024 * 1024;
const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0; // no -wal file at all
  }
};
const mb = (bytes: number) => Number((bytes / MB).toFixed(2));

export const walSize: BenchModule = {
  name: 'wal-size',
  async run(ctx) {
    const db = join(ctx.tmpDir, 'wal-size.db');
    const server = await spawnServer({ kind: 'sandbox', db, nodeArgs: ctx.sandboxNodeArgs });
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, sizeOf(`${db}-wal`));
    }, SAMPLE_MS);
    try {
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${await authorize(server.url, BENCH_CLIENT_ID, BENCH_CLIENT_SECRET)}`,
      };
      ctx.log(`  ${CHARGES} × POST /v1/charge, ${CONNECTIONS} connections`);
      const load = await runLoad({
        url: server.url,
        serverPid: server.pid,
        headers,
        method: 'POST',
        path: '/v1/charge',
        body: CHARGE_BODY,
        connections: CONNECTIONS,
        amount: CHARGES,
        warmupSec: 0,
      });
      if (load.non2xx || load.errors || load.timeouts) {
        throw new Error(`${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts during the load`);
      }
      const atEnd = sizeOf(`${db}-wal`);
      peak = Math.max(peak, atEnd);
      await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
      clearInterval(sampler);
      const idle = sizeOf(`${db}-wal`);
      const database = sizeOf(db);
      ctx.log(`  ${load.requests} charges in ${load.durationSec} s; -wal peak ${mb(peak)} MB, final ${mb(idle)} MB; database ${mb(database)} MB`);
      const rows: Row[] = [
        {
          metric: `-wal peak size over ${CHARGES.toLocaleString('en-US')} charge creations`,
          unit: 'MB',
          sandbox: mb(peak),
          target: { label: `≤ ${TARGET_PEAK_MB} MB`, met: peak <= TARGET_PEAK_MB * MB },
        },
        { metric: '-wal size right after the load', unit: 'MB', sandbox: mb(atEnd) },
        { metric: `-wal size after ${IDLE_WAIT_MS / 1000} s idle`, unit: 'MB', sandbox: mb(idle) },
        { metric: 'database file size', unit: 'MB', sandbox: mb(database) },
        { metric: 'POST /v1/charge throughput during the run', unit: 'req/s', sandbox: load.requestsPerSec },
        { metric: 'POST /v1/charge p99 latency during the run', unit: 'ms', sandbox: load.latencyMs.p99 },
      ];
      return {
        title: `Write-ahead log size under sustained writes (${CHARGES.toLocaleString('en-US')} × POST /v1/charge, ${CONNECTIONS} connections)`,
        rows,
        details: {
          settings: { charges: CHARGES, connections: CONNECTIONS, sampleMs: SAMPLE_MS, idleWaitMs: IDLE_WAIT_MS },
          bytes: { walPeak: peak, walAtEnd: atEnd, walIdle: idle, database },
          load,
        },
      };
    } finally {
      clearInterval(sampler);
      await server.stop();
    }
  },
};

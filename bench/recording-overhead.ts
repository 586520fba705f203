// A running recording's cost (issue 27's bench): POST /v1/charge on two accounts of one sandbox
// process, one recording (every call a row: its body, its status, the ids of its answer) and one
// not (a map look-up). Alternating blocks, as in quota-overhead.ts, so both sides see the same
// moments of a loaded machine. Target: recording ≥ 0.9× the throughput without. A recording keeps
// at most 5,000 steps (app/recording-capture.ts) and then costs nothing more: each recording block
// is short (1 s, some 2,500 requests here) and has a recording of its own, checked to hold every
// request of the block — a block past the bound would measure nothing.
import { join } from 'node:path';
import { authorize, call } from './lib/client.ts';
import { combine } from './lib/blocks.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { BENCH_CLIENT_ID, BENCH_CLIENT_SECRET, spawnServer } from './lib/spawn-server.ts';
import { ratio, type BenchModule } from './lib/report.ts';

const CONNECTIONS = 10;
const BLOCKS = 8; // per side, alternating off, on, off, on…
const BLOCK_SEC = 1;
const WARMUP_SEC = 2; // before the first block, on the side not recording (the same route, the same process)

export const TARGETS = {
  /** POST /v1/charge throughput while the account records, as a share of the same without. */
  recordingShareOfNone: 0.9,
};

const body = JSON.stringify({ items: [{ name: 'Produto', value: 1000, amount: 2 }], metadata: { custom_id: 'pedido-1' } });

export const recordingOverhead: BenchModule = {
  name: 'recording-overhead',
  async run(ctx) {
    const server = await spawnServer({ kind: 'sandbox', db: join(ctx.tmpDir, 'recording-overhead.db'), nodeArgs: ctx.sandboxNodeArgs });
    try {
      const headersFor = async (clientId: string, clientSecret: string) => ({
        'content-type': 'application/json',
        authorization: `Bearer ${await authorize(server.url, clientId, clientSecret)}`,
      });
      const recordingHeaders = await headersFor(BENCH_CLIENT_ID, BENCH_CLIENT_SECRET);
      const control = { authorization: recordingHeaders.authorization };
      const startRecording = async (): Promise<number> => {
        const started = await call(`${server.url}/sandbox/v1/recordings`, { method: 'POST', headers: control });
        if (started.status !== 201) throw new Error(`POST /sandbox/v1/recordings answered ${started.status}: ${started.body}`);
        return started.json().id as number;
      };
      /** Stops the block's recording, checking it holds every request the block measured. */
      const stopRecording = async (id: number, measured: LoadResult): Promise<number> => {
        const stopped = await call(`${server.url}/sandbox/v1/recordings/${id}/stop`, { method: 'POST', headers: control });
        if (stopped.status !== 200) throw new Error(`POST /sandbox/v1/recordings/${id}/stop answered ${stopped.status}: ${stopped.body}`);
        const view = stopped.json();
        if (view.full || view.steps < measured.requests) throw new Error(`recording ${id} holds ${view.steps} steps (full: ${view.full}) for the ${measured.requests} requests measured`);
        return view.steps as number;
      };
      const created = await call(`${server.url}/sandbox/v1/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Sem gravação' }) });
      if (created.status !== 200) throw new Error(`POST /sandbox/v1/accounts answered ${created.status}: ${created.body}`);
      const noneHeaders = await headersFor(created.json().client_id, created.json().client_secret);

      const common = { url: server.url, serverPid: server.pid, connections: CONNECTIONS, durationSec: BLOCK_SEC, method: 'POST' as const, path: '/v1/charge', body };
      ctx.log(`  POST /v1/charge, recording off and on alternating: ${BLOCKS} × ${BLOCK_SEC} s each, ${CONNECTIONS} connections`);
      const noneBlocks: LoadResult[] = [];
      const recordingBlocks: LoadResult[] = [];
      const steps: number[] = [];
      for (let block = 0; block < BLOCKS; block++) {
        const warmupSec = block === 0 ? WARMUP_SEC : 0;
        noneBlocks.push(await runLoad({ ...common, headers: noneHeaders, warmupSec }));
        const id = await startRecording();
        const measured = await runLoad({ ...common, headers: recordingHeaders, warmupSec: 0 });
        recordingBlocks.push(measured);
        steps.push(await stopRecording(id, measured));
      }
      const none = combine(noneBlocks);
      const recording = combine(recordingBlocks);
      for (const [name, side] of [['not recording', none], ['recording', recording]] as const) {
        if (side.failures) ctx.log(`  WARNING ${name}: ${side.failures} non-2xx, errors or timeouts`);
      }
      return {
        title: `POST /v1/charge while the account records vs not (${CONNECTIONS} connections, ${BLOCKS} alternating blocks of ${BLOCK_SEC} s each, same sandbox process)`,
        rows: [
          {
            metric: 'POST /v1/charge throughput, recording vs not',
            unit: 'req/s',
            sandbox: recording.requestsPerSec,
            baseline: none.requestsPerSec,
            ratio: ratio(recording.requestsPerSec, none.requestsPerSec),
            target: { label: `≥ ${TARGETS.recordingShareOfNone}× not recording`, met: recording.requestsPerSec >= TARGETS.recordingShareOfNone * none.requestsPerSec },
          },
          { metric: 'server CPU per POST /v1/charge, recording vs not', unit: 'µs', sandbox: recording.cpuUsPerRequest, baseline: none.cpuUsPerRequest, ratio: ratio(recording.cpuUsPerRequest, none.cpuUsPerRequest) },
          { metric: 'POST /v1/charge p99 latency (worst block), recording vs not', unit: 'ms', sandbox: recording.p99Ms, baseline: none.p99Ms, ratio: ratio(recording.p99Ms, none.p99Ms) },
        ],
        details: { settings: { connections: CONNECTIONS, blocks: BLOCKS, blockSec: BLOCK_SEC, warmupSec: WARMUP_SEC }, targets: TARGETS, none, recording, steps, noneBlocks, recordingBlocks },
      };
    } finally {
      await server.stop();
    }
  },
};

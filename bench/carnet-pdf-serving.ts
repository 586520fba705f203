// Serving a 12-parcel carnê booklet over HTTP (cover + 12 slips on 5 A4 pages): the first request
// for a carnê renders it (pdfkit + bwip-js, 12 barcodes), later ones come from the cache. Measured
// against a bare node:http server sending the same PDF bytes from memory, in the same process.
// Target: median ≤ 50 ms for the render.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../server/start.ts';
import { createAccount } from '../server/app/accounts.ts';
import { createCarnet } from '../server/app/carnets.ts';
import { formatDate } from '../server/domain/clock.ts';
import { addDays } from '../server/domain/dates.ts';
import { carnetLinks } from '../server/http/v1/carnet-views.ts';
import { median, ratio, type BenchModule } from './lib/report.ts';

const CARNETS = 33;
/** The first renders load pdfkit and bwip-js and let V8 compile the drawing code: start-up cost, not per carnê. */
const WARM_UP = 3;
const PARCELS = 12;
const REPEATS = 100;
const TARGET_MS = 50;

/** Wall time, and the CPU time the process spent meanwhile (client and server share it; on a busy machine it moves less). */
async function timeGet(url: string): Promise<{ ms: number; cpuMs: number; bytes: Buffer }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (response.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error(`GET ${url} answered ${response.status}`);
  return { ms, cpuMs: (used.user + used.system) / 1000, bytes };
}

export const carnetPdfServing: BenchModule = {
  name: 'carnet-pdf',
  async run(ctx) {
    const server = await startServer({ db: join(ctx.tmpDir, 'carnet-pdf.db'), port: 0, log: () => {} });
    const bare = createServer();
    try {
      const app = server.ctx;
      const credentials = createAccount(app, { name: 'Escola Exemplo' });
      const account = app.store.accounts.findById(credentials.account_id)!;
      const first = addDays(formatDate(Date.now()), 5);
      // Every carnê different (payer, item, value), as a school's would be.
      const codes = Array.from({ length: CARNETS }, (_, i) =>
        createCarnet(app, account, {
          items: [{ name: `Mensalidade ${2026 + (i % 3)} – turma ${i}`, value: 45000 + i * 137, amount: 1 }],
          customer: { name: `Responsável ${i} da Silva`, cpf: '52998224725', phone_number: '11987654321', email: `resp${i}@example.com` },
          expire_at: first,
          repeats: PARCELS,
          message: 'Pague até o vencimento e evite multa.',
        }).carnet.code,
      );
      const links = codes.map((code) => carnetLinks(server.url, code));
      for (const link of links.slice(0, WARM_UP)) await timeGet(link.pdf.carnet);
      const measured = links.slice(WARM_UP);
      const firstFetch: number[] = [];
      const firstCpu: number[] = [];
      for (const link of measured) {
        const { ms, cpuMs } = await timeGet(link.pdf.carnet);
        firstFetch.push(ms);
        firstCpu.push(cpuMs);
      }
      const coverFetch: number[] = [];
      for (const link of measured) coverFetch.push((await timeGet(link.pdf.cover)).ms);
      const cached: number[] = [];
      let sample: Buffer = Buffer.alloc(0);
      for (let i = 0; i < REPEATS; i++) {
        const { ms, bytes } = await timeGet(links[i % links.length].pdf.carnet);
        cached.push(ms);
        sample = bytes;
      }
      bare.on('request', (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': sample.length });
        res.end(sample);
      });
      await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
      const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/x.pdf`;
      const bareTimes: number[] = [];
      for (let i = 0; i < REPEATS; i++) bareTimes.push((await timeGet(bareUrl)).ms);
      const render = median(firstFetch);
      const cover = median(coverFetch);
      const warm = median(cached);
      const bareMedian = median(bareTimes);
      const row = (metric: string, ms: number) => ({
        metric, unit: 'ms', sandbox: Number(ms.toFixed(2)), baseline: Number(bareMedian.toFixed(2)), ratio: ratio(ms, bareMedian),
        target: { label: `median ≤ ${TARGET_MS} ms`, met: ms <= TARGET_MS },
      });
      return {
        title: `Carnê booklet PDF serving (${measured.length} carnês × ${PARCELS} parcels after ${WARM_UP} warm-up renders; sequential GETs of pdf.carnet; PDF ≈ ${Math.round(sample.length / 1024)} KiB, 5 pages)`,
        rows: [
          row('first GET of a booklet (renders)', render),
          row('later GETs (cached)', warm),
          row('first GET of a cover (renders)', cover),
          { metric: 'CPU time of a booklet’s first GET', unit: 'ms', sandbox: Number(median(firstCpu).toFixed(2)) },
        ],
        details: { firstFetch, firstCpu, coverFetch, cached, bareTimes, pdfBytes: sample.length },
      };
    } finally {
      bare.close();
      await server.close();
    }
  },
};

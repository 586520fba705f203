// Serving a boleto PDF over HTTP: the first request for a boleto renders it (pdfkit + bwip-js),
// later ones come from the cache. Measured against a bare node:http server sending the same PDF
// bytes from memory, in the same process. Target: median ≤ 50 ms. The Bolix case (issue 24): the
// first GET of boletos that also print their Pix QR, taken in turn with plain ones of an account
// with Bolix off, so both medians share the same moments of a loaded machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../server/start.ts';
import { createAccount } from '../server/app/accounts.ts';
import { createOneStepBillet } from '../server/app/boletos.ts';
import { updateSettings } from '../server/app/settings.ts';
import type { AccountRow } from '../server/store/accounts-repo.ts';
import { formatDate } from '../server/domain/clock.ts';
import { addDays } from '../server/domain/dates.ts';
import { median, ratio, type BenchModule } from './lib/report.ts';

const BOLETOS = 30;
const REPEATS = 100;
const TARGET_MS = 50;

async function timeGet(url: string): Promise<{ ms: number; bytes: Buffer }> {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error(`GET ${url} answered ${response.status}`);
  return { ms, bytes };
}

export const pdfServing: BenchModule = {
  name: 'pdf-serving',
  async run(ctx) {
    const server = await startServer({ db: join(ctx.tmpDir, 'pdf.db'), port: 0, log: () => {} });
    const bare = createServer();
    try {
      const app = server.ctx;
      const issue = (name: string, bolix: boolean) => {
        const credentials = createAccount(app, { name });
        updateSettings(app, app.store.accounts.findById(credentials.account_id)!, { bolix });
        return issueBoletos(app.store.accounts.findById(credentials.account_id)!);
      };
      const today = formatDate(Date.now());
      const issueBoletos = (account: AccountRow) => app.store.transaction(() =>
        Array.from({ length: BOLETOS }, (_, i) =>
          createOneStepBillet(app, account, {
            items: [{ name: `Produto ${i}`, value: 15000 + i, amount: 1 }],
            payment: { banking_billet: { expire_at: addDays(today, 5), customer: { name: 'Maria da Silva', cpf: '52998224725' }, message: 'Obrigado pela compra' } },
          }).billetCode!,
        ),
      );
      const codes = issue('PDF bench', false);
      const bolixCodes = issue('PDF bench Bolix', true);
      const pdfUrl = (code: string) => `${server.url}/boleto/${code}.pdf`;
      await timeGet(pdfUrl(codes[0])); // loads pdfkit and bwip-js: start-up cost, not per boleto
      await timeGet(pdfUrl(bolixCodes[0])); // loads qrcode
      const firstFetch: number[] = [];
      const bolixFirstFetch: number[] = [];
      let bolixBytes = 0;
      for (let i = 1; i < BOLETOS; i++) {
        firstFetch.push((await timeGet(pdfUrl(codes[i]))).ms);
        const bolix = await timeGet(pdfUrl(bolixCodes[i]));
        bolixFirstFetch.push(bolix.ms);
        bolixBytes = bolix.bytes.length;
      }
      const cached: number[] = [];
      let sample: Buffer = Buffer.alloc(0);
      for (let i = 0; i < REPEATS; i++) {
        const { ms, bytes } = await timeGet(pdfUrl(codes[i % codes.length]));
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
      const first = median(firstFetch);
      const bolixFirst = median(bolixFirstFetch);
      const warm = median(cached);
      const bareMedian = median(bareTimes);
      return {
        title: `Boleto PDF serving (${BOLETOS} boletos; sequential GETs of pdf.charge; PDF ≈ ${Math.round(sample.length / 1024)} KiB)`,
        rows: [
          { metric: 'first GET of a boleto (renders)', unit: 'ms', sandbox: Number(first.toFixed(2)), baseline: Number(bareMedian.toFixed(2)), ratio: ratio(first, bareMedian), target: { label: `median ≤ ${TARGET_MS} ms`, met: first <= TARGET_MS } },
          { metric: 'first GET of a Bolix boleto (renders, with its Pix QR)', unit: 'ms', sandbox: Number(bolixFirst.toFixed(2)), baseline: Number(first.toFixed(2)), ratio: ratio(bolixFirst, first), target: { label: `median ≤ ${TARGET_MS} ms`, met: bolixFirst <= TARGET_MS } },
          { metric: 'later GETs (cached)', unit: 'ms', sandbox: Number(warm.toFixed(2)), baseline: Number(bareMedian.toFixed(2)), ratio: ratio(warm, bareMedian), target: { label: `median ≤ ${TARGET_MS} ms`, met: warm <= TARGET_MS } },
        ],
        details: { firstFetch, bolixFirstFetch, cached, bareTimes, pdfBytes: sample.length, bolixPdfBytes: bolixBytes },
      };
    } finally {
      bare.close();
      await server.close();
    }
  },
};

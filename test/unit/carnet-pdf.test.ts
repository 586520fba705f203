// The carnê booklet and cover PDFs, checked the way a person would: text extracted with poppler's
// pdftotext, pages counted with pdfinfo, and every slip's barcode read back with zbarimg from a
// pdftoppm rendering (poppler-utils and zbar-tools must be installed).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderCarnetCoverPdf, renderCarnetPdf } from '../../server/pdf/carnet-pdf.ts';
import type { CarnetView } from '../../server/pdf/carnet-view.ts';
import { carnetView } from '../fixtures/carnet-view.ts';
import { bolixCode } from '../fixtures/pix-code.ts';
import { dataOf, scanPdfPage } from '../helpers/zbar.ts';

const dir = mkdtempSync(join(tmpdir(), 'carnet-pdf-'));
after(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
function save(pdf: Buffer): string {
  const path = join(dir, `carnet-${++counter}.pdf`);
  writeFileSync(path, pdf);
  return path;
}

const squash = (s: string) => s.replace(/[ \u00a0]+/g, ' ');

function text(path: string, page?: number): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return squash(execFileSync('pdftotext', ['-layout', '-nodiag', ...range, path, '-'], { encoding: 'utf8' }));
}

function pageSizes(path: string): string[] {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '1000', path], { encoding: 'utf8' });
  return [...info.matchAll(/^Page\s+\d+ size:\s+(.+?) pts/gm)].map((m) => m[1]);
}

function barcodesOn(path: string, page: number): string[] {
  const png = join(dir, `page-${++counter}`);
  execFileSync('pdftoppm', ['-r', '150', '-png', '-f', String(page), '-l', String(page), '-singlefile', path, png]);
  try {
    const out = execFileSync('zbarimg', ['-q', '--raw', `${png}.png`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.split('\n').map((l) => l.trim()).filter((l) => l !== '').sort();
  } catch {
    return []; // zbarimg exits non-zero when it finds nothing
  }
}

function assertContains(haystack: string, needles: string[]): void {
  for (const needle of needles) assert.ok(haystack.includes(squash(needle)), `missing from the PDF text: ${JSON.stringify(needle)}`);
}

const A4 = '595.28 x 841.89';
const barcodes = (view: CarnetView, from: number, to: number) => view.slips.slice(from, to).map((s) => s.boleto.barcode).sort();

test('12 parcels: a cover page, then three slips to each A4 page (1 + 4 pages)', async () => {
  const view = carnetView(12);
  const path = save(await renderCarnetPdf(view));
  assert.deepEqual(pageSizes(path), [A4, A4, A4, A4, A4]);
  const cover = text(path, 1);
  const c = view.cover;
  assertContains(cover, [
    'Carnê de pagamento', c.title, c.beneficiary.name, c.beneficiary.document, c.payer.name, 'CPF 943.689.990-70',
    'Parcelas', '12', 'Valor total', 'R$ 900,00', 'Primeiro vencimento', '31/01/2031', 'Último vencimento', '31/12/2031',
    '12 × R$ 75,00', 'Como pagar', 'linha digitável', view.sandboxNotice,
  ]);
  for (const parcel of c.parcels) assert.ok(cover.includes(parcel.typedLine), `the cover lists parcel ${parcel.number}`);
  for (let page = 2; page <= 5; page++) {
    const out = text(path, page);
    const first = (page - 2) * 3 + 1;
    for (let n = 1; n <= 12; n++) {
      assert.equal(out.includes(`Parcela ${n}/12`), n >= first && n < first + 3, `parcel ${n} on page ${page}`);
    }
    for (const slip of view.slips.slice(first - 1, first + 2)) {
      assertContains(out, [slip.boleto.typedLine, slip.boleto.dueDate, slip.boleto.ourNumber, 'Recibo do Pagador', 'FICHA DE COMPENSAÇÃO']);
    }
    assert.equal(out.split('Corte na linha pontilhada').length - 1, 2, 'two cut lines between three slips');
  }
});

test('every slip’s barcode scans from a 150 dpi rendering, three per page', async () => {
  const view = carnetView(12);
  const path = save(await renderCarnetPdf(view));
  assert.deepEqual(barcodesOn(path, 1), [], 'no barcode on the cover');
  for (let page = 2; page <= 5; page++) {
    const first = (page - 2) * 3;
    assert.deepEqual(barcodesOn(path, page), barcodes(view, first, first + 3), `page ${page}`);
  }
});

test('Bolix: each slip carries its own QR beside "Pague com Pix", each scans to its code, the barcodes still read', async () => {
  const view = carnetView(5);
  view.slips.forEach((slip, i) => { slip.boleto.pix = { qrcode: bolixCode(500 + i) }; });
  const path = save(await renderCarnetPdf(view));
  assert.equal(pageSizes(path).length, 3, 'the same pages as without Pix');
  assert.deepEqual(scanPdfPage(path, 1, dir), [], 'nothing to scan on the cover');
  for (const [page, first, last] of [[2, 0, 3], [3, 3, 5]] as const) {
    const symbols = scanPdfPage(path, page, dir);
    assert.deepEqual(dataOf(symbols, 'QR-Code'), view.slips.slice(first, last).map((s) => s.boleto.pix!.qrcode).sort(), `QR codes on page ${page}`);
    assert.deepEqual(dataOf(symbols, 'I2/5'), barcodes(view, first, last), `barcodes on page ${page}`);
    assert.equal(text(path, page).split('Pague com Pix').length - 1, last - first);
  }
  assertContains(text(path, 2), ['Autenticação mecânica – FICHA DE COMPENSAÇÃO', 'Corte na linha pontilhada', 'Pagador', 'Gorbadoc Oldbuck']);
});

test('a slip without a Pix code has no QR, beside slips that have one', async () => {
  const view = carnetView(3);
  view.slips[1].boleto.pix = { qrcode: bolixCode(42) };
  const path = save(await renderCarnetPdf(view));
  const symbols = scanPdfPage(path, 2, dir);
  assert.deepEqual(dataOf(symbols, 'QR-Code'), [bolixCode(42)]);
  assert.deepEqual(dataOf(symbols, 'I2/5'), barcodes(view, 0, 3));
  assert.equal(text(path, 2).split('Pague com Pix').length - 1, 1);
});

test('page count follows the parcels: 1 + ⌈n / 3⌉', async () => {
  for (const [count, pages] of [[1, 2], [3, 2], [4, 3], [7, 4]] as const) {
    const view = carnetView(count);
    const path = save(await renderCarnetPdf(view));
    assert.equal(pageSizes(path).length, pages, `${count} parcels`);
    assert.deepEqual(barcodesOn(path, pages), barcodes(view, (pages - 2) * 3, count), `last page of ${count}`);
    const onLast = count - (pages - 2) * 3;
    assert.equal(text(path, pages).split('Corte na linha pontilhada').length - 1, Math.min(onLast, 2), `cut lines under ${onLast} slip(s)`);
  }
});

test('paid, canceled and overdue parcels stay in the booklet, marked; their barcodes still read', async () => {
  const view = carnetView(6, { 1: 'paid', 2: 'canceled', 3: 'unpaid' });
  const path = save(await renderCarnetPdf(view));
  const slips = text(path, 2);
  assert.match(slips, /1\/6 +PAGA/);
  assert.match(slips, /2\/6 +CANCELADA/);
  assert.match(slips, /3\/6 +VENCIDA/);
  assert.ok(!text(path, 3).match(/PAGA|CANCELADA|VENCIDA/), 'open parcels carry no mark');
  // The diagonal marks are text too: in reading order (-raw) each mark word shows once more than
  // without diagonal text, while the overdue parcel, still payable, gets no diagonal mark.
  const words = (extra: string[]) => execFileSync('pdftotext', ['-raw', ...extra, '-f', '2', '-l', '2', path, '-'], { encoding: 'utf8' })
    .match(/PAGA|CANCELADA|VENCIDA/g)?.sort() ?? [];
  assert.deepEqual(words(['-nodiag']), ['CANCELADA', 'PAGA', 'VENCIDA']);
  assert.deepEqual(words([]), ['CANCELADA', 'CANCELADA', 'PAGA', 'PAGA', 'VENCIDA']);
  assertContains(text(path, 1), ['Paga', 'Cancelada', 'Vencida', 'Em aberto']);
  assert.deepEqual(barcodesOn(path, 2), barcodes(view, 0, 3));
});

test('the cover PDF is the cover page alone', async () => {
  const view = carnetView(12);
  const path = save(await renderCarnetCoverPdf(view));
  assert.deepEqual(pageSizes(path), [A4]);
  assertContains(text(path), ['Carnê de pagamento', view.cover.title, 'R$ 900,00', '31/01/2031', '31/12/2031', 'Como pagar']);
  assert.deepEqual(barcodesOn(path, 1), []);
});

test('the same view always gives the same bytes', async () => {
  const a = await renderCarnetPdf(carnetView(4, { 2: 'paid' }));
  const b = await renderCarnetPdf(carnetView(4, { 2: 'paid' }));
  assert.ok(a.equals(b));
});

test('long names are cut with an ellipsis, never across a box; odd characters are folded', async () => {
  const view = carnetView(3);
  const name = `Condomínio Residencial ${'Muito '.repeat(20)}Comprido 🏠`;
  for (const slip of view.slips) slip.boleto.payer = { ...slip.boleto.payer, name };
  view.cover.payer = { ...view.cover.payer, name };
  const path = save(await renderCarnetPdf(view));
  const out = text(path);
  assert.ok(out.includes('Condomínio Residencial Muito'));
  assert.ok(out.includes('…'), 'cut with an ellipsis');
  assert.deepEqual(barcodesOn(path, 2), barcodes(view, 0, 3));
});

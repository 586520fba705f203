// The boleto PDF, checked the way a person would: extract its text with poppler's pdftotext,
// rasterise the page with pdftoppm and read the barcode back with zbarimg (poppler-utils and
// zbar-tools must be installed). `-nodiag` keeps the diagonal stamp out of the extracted text.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderBoletoPdf } from '../../server/pdf/boleto-pdf.ts';
import type { BoletoView } from '../../server/pdf/boleto-view.ts';
import { EXAMPLE_A, balanceSheetBoletoView, longMessageBoletoView, plainBoletoView } from '../fixtures/boleto-view.ts';
import { bolixCode } from '../fixtures/pix-code.ts';
import { dataOf, scanPdfPage } from '../helpers/zbar.ts';

const dir = mkdtempSync(join(tmpdir(), 'boleto-pdf-'));
after(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
async function render(view: BoletoView): Promise<{ pdf: Buffer; path: string }> {
  const pdf = await renderBoletoPdf(view);
  const path = join(dir, `boleto-${++counter}.pdf`);
  writeFileSync(path, pdf);
  return { pdf, path };
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
    return out.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  } catch {
    return []; // zbarimg exits non-zero when it finds nothing
  }
}

function assertContains(haystack: string, needles: string[]): void {
  for (const needle of needles) assert.ok(haystack.includes(squash(needle)), `missing from the PDF text: ${JSON.stringify(needle)}`);
}

const FICHA_LABELS = [
  'Local de pagamento', 'Vencimento', 'Beneficiário', 'Agência / Código do beneficiário', 'Data do documento',
  'Nº do documento', 'Espécie doc.', 'Aceite', 'Data do processamento', 'Nosso número', 'Uso do banco', 'Carteira',
  'Espécie', 'Quantidade', '(x) Valor', '(=) Valor do documento', 'Instruções', 'Desconto / Abatimento',
  'Outras deduções', '(+) Mora / Multa', '(+) Outros acréscimos', '(=) Valor cobrado', 'Pagador', 'Sacador / Avalista',
  'Código de baixa', 'Autenticação mecânica – FICHA DE COMPENSAÇÃO',
];

test('plain boleto: one A4 page with the receipt, the cut line and the ficha, all in Portuguese', async () => {
  const view = plainBoletoView();
  const { pdf, path } = await render(view);
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  assert.deepEqual(pageSizes(path), ['595.28 x 841.89']);
  const out = text(path);
  assertContains(out, [
    ...FICHA_LABELS, 'Recibo do Pagador', 'Observações', 'Corte na linha pontilhada', 'Itens', 'Descrição', 'Valor unitário',
    view.typedLine, view.bankCode, view.bankName, view.dueDate, view.documentValue, view.ourNumber, view.agencyCode,
    view.paymentPlace, view.beneficiary.name, view.beneficiary.document, view.payer.name, 'CPF 943.689.990-70',
    view.payer.address!, view.payer.email!, view.documentDate, view.processingDate,
    ...view.instructions, ...view.messageLines, ...view.items.map((i) => i.name), 'R$ 25,00', 'R$ 100,00',
  ]);
  assert.equal(out.split(view.typedLine).length - 1, 2, 'typed line on the receipt and on the ficha');
  assert.ok(out.split(squash(view.sandboxNotice)).length - 1 >= 2, 'sandbox notice at the top and by the ficha');
  assert.ok(out.indexOf('Recibo do Pagador') < out.indexOf('Corte na linha pontilhada'));
  assert.ok(out.indexOf('Corte na linha pontilhada') < out.indexOf('Local de pagamento'));
  assert.deepEqual(barcodesOn(path, 1), [view.barcode]);
});

test('the barcode is exactly the 44 digits of the view (another boleto, example B)', async () => {
  const view = plainBoletoView({
    barcode: '36499886100000099900000100004361800000102067',
    typedLine: '36490.00019 00004.361804 00001.020676 9 88610000009990',
  });
  const { path } = await render(view);
  assert.deepEqual(barcodesOn(path, 1), [view.barcode]);
  assert.notEqual(view.barcode, EXAMPLE_A.barcode);
});

test('the same view always gives the same bytes (no clock in the file)', async () => {
  const a = await renderBoletoPdf(plainBoletoView());
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const b = await renderBoletoPdf(plainBoletoView());
  assert.ok(a.equals(b));
  assert.ok(!a.toString('latin1').includes(`D:${new Date().getUTCFullYear()}`));
});

test('a stamp is drawn and also stated in line; the barcode still reads', async () => {
  const { path } = await render(plainBoletoView({ stamp: 'CANCELADO' }));
  const out = text(path);
  assertContains(out, ['Situação: CANCELADO', 'Recibo do Pagador', 'FICHA DE COMPENSAÇÃO']);
  const raw = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
  for (const letter of 'CANCELADO') assert.ok(raw.includes(letter));
  assert.deepEqual(barcodesOn(path, 1), [EXAMPLE_A.barcode]);
});

test('Bolix: the QR beside "Pague com Pix" scans to exactly the code, the barcode still reads, the code is printed whole', async () => {
  // The longest name and city pix-utils allows: the densest symbol a boleto can carry.
  const code = bolixCode(7);
  const view = plainBoletoView({ pix: { qrcode: code } });
  const { pdf, path } = await render(view);
  assert.deepEqual(pageSizes(path), ['595.28 x 841.89'], 'still one page');
  const symbols = scanPdfPage(path, 1, dir);
  assert.deepEqual(dataOf(symbols, 'QR-Code'), [code]);
  assert.deepEqual(dataOf(symbols, 'I2/5'), [EXAMPLE_A.barcode]);
  const out = text(path);
  assertContains(out, ['Pague com Pix', 'Pix copia e cola', 'leia o QR code', 'Recibo do Pagador', 'Itens', ...FICHA_LABELS]);
  // Broken across lines by character only: without the line breaks it is the code, spaces and all.
  const block = out.slice(out.lastIndexOf('Pix copia e cola') + 'Pix copia e cola'.length, out.indexOf('Observações'));
  assert.equal(block.split('\n').map((l) => l.trim()).filter((l) => l !== '').join(''), code.replace(/ +/g, ' '));
  assert.ok(out.indexOf('Pague com Pix') < out.indexOf('Corte na linha pontilhada'), 'with the receipt, above the cut');
  assert.ok((await renderBoletoPdf(view)).equals(pdf), 'deterministic with the QR too');
});

test('without a Pix code: no "Pague com Pix", no QR', async () => {
  const { path } = await render(plainBoletoView());
  assert.ok(!text(path).includes('Pix'));
  assert.deepEqual(dataOf(scanPdfPage(path, 1, dir), 'QR-Code'), []);
});

test('Bolix with a balance sheet over several pages: the QR stays on the first, whole, and scans', async () => {
  const code = bolixCode(8);
  const { path } = await render(balanceSheetBoletoView(60, { pix: { qrcode: code } }));
  const pages = pageSizes(path).length;
  assert.ok(pages >= 2);
  assert.deepEqual(dataOf(scanPdfPage(path, 1, dir), 'QR-Code'), [code]);
  assert.deepEqual(dataOf(scanPdfPage(path, pages, dir), 'I2/5'), [EXAMPLE_A.barcode]);
});

test('balance sheet: title, section headers and cells replace the item list', async () => {
  const view = balanceSheetBoletoView(6);
  const { path } = await render(view);
  assert.deepEqual(pageSizes(path), ['595.28 x 841.89']);
  const out = text(path);
  const sheet = view.balanceSheet!;
  const cells = sheet.body.flatMap((s) => s.tables.flatMap((t) => t.rows.flatMap((r) => r.map((c) => c.text))));
  assertContains(out, [sheet.title, ...sheet.body.map((s) => s.header), ...cells, 'FICHA DE COMPENSAÇÃO', view.typedLine]);
  assert.ok(!out.includes('Bolo de fubá'), 'the plain item list is not shown');
  assert.deepEqual(barcodesOn(path, 1), [view.barcode]);
});

test('a long balance sheet flows onto extra A4 pages; the ficha is only on the last one', async () => {
  const view = balanceSheetBoletoView(90, { stamp: 'PAGO' });
  const { path } = await render(view);
  const sizes = pageSizes(path);
  assert.ok(sizes.length >= 2, `expected several pages, got ${sizes.length}`);
  assert.ok(sizes.every((s) => s === '595.28 x 841.89'));
  const last = sizes.length;
  const all = text(path);
  for (let i = 1; i <= 90; i++) assert.ok(all.includes(`Leitura ${String(i).padStart(3, '0')} `), `row ${i}`);
  for (let page = 1; page <= last; page++) {
    const out = text(path, page);
    assert.ok(out.includes(squash(view.sandboxNotice)), `sandbox notice on page ${page}`);
    assert.equal(out.includes('FICHA DE COMPENSAÇÃO'), page === last, `ficha only on the last page (page ${page})`);
  }
  assertContains(text(path, 2), ['Recibo do Pagador (continuação)', 'Consumo de água (continuação)']);
  assert.deepEqual(barcodesOn(path, last), [view.barcode]);
  assert.deepEqual(barcodesOn(path, 1), []);
});

test('long message, names and instructions: every line is printed whole', async () => {
  const view = longMessageBoletoView();
  const { path } = await render(view);
  assert.deepEqual(pageSizes(path), ['595.28 x 841.89']);
  const out = text(path);
  assertContains(out, [...view.messageLines, ...view.instructions, view.payer.name, view.payer.document!, view.discount!]);
  assert.deepEqual(barcodesOn(path, 1), [view.barcode]);
});

test('characters outside the Helvetica (WinAnsi) set are folded, not fatal', async () => {
  const view = plainBoletoView({ payer: { name: 'Zoë Ärnström 🚀 Nguyễn', document: null, address: null, email: null } });
  const out = text((await render(view)).path);
  assertContains(out, ['Zoë Ärnström ? Nguyen']);
});

test('an invalid barcode is refused', async () => {
  await assert.rejects(renderBoletoPdf(plainBoletoView({ barcode: '12345' })), /even number of digits/);
  await assert.rejects(renderBoletoPdf(plainBoletoView({ barcode: '3649910210000015000000060001234560000000004X' })));
});

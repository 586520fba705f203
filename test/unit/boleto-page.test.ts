import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderBoletoHtml } from '../../server/http/pages/boleto-page.ts';
import type { BoletoView } from '../../server/pdf/boleto-view.ts';
import { balanceSheet, balanceSheetBoletoView, plainBoletoView } from '../fixtures/boleto-view.ts';
import { bolixCode } from '../fixtures/pix-code.ts';

const LINKS = { pdf: '/boleto/42_1_ABCDEF01.pdf' };

test('the page is a self-contained pt-BR document with the receipt, the ficha and the typed line', () => {
  const view = plainBoletoView();
  const html = renderBoletoHtml(view, LINKS);
  assert.match(html, /^<!DOCTYPE html>\n<html lang="pt-BR">/);
  assert.match(html, /<meta charset="utf-8">/);
  for (const text of [
    'Recibo do Pagador', 'Local de pagamento', 'Agência / Código do beneficiário', 'Nosso número', '(=) Valor do documento',
    'Instruções', '(=) Valor cobrado', 'Autenticação mecânica – FICHA DE COMPENSAÇÃO', 'Corte na linha pontilhada', 'Observações',
    view.typedLine, view.bankCode, view.dueDate, view.documentValue, view.payer.name, view.payer.document!,
    view.sandboxNotice, ...view.instructions, ...view.messageLines, 'Pão francês (kg)',
  ]) assert.ok(html.includes(text), `missing: ${text}`);
  assert.equal(html.split(view.typedLine).length - 1, 3, 'receipt header, ficha header and the copy button');
  // No external resources: the only URL is the PDF link.
  assert.ok(!/<link\b|<img\b|\bsrc=|@import|url\(/i.test(html));
  assert.deepEqual([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]), [LINKS.pdf]);
});

test('the copy button carries the typed line and the script falls back gracefully', () => {
  const view = plainBoletoView();
  const html = renderBoletoHtml(view, LINKS);
  assert.ok(html.includes(`<button type="button" class="btn" id="copy" data-line="${view.typedLine}">Copiar linha digitável</button>`));
  assert.ok(html.includes('navigator.clipboard'));
  assert.ok(html.includes("execCommand('copy')"));
  assert.ok(html.includes('role="status"'));
  assert.match(html, /@media print\{[^]*\.no-print\{display:none!important\}/);
  assert.match(html, /<div class="actions no-print">/);
});

test('the barcode is an inline ITF SVG of the view’s 44 digits', () => {
  const html = renderBoletoHtml(plainBoletoView(), LINKS);
  const svg = html.match(/<svg [^>]*>[^]*?<\/svg>/)?.[0];
  assert.ok(svg, 'an inline <svg>');
  assert.match(svg, /role="img"/);
  assert.match(svg, /aria-label="Código de barras do boleto"/);
  assert.ok(svg.includes('<path'));
  assert.throws(() => renderBoletoHtml(plainBoletoView({ barcode: 'not digits' }), LINKS));
});

test('the PDF link is present, escaped, and never a script URL', () => {
  assert.ok(renderBoletoHtml(plainBoletoView(), LINKS).includes(`href="${LINKS.pdf}"`));
  assert.ok(renderBoletoHtml(plainBoletoView(), { pdf: 'https://x.test/b.pdf?a=1&b="2"' })
    .includes('href="https://x.test/b.pdf?a=1&amp;b=&quot;2&quot;"'));
  assert.ok(!renderBoletoHtml(plainBoletoView(), { pdf: 'javascript:alert(1)' }).includes('javascript:'));
});

test('a payer name with markup is escaped', () => {
  const base = plainBoletoView();
  const html = renderBoletoHtml({ ...base, payer: { ...base.payer, name: '<script>alert(1)</script>' } }, LINKS);
  assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
  assert.ok(!html.includes('<script>alert(1)'));
  assert.equal(html.split('<script>').length - 1, 1, 'only the page’s own script');
});

test('every string of the view is escaped', () => {
  const evil = '<x-evil a="1">&\'';
  const poison = (value: unknown): unknown => {
    if (typeof value === 'string') return `${value}${evil}`;
    if (Array.isArray(value)) return value.map(poison);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, ['align', 'style', 'color', 'barcode'].includes(k) ? v : poison(v)]));
    }
    return value;
  };
  const view = poison(balanceSheetBoletoView(2, { stamp: 'PAGO', discount: 'R$ 1,00' })) as BoletoView;
  const html = renderBoletoHtml(view, LINKS);
  assert.ok(!html.includes('<x-evil'));
  assert.ok(html.includes('&lt;x-evil a=&quot;1&quot;&gt;&amp;&#39;'));
});

test('stamp and sandbox notice are shown', () => {
  const html = renderBoletoHtml(plainBoletoView({ stamp: 'PAGO' }), LINKS);
  assert.match(html, /<div class="stamp" aria-hidden="true">PAGO<\/div>/);
  assert.ok(html.includes('Situação: PAGO'));
  assert.ok(!renderBoletoHtml(plainBoletoView(), LINKS).includes('class="stamp"'));
  assert.equal(html.split('class="notice"').length - 1, 2);
});

test('balance sheet: title, headers and cells on a 4-column grid with their style', () => {
  const view = balanceSheetBoletoView(3);
  const html = renderBoletoHtml(view, LINKS);
  const sheet = view.balanceSheet!;
  for (const text of [sheet.title, ...sheet.body.map((s) => s.header)]) assert.ok(html.includes(text), text);
  assert.ok(html.includes('<td colspan="2" style="text-align:left;color:#000000;font-weight:700">Descrição</td>'));
  assert.ok(html.includes('<td colspan="1" style="text-align:center;color:#a51d2d;text-decoration:line-through">estornado</td>'));
  assert.ok(html.includes('<td colspan="3" style="text-align:right;color:#000000;text-decoration:underline">Total do mês</td>'));
  assert.ok(html.includes('font-style:italic'));
  assert.ok(!html.includes('Pão francês'), 'the plain item list is replaced');
});

test('balance-sheet cells cannot inject CSS, and overflowing rows wrap onto a new grid line', () => {
  const sheet = balanceSheet(0);
  sheet.body[0].tables[0].rows = [[
    { align: 'left', color: 'red;background:url(x)', style: 'bold', text: 'a', colspan: 3 },
    { align: 'right', color: '#00FF00', style: 'normal', text: 'b', colspan: 2 },
  ]];
  const html = renderBoletoHtml(plainBoletoView({ balanceSheet: sheet }), LINKS);
  assert.ok(!html.includes('url(x)'));
  assert.ok(html.includes('<tr><td colspan="3" style="text-align:left;color:#000000;font-weight:700">a</td><td colspan="1"></td></tr>'));
  assert.ok(html.includes('<tr><td colspan="2" style="text-align:right;color:#00ff00">b</td><td colspan="2"></td></tr>'));
});

test('Bolix: "Pague com Pix" with the QR as inline SVG, the copia-e-cola selectable and a copy button', () => {
  const code = bolixCode(3);
  const html = renderBoletoHtml(plainBoletoView({ pix: { qrcode: code } }), LINKS);
  for (const text of ['Pague com Pix', 'Pix copia e cola', 'leia o QR code', 'Copiar código Pix']) assert.ok(html.includes(text), `missing: ${text}`);
  const svgs = [...html.matchAll(/<svg [^>]*>/g)].map((m) => m[0]);
  assert.equal(svgs.length, 2, 'the QR and the barcode');
  assert.match(svgs[0], /role="img" aria-label="QR code Pix do boleto"/);
  // The code is HTML-escaped where it is shown and on the button (it may hold & or quotes in a name).
  assert.ok(html.includes(`<p class="pix-code" id="pix-code" aria-labelledby="pix-code-label">${code}</p>`));
  assert.ok(html.includes(`id="copy-pix" data-line="${code}"`));
  assert.ok(html.indexOf('Pague com Pix') < html.indexOf('Corte na linha pontilhada'), 'with the receipt');
  assert.ok(!/<link\b|<img\b|\bsrc=|@import|url\(/i.test(html), 'still nothing external');
  assert.equal(html.split('<script>').length - 1, 1, 'still one script');
});

test('Bolix: a code with markup-like characters stays text', () => {
  const html = renderBoletoHtml(plainBoletoView({ pix: { qrcode: '0002"<b>&' } }), LINKS);
  assert.ok(html.includes('0002&quot;&lt;b&gt;&amp;'));
  assert.ok(!html.includes('<b>&'));
});

test('without a Pix code the page has no Pix section', () => {
  const html = renderBoletoHtml(plainBoletoView(), LINKS);
  for (const text of ['Pague com Pix', 'Pix copia e cola', 'id="copy-pix"']) assert.ok(!html.includes(text), text);
  assert.equal([...html.matchAll(/<svg /g)].length, 1);
});

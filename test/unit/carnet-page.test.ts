// The carnê's HTML pages from fixtures: what they show, the links they carry, and that no string
// of the view can become markup. (The pages in a real browser: test/e2e/carnet-pages.test.ts.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { CARNET_PAGE_CSP, renderCarnetCoverHtml, renderCarnetHtml, type CarnetPageLinks } from '../../server/http/pages/carnet-page.ts';
import { describeParcelValues } from '../../server/app/carnet-view-model.ts';
import type { CarnetView } from '../../server/pdf/carnet-view.ts';
import { carnetView } from '../fixtures/carnet-view.ts';

function links(count: number): CarnetPageLinks {
  return {
    bookletPdf: '/carne/42_0123456789.pdf',
    coverPdf: '/carne/42_0123456789/capa.pdf',
    coverPage: '/carne/42_0123456789/capa',
    carnetPage: '/carne/42_0123456789',
    parcels: Array.from({ length: count }, (_, i) => ({ page: `/boleto/42_${i + 1}_ABCDEF01`, pdf: `/boleto/42_${i + 1}_ABCDEF01.pdf` })),
  };
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

test('the carnê page lists every parcel: due date, value, situation, typed line, copy button and its boleto’s links', () => {
  const view = carnetView(12, { 1: 'paid', 2: 'unpaid', 3: 'canceled' });
  const html = renderCarnetHtml(view, links(12));
  assert.match(html, /^<!DOCTYPE html>\n<html lang="pt-BR">/);
  for (const text of ['Carnê de pagamento', view.cover.title, view.cover.total, view.cover.firstDueDate, view.cover.lastDueDate,
    view.cover.parcelValues, view.cover.payer.name, view.cover.beneficiary.name, view.sandboxNotice, 'Como pagar', ...view.cover.howToPay]) {
    assert.ok(html.includes(text), `missing: ${text}`);
  }
  for (const parcel of view.cover.parcels) {
    assert.ok(html.includes(`<span class="line">${parcel.typedLine}</span>`), `typed line of ${parcel.number}`);
    assert.ok(html.includes(`data-line="${parcel.typedLine}" data-parcel="${parcel.number}"`), `copy button of ${parcel.number}`);
  }
  assert.ok(html.includes('<span class="tone-paid">Paga</span>'));
  assert.ok(html.includes('<span class="tone-late">Vencida</span>'));
  assert.ok(html.includes('<span class="tone-void">Cancelada</span>'));
  const l = links(12);
  assert.deepEqual(hrefs(html), [l.bookletPdf, l.coverPage, ...l.parcels.flatMap((p) => [p.page, p.pdf])]);
  // Self-contained: no external resource of any kind.
  assert.ok(!/<link\b|<img\b|\bsrc=|@import|url\(/i.test(html));
  assert.ok(!/\sstyle="/.test(html), 'no style attributes: the stylesheet is allowed by hash only');
});

test('the cover page shows the cover’s facts and links to both PDFs and the carnê page', () => {
  const view = carnetView(3);
  const html = renderCarnetCoverHtml(view, links(3));
  for (const text of ['Capa do carnê', view.cover.title, view.cover.total, view.cover.firstDueDate, view.cover.lastDueDate, 'Como pagar']) {
    assert.ok(html.includes(text), `missing: ${text}`);
  }
  const l = links(3);
  assert.deepEqual(hrefs(html), [l.coverPdf, l.bookletPdf, l.carnetPage]);
  assert.ok(!html.includes(view.cover.parcels[0].typedLine), 'typed lines are on the carnê page and the slips');
});

test('the policy allows exactly the page’s own script and stylesheet', () => {
  const html = renderCarnetHtml(carnetView(2), links(2));
  const script = html.match(/<script>([^]*?)<\/script>/)![1];
  const style = html.match(/<style>([^]*?)<\/style>/)![1];
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  assert.ok(CARNET_PAGE_CSP.includes(`script-src ${hash(script)}`));
  assert.ok(CARNET_PAGE_CSP.includes(`style-src ${hash(style)}`));
  assert.match(CARNET_PAGE_CSP, /^default-src 'none';/);
  assert.equal(html.split('<script>').length - 1, 1);
});

test('every string of the view is escaped, and only our own URLs become links', () => {
  const evil = '<x-evil a="1">&\'';
  const poison = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string') return ['tone', 'barcode'].includes(key) ? value : `${value}${evil}`;
    if (Array.isArray(value)) return value.map((v) => poison(v, key));
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
    return value;
  };
  const view = poison(carnetView(3, { 1: 'paid' })) as CarnetView;
  const hostile = { ...links(3), bookletPdf: 'javascript:alert(1)', parcels: [{ page: '/boleto/a?x=1&y="2"', pdf: 'data:text/html,hi' }] };
  for (const html of [renderCarnetHtml(view, hostile), renderCarnetCoverHtml(view, hostile)]) {
    assert.ok(!html.includes('<x-evil'));
    assert.ok(html.includes('&lt;x-evil a=&quot;1&quot;&gt;&amp;&#39;'));
    assert.ok(!html.includes('javascript:') && !html.includes('data:text'));
  }
  assert.ok(renderCarnetHtml(view, hostile).includes('href="/boleto/a?x=1&amp;y=&quot;2&quot;"'));
});

test('parcel values are described as runs: equal parcels, or the odd cents on the first', () => {
  assert.equal(describeParcelValues([7500, 7500, 7500]), '3 × R$ 75,00');
  assert.equal(describeParcelValues([33334, 33333, 33333]), '1 × R$ 333,34 + 2 × R$ 333,33');
  assert.equal(describeParcelValues([1000]), '1 × R$ 10,00');
});

// The font memo (server/pdf/font-metrics-memo.ts) only saves time: the same drawing gives the
// same bytes with and without it, for the carnê's cover and slips and the boleto's receipt and ficha.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderPdf } from '../../server/pdf/pdf-document.ts';
import { drawCover } from '../../server/pdf/carnet-cover-pdf.ts';
import { drawSlip, slipTop } from '../../server/pdf/carnet-slip-pdf.ts';
import { drawFicha } from '../../server/pdf/ficha-pdf.ts';
import { drawReceipt } from '../../server/pdf/receipt-pdf.ts';
import { Flow } from '../../server/pdf/layout.ts';
import type { Doc } from '../../server/pdf/pdf-text.ts';
import { carnetView } from '../fixtures/carnet-view.ts';
import { longMessageBoletoView, plainBoletoView } from '../fixtures/boleto-view.ts';

const meta = { title: 'memo', subject: 'memo' };

async function sameBytes(draw: (doc: Doc) => void): Promise<void> {
  const plain = await renderPdf(meta, draw, { fontMemo: false });
  const first = await renderPdf(meta, draw);
  const second = await renderPdf(meta, draw); // now from the memo
  assert.ok(first.equals(plain), 'memo (cold) vs none');
  assert.ok(second.equals(plain), 'memo (warm) vs none');
}

test('a carnê cover and slips: identical with and without the memo', async () => {
  const view = carnetView(5, { 2: 'paid', 3: 'unpaid' });
  await sameBytes((doc) => {
    doc.addPage({ size: 'A4', margin: 0 });
    drawCover(doc, view);
    doc.addPage({ size: 'A4', margin: 0 });
    view.slips.slice(0, 3).forEach((slip, i) => drawSlip(doc, slip, slipTop(i), view.sandboxNotice));
  });
});

test('a boleto receipt and ficha, accents and folded characters included: identical with and without the memo', async () => {
  for (const view of [plainBoletoView(), longMessageBoletoView(), plainBoletoView({ payer: { name: 'Zoë Ärnström 🚀 Nguyễn', document: null, address: null, email: null } })]) {
    await sameBytes((doc) => {
      doc.addPage({ size: 'A4', margin: 0 });
      drawReceipt(doc, view, new Flow(20, () => 20));
      drawFicha(doc, view);
    });
  }
});

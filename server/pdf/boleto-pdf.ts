// The printed boleto as a PDF: pure (view model → Buffer, in memory) and deterministic (fixed
// creation date, so the same view always gives the same bytes). A4 portrait: the "Recibo do
// Pagador" at the top, a cut line, the ficha de compensação at the bottom of the last page. A long
// item list or balance sheet flows onto extra pages first; the ficha stays on the last one.
import type { BoletoView } from './boleto-view.ts';
import { drawFicha, FICHA_TOP } from './ficha-pdf.ts';
import { drawReceipt } from './receipt-pdf.ts';
import { line, type Doc } from './pdf-text.ts';
import { CONTENT_W, Flow, MARGIN_X, PAGE_H, PAGE_W } from './layout.ts';
import { renderPdf } from './pdf-document.ts';
import { drawCutLine, drawNotice, drawStamp } from './marks.ts';

const CUT_Y = FICHA_TOP - 24;
/** Lowest y the receipt may reach on the page that also carries the ficha. */
const RECEIPT_LIMIT = CUT_Y - 12;

export function renderBoletoPdf(view: BoletoView): Promise<Buffer> {
  return renderPdf(
    { title: `Boleto ${view.bankName} – nosso número ${view.ourNumber}`, subject: 'Boleto de cobrança (sandbox)' },
    (doc) => layOut(doc, view),
  );
}

function layOut(doc: Doc, view: BoletoView): void {
  const stamp = view.stamp !== null && view.stamp.trim() !== '' ? view.stamp : null;
  let pages = 0;
  const openPage = (title: string | null): number => {
    if (pages > 0 && stamp !== null) drawStamp(doc, stamp, PAGE_W / 2, PAGE_H * 0.42, 520);
    doc.addPage({ size: 'A4', margin: 0 });
    pages += 1;
    const y = drawNotice(doc, view.sandboxNotice, 10);
    if (title === null) return y + 6;
    line(doc, title, MARGIN_X, y + 6, CONTENT_W, { font: 'Helvetica-Bold', size: 9 });
    return y + 24;
  };
  const continued = `Recibo do Pagador (continuação) – nosso número ${view.ourNumber}`;
  const flow = new Flow(openPage(null), () => openPage(continued));
  drawReceipt(doc, view, flow);
  if (flow.y > RECEIPT_LIMIT) openPage(`${continued} – ficha de compensação`);

  drawCutLine(doc, [14, CUT_Y], [PAGE_W - 14, CUT_Y]);
  line(doc, 'Corte na linha pontilhada', MARGIN_X, CUT_Y - 8, CONTENT_W, { size: 6, color: '#555555' }, 'right');
  drawNotice(doc, view.sandboxNotice, CUT_Y + 7);
  drawFicha(doc, view);
  if (stamp !== null) drawStamp(doc, stamp, PAGE_W / 2, PAGE_H * 0.42, 520);
}

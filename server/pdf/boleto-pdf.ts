// The printed boleto as a PDF: pure (view model → Buffer, in memory) and deterministic (fixed
// creation date, so the same view always gives the same bytes). A4 portrait: the "Recibo do
// Pagador" at the top, a cut line, the ficha de compensação at the bottom of the last page. A long
// item list or balance sheet flows onto extra pages first; the ficha stays on the last one.
import PDFDocument from 'pdfkit';
import type { BoletoView } from './boleto-view.ts';
import { drawFicha, FICHA_TOP } from './ficha-pdf.ts';
import { drawReceipt } from './receipt-pdf.ts';
import { fitSize, line, widthOf, wrap, type Doc } from './pdf-text.ts';
import { CONTENT_W, Flow, MARGIN_X, PAGE_H, PAGE_W } from './layout.ts';

/** Nothing time-dependent goes into the file. */
const FIXED_DATE = new Date(0);
const CUT_Y = FICHA_TOP - 24;
/** Lowest y the receipt may reach on the page that also carries the ficha. */
const RECEIPT_LIMIT = CUT_Y - 12;
const NOTICE_COLOR = '#b00000';

export function renderBoletoPdf(view: BoletoView): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    lang: 'pt-BR',
    info: {
      Title: `Boleto ${view.bankName} – nosso número ${view.ourNumber}`,
      Subject: 'Boleto de cobrança (sandbox)',
      Creator: 'Cobrança Sandbox',
      Producer: 'Cobrança Sandbox',
      CreationDate: FIXED_DATE,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    layOut(doc, view);
  } catch (error) {
    doc.end();
    return Promise.reject(error);
  }
  doc.end();
  return done;
}

function layOut(doc: Doc, view: BoletoView): void {
  const stamp = view.stamp !== null && view.stamp.trim() !== '' ? view.stamp : null;
  let pages = 0;
  const openPage = (title: string | null): number => {
    if (pages > 0 && stamp !== null) drawStamp(doc, stamp);
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

  doc.save().lineWidth(0.6).strokeColor('#555555').dash(3, { space: 2 });
  doc.moveTo(14, CUT_Y).lineTo(PAGE_W - 14, CUT_Y).stroke();
  doc.undash().restore();
  line(doc, 'Corte na linha pontilhada', MARGIN_X, CUT_Y - 8, CONTENT_W, { size: 6, color: '#555555' }, 'right');
  drawNotice(doc, view.sandboxNotice, CUT_Y + 7);
  drawFicha(doc, view);
  if (stamp !== null) drawStamp(doc, stamp);
}

/** The sandbox notice in small red capitals-friendly bold, centred; returns the y below it. */
function drawNotice(doc: Doc, notice: string, y: number): number {
  if (notice.trim() === '') return y;
  const size = fitSize(doc, notice, CONTENT_W, 'Helvetica-Bold', 7.5, 6);
  const style = { font: 'Helvetica-Bold' as const, size, color: NOTICE_COLOR };
  const lines = wrap(doc, notice, CONTENT_W, style);
  lines.forEach((text, i) => line(doc, text, MARGIN_X, y + i * (size + 2), CONTENT_W, style, 'center'));
  return y + lines.length * (size + 2);
}

/**
 * A big, light, diagonal rubber stamp ("PAGO", "CANCELADO"…), drawn last on each page: poppler's
 * `pdftotext -nodiag` drops the word that follows diagonal text, so nothing may follow it.
 */
function drawStamp(doc: Doc, stamp: string): void {
  const font = 'Helvetica-Bold' as const;
  const size = fitSize(doc, stamp, 520, font, 120, 18);
  const w = widthOf(doc, stamp, { font, size });
  const cx = PAGE_W / 2;
  const cy = PAGE_H * 0.42;
  const cap = 0.718 * size;
  doc.save();
  doc.rotate(-32, { origin: [cx, cy] });
  doc.opacity(0.13);
  doc.lineWidth(Math.max(2, size / 16)).strokeColor('#cc0000');
  doc.roundedRect(cx - w / 2 - size / 5, cy - cap / 2 - size / 5, w + (2 * size) / 5, cap + (2 * size) / 5, size / 8).stroke();
  line(doc, stamp, cx - w / 2 - 1, cy - cap / 2, w + 2, { font, size, color: '#cc0000' });
  doc.restore();
}

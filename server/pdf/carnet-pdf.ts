// The carnê as PDFs: the booklet (the cover, then the parcels' slips three to an A4 page) and the
// cover alone. Pure (view model → Buffer, in memory) and deterministic, like the boleto PDF.
import type { CarnetView } from './carnet-view.ts';
import { drawCover } from './carnet-cover-pdf.ts';
import { drawSlip, markCentre, MARK_MAX_W, slipTop, SLIPS_PER_PAGE } from './carnet-slip-pdf.ts';
import { drawCutLine, drawStamp } from './marks.ts';
import { renderPdf } from './pdf-document.ts';
import { line, type Doc } from './pdf-text.ts';
import { PAGE_W } from './layout.ts';

const meta = (view: CarnetView, what: string) => ({ title: `${what} – ${view.cover.title}`, subject: 'Carnê de cobrança (sandbox)' });

export function renderCarnetPdf(view: CarnetView): Promise<Buffer> {
  return renderPdf(meta(view, 'Carnê'), (doc) => {
    doc.addPage({ size: 'A4', margin: 0 });
    drawCover(doc, view);
    for (let first = 0; first < view.slips.length; first += SLIPS_PER_PAGE) {
      drawSlipPage(doc, view, view.slips.slice(first, first + SLIPS_PER_PAGE));
    }
  });
}

export function renderCarnetCoverPdf(view: CarnetView): Promise<Buffer> {
  return renderPdf(meta(view, 'Capa do carnê'), (doc) => {
    doc.addPage({ size: 'A4', margin: 0 });
    drawCover(doc, view);
  });
}

function drawSlipPage(doc: Doc, view: CarnetView, slips: CarnetView['slips']): void {
  doc.addPage({ size: 'A4', margin: 0 });
  // A cut line between slips, and below the last one on a page left partly empty.
  const cuts = Array.from({ length: Math.min(slips.length, SLIPS_PER_PAGE - 1) }, (_, i) => slipTop(i + 1));
  for (const y of cuts) {
    drawCutLine(doc, [10, y], [PAGE_W - 10, y]);
    // Under the stub, whose foot is clear: a Bolix slip's Pix box reaches the bottom right corner.
    line(doc, 'Corte na linha pontilhada', 10, y - 7.5, PAGE_W - 20, { size: 5.5, color: '#555555' });
  }
  slips.forEach((slip, i) => drawSlip(doc, slip, slipTop(i), view.sandboxNotice));
  // Marks last: text extractors drop what follows diagonal text.
  slips.forEach((slip, i) => {
    if (slip.mark === null) return;
    const [cx, cy] = markCentre(slipTop(i));
    drawStamp(doc, slip.mark, cx, cy, MARK_MAX_W, 64);
  });
}

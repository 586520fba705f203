// The balance sheet ("boleto balancete") in the upper part of the PDF: title, then per section a
// shaded header and its tables on a 4-column grid, flowing onto extra pages when needed.
import type { BalanceSheet, BalanceSheetCell } from '../domain/balance-sheet.ts';
import { cellAlign, cellColor, layoutRow, GRID_COLUMNS, type PlacedCell } from './balance-sheet-layout.ts';
import { line, wrap, type Doc, type TextStyle } from './pdf-text.ts';
import { CONTENT_W, MARGIN_X, type Flow } from './layout.ts';

const CELL_SIZE = 7.5;
const CELL_LH = 9;
const PAD_X = 3;
const PAD_Y = 2.5;
const COL_W = CONTENT_W / GRID_COLUMNS;

function cellStyle(cell: BalanceSheetCell): TextStyle {
  return {
    font: cell.style === 'bold' ? 'Helvetica-Bold' : cell.style === 'italic' ? 'Helvetica-Oblique' : 'Helvetica',
    size: CELL_SIZE,
    color: cellColor(cell),
    underline: cell.style === 'underline',
    strike: cell.style === 'line-through',
  };
}

interface Prepared { placed: PlacedCell; lines: string[] }

function prepare(doc: Doc, placed: PlacedCell[]): { cells: Prepared[]; h: number } {
  const cells = placed.map((p) => ({
    placed: p,
    lines: p.cell === null || p.cell.text === '' ? [] : wrap(doc, p.cell.text, p.span * COL_W - 2 * PAD_X, cellStyle(p.cell)),
  }));
  const maxLines = Math.max(1, ...cells.map((c) => c.lines.length));
  return { cells, h: maxLines * CELL_LH + 2 * PAD_Y };
}

function drawLine(doc: Doc, cells: Prepared[], y: number, h: number): void {
  for (const { placed, lines } of cells) {
    const x = MARGIN_X + placed.col * COL_W;
    const w = placed.span * COL_W;
    doc.lineWidth(0.4).strokeColor('#b4b4b4').rect(x, y, w, h).stroke();
    if (placed.cell === null) continue;
    const style = cellStyle(placed.cell);
    lines.forEach((text, i) => line(doc, text, x + PAD_X, y + PAD_Y + 1 + i * CELL_LH, w - 2 * PAD_X, style, cellAlign(placed.cell!)));
  }
}

function sectionHeader(doc: Doc, text: string): { lines: string[]; h: number } {
  const lines = wrap(doc, text, CONTENT_W - 8, { font: 'Helvetica-Bold', size: 8 });
  return { lines, h: lines.length * 10 + 5 };
}

function drawSectionHeader(doc: Doc, header: { lines: string[]; h: number }, y: number): void {
  doc.rect(MARGIN_X, y, CONTENT_W, header.h).fillColor('#e6e6e6').fill();
  header.lines.forEach((text, i) => line(doc, text, MARGIN_X + 4, y + 3 + i * 10, CONTENT_W - 8, { font: 'Helvetica-Bold', size: 8 }));
}

export function drawBalanceSheet(doc: Doc, sheet: BalanceSheet, flow: Flow): void {
  const titleStyle: TextStyle = { font: 'Helvetica-Bold', size: 10 };
  const title = wrap(doc, sheet.title, CONTENT_W, titleStyle);
  flow.room(title.length * 12 + 4);
  title.forEach((text, i) => line(doc, text, MARGIN_X, flow.y + i * 12, CONTENT_W, titleStyle, 'center'));
  flow.y += title.length * 12 + 4;

  for (const section of sheet.body) {
    const header = sectionHeader(doc, section.header);
    const continued = sectionHeader(doc, `${section.header} (continuação)`);
    const lines = section.tables.map((table) => table.rows.flatMap((row) => layoutRow(row)).map((l) => prepare(doc, l)));
    const firstH = lines.flat()[0]?.h ?? 0;
    flow.room(header.h + firstH);
    drawSectionHeader(doc, header, flow.y);
    flow.y += header.h + 2;
    lines.forEach((table, t) => {
      if (t > 0) flow.y += 4;
      for (const { cells, h } of table) {
        if (flow.room(h)) {
          drawSectionHeader(doc, continued, flow.y);
          flow.y += continued.h + 2;
        }
        drawLine(doc, cells, flow.y, h);
        flow.y += h;
      }
    });
    flow.y += 8;
  }
}

// How a balance-sheet row becomes visual lines of a 4-column grid, shared by the PDF and the
// HTML page: cells are placed left to right by colspan; a cell that would pass column 4 starts a
// new line, and a short line is closed by an empty filler cell.
import type { BalanceSheetCell } from '../domain/balance-sheet.ts';

export const GRID_COLUMNS = 4;

export interface PlacedCell {
  /** null for the filler that completes a short line. */
  cell: BalanceSheetCell | null;
  col: number; // 0-based
  span: number;
}

export function layoutRow(row: BalanceSheetCell[]): PlacedCell[][] {
  const lines: PlacedCell[][] = [];
  let current: PlacedCell[] = [];
  let col = 0;
  const close = () => {
    if (col < GRID_COLUMNS) current.push({ cell: null, col, span: GRID_COLUMNS - col });
    lines.push(current);
    current = [];
    col = 0;
  };
  for (const cell of row) {
    const span = Math.min(GRID_COLUMNS, Math.max(1, Math.trunc(Number(cell.colspan)) || 1));
    if (col + span > GRID_COLUMNS) close();
    current.push({ cell, col, span });
    col += span;
  }
  if (current.length > 0 || lines.length === 0) close();
  return lines;
}

/** A safe CSS/PDF colour: the cell's when it is #rrggbb, else black. */
export function cellColor(cell: BalanceSheetCell): string {
  return /^#[0-9a-fA-F]{6}$/.test(cell.color) ? cell.color.toLowerCase() : '#000000';
}

export function cellAlign(cell: BalanceSheetCell): 'left' | 'center' | 'right' {
  return cell.align === 'center' || cell.align === 'right' ? cell.align : 'left';
}

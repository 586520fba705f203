// A reader of FEBRABAN CNAB 240 bank statements ("Extrato para Conciliação Bancária", layout 240
// v10, service 04), written from the layout's tables — positions 1-based and inclusive, as the
// manual prints them — and not from the sandbox's generator: a test reads the sandbox's files with
// it the way an ERP would.

/** Positions `from`–`to` (1-based, inclusive) of a line. */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);
const amount = (line: string, from: number, to: number) => {
  const digits = at(line, from, to);
  if (!/^\d+$/.test(digits)) throw new Error(`positions ${from}-${to} are not a number: ${JSON.stringify(digits)}`);
  return Number(digits);
};
/** DDMMAAAA → YYYY-MM-DD. */
const dateAt = (line: string, from: number) => {
  const text = at(line, from, from + 7);
  return `${text.slice(4, 8)}-${text.slice(2, 4)}-${text.slice(0, 2)}`;
};
/** A balance and its situation (D: the account owes), as signed cents. */
const signedBalance = (line: string, valueFrom: number, situationAt: number) => {
  const situation = at(line, situationAt, situationAt);
  if (situation !== 'C' && situation !== 'D') throw new Error(`balance situation ${JSON.stringify(situation)} at ${situationAt}`);
  const cents = amount(line, valueFrom, valueFrom + 17);
  return situation === 'D' ? -cents : cents;
};

export interface ReadEntry {
  sequence: number;
  segment: string;
  nature: string;
  accountingDate: string;
  entryDate: string;
  cents: number;
  kind: 'C' | 'D';
  category: number;
  history: string;
  document: string;
}

export interface ReadStatement {
  bank: string;
  fileKind: string;
  generatedOn: string;
  operation: string;
  service: string;
  batchLayout: string;
  account: number;
  currency: string;
  openingDate: string;
  openingCents: number;
  openingPosition: string;
  entries: ReadEntry[];
  closingDate: string;
  closingCents: number;
  closingPosition: string;
  batchRecords: number;
  debitSum: number;
  creditSum: number;
  fileBatches: number;
  fileRecords: number;
  lines: string[];
}

/** Reads a whole file; throws on any line that breaks the layout. */
export function readCnab240Statement(text: string): ReadStatement {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  lines.forEach((line, i) => {
    if (line.length !== 240) throw new Error(`line ${i + 1} has ${line.length} characters`);
    if (!/^[\x20-\x7e]*$/.test(line)) throw new Error(`line ${i + 1} is not printable ASCII`);
  });
  const types = lines.map((line) => at(line, 8, 8)).join('');
  if (!/^013*59$/.test(types)) throw new Error(`record types in the wrong order: ${types}`);
  const [fileHeader, batchHeader] = lines;
  const batchTrailer = lines[lines.length - 2];
  const fileTrailer = lines[lines.length - 1];
  const entries = lines.slice(2, -2).map((line): ReadEntry => {
    const kind = at(line, 169, 169);
    if (kind !== 'C' && kind !== 'D') throw new Error(`entry kind ${JSON.stringify(kind)}`);
    return {
      sequence: amount(line, 9, 13),
      segment: at(line, 14, 14),
      nature: at(line, 109, 111),
      accountingDate: dateAt(line, 135),
      entryDate: dateAt(line, 143),
      cents: amount(line, 151, 168),
      kind,
      category: amount(line, 170, 172),
      history: at(line, 177, 201).trimEnd(),
      document: at(line, 202, 240).trimEnd(),
    };
  });
  for (const line of lines) {
    if (at(line, 1, 3) !== at(fileHeader, 1, 3)) throw new Error('lines of different banks');
  }
  return {
    bank: at(fileHeader, 1, 3),
    fileKind: at(fileHeader, 143, 143),
    generatedOn: dateAt(fileHeader, 144),
    operation: at(batchHeader, 9, 9),
    service: at(batchHeader, 10, 11),
    batchLayout: at(batchHeader, 14, 16),
    account: amount(batchHeader, 59, 70),
    currency: at(batchHeader, 171, 173),
    openingDate: dateAt(batchHeader, 143),
    openingCents: signedBalance(batchHeader, 151, 169),
    openingPosition: at(batchHeader, 170, 170),
    entries,
    closingDate: dateAt(batchTrailer, 143),
    closingCents: signedBalance(batchTrailer, 151, 169),
    closingPosition: at(batchTrailer, 170, 170),
    batchRecords: amount(batchTrailer, 171, 176),
    debitSum: amount(batchTrailer, 177, 194),
    creditSum: amount(batchTrailer, 195, 212),
    fileBatches: amount(fileTrailer, 18, 23),
    fileRecords: amount(fileTrailer, 24, 29),
    lines,
  };
}

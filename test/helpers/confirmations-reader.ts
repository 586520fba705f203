// Reads a confirmations file ("Arquivo de Confirmações") as an integrator's system would: from
// the layout table of ../shared/reference/confirmations-file.md alone (positions counted from 1,
// as the table gives them), never from the server's generator. Throws on anything the layout
// does not allow, naming the line and the field.

/** [first position, last position, type, name] — the reference's table, row for row. */
const LAYOUT = [
  [1, 10, 'N', 'sequence'],
  [11, 30, 'N', 'account'],
  [31, 32, 'N', 'occurrence'],
  [33, 38, 'N', 'occurrenceDate'],
  [39, 58, 'N', 'chargeId'],
  [59, 71, 'N', 'value'],
  [72, 84, 'N', 'paidValue'],
  [85, 85, 'N', 'chargeType'],
  [86, 105, 'A', 'customId'],
  [106, 111, 'N', 'dueDate'],
  [112, 117, 'N', 'bankPaymentDate'],
  [118, 130, 'N', 'fee'],
] as const;

export interface ConfirmationLine {
  sequence: number;
  account: number;
  occurrence: string;
  /** YYYY-MM-DD, read from DDMMAA (20AA). */
  occurrenceDate: string;
  chargeId: number;
  /** Cents (two implied decimals). */
  value: number;
  paidValue: number;
  chargeType: '1' | '2';
  /** As the 20 positions hold it, trailing spaces included. */
  customIdField: string;
  dueDate: string;
  bankPaymentDate: string;
  fee: number;
  raw: string;
}

function fromDdmmaa(text: string, where: string): string {
  const [dd, mm, aa] = [text.slice(0, 2), text.slice(2, 4), text.slice(4, 6)];
  const iso = `20${aa}-${mm}-${dd}`;
  const probe = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(probe.getTime()) || probe.toISOString().slice(0, 10) !== iso) throw new Error(`${where}: ${text} is not a DDMMAA date`);
  return iso;
}

/** Splits the file at CRLF (the documented line end): each record followed by one, nothing else. */
export function readConfirmationsFile(text: string): ConfirmationLine[] {
  if (text === '') return [];
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  return lines.map((line, index) => {
    const where = `line ${index + 1}`;
    if (line.length !== 130) throw new Error(`${where}: ${line.length} characters, not 130`);
    if (!/^[\x20-\x7e]*$/.test(line)) throw new Error(`${where}: a character outside printable US-ASCII`);
    const fields: Record<string, string> = {};
    for (const [first, last, type, name] of LAYOUT) {
      const value = line.slice(first - 1, last);
      if (type === 'N' && !/^[0-9]+$/.test(value)) throw new Error(`${where}: ${name} (${first}–${last}) is not numeric: "${value}"`);
      fields[name] = value;
    }
    if (fields.chargeType !== '1' && fields.chargeType !== '2') throw new Error(`${where}: charge type ${fields.chargeType}`);
    return {
      sequence: Number(fields.sequence),
      account: Number(fields.account),
      occurrence: fields.occurrence,
      occurrenceDate: fromDdmmaa(fields.occurrenceDate, `${where} occurrence date`),
      chargeId: Number(fields.chargeId),
      value: Number(fields.value),
      paidValue: Number(fields.paidValue),
      chargeType: fields.chargeType,
      customIdField: fields.customId,
      dueDate: fromDdmmaa(fields.dueDate, `${where} due date`),
      bankPaymentDate: fromDdmmaa(fields.bankPaymentDate, `${where} bank payment date`),
      fee: Number(fields.fee),
      raw: line,
    };
  });
}

// How the dashboard reads a confirmations file to show it as a table: the layout the real service
// publishes (../shared/reference/confirmations-file.md; the server writes it in
// server/domain/confirmations-file.ts), field by field, positions counted from 1. A line that
// does not fit the layout is shown raw, marked, rather than half-read.

export interface ConfirmationRecord {
  sequence: number;
  account: string;
  occurrence: string;
  /** YYYY-MM-DD. */
  occurrenceDate: string;
  chargeId: number;
  /** Cents. */
  value: number;
  paidValue: number;
  /** '1' boleto, '2' carnê parcel. */
  chargeType: string;
  customId: string;
  dueDate: string;
  bankPaymentDate: string;
  fee: number;
  raw: string;
}

export type ReadLine = { ok: true; record: ConfirmationRecord } | { ok: false; raw: string };

export const RECORD_LENGTH = 130;

/** [first, last] positions of each field. */
const AT = {
  sequence: [1, 10],
  account: [11, 30],
  occurrence: [31, 32],
  occurrenceDate: [33, 38],
  chargeId: [39, 58],
  value: [59, 71],
  paidValue: [72, 84],
  chargeType: [85, 85],
  customId: [86, 105],
  dueDate: [106, 111],
  bankPaymentDate: [112, 117],
  fee: [118, 130],
} as const;

const field = (line: string, name: keyof typeof AT) => line.slice(AT[name][0] - 1, AT[name][1]);
const DIGITS = /^[0-9]+$/;

/** DDMMAA → YYYY-MM-DD (the sandbox's years are 20AA). */
const fromDdmmaa = (text: string) => `20${text.slice(4, 6)}-${text.slice(2, 4)}-${text.slice(0, 2)}`;

export function readLine(raw: string): ReadLine {
  if (raw.length !== RECORD_LENGTH) return { ok: false, raw };
  const numeric = (Object.keys(AT) as Array<keyof typeof AT>).filter((name) => name !== 'customId');
  if (!numeric.every((name) => DIGITS.test(field(raw, name)))) return { ok: false, raw };
  return {
    ok: true,
    record: {
      sequence: Number(field(raw, 'sequence')),
      account: field(raw, 'account').replace(/^0+(?=\d)/, ''),
      occurrence: field(raw, 'occurrence'),
      occurrenceDate: fromDdmmaa(field(raw, 'occurrenceDate')),
      chargeId: Number(field(raw, 'chargeId')),
      value: Number(field(raw, 'value')),
      paidValue: Number(field(raw, 'paidValue')),
      chargeType: field(raw, 'chargeType'),
      customId: field(raw, 'customId'),
      dueDate: fromDdmmaa(field(raw, 'dueDate')),
      bankPaymentDate: fromDdmmaa(field(raw, 'bankPaymentDate')),
      fee: Number(field(raw, 'fee')),
      raw,
    },
  };
}

/** The file's lines (CRLF, or LF from a file edited elsewhere); none for an empty file. */
export function readFile(text: string): ReadLine[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map(readLine);
}

// A FEBRABAN CNAB 240 bank statement ("Extrato para Conciliação Bancária", layout 240 v10, service
// 04): file header (record 0), one batch — batch header (1), one segment E per entry (3), batch
// trailer (5) — and the file trailer (9). Every line is exactly 240 characters. Pure: the entries
// and the balances come from app/statement.ts.
//
// Fields (1-based positions, inclusive) are written by `field`: numbers right-aligned and zero-filled,
// text upper-cased ASCII, left-aligned and space-filled, cut to the field's size.

import { ApiError } from './errors.ts';

/** Efí's COMPE code (Efí S.A. – Instituição de Pagamento). */
export const EFI_BANK_CODE = '364';
const BANK_NAME = 'EFI S.A.';
/** The batch header's layout version for service 04, and the file header's (FEBRABAN 240 v10). */
const BATCH_LAYOUT_VERSION = '033';
const FILE_LAYOUT_VERSION = '103';

export type EntryKind = 'C' | 'D';

export interface StatementEntry {
  kind: EntryKind;
  /** FEBRABAN's "categoria do lançamento": 105 fees, 103 reversals (debits); 202 collections, 209 transfers (credits). */
  category: number;
  /** The bank's own history code and its text (25 characters in the file). */
  historyCode: string;
  history: string;
  cents: number;
  /** The charge the entry is about: the "número do documento". */
  chargeId: number;
  /** The balance after this entry (the running balance a reader recomputes). */
  balanceAfter: number;
}

export interface StatementAccount {
  /** The account's number in the file (the sandbox's account id). */
  number: number;
  name: string;
}

export interface StatementInput {
  account: StatementAccount;
  /** The statement's day, YYYY-MM-DD. */
  day: string;
  /** When the file was generated (YYYY-MM-DD and HH:MM:SS on the account's clock). */
  generatedDay: string;
  generatedTime: string;
  /** The file's sequence number (the day's number since the account's first day, ≥ 1). */
  sequence: number;
  openingCents: number;
  entries: readonly StatementEntry[];
  /** The day is still going: its closing balance is partial (`P`), not final (`F`). */
  partial?: boolean;
}

export const LINE_LENGTH = 240;

const BRANCH = '00001';

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .toUpperCase();
}

const num = (value: number | string, size: number) => String(value).padStart(size, '0').slice(-size);
const txt = (value: string, size: number) => ascii(value).padEnd(size, ' ').slice(0, size);
const blank = (size: number) => ' '.repeat(size);
/** YYYY-MM-DD → DDMMAAAA. */
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;

/** Positions 18–72, the account, in every record but the file trailer. */
function accountBlock(account: StatementAccount): string {
  return (
    '0' + // 18 tipo de inscrição: not informed (the sandbox keeps no CNPJ of the account)
    num(0, 14) + // 19–32 número de inscrição
    txt(`SANDBOX${account.number}`, 20) + // 33–52 código do convênio no banco
    BRANCH + // 53–57 agência
    '0' + // 58 DV da agência
    num(account.number, 12) + // 59–70 conta
    '0' + // 71 DV da conta
    ' ' // 72 DV agência/conta
  );
}

/** Positions 18–102: the account and the company's name (the headers and the details). */
const companyBlock = (account: StatementAccount) => accountBlock(account) + txt(account.name, 30); // 73–102 nome da empresa

const money = (cents: number) => num(Math.abs(cents), 18);
const situation = (cents: number): EntryKind => (cents < 0 ? 'D' : 'C');

function checked(line: string): string {
  if (line.length !== LINE_LENGTH) throw new Error(`CNAB 240 line of ${line.length} characters`);
  return line;
}

function fileHeader(input: StatementInput): string {
  return checked(
    EFI_BANK_CODE + '0000' + '0' + blank(9) + companyBlock(input.account) +
      txt(BANK_NAME, 30) + // 103–132
      blank(10) + // 133–142
      '2' + // 143 código remessa/retorno: 2 = retorno (bank → client)
      ddmmyyyy(input.generatedDay) + // 144–151
      input.generatedTime.replaceAll(':', '') + // 152–157 HHMMSS
      num(input.sequence, 6) + // 158–163 NSA
      FILE_LAYOUT_VERSION + // 164–166
      num(0, 5) + // 167–171 densidade
      blank(20) + blank(20) + blank(29), // 172–191, 192–211, 212–240
  );
}

function batchHeader(input: StatementInput): string {
  return checked(
    EFI_BANK_CODE + '0001' + '1' +
      'E' + // 9 tipo de operação: extrato
      '04' + // 10–11 tipo de serviço: conciliação bancária
      '40' + // 12–13 forma de lançamento
      BATCH_LAYOUT_VERSION + // 14–16
      ' ' + // 17
      companyBlock(input.account) +
      blank(40) + // 103–142
      ddmmyyyy(input.day) + // 143–150 data do saldo inicial
      money(input.openingCents) + // 151–168
      situation(input.openingCents) + // 169
      'F' + // 170 posição: final (the day before's closing)
      'BRL' + // 171–173
      num(input.sequence, 5) + // 174–178 número sequencial do extrato
      blank(62), // 179–240
  );
}

function segmentE(input: StatementInput, entry: StatementEntry, index: number): string {
  return checked(
    EFI_BANK_CODE + '0001' + '3' +
      num(index + 1, 5) + // 9–13 nº sequencial do registro no lote
      'E' + // 14
      blank(3) + // 15–17
      companyBlock(input.account) +
      blank(6) + // 103–108
      'DPV' + // 109–111 natureza: disponível
      '00' + // 112–113 tipo do complemento: none
      blank(20) + // 114–133 complemento
      'N' + // 134 isenção de CPMF
      ddmmyyyy(input.day) + // 135–142 data contábil
      ddmmyyyy(input.day) + // 143–150 data do lançamento
      num(entry.cents, 18) + // 151–168
      entry.kind + // 169
      num(entry.category, 3) + // 170–172
      txt(entry.historyCode, 4) + // 173–176
      txt(entry.history, 25) + // 177–201
      txt(String(entry.chargeId), 39), // 202–240 número do documento
  );
}

function batchTrailer(input: StatementInput, closingCents: number, debits: number, credits: number): string {
  return checked(
    EFI_BANK_CODE + '0001' + '5' + blank(9) + accountBlock(input.account) +
      blank(16) + // 73–88
      num(0, 18) + // 89–106 saldo bloqueado acima de 24 h
      num(0, 18) + // 107–124 limite da conta
      num(0, 18) + // 125–142 saldo bloqueado até 24 h
      ddmmyyyy(input.day) + // 143–150 data do saldo final
      money(closingCents) + // 151–168
      situation(closingCents) + // 169
      (input.partial ? 'P' : 'F') + // 170 posição do saldo final
      num(input.entries.length + 2, 6) + // 171–176 registros do lote, its header and trailer included
      num(debits, 18) + // 177–194
      num(credits, 18) + // 195–212
      blank(28), // 213–240
  );
}

function fileTrailer(lineCount: number): string {
  return checked(
    EFI_BANK_CODE + '9999' + '9' + blank(9) +
      num(1, 6) + // 18–23 lotes
      num(lineCount, 6) + // 24–29 registros, file header and trailer included
      num(1, 6) + // 30–35 contas para conciliação
      blank(205),
  );
}

/**
 * A batch numbers its records in five digits (positions 9–13 of segment E), so one day's batch
 * holds 99,999 entries — 49,999 boleto payments, each a credit and its fee. `num` would wrap the
 * 100,000th to 00000 and hand a reader a file whose sequence repeats: refused instead.
 */
export const MAX_ENTRIES_PER_DAY = 99_999;

/** The day's statement: its lines, CRLF-terminated (the files banks deliver), ASCII. */
export function cnab240Statement(input: StatementInput): { text: string; closingCents: number; debits: number; credits: number } {
  if (input.entries.length > MAX_ENTRIES_PER_DAY) {
    throw new ApiError(
      'statementDayTooLarge',
      `O extrato de ${input.day} teria ${input.entries.length} lançamentos; um lote CNAB 240 numera até ${MAX_ENTRIES_PER_DAY} (posições 9–13 do segmento E).`,
    );
  }
  let debits = 0;
  let credits = 0;
  for (const entry of input.entries) {
    if (entry.kind === 'D') debits += entry.cents;
    else credits += entry.cents;
  }
  const closingCents = input.openingCents + credits - debits;
  const lines = [fileHeader(input), batchHeader(input), ...input.entries.map((entry, i) => segmentE(input, entry, i)), batchTrailer(input, closingCents, debits, credits)];
  lines.push(fileTrailer(lines.length + 1));
  return { text: lines.join('\r\n') + '\r\n', closingCents, debits, credits };
}

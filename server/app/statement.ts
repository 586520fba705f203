// CNAB 240 statements of an account's virtual days (issue 26 §4): the API Extratos routes
// (http/extratos/) and the control API's GET /sandbox/v1/statement read them from here. A file is
// not stored: it is computed from the charges' history each time, so it is always what the API
// says of the same day (domain/statement.ts says which lines move money).
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { Db } from '../store/db.ts';
import { createStatementRepo, type ScheduleRow } from '../store/statement-repo.ts';
import { settingsOf } from './settings.ts';
import { formatDate, formatTimestamp } from '../domain/clock.ts';
import { addDays, daysBetween, isIsoDate } from '../domain/dates.ts';
import { cnab240Statement, type StatementEntry } from '../domain/cnab240.ts';
import { MONEY_MESSAGES, PARTIAL_REFUND_PREFIX, statementOfDay } from '../domain/statement.ts';
import { ApiError } from '../domain/errors.ts';

// Prepared on first use, not at start (cold start): most servers never produce a statement.
const repos = new WeakMap<Db, ReturnType<typeof createStatementRepo>>();
function repoOf(ctx: AppContext) {
  let repo = repos.get(ctx.store.db);
  if (!repo) repos.set(ctx.store.db, (repo = createStatementRepo(ctx.store.db, MONEY_MESSAGES, PARTIAL_REFUND_PREFIX)));
  return repo;
}

/** The fee debited for each boleto paid (by barcode or by its Pix code), in cents: the account's `boleto_fee` setting, as in the confirmations file. */
export function boletoFeeOf(account: AccountRow): number {
  return settingsOf(account).boleto_fee;
}

/** How many days back the API's list of files reaches (a clock walked years ahead lists no more). */
export const LISTED_DAYS = 366;

const FILE_NAME = /^extrato_cnab240_(\d{4})(\d{2})(\d{2})\.ret$/;
export const fileNameOf = (day: string) => `extrato_cnab240_${day.replaceAll('-', '')}.ret`;
export function dayOfFileName(name: string): string | null {
  const match = FILE_NAME.exec(name);
  const day = match && `${match[1]}-${match[2]}-${match[3]}`;
  return day && isIsoDate(day) ? day : null;
}

/** The account's first day on its own clock: its statements start there. */
function firstDayOf(account: AccountRow): string {
  return formatDate(account.created_at_ms);
}

export interface Statement {
  day: string;
  name: string;
  text: string;
  /** Whether the day is still going on the account's clock (its balances are then partial: `P`). */
  partial: boolean;
  openingCents: number;
  closingCents: number;
  debitCents: number;
  creditCents: number;
  entries: StatementEntry[];
}

/** The statement of `day` (YYYY-MM-DD, checked by the caller), at most today on the account's clock. */
export function statementOf(ctx: AppContext, account: AccountRow, day: string): Statement {
  const nowMs = accountNow(ctx, account);
  const today = formatDate(nowMs);
  if (daysBetween(today, day) > 0) throw new ApiError('statementDayInFuture', `O dia ${day} ainda não chegou no relógio da conta (hoje é ${today}).`);
  const lines = repoOf(ctx).moneyLinesBefore(account.id, addDays(day, 1));
  const { openingCents, entries } = statementOfDay(lines, day, boletoFeeOf(account));
  const [generatedDay, generatedTime] = formatTimestamp(nowMs).split(' ');
  const sequence = Math.max(1, daysBetween(firstDayOf(account), day) + 1);
  const partial = day === today;
  const file = cnab240Statement({ account: { number: account.id, name: account.name }, day, generatedDay, generatedTime, sequence, openingCents, entries, partial });
  return { day, name: fileNameOf(day), text: file.text, partial, openingCents, closingCents: file.closingCents, debitCents: file.debits, creditCents: file.credits, entries };
}

/** GET /v1/extrato-cnab/arquivos: one file per closed day, newest first (see LISTED_DAYS). */
export function statementFiles(ctx: AppContext, account: AccountRow): Array<{ nome: string; data_geracao: string }> {
  const yesterday = addDays(formatDate(accountNow(ctx, account)), -1);
  const first = firstDayOf(account);
  const files = [];
  for (let day = yesterday, n = 0; daysBetween(first, day) >= 0 && n < LISTED_DAYS; day = addDays(day, -1), n++) {
    // Generated as the day closes: the first instant of the next, Brasília time.
    files.push({ nome: fileNameOf(day), data_geracao: `${addDays(day, 1)}T00:00:00-03:00` });
  }
  return files;
}

/** GET /v1/extrato-cnab/download/:nome_arquivo: a closed day's file, by the name the list gives. */
export function statementFileNamed(ctx: AppContext, account: AccountRow, name: string): Statement {
  const day = dayOfFileName(name);
  const today = formatDate(accountNow(ctx, account));
  if (!day || daysBetween(firstDayOf(account), day) < 0 || daysBetween(today, day) >= 0) {
    throw new ApiError('statementFileNotFound', `Arquivo ${JSON.stringify(name.slice(0, 64))} não encontrado: os nomes são os de GET /v1/extrato-cnab/arquivos.`);
  }
  return statementOf(ctx, account, day);
}

export interface ScheduleInput {
  periodicidade: string;
  envia_email: boolean;
  comprimir_arquivos: boolean;
  status?: string;
}

export interface ScheduleView {
  identificador: string;
  status: string;
  periodicidade: string;
  envia_email: boolean;
  comprimir_arquivos: boolean;
  data_criacao: string;
}

const viewOf = (row: ScheduleRow): ScheduleView => ({
  identificador: row.identificador,
  status: row.status,
  periodicidade: row.periodicidade,
  envia_email: row.envia_email === 1,
  comprimir_arquivos: row.comprimir_arquivos === 1,
  data_criacao: row.data_criacao,
});

/** How many recurrences an account may keep (every input is bounded). */
export const MAX_SCHEDULES = 20;

export function listSchedules(ctx: AppContext, account: AccountRow): ScheduleView[] {
  return repoOf(ctx).schedules(account.id).map(viewOf);
}

export function createSchedule(ctx: AppContext, account: AccountRow, input: ScheduleInput): ScheduleView {
  return ctx.store.transaction(() => {
    const repo = repoOf(ctx);
    if (repo.schedules(account.id).length >= MAX_SCHEDULES) throw new ApiError('statementSchedulesFull', `Uma conta do sandbox mantém no máximo ${MAX_SCHEDULES} agendamentos.`);
    const row: ScheduleRow = {
      identificador: randomUUID(),
      periodicidade: input.periodicidade,
      status: input.status ?? 'ativo',
      envia_email: input.envia_email ? 1 : 0,
      comprimir_arquivos: input.comprimir_arquivos ? 1 : 0,
      data_criacao: formatTimestamp(accountNow(ctx, account)),
    };
    repo.insertSchedule(account.id, row);
    return viewOf(row);
  });
}

export function updateSchedule(ctx: AppContext, account: AccountRow, identificador: string, changes: Partial<ScheduleInput>): ScheduleView {
  return ctx.store.transaction(() => {
    const repo = repoOf(ctx);
    const found = repo.schedule(account.id, identificador);
    if (!found) throw new ApiError('statementScheduleNotFound', 'Agendamento não encontrado nesta conta.');
    const row: ScheduleRow = {
      ...found,
      periodicidade: changes.periodicidade ?? found.periodicidade,
      status: changes.status ?? found.status,
      envia_email: changes.envia_email === undefined ? found.envia_email : changes.envia_email ? 1 : 0,
      comprimir_arquivos: changes.comprimir_arquivos === undefined ? found.comprimir_arquivos : changes.comprimir_arquivos ? 1 : 0,
    };
    repo.updateSchedule(account.id, row);
    return viewOf(row);
  });
}

/**
 * POST /v1/extrato-cnab/gerar-chaves: the key pair of the SFTP access the real service delivers
 * its files through. The sandbox keeps neither key and serves no SFTP: the pair is only what a
 * client's code receives and stores (docs/fidelity.md).
 */
export function generateSftpKeys(): { chave_publica: string; chave_privada: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { chave_publica: publicKey, chave_privada: privateKey };
}

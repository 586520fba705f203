// The rules between the rows of a snapshot file (docs/admin-api.md, "A snapshot file is
// checked"): every id unique, every reference inside the file, every notification token owned by
// one object (a carnê's or a subscription's shared with its charges), and each record in a state
// the engine itself could have left it in. Each row was already checked alone against its table's
// schema (http/schemas/snapshot-rows.ts); what is left is what no row can know by itself. Pure:
// the first problem is returned with the JSON pointer of the cell that causes it.
import { chargeStatuses, computeTotal } from './charge.ts';
import { carnetStatuses, parcelValues } from './carnet.ts';
import { subscriptionStatuses } from './subscription.ts';
import { parseBarcode, parseFreeField, parseTypedLine } from './boleto/index.ts';
import { checkChargeRecord } from './snapshot-records.ts';

/**
 * A row as the file gives it, JSON cells parsed. Its table's JSON Schema has already checked every
 * cell, so the checks below read columns by name with the types that schema guarantees rather
 * than declaring each table's shape a second time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- cells typed by the row schemas (see above)
export type SnapshotFileRow = Record<string, any>;

/** A table of the file: its declared columns, and its rows as objects. */
export interface SnapshotTable {
  columns: readonly string[];
  rows: ReadonlyArray<SnapshotFileRow>;
}
export type SnapshotTables = Readonly<Record<string, SnapshotTable>>;

export interface SnapshotProblem {
  pointer: string;
  message: string;
}

/** Thrown inside the checks; caught once by checkSnapshotIntegrity. */
class Problem extends Error {
  constructor(readonly problem: SnapshotProblem) {
    super(problem.message);
  }
}

const EMPTY: SnapshotTable = { columns: [], rows: [] };

export function pointerTo(tables: SnapshotTables, table: string, index: number, column?: string): string {
  const at = column === undefined ? -1 : (tables[table] ?? EMPTY).columns.indexOf(column);
  return `/tables/${table}/rows/${index}${at >= 0 ? `/${at}` : ''}`;
}

export type Fail = (table: string, index: number, column: string | undefined, message: string) => never;

function failer(tables: SnapshotTables): Fail {
  return (table, index, column, message) => {
    throw new Problem({ pointer: pointerTo(tables, table, index, column), message });
  };
}

/** Rows by a key, refusing a second row with the same key. */
function indexBy(tables: SnapshotTables, fail: Fail, table: string, key: (row: SnapshotFileRow) => unknown, column: string, what: string) {
  const found = new Map<unknown, { row: SnapshotFileRow; index: number }>();
  (tables[table] ?? EMPTY).rows.forEach((row, index) => {
    const value = key(row);
    if (value === null || value === undefined) return;
    if (found.has(value)) fail(table, index, column, `${what} ${JSON.stringify(value)} aparece em mais de uma linha (a primeira é a linha ${found.get(value)!.index}).`);
    found.set(value, { row, index });
  });
  return found;
}

function rowsOf(tables: SnapshotTables, table: string) {
  return (tables[table] ?? EMPTY).rows;
}

const statusesByType: Record<string, readonly string[]> = {
  charge: chargeStatuses,
  carnet_charge: chargeStatuses,
  subscription_charge: chargeStatuses,
  carnet: carnetStatuses,
  subscription: subscriptionStatuses,
};

/** What an event of each type names, and where each id must lead. */
const identifierKeys: Record<string, readonly string[]> = {
  charge: ['charge_id'],
  carnet: ['carnet_id'],
  carnet_charge: ['carnet_id', 'charge_id'],
  subscription: ['subscription_id'],
  subscription_charge: ['subscription_id', 'charge_id'],
};

export function checkSnapshotIntegrity(tables: SnapshotTables): SnapshotProblem | null {
  try {
    checkAll(tables, failer(tables));
    return null;
  } catch (error) {
    if (error instanceof Problem) return error.problem;
    throw error;
  }
}

function checkAll(tables: SnapshotTables, fail: Fail): void {
  const plans = indexBy(tables, fail, 'plans', (row) => row.id, 'id', 'O id');
  const subscriptions = indexBy(tables, fail, 'subscriptions', (row) => row.id, 'id', 'O id');
  const carnets = indexBy(tables, fail, 'carnets', (row) => row.id, 'id', 'O id');
  const charges = indexBy(tables, fail, 'charges', (row) => row.id, 'id', 'O id');
  const deliveries = indexBy(tables, fail, 'deliveries', (row) => row.id, 'id', 'O id');
  indexBy(tables, fail, 'emails', (row) => row.id, 'id', 'O id');
  indexBy(tables, fail, 'payment_tokens', (row) => row.token, 'token', 'O token');
  indexBy(tables, fail, 'carnets', (row) => row.code, 'code', 'O código');
  indexBy(tables, fail, 'charges', (row) => row.billet_code, 'billet_code', 'O código');
  indexBy(tables, fail, 'charges', (row) => row.link_code, 'link_code', 'O código');
  for (const [table, owner] of [['charge_history', 'charge_id'], ['carnet_history', 'carnet_id'], ['subscription_history', 'subscription_id']] as const) {
    indexBy(tables, fail, table, (row) => `${row[owner]}:${row.line}`, 'line', 'A linha de histórico');
  }

  // Who owns each notification token: one charge, or one carnê or subscription and its charges.
  const tokenOwner = new Map<string, string>();
  const claim = (token: string, owner: string, table: string, index: number) => {
    const current = tokenOwner.get(token);
    if (current !== undefined && current !== owner) fail(table, index, 'notification_token', `O token de notificação já é de ${current}: cada cobrança, carnê ou assinatura tem o seu.`);
    tokenOwner.set(token, owner);
  };
  rowsOf(tables, 'carnets').forEach((row, index) => claim(row.notification_token, `o carnê ${row.id}`, 'carnets', index));
  rowsOf(tables, 'subscriptions').forEach((row, index) => {
    if (!plans.has(row.plan_id)) fail('subscriptions', index, 'plan_id', `O plano ${row.plan_id} não está no arquivo.`);
    claim(row.notification_token, `a assinatura ${row.id}`, 'subscriptions', index);
    checkSubscription(fail, index, row, plans.get(row.plan_id)!.row);
  });

  const parcels = new Map<string, number>();
  rowsOf(tables, 'charges').forEach((row, index) => {
    const carnet = row.carnet_id === null || row.carnet_id === undefined ? null : carnets.get(row.carnet_id);
    const subscription = row.subscription_id === null || row.subscription_id === undefined ? null : subscriptions.get(row.subscription_id);
    if (carnet === undefined) fail('charges', index, 'carnet_id', `O carnê ${row.carnet_id} não está no arquivo.`);
    if (subscription === undefined) fail('charges', index, 'subscription_id', `A assinatura ${row.subscription_id} não está no arquivo.`);
    if (carnet && subscription) fail('charges', index, 'subscription_id', 'Uma cobrança é de um carnê ou de uma assinatura, não dos dois.');
    const parent = carnet ? { ...carnet, key: 'carnet_id' } : subscription ? { ...subscription, key: 'subscription_id' } : null;
    if (parent) {
      if (row.parcel === null || row.parcel === undefined) fail('charges', index, 'parcel', 'A cobrança de um carnê ou de uma assinatura precisa do número da parcela.');
      const key = `${parent.key}:${row[parent.key]}:${row.parcel}`;
      if (parcels.has(key)) fail('charges', index, 'parcel', `A parcela ${row.parcel} aparece em mais de uma cobrança (a primeira é a linha ${parcels.get(key)}).`);
      parcels.set(key, index);
      if (row.notification_token !== parent.row.notification_token) {
        fail('charges', index, 'notification_token', 'A cobrança de um carnê ou de uma assinatura usa o token de notificação dele.');
      }
    } else {
      if (row.parcel !== null && row.parcel !== undefined) fail('charges', index, 'parcel', 'Só cobranças de carnês e assinaturas têm número de parcela.');
      claim(row.notification_token, `a cobrança ${row.id}`, 'charges', index);
    }
    if (carnet) checkParcel(fail, index, row, carnet.row);
    if (subscription) checkSubscriptionCharge(fail, index, row, subscription.row);
    if (!carnet && row.total !== computeTotal(row.items, row.shippings ?? [])) {
      fail('charges', index, 'total', `O total (${row.total}) não é a soma dos itens e fretes (${computeTotal(row.items, row.shippings ?? [])}).`);
    }
    checkChargeRecord(fail, index, row, carnet ? 'carnet' : subscription ? 'subscription' : null);
    if (row.billet) checkBoletoNumbers(fail, index, row);
    checkConfirmation(fail, index, row);
  });
  rowsOf(tables, 'carnets').forEach((row, index) => {
    for (let parcel = 1; parcel <= row.repeats; parcel++) {
      if (!parcels.has(`carnet_id:${row.id}:${parcel}`)) fail('carnets', index, 'repeats', `O carnê tem ${row.repeats} parcelas, e a parcela ${parcel} não está no arquivo.`);
    }
  });

  const owners = { charges, carnets, subscriptions };
  checkHistories(tables, fail, owners);
  const events = checkEvents(tables, fail, tokenOwner, owners);
  checkDeliveries(tables, fail, tokenOwner, events, charges);
  rowsOf(tables, 'token_fetches').forEach((row, index) => {
    if (!tokenOwner.has(row.token)) fail('token_fetches', index, 'token', 'O token não é de nenhuma cobrança, carnê ou assinatura do arquivo.');
  });
  rowsOf(tables, 'emails').forEach((row, index) => {
    if (row.charge_id !== null && row.charge_id !== undefined && !charges.has(row.charge_id)) fail('emails', index, 'charge_id', `A cobrança ${row.charge_id} não está no arquivo.`);
  });
  checkJobs(tables, fail, { charges, subscriptions, deliveries });
  checkPixLocations(tables, fail, charges);
  // API Extratos' recurrences: their identificador is their key within the account.
  indexBy(tables, fail, 'statement_schedules', (row) => row.identificador, 'identificador', 'O identificador do agendamento');
  checkAwaitingConfirmations(tables, fail, charges);
}

/** Largest amount the confirmations file's 13-digit money fields hold (domain/confirmations-file.ts). */
const FILE_MONEY_LIMIT = 9_999_999_999_999;

/**
 * A confirmed payment (`confirmed_at`, `confirmed_on`) is one of a `paid` charge with what the
 * confirmations file prints of it: the amount paid (within the file's 13 digits, for a boleto) and
 * the day the bank received it.
 */
function checkConfirmation(fail: Fail, index: number, row: SnapshotFileRow): void {
  const confirmed = (row.confirmed_at ?? null) !== null || (row.confirmed_on ?? null) !== null;
  if (!confirmed) return;
  if (row.status !== 'paid' && row.status !== 'contested' && row.status !== 'refunded') fail('charges', index, 'confirmed_at', `Uma cobrança [${row.status}] não tem pagamento confirmado.`);
  if ((row.paid_value ?? null) === null) fail('charges', index, 'paid_value', 'Um pagamento confirmado tem o valor pago.');
  if ((row.received_by_bank_at ?? null) === null) fail('charges', index, 'received_by_bank_at', 'Um pagamento confirmado tem o dia em que foi feito.');
  if (row.billet && row.paid_value > FILE_MONEY_LIMIT) fail('charges', index, 'paid_value', 'O valor pago de um boleto cabe em 13 dígitos.');
  // Two records of one day (migrations 022 and 023): the dashboard shows one, the confirmations file lists by the other.
  if (row.confirmed_on && row.confirmed_at && String(row.confirmed_at).slice(0, 10) !== row.confirmed_on) fail('charges', index, 'confirmed_on', 'O dia da confirmação é o de confirmed_at.');
}

/** A bank payment awaiting confirmation: one per boleto of the file, confirmed after it was made. */
function checkAwaitingConfirmations(tables: SnapshotTables, fail: Fail, charges: Indexed): void {
  indexBy(tables, fail, 'awaiting_confirmations', (row) => row.charge_id, 'charge_id', 'O pagamento aguardando confirmação da cobrança');
  const confirmJobs = new Set(rowsOf(tables, 'scheduled_jobs').filter((job) => job.kind === 'charge.confirm').map((job) => job.subject_id));
  const awaiting = new Set(rowsOf(tables, 'awaiting_confirmations').map((row) => row.charge_id));
  rowsOf(tables, 'awaiting_confirmations').forEach((row, index) => {
    const charge = charges.get(row.charge_id);
    if (!charge) fail('awaiting_confirmations', index, 'charge_id', `A cobrança ${row.charge_id} não está no arquivo.`);
    if (!charge.row.billet) fail('awaiting_confirmations', index, 'charge_id', 'Só o pagamento de um boleto aguarda a confirmação do banco.');
    if (row.confirms_on <= row.received_by_bank_at) fail('awaiting_confirmations', index, 'confirms_on', 'O banco confirma um pagamento depois do dia em que ele foi feito.');
    // What the confirmation job can move to `paid` (app/bank-confirmation.ts); without its job the
    // charge would refuse every payment, settle and new due date for good.
    if (!AWAITING_STATUSES.has(charge.row.status)) fail('awaiting_confirmations', index, 'charge_id', `Uma cobrança [${charge.row.status}] não aguarda confirmação de pagamento.`);
    if (!confirmJobs.has(row.charge_id)) fail('awaiting_confirmations', index, 'charge_id', 'O pagamento aguardando confirmação precisa da tarefa que o confirma (charge.confirm).');
  });
  rowsOf(tables, 'charges').forEach((row, index) => {
    if (row.status === 'identified' && !awaiting.has(row.id)) fail('charges', index, 'status', 'Uma cobrança [identified] tem um pagamento aguardando confirmação.');
  });
}

/** The statuses a boleto paid at the bank can wait for its confirmation in. */
const AWAITING_STATUSES = new Set(['waiting', 'unpaid', 'canceled', 'identified']);

/**
 * A Bolix's Pix locations: each of a boleto of the file, unique (location and txid), at most one
 * active per charge, replaced no earlier than made.
 */
function checkPixLocations(tables: SnapshotTables, fail: Fail, charges: Indexed): void {
  indexBy(tables, fail, 'pix_locations', (row) => row.location, 'location', 'A location');
  indexBy(tables, fail, 'pix_locations', (row) => row.txid, 'txid', 'O txid');
  indexBy(tables, fail, 'pix_locations', (row) => (row.replaced_at_ms ?? null) === null ? row.charge_id : null, 'charge_id', 'A location ativa da cobrança');
  rowsOf(tables, 'pix_locations').forEach((row, index) => {
    const charge = charges.get(row.charge_id);
    if (!charge) fail('pix_locations', index, 'charge_id', `A cobrança ${row.charge_id} não está no arquivo.`);
    if (!charge.row.billet) fail('pix_locations', index, 'charge_id', 'Só o boleto de uma cobrança tem location do Pix.');
    if ((row.replaced_at_ms ?? null) !== null && row.replaced_at_ms < row.created_at_ms) {
      fail('pix_locations', index, 'replaced_at_ms', 'Uma location é substituída depois de criada.');
    }
  });
}

type Indexed = Map<unknown, { row: SnapshotFileRow; index: number }>;

function checkHistories(tables: SnapshotTables, fail: Fail, owners: { charges: Indexed; carnets: Indexed; subscriptions: Indexed }): void {
  const histories = [
    ['charge_history', 'charge_id', owners.charges, 'A cobrança'],
    ['carnet_history', 'carnet_id', owners.carnets, 'O carnê'],
    ['subscription_history', 'subscription_id', owners.subscriptions, 'A assinatura'],
  ] as const;
  for (const [table, column, found, what] of histories) {
    rowsOf(tables, table).forEach((row, index) => {
      if (!found.has(row[column])) fail(table, index, column, `${what} ${row[column]} não está no arquivo.`);
    });
  }
}

/** Events: under a token of the file, naming its owner, numbered 1, 2, 3… per token as the engine numbers them. */
function checkEvents(tables: SnapshotTables, fail: Fail, tokenOwner: Map<string, string>, owners: { charges: Indexed; carnets: Indexed; subscriptions: Indexed }) {
  const events = new Map<string, SnapshotFileRow>();
  const lastSeq = new Map<string, number>();
  const tokens = { charge_id: owners.charges, carnet_id: owners.carnets, subscription_id: owners.subscriptions };
  rowsOf(tables, 'notification_events').forEach((row, index) => {
    if (!tokenOwner.has(row.token)) fail('notification_events', index, 'token', 'O token não é de nenhuma cobrança, carnê ou assinatura do arquivo.');
    const key = `${row.token}:${row.seq}`;
    if (events.has(key)) fail('notification_events', index, 'seq', `O evento ${row.seq} do token aparece em mais de uma linha.`);
    events.set(key, row);
    lastSeq.set(row.token, Math.max(lastSeq.get(row.token) ?? 0, row.seq));
    const vocabulary = statusesByType[row.type];
    if (!vocabulary.includes(row.status_current)) fail('notification_events', index, 'status_current', `Um evento ${row.type} tem status ${vocabulary.join(', ')}.`);
    if (row.status_previous !== null && row.status_previous !== undefined && !vocabulary.includes(row.status_previous)) {
      fail('notification_events', index, 'status_previous', `Um evento ${row.type} tem status ${vocabulary.join(', ')}.`);
    }
    const keys = identifierKeys[row.type];
    const named = Object.keys(row.identifiers);
    if (named.length !== keys.length || !keys.every((key) => named.includes(key))) {
      fail('notification_events', index, 'identifiers', `Um evento ${row.type} identifica ${keys.join(' e ')}.`);
    }
    for (const key of keys as Array<keyof typeof tokens>) {
      const owner = tokens[key].get(row.identifiers[key]);
      if (!owner || owner.row.notification_token !== row.token) {
        fail('notification_events', index, 'identifiers', `O ${key} ${row.identifiers[key]} não está no arquivo com este token.`);
      }
    }
    const paid = row.status_current === 'paid' && row.type !== 'carnet' && row.type !== 'subscription';
    if (paid && (row.value === null || row.value === undefined || row.received_by_bank_at === null || row.received_by_bank_at === undefined)) {
      fail('notification_events', index, 'value', 'Um evento de pagamento traz o valor pago e a data em que o banco o recebeu.');
    }
  });
  // Every object has its creation event, and a token's events are numbered without gaps: the
  // engine appends seq = last + 1 under the token.
  for (const [token, owner] of tokenOwner) {
    const last = lastSeq.get(token) ?? 0;
    if (last === 0) {
      const [table, index] = locateOwner(tables, token);
      fail(table, index, 'notification_token', `${owner[0].toUpperCase()}${owner.slice(1)} não tem nenhum evento de notificação no arquivo (toda criação tem um).`);
    }
    for (let seq = 1; seq <= last; seq++) {
      if (!events.has(`${token}:${seq}`)) {
        const index = rowsOf(tables, 'notification_events').findIndex((row) => row.token === token && row.seq === last);
        fail('notification_events', index, 'seq', `Os eventos do token são numerados 1, 2, 3…: falta o ${seq}.`);
      }
    }
  }
  return events;
}

function locateOwner(tables: SnapshotTables, token: string): [string, number] {
  for (const table of ['carnets', 'subscriptions', 'charges']) {
    const index = rowsOf(tables, table).findIndex((row) => row.notification_token === token);
    if (index >= 0) return [table, index];
  }
  return ['charges', 0];
}

function checkDeliveries(tables: SnapshotTables, fail: Fail, tokenOwner: Map<string, string>, events: Map<string, SnapshotFileRow>, charges: Indexed): void {
  const deliveryIds = new Set(rowsOf(tables, 'deliveries').map((row) => row.id));
  rowsOf(tables, 'deliveries').forEach((row, index) => {
    if (!tokenOwner.has(row.token)) fail('deliveries', index, 'token', 'O token não é de nenhuma cobrança, carnê ou assinatura do arquivo.');
    if (!events.has(`${row.token}:${row.event_seq}`)) fail('deliveries', index, 'event_seq', `O evento ${row.event_seq} do token não está no arquivo.`);
    const chargeId = row.charge_id ?? null;
    if (chargeId !== null && (!charges.has(chargeId) || charges.get(chargeId)!.row.notification_token !== row.token)) {
      fail('deliveries', index, 'charge_id', `A cobrança ${chargeId} não está no arquivo com este token.`);
    }
  });
  rowsOf(tables, 'delivery_attempts').forEach((row, index) => {
    if (!deliveryIds.has(row.delivery_id)) fail('delivery_attempts', index, 'delivery_id', `A entrega ${row.delivery_id} não está no arquivo.`);
    // The engine keeps an attempt's request whole or not at all (store/deliveries-repo.ts).
    if ((row.request_headers == null) !== (row.request_body == null)) {
      fail('delivery_attempts', index, 'request_body', 'Os cabeçalhos e o corpo da requisição de uma tentativa vêm juntos: os dois, ou nenhum.');
    }
  });
}

/** What each kind of job acts on (app/jobs.ts), and what that object must have for the job to run. */
export const JOB_SUBJECTS: Record<string, { table: 'charges' | 'subscriptions' | 'deliveries'; what: string; needs?: string; refusal?: string }> = {
  'notification.deliver': { table: 'deliveries', what: 'A entrega' },
  'charge.overdue': { table: 'charges', what: 'A cobrança', needs: 'billet', refusal: 'Só uma cobrança com boleto vence.' },
  'charge.confirm': { table: 'charges', what: 'A cobrança', needs: 'billet', refusal: 'Só o pagamento de um boleto aguarda a confirmação do banco.' },
  'card.capture': { table: 'charges', what: 'A cobrança', needs: 'card', refusal: 'Só uma cobrança por cartão é capturada.' },
  'link.expire': { table: 'charges', what: 'A cobrança', needs: 'link', refusal: 'Só uma cobrança com link de pagamento expira.' },
  'subscription.execute': { table: 'subscriptions', what: 'A assinatura', needs: 'payment', refusal: 'Só uma assinatura com forma de pagamento é renovada.' },
};

/** A job's subject is an object of the file that the job's kind can act on (the kind itself is one the runner knows). */
function checkJobs(tables: SnapshotTables, fail: Fail, found: { charges: Indexed; subscriptions: Indexed; deliveries: Indexed }): void {
  rowsOf(tables, 'scheduled_jobs').forEach((row, index) => {
    const rule = JOB_SUBJECTS[row.kind];
    if (!rule) fail('scheduled_jobs', index, 'kind', `O sandbox não conhece tarefas do tipo ${JSON.stringify(row.kind)}.`);
    const subject = found[rule.table].get(row.subject_id);
    if (!subject) fail('scheduled_jobs', index, 'subject_id', `${rule.what} ${row.subject_id} não está no arquivo.`);
    if (rule.needs && !subject.row[rule.needs]) fail('scheduled_jobs', index, 'subject_id', rule.refusal!);
  });
}

function checkSubscription(fail: Fail, index: number, row: SnapshotFileRow, plan: SnapshotFileRow): void {
  if (row.value !== computeTotal(row.items, row.shippings ?? [])) fail('subscriptions', index, 'value', 'O valor não é a soma dos itens e fretes.');
  const method = row.payment_method ?? null;
  const payment = row.payment ?? null;
  if ((method === null) !== (payment === null) || (payment && payment.method !== method)) {
    fail('subscriptions', index, 'payment', 'A forma de pagamento e o que ela guarda vêm juntas, e são a mesma.');
  }
  if ((payment === null) !== ((row.first_execution ?? null) === null)) fail('subscriptions', index, 'first_execution', 'A primeira execução é o dia em que a forma de pagamento foi escolhida.');
  const started = row.status === 'active' || row.status === 'new_charge' || row.status === 'expired';
  if (row.status === 'new' && payment !== null) fail('subscriptions', index, 'status', 'Uma assinatura [new] ainda não tem forma de pagamento.');
  if (started && payment === null) fail('subscriptions', index, 'status', `Uma assinatura [${row.status}] tem forma de pagamento.`);
  const occurrences = row.occurrences ?? 0;
  if (payment === null && occurrences > 0) fail('subscriptions', index, 'occurrences', 'Sem forma de pagamento, nenhuma cobrança foi gerada.');
  if (plan.repeats !== null && plan.repeats !== undefined && occurrences > plan.repeats) fail('subscriptions', index, 'occurrences', `O plano tem ${plan.repeats} cobranças.`);
}

function checkSubscriptionCharge(fail: Fail, index: number, row: SnapshotFileRow, subscription: SnapshotFileRow): void {
  if (row.parcel > (subscription.occurrences ?? 0)) fail('charges', index, 'parcel', `A assinatura gerou ${subscription.occurrences ?? 0} cobranças.`);
  if (subscription.payment && row.payment_method !== null && row.payment_method !== subscription.payment.method) {
    fail('charges', index, 'payment_method', 'A cobrança de uma assinatura é paga pela forma de pagamento dela.');
  }
}

function checkParcel(fail: Fail, index: number, row: SnapshotFileRow, carnet: SnapshotFileRow): void {
  if (row.parcel > carnet.repeats) fail('charges', index, 'parcel', `O carnê tem ${carnet.repeats} parcelas.`);
  const expected = parcelValues(computeTotal(carnet.terms.items), carnet.repeats, carnet.split_items === 1)[row.parcel - 1];
  if (row.total !== expected) fail('charges', index, 'total', `A parcela ${row.parcel} do carnê vale ${expected}.`);
}

/** A boleto's numbers: a valid barcode of bank 364 carrying the charge's id, and its typed line. */
function checkBoletoNumbers(fail: Fail, index: number, row: SnapshotFileRow): void {
  const barcode = parseBarcode(row.billet.barcode);
  const free = barcode.ok ? parseFreeField(barcode.value.freeField) : null;
  if (!barcode.ok || barcode.value.bank !== '364' || free?.sequence !== row.id) {
    fail('charges', index, 'billet', 'O código de barras do boleto não é um código válido do banco 364 com o id da cobrança.');
  }
  const line = parseTypedLine(row.billet.typedLine);
  if (!line.ok || line.value.barcode !== row.billet.barcode) fail('charges', index, 'billet', 'A linha digitável do boleto não corresponde ao código de barras.');
}


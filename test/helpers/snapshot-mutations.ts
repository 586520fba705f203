// Hostile variants of a real exported snapshot, as an attacker (or a careless hand) would make
// them: every cell given wrong types, nulls, negatives, huge numbers, impossible dates, empty and
// unknown values; JSON cells broken inside; ids, codes and tokens of another account; duplicated
// ids and tokens; missing tables, columns and rows; unknown keys. Each variant says which row it
// touched, so that whoever runs it knows which objects to look at afterwards.

export interface SnapshotFile {
  [key: string]: unknown;
  tables: Record<string, { columns: string[]; rows: unknown[][] }>;
}

export interface Variant {
  name: string;
  document: unknown;
  /** The row the variant changed, if one. */
  touched?: { table: string; row: number };
}

/** Ids, codes and tokens of another account of the same database. */
export interface ForeignValues {
  chargeId: number;
  carnetId: number;
  subscriptionId: number;
  planId: number;
  deliveryId: number;
  emailId: number;
  chargeToken: string;
  carnetToken: string;
  billetCode: string;
  linkCode: string;
  carnetCode: string;
  paymentToken: string;
}

const CELL_VALUES: unknown[] = [null, -1, 1.5, 1e20, '', '2026-02-31', {}];
/** Rarer shapes, tried on the first row of each table only. */
const ODD_VALUES: unknown[] = [true, [null], '💥'.repeat(400)];
const SHORT_VALUES: unknown[] = [null, -1, '', {}];
const LEAF_VALUES: unknown[] = [null, -5000, '', '2026-02-31', 1e20];

const JSON_COLUMNS: Record<string, string[]> = {
  charges: ['items', 'shippings', 'customer', 'billet', 'balance_sheet', 'card', 'link'],
  notification_events: ['identifiers'],
  delivery_attempts: ['request_headers', 'response_headers'],
  carnets: ['terms'],
  subscriptions: ['items', 'shippings', 'payment'],
};

const clone = (file: SnapshotFile): SnapshotFile => structuredClone(file);
/** An impossible date is tried where a date (or a timestamp) is: elsewhere it is just more text. */
const looksLikeDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);
const fits = (value: unknown, current: unknown) => value !== '2026-02-31' || looksLikeDate(current);

const describe = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 30 ? `${text.slice(0, 27)}…` : text;
};

function column(file: SnapshotFile, table: string, name: string): number {
  return file.tables[table]?.columns.indexOf(name) ?? -1;
}

function cell(file: SnapshotFile, table: string, row: number, name: string): unknown {
  return file.tables[table].rows[row][column(file, table, name)];
}

function withCell(file: SnapshotFile, table: string, row: number, name: string, value: unknown): SnapshotFile {
  const copy = clone(file);
  copy.tables[table].rows[row][column(copy, table, name)] = value;
  return copy;
}

/** The rows worth mutating: the first of each table, every carnê and subscription, one charge of each kind. */
function rowsToMutate(file: SnapshotFile, table: string): number[] {
  const rows = file.tables[table].rows;
  if (table === 'carnets' || table === 'subscriptions') return [...rows.keys()];
  if (table !== 'charges') return rows.length > 0 ? [0] : [];
  const kinds = new Map<string, number>();
  rows.forEach((_row, index) => {
    const kind = ['payment_method', 'status', 'carnet_id', 'subscription_id', 'link', 'balance_sheet', 'shippings']
      .map((name) => (name.endsWith('_id') || name === 'link' || name === 'balance_sheet' || name === 'shippings' ? cell(file, table, index, name) !== null : cell(file, table, index, name)))
      .join('|');
    if (!kinds.has(kind)) kinds.set(kind, index);
  });
  return [...kinds.values()];
}

/** Every leaf of a JSON value, as a path (objects, and the first element of arrays), to depth 3. */
function leafPaths(value: unknown, path: Array<string | number> = [], depth = 0): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object' || depth >= 3) return path.length ? [path] : [];
  const own = path.length ? [path] : [];
  if (Array.isArray(value)) return value.length ? [...own, ...leafPaths(value[0], [...path, 0], depth + 1)] : own;
  return [...own, ...Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...path, key], depth + 1))];
}

function setAt(root: any, path: Array<string | number>, value: unknown, remove = false): any {
  const copy = structuredClone(root);
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key];
  if (remove) delete target[path.at(-1)!];
  else target[path.at(-1)!] = value;
  return copy;
}

function* cellVariants(file: SnapshotFile): Generator<Variant> {
  for (const [table, content] of Object.entries(file.tables)) {
    for (const row of rowsToMutate(file, table)) {
      const columns = row === 0 ? content.columns : ['status', 'total', 'value', 'payment_method', 'payment', 'billet', 'card', 'link', 'paid_value', 'carnet_id', 'subscription_id', 'plan_id', 'parcel', 'repeats', 'split_items', 'terms', 'occurrences', 'first_execution'].filter((name) => content.columns.includes(name));
      for (const name of columns) {
        for (const value of row === 0 ? [...CELL_VALUES, ...(table === 'charges' || content.rows.length > 1 ? [] : ODD_VALUES)] : SHORT_VALUES) {
          if (JSON.stringify(value) === JSON.stringify(cell(file, table, row, name)) || !fits(value, cell(file, table, row, name))) continue;
          yield { name: `${table}[${row}].${name} = ${describe(value)}`, document: withCell(file, table, row, name, value), touched: { table, row } };
        }
      }
    }
  }
}

function* jsonVariants(file: SnapshotFile): Generator<Variant> {
  for (const [table, names] of Object.entries(JSON_COLUMNS)) {
    if (!file.tables[table]) continue;
    for (const name of names) {
      // The first row with a value: the same JSON shape repeats in the others.
      const row = file.tables[table].rows.findIndex((cells) => typeof cells[column(file, table, name)] === 'string');
      if (row < 0) continue;
      {
        const text = cell(file, table, row, name) as string;
        const parsed = JSON.parse(text);
        const put = (what: string, value: unknown) => ({
          name: `${table}[${row}].${name}${what}`,
          document: withCell(file, table, row, name, JSON.stringify(value)),
          touched: { table, row },
        });
        yield put(' = "{}"', {});
        yield put(' = "[]"', []);
        yield put(' = "null" (JSON)', null);
        if (Array.isArray(parsed)) yield put(' = [null]', [null]);
        else if (typeof parsed === 'object' && parsed !== null) yield put(' + unknown key', { ...parsed, unknown_key: 1 });
        // Headers are whatever a receiver answered: any name, any text. Only their shape is checked.
        const leaves = name.endsWith('_headers') ? [] : leafPaths(parsed);
        for (const path of leaves) {
          yield put(`/${path.join('/')} removed`, setAt(parsed, path, undefined, true));
          const current = path.reduce((value: any, key) => value[key], parsed);
          for (const value of LEAF_VALUES) if (JSON.stringify(value) !== JSON.stringify(current) && fits(value, current)) yield put(`/${path.join('/')} = ${describe(value)}`, setAt(parsed, path, value));
        }
      }
    }
  }
}

function* structuralVariants(file: SnapshotFile): Generator<Variant> {
  yield { name: 'not an object', document: [file] };
  yield { name: 'unknown top-level key', document: { ...clone(file), extra: true } };
  for (const key of Object.keys(file)) {
    const { [key]: _gone, ...rest } = clone(file);
    yield { name: `without ${key}`, document: rest };
    for (const value of [null, -1, 1e20, '', 'x', [], {}]) yield { name: `${key} = ${describe(value)}`, document: { ...clone(file), [key]: value } };
  }
  yield { name: 'clock before boletos have due dates', document: { ...clone(file), clock_ms: Date.UTC(1999, 0, 1) } };
  yield { name: 'settings out of range', document: { ...clone(file), settings: { interest_free_installments: 99, monthly_interest: -1 } } };
  yield { name: 'unknown table', document: { ...clone(file), tables: { ...clone(file).tables, mystery: { columns: ['id'], rows: [[1]] } } } };
  yield { name: 'table __proto__', document: JSON.parse(JSON.stringify(file).replace('"tables":{', '"tables":{"__proto__":{"columns":[],"rows":[]},')) };
  for (const table of Object.keys(file.tables)) {
    const { [table]: _gone, ...others } = clone(file).tables;
    yield { name: `without table ${table}`, document: { ...clone(file), tables: others } };
    const content = file.tables[table];
    if (content.rows.length === 0) continue;
    const copy = clone(file);
    copy.tables[table].rows.push(structuredClone(content.rows[0]));
    yield { name: `${table}: first row twice`, document: copy, touched: { table, row: 0 } };
    const fewer = clone(file);
    fewer.tables[table].rows.splice(0, 1);
    yield { name: `${table}: first row removed`, document: fewer };
    const ragged = clone(file);
    ragged.tables[table].rows[0].push('extra');
    yield { name: `${table}: a row with one value too many`, document: ragged };
    const notArray = clone(file);
    (notArray.tables[table].rows as unknown[])[0] = { id: 1 };
    yield { name: `${table}: a row that is not a list`, document: notArray };
    const unknownColumn = clone(file);
    unknownColumn.tables[table].columns.push('mystery');
    for (const row of unknownColumn.tables[table].rows) row.push(1);
    yield { name: `${table}: unknown column`, document: unknownColumn };
    for (const [index, name] of content.columns.entries()) {
      const without = clone(file);
      without.tables[table].columns.splice(index, 1);
      for (const row of without.tables[table].rows) row.splice(index, 1);
      yield { name: `${table}: without column ${name}`, document: without };
    }
  }
}

/** Every table's columns in another order and rows reversed: the same state, to be accepted. */
function reordered(file: SnapshotFile): Variant {
  const copy = clone(file);
  for (const [table, content] of Object.entries(file.tables)) {
    const order = content.columns.map((_name, index) => index).reverse();
    copy.tables[table] = { columns: order.map((index) => content.columns[index]), rows: content.rows.map((row) => order.map((index) => row[index])).reverse() };
  }
  return { name: 'every table with its columns and rows in reverse order', document: copy };
}

/** Replaces every occurrence of a string (an id, code or token) in the whole file: a consistent rename. */
function renamed(file: SnapshotFile, from: string, to: string): SnapshotFile {
  return JSON.parse(JSON.stringify(file).split(from).join(to));
}

function* foreignVariants(file: SnapshotFile, foreign: ForeignValues): Generator<Variant> {
  const references: Array<[string, string, unknown]> = [
    ['charges', 'carnet_id', foreign.carnetId],
    ['charges', 'subscription_id', foreign.subscriptionId],
    ['charges', 'id', foreign.chargeId],
    ['charges', 'notification_token', foreign.chargeToken],
    ['charges', 'billet_code', foreign.billetCode],
    ['charges', 'link_code', foreign.linkCode],
    ['subscriptions', 'plan_id', foreign.planId],
    ['subscriptions', 'id', foreign.subscriptionId],
    ['subscriptions', 'notification_token', foreign.chargeToken],
    ['carnets', 'id', foreign.carnetId],
    ['carnets', 'code', foreign.carnetCode],
    ['carnets', 'notification_token', foreign.carnetToken],
    ['plans', 'id', foreign.planId],
    ['charge_history', 'charge_id', foreign.chargeId],
    ['carnet_history', 'carnet_id', foreign.carnetId],
    ['subscription_history', 'subscription_id', foreign.subscriptionId],
    ['notification_events', 'token', foreign.chargeToken],
    ['token_fetches', 'token', foreign.chargeToken],
    ['deliveries', 'charge_id', foreign.chargeId],
    ['deliveries', 'token', foreign.chargeToken],
    ['deliveries', 'id', foreign.deliveryId],
    ['delivery_attempts', 'delivery_id', foreign.deliveryId],
    ['emails', 'charge_id', foreign.chargeId],
    ['emails', 'id', foreign.emailId],
    ['payment_tokens', 'token', foreign.paymentToken],
    ['scheduled_jobs', 'subject_id', foreign.chargeId],
    ['scheduled_jobs', 'subject_id', foreign.subscriptionId],
    ['scheduled_jobs', 'subject_id', foreign.deliveryId],
  ];
  for (const [table, name, value] of references) {
    if (!file.tables[table]) continue;
    for (const row of new Set([0, file.tables[table].rows.length - 1])) {
      yield { name: `${table}[${row}].${name} = another account's ${describe(value)}`, document: withCell(file, table, row, name, value), touched: { table, row } };
    }
  }
  // Consistent renames: the file stays whole, only the value now belongs to another account.
  const first = (table: string, name: string) => String(cell(file, table, 0, name));
  const linkRow = file.tables.charges.rows.findIndex((row) => row[column(file, 'charges', 'link_code')] !== null);
  const billetRow = file.tables.charges.rows.findIndex((row) => row[column(file, 'charges', 'billet_code')] !== null);
  yield { name: "every charge token renamed to another account's", document: renamed(file, first('charges', 'notification_token'), foreign.chargeToken) };
  yield { name: "the carnê's token renamed to another account's", document: renamed(file, first('carnets', 'notification_token'), foreign.carnetToken) };
  yield { name: "a subscription's token renamed to another account's", document: renamed(file, first('subscriptions', 'notification_token'), foreign.chargeToken) };
  yield { name: "the carnê's code renamed to another account's", document: renamed(file, first('carnets', 'code'), foreign.carnetCode) };
  yield { name: "a boleto's code renamed to another account's", document: renamed(file, String(cell(file, 'charges', billetRow, 'billet_code')), foreign.billetCode) };
  yield { name: "a link's code renamed to another account's", document: renamed(file, String(cell(file, 'charges', linkRow, 'link_code')), foreign.linkCode) };
  yield { name: "a card token renamed to another account's", document: renamed(file, first('payment_tokens', 'token'), foreign.paymentToken) };
  const plan = clone(file);
  const planId = cell(file, 'plans', 0, 'id');
  plan.tables.plans.rows[0][column(file, 'plans', 'id')] = foreign.planId;
  for (const row of plan.tables.subscriptions.rows) if (row[column(file, 'subscriptions', 'plan_id')] === planId) row[column(file, 'subscriptions', 'plan_id')] = foreign.planId;
  yield { name: "the plan's id renamed to another account's", document: plan };
}

function* duplicateVariants(file: SnapshotFile): Generator<Variant> {
  const charges = file.tables.charges;
  const standalone = charges.rows.map((_row, index) => index).filter((index) => cell(file, 'charges', index, 'carnet_id') === null && cell(file, 'charges', index, 'subscription_id') === null);
  const [a, b] = standalone;
  yield { name: 'two charges with one notification token', document: withCell(file, 'charges', b, 'notification_token', cell(file, 'charges', a, 'notification_token')), touched: { table: 'charges', row: b } };
  yield { name: 'two charges with one id', document: withCell(file, 'charges', b, 'id', cell(file, 'charges', a, 'id')), touched: { table: 'charges', row: b } };
  const billets = charges.rows.map((_row, index) => index).filter((index) => cell(file, 'charges', index, 'billet_code') !== null);
  yield { name: 'two boletos with one code', document: withCell(file, 'charges', billets[1], 'billet_code', cell(file, 'charges', billets[0], 'billet_code')) };
  const tokens = file.tables.payment_tokens;
  if (tokens.rows.length > 1) yield { name: 'two card tokens alike', document: withCell(file, 'payment_tokens', 1, 'token', cell(file, 'payment_tokens', 0, 'token')) };
  yield { name: 'a subscription with the carnê token', document: withCell(file, 'subscriptions', 0, 'notification_token', cell(file, 'carnets', 0, 'notification_token')) };
  yield { name: 'a carnê parcel number twice', document: (() => {
    const parcels = charges.rows.map((_row, index) => index).filter((index) => cell(file, 'charges', index, 'carnet_id') === cell(file, 'carnets', 0, 'id'));
    return withCell(file, 'charges', parcels[1], 'parcel', cell(file, 'charges', parcels[0], 'parcel'));
  })() };
  const seq = column(file, 'notification_events', 'seq');
  const gap = clone(file);
  gap.tables.notification_events.rows[0][seq] = 99;
  yield { name: 'an event numbered out of sequence', document: gap };
}

/** The files that broke earlier versions (issue 22), by name. */
export function* reportedVariants(file: SnapshotFile): Generator<Variant> {
  const json = (table: string, row: number, name: string, change: (value: any) => unknown): Variant => ({
    name: `reported: ${table}[${row}].${name} changed`,
    document: withCell(file, table, row, name, JSON.stringify(change(JSON.parse(cell(file, table, row, name) as string)))),
    touched: { table, row },
  });
  const billetRow = file.tables.charges.rows.findIndex((row) => row[column(file, 'charges', 'billet')] !== null);
  yield json('charges', 0, 'items', () => [null]);
  yield json('charges', billetRow, 'billet', (billet) => ({ ...billet, expireAt: '2026-02-31' }));
  yield { name: 'reported: charges[0].total = -5000', document: withCell(file, 'charges', 0, 'total', -5000), touched: { table: 'charges', row: 0 } };
  yield { name: 'reported: charges[0].status = ""', document: withCell(file, 'charges', 0, 'status', ''), touched: { table: 'charges', row: 0 } };
  yield { name: 'reported: subscriptions[0].payment = "x"', document: withCell(file, 'subscriptions', 0, 'payment', 'x'), touched: { table: 'subscriptions', row: 0 } };
  yield { name: 'reported: scheduled_jobs[0].due_at_ms = 1e20', document: withCell(file, 'scheduled_jobs', 0, 'due_at_ms', 1e20) };
  yield { name: 'reported: charges[0].id = "abc"', document: withCell(file, 'charges', 0, 'id', 'abc') };
  yield { name: 'reported: scheduled_jobs[0].kind unknown', document: withCell(file, 'scheduled_jobs', 0, 'kind', 'charge.explode') };
}

/** Every variant, lazily: cells, JSON insides, structure, another account's values, duplicates. */
export function* hostileVariants(file: SnapshotFile, foreign: ForeignValues): Generator<Variant> {
  yield* reportedVariants(file);
  yield reordered(file);
  yield* structuralVariants(file);
  yield* foreignVariants(file, foreign);
  yield* duplicateVariants(file);
  yield* cellVariants(file);
  yield* jsonVariants(file);
}

// Reading a snapshot file (POST /sandbox/v1/snapshots/import, the dashboard's import, --seed): a
// file is untrusted input — committed to a suite's repository, shared, hand-edited. It is refused
// whole, with the JSON pointer of what is wrong, unless every cell is something the engine itself
// could have written (http/schemas/snapshot-rows.ts) and the rows agree with each other
// (domain/snapshot-integrity.ts). Whether its ids and codes are free in this database is the
// store's question, asked by the use case (app/snapshots.ts).
import { ApiError } from '../domain/errors.ts';
import { checkSnapshotIntegrity, type SnapshotTables } from '../domain/snapshot-integrity.ts';
import { SNAPSHOT_SCHEMA, type SnapshotDocument } from '../app/snapshots.ts';
import { schemaProblem, validateBody } from './validate.ts';
import { snapshotDocumentSchema } from './schemas/snapshot.ts';
import { JSON_COLUMNS, RETIRED_COLUMNS, snapshotRowSchemas } from './schemas/snapshot-rows.ts';

const invalid = (property: string, message: string) => new ApiError('validation', { property, message });

/** The document's rows as objects, JSON cells parsed, each checked against its table's row schema. */
function decodeTable(name: string, columns: readonly string[], rows: readonly unknown[][]) {
  const schema = Object.hasOwn(snapshotRowSchemas, name) ? snapshotRowSchemas[name] : undefined;
  if (!schema) {
    throw new ApiError('snapshotIncompatible', { property: `/tables/${name}`, message: `A tabela "${name}" não existe nesta versão do sandbox.` });
  }
  columns.forEach((column, index) => {
    if (!Object.hasOwn(schema.properties, column)) {
      throw new ApiError('snapshotIncompatible', { property: `/tables/${name}/columns/${index}`, message: `A coluna "${name}.${column}" não existe nesta versão do sandbox.` });
    }
  });
  const missing = schema.required.find((column) => !columns.includes(column));
  if (missing !== undefined) throw invalid(`/tables/${name}/columns`, `Falta a coluna "${missing}", que não tem valor padrão.`);
  const jsonColumns = Object.hasOwn(JSON_COLUMNS, name) ? JSON_COLUMNS[name] : [];
  return rows.map((cells, index) => {
    const at = `/tables/${name}/rows/${index}`;
    if (cells.length !== columns.length) throw invalid(at, `A linha tem ${cells.length} valores para ${columns.length} colunas.`);
    const row: Record<string, unknown> = {};
    cells.forEach((cell, column) => {
      const key = columns[column];
      row[key] = cell;
      if (!jsonColumns.includes(key) || cell === null) return;
      if (typeof cell !== 'string') throw invalid(`${at}/${column}`, `A coluna "${key}" guarda JSON num texto.`);
      try {
        row[key] = JSON.parse(cell);
      } catch {
        throw invalid(`${at}/${column}`, `A coluna "${key}" guarda JSON, e este texto não é JSON.`);
      }
      // The engine writes no value as null, never as the text "null": one way to say it, as it reads it.
      if (row[key] === null) throw invalid(`${at}/${column}`, `A coluna "${key}" sem valor é null, não o texto "null".`);
    });
    const problem = schemaProblem(schema, row);
    if (problem) {
      // The pointer into the row object starts with the column: turned into the cell's pointer in the file.
      const [, key = '', ...inside] = problem.property.split('/');
      const column = columns.indexOf(key);
      const where = inside.length > 0 ? ` (em /${inside.join('/')} do JSON)` : '';
      throw invalid(column >= 0 ? `${at}/${column}` : at, `Coluna "${key}"${where}: ${problem.message}`);
    }
    return row;
  });
}

/**
 * The document, checked whole: refused with the API's error (3500034 with the pointer of the first
 * problem, 4900030 for another version's tables or columns) unless it can be restored as it is.
 */
export function readSnapshotDocument(body: unknown): SnapshotDocument {
  const schema = (body as { schema?: unknown } | null)?.schema;
  if (Number.isInteger(schema) && (schema as number) > SNAPSHOT_SCHEMA) {
    throw new ApiError(
      'snapshotIncompatible',
      `O snapshot foi exportado por uma versão mais nova do sandbox (esquema ${schema}; esta versão conhece até ${SNAPSHOT_SCHEMA}). Atualize o cobranca-sandbox.`,
    );
  }
  const document = validateBody<SnapshotDocument>(snapshotDocumentSchema, body);
  const tables: Record<string, SnapshotTables[string]> = {};
  for (const [name, table] of Object.entries(document.tables)) {
    tables[name] = { columns: table.columns, rows: decodeTable(name, table.columns, table.rows) };
  }
  const problem = checkSnapshotIntegrity(tables);
  if (problem) throw invalid(problem.pointer, problem.message);
  return withoutRetiredColumns(document);
}

/** A file from an older version may carry a column a later migration folded into another: checked above, then left out. */
function withoutRetiredColumns(document: SnapshotDocument): SnapshotDocument {
  for (const [name, retired] of Object.entries(RETIRED_COLUMNS)) {
    const table = Object.hasOwn(document.tables, name) ? document.tables[name] : undefined;
    if (!table) continue;
    const kept = table.columns.flatMap((column, index) => (retired.includes(column) ? [] : [index]));
    if (kept.length === table.columns.length) continue;
    document.tables[name] = { columns: kept.map((index) => table.columns[index]), rows: table.rows.map((cells) => kept.map((index) => cells[index])) };
  }
  return document;
}

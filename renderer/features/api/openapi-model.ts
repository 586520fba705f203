// The API page's reading of /openapi.json: routes grouped by tag, and JSON Schemas flattened into
// rows (one per property, indented by depth) that a table can show. Plain functions, no React.

import type { JsonSchema, MediaType, OpenApiDocument, Operation } from '../../api/openapi-types.ts';

export type { JsonSchema, OpenApiDocument, Operation };

export interface ApiRoute {
  method: string;
  path: string;
  operation: Operation;
}

export interface ApiGroup {
  tag: string;
  description: string | null;
  routes: ApiRoute[];
}

/** The routes whose method, path, summary or error names contain `filter`, grouped by tag in the document's order. */
export function groupRoutes(doc: OpenApiDocument, filter = ''): ApiGroup[] {
  const needle = filter.trim().toLowerCase();
  const groups = new Map<string, ApiGroup>((doc.tags ?? []).map((t) => [t.name, { tag: t.name, description: t.description ?? null, routes: [] }]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const haystack = [method, path, operation.summary, ...operation['x-error-codes'].map((e) => `${e.code} ${e.error}`)].join(' ').toLowerCase();
      if (needle && !haystack.includes(needle)) continue;
      const tag = operation.tags[0] ?? '—';
      if (!groups.has(tag)) groups.set(tag, { tag, description: null, routes: [] });
      groups.get(tag)!.routes.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return [...groups.values()].filter((g) => g.routes.length > 0);
}

/** Who may call, in words. */
export function securityLabel(operation: Operation): string {
  const schemes = operation.security.map((s) => Object.keys(s)[0] ?? 'none');
  if (schemes.length === 0) return 'Pública (sem autenticação)';
  if (schemes.includes('oauth2')) return 'Bearer (token de POST /v1/authorize)';
  if (schemes.includes('adminToken')) return 'Aberta em loopback; senão, token de administração';
  if (schemes.includes('bearerAuth')) return 'Bearer ou HTTP Basic (client_id:client_secret)';
  if (schemes.includes('basicAuth')) return 'HTTP Basic (client_id:client_secret)';
  return schemes.join(', ');
}

export function refName(schema: JsonSchema): string | null {
  return typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : null;
}

export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const name = refName(schema);
  return name ? (doc.components.schemas[name] ?? {}) : schema;
}

export interface SchemaRow {
  /** A property name, `[]` for array items, or `(um de)` alternatives. */
  name: string;
  depth: number;
  required: boolean;
  type: string;
  notes: string;
}

function typeOf(schema: JsonSchema, name: string | null): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : typeof schema.type === 'string' ? schema.type : '';
  const base = type === 'array' ? 'lista' : type || (schema.oneOf || schema.anyOf ? 'um de' : 'qualquer');
  return name ? `${base} (${name})` : base;
}

function notesOf(schema: JsonSchema): string {
  const notes: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) notes.push(`${min}–${max}${unit}`);
    else if (min !== undefined) notes.push(`≥ ${min}${unit}`);
    else if (max !== undefined) notes.push(`≤ ${max}${unit}`);
  };
  range(schema.minimum, schema.maximum, '');
  range(schema.minLength, schema.maxLength, ' caracteres');
  range(schema.minItems, schema.maxItems, ' itens');
  if (typeof schema.pattern === 'string') notes.push(`padrão ${schema.pattern}`);
  if (typeof schema.format === 'string') notes.push(`formato ${schema.format}`);
  if (schema.default !== undefined) notes.push(`padrão: ${JSON.stringify(schema.default)}`);
  if (typeof schema.description === 'string') notes.push(schema.description);
  if (schema.if || schema.not) notes.push('regras condicionais: veja o JSON Schema');
  return notes.join(' · ');
}

const MAX_DEPTH = 8;

/** One row per property, depth-first, so a table can show the schema as an indented tree. */
export function schemaRows(doc: OpenApiDocument, schema: JsonSchema, name = '', depth = 0, required = true): SchemaRow[] {
  const own = refName(schema);
  const resolved = resolve(doc, schema);
  const rows: SchemaRow[] = name ? [{ name, depth, required, type: typeOf(resolved, own), notes: notesOf(resolved) }] : [];
  if (depth >= MAX_DEPTH) return rows;
  const inner = name ? depth + 1 : depth;
  const properties = resolved.properties as Record<string, JsonSchema> | undefined;
  const requiredList = (resolved.required as string[] | undefined) ?? [];
  for (const [property, sub] of Object.entries(properties ?? {})) {
    rows.push(...schemaRows(doc, sub, property, inner, requiredList.includes(property)));
  }
  if (resolved.items && typeof resolved.items === 'object') rows.push(...schemaRows(doc, resolved.items as JsonSchema, '[]', inner, true));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = resolved[key] as JsonSchema[] | undefined;
    options?.forEach((option, i) => rows.push(...schemaRows(doc, option, `(opção ${i + 1})`, inner, false)));
  }
  for (const part of (resolved.allOf as JsonSchema[] | undefined) ?? []) rows.push(...schemaRows(doc, part, '', inner, true));
  return rows;
}

/** The success answer: the first 2xx response. */
export function successOf(operation: Operation): { status: string; description: string; type: string | null; media: MediaType | null } {
  const [status, response] = Object.entries(operation.responses).find(([s]) => s.startsWith('2')) ?? ['200', {}];
  const [type, media] = Object.entries(response.content ?? {})[0] ?? [null, null];
  return { status, description: response.description ?? '', type, media };
}

// The error shape of /v2 (PHP SDK 1.19.0's ChargesException reads it): `{ status, title, detail,
// extras: [{ path, message, code, expected?, received? }] }` instead of /v1's `{ code, error,
// error_description }`. The refusals are the catalog's (domain/errors.ts), only written this way:
// `status` is the HTTP status, `title` the error's name, `detail` its message. A schema problem
// adds what the SDK prints of it: the property's path — a list of keys, which the SDK joins with
// dots (`implode('.', $extra['path'])`) — and a zod-style `code` with `expected`/`received` where
// they apply, the vocabulary of the Node SDK 2.0's own checks.
import type { ServerResponse } from 'node:http';
import type { ErrorObject } from 'ajv';
import { ApiError } from '../../domain/errors.ts';
import { sendJson } from '../envelope.ts';
import { schemaError, type Schema } from '../validate.ts';

export interface V2Extra {
  path: Array<string | number>;
  message: string;
  code: string;
  expected?: string;
  received?: string;
}

/** A body that breaks the route's schema, with what /v2 says of it beyond /v1's pointer and message. */
export class V2SchemaError extends ApiError {
  constructor(
    problem: { property: string; message: string },
    readonly extra: V2Extra,
  ) {
    super('validation', problem);
  }
}

/** "/items/0/name" → ["items", 0, "name"]; a name that is no pointer stays one key. */
export function pathOf(pointer: string): Array<string | number> {
  if (!pointer.startsWith('/')) return [pointer];
  if (pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((key) => (/^(0|[1-9][0-9]{0,8})$/.test(key) ? Number(key) : key));
}

function valueAt(body: unknown, path: Array<string | number>): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** What received value to show: short scalars only (a payload is not echoed back whole). */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? 'undefined';
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}

const tooSmall = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);
const tooBig = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']);

function issueOf(error: ErrorObject, received: unknown): Pick<V2Extra, 'code' | 'expected' | 'received'> {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return { code: 'invalid_type', expected: String(params.type).split(',').join(' | '), received: typeName(received) };
    case 'required':
      return { code: 'invalid_type', received: 'undefined' };
    case 'additionalProperties':
      return { code: 'unrecognized_keys' };
    case 'pattern':
    case 'format':
      return { code: 'invalid_string' };
    case 'enum':
      return { code: 'invalid_enum_value', expected: (params.allowedValues as unknown[]).map(String).join(' | '), received: shown(received) };
    case 'const':
      return { code: 'invalid_literal', expected: String(params.allowedValue), received: shown(received) };
    default:
      if (tooSmall.has(error.keyword)) return { code: 'too_small' };
      if (tooBig.has(error.keyword)) return { code: 'too_big' };
      return { code: 'custom' };
  }
}

/** A body route's `read`: the body checked against `schema`, refused in /v2's words. */
export function readV2Body<T>(schema: Schema) {
  return (body: unknown): T => {
    if (body === undefined) throw new ApiError('missingData', 'O corpo da requisição é obrigatório.');
    const found = schemaError(schema, body);
    if (!found) return body as T;
    const path = pathOf(found.property);
    // The value itself for a type or value problem; a missing property's is undefined.
    const received = found.error.keyword === 'required' ? undefined : valueAt(body, path);
    throw new V2SchemaError({ property: found.property, message: found.message }, { path, message: found.message, ...issueOf(found.error, received) });
  };
}

/** Where the /v2 shape differs from /v1's: what the body says of a refusal. */
export function v2ErrorBody(error: ApiError): { status: number; title: string; detail: string; extras: V2Extra[] } {
  const { description } = error;
  const detail = typeof description === 'string' ? description : description.message;
  let extras: V2Extra[] = [];
  if (error instanceof V2SchemaError) extras = [error.extra];
  else if (typeof description !== 'string') extras = [{ path: pathOf(description.property), message: description.message, code: 'custom' }];
  return {
    status: error.httpStatus,
    title: error.entry.error,
    detail: error instanceof V2SchemaError ? `Dados inválidos na requisição: ${detail}` : detail,
    extras,
  };
}

export function sendV2Error(res: ServerResponse, error: ApiError): void {
  sendJson(res, error.httpStatus, v2ErrorBody(error));
}

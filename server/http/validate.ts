// Request validation from JSON Schemas. The real API answers the first problem it finds as
// 3500034 validation_error with the JSON pointer of the offending property and a Portuguese
// message (wire-format §3.2); this does the same from ajv's first error.
import { createHash } from 'node:crypto';
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import { ApiError } from '../domain/errors.ts';
import { schemaFormats } from './schema-formats.ts';
import { precompiledValidator } from './precompiled-validators.ts';

// validateSchema off: checking each schema against the JSON Schema meta-schema compiles that
// meta-schema first, ~70 ms on the first request after start (cold start is a product figure).
// The schemas are ours and fixed; test/unit/schemas.test.ts checks them against it instead.
export const AJV_OPTIONS = { allErrors: false, strict: false, coerceTypes: false, useDefaults: false } as const;

/** An ajv instance with the sandbox's options and formats (`code`: for the build's standalone validators). */
export function sandboxAjv(code?: Options['code']): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, validateSchema: false, code });
  for (const [name, format] of Object.entries(schemaFormats)) ajv.addFormat(name, format);
  return ajv;
}

// Made on the first schema not compiled ahead of time (cold start: in the server bundle, ajv is
// loaded only then — scripts/server-bundle-shims.mjs).
let ajv: Ajv | undefined;

/** What names a schema among the precompiled validators: its JSON text's digest. */
export function schemaKey(schema: Schema): string {
  return createHash('sha256').update(JSON.stringify(schema)).digest('base64url');
}

function pointerOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return `${error.instancePath}/${params.missingProperty}`;
  if (error.keyword === 'additionalProperties') return `${error.instancePath}/${params.additionalProperty}`;
  return error.instancePath || '/';
}

const typeNames: Record<string, string> = {
  string: 'string',
  integer: 'inteiro',
  number: 'número',
  object: 'objeto',
  array: 'lista',
  boolean: 'booleano',
  null: 'nulo',
};

function messageOf(error: ErrorObject): string {
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return `A propriedade [${params.missingProperty}] é obrigatória.`;
    case 'additionalProperties':
      return 'Propriedade desconhecida (não está no schema).';
    case 'pattern':
      return `A string não corresponde ao modelo: ${params.pattern}.`;
    case 'type': {
      const types = String(params.type).split(',').map((t) => typeNames[t] ?? t);
      return `O valor deve ser do tipo ${types.join(' ou ')}.`;
    }
    case 'minLength':
      return `A string deve ter no mínimo ${params.limit} caractere(s).`;
    case 'maxLength':
      return `A string deve ter no máximo ${params.limit} caracteres.`;
    case 'minimum':
      return `O valor deve ser maior ou igual a ${params.limit}.`;
    case 'maximum':
      return `O valor deve ser menor ou igual a ${params.limit}.`;
    case 'minItems':
      return `A lista deve ter no mínimo ${params.limit} item(ns).`;
    case 'maxItems':
      return `A lista deve ter no máximo ${params.limit} itens.`;
    case 'minProperties':
      return `O objeto deve ter no mínimo ${params.limit} propriedade(s).`;
    case 'maxProperties':
      return `O objeto deve ter no máximo ${params.limit} propriedade(s).`;
    case 'enum':
      return `O valor deve ser um dos seguintes: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'format':
      if (params.format === 'callback-url') return 'A URL deve ser uma URL http(s) absoluta, com host e sem usuário ou senha.';
      return 'A data informada não existe no calendário.';
    case 'const':
      return `O valor deve ser ${params.allowedValue}.`;
    case 'not':
      return 'Estas propriedades não podem ser usadas juntas.';
    default:
      return error.message ?? 'Valor inválido.';
  }
}

export type Schema = Record<string, unknown>;

const compiled = new WeakMap<Schema, ValidateFunction>();

function validatorFor(schema: Schema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = precompiledValidator(schemaKey(schema)) ?? (ajv ??= sandboxAjv()).compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** The first thing `value` breaks in `schema`: ajv's error, its JSON pointer and the API's message; or null. */
export function schemaError(schema: Schema, value: unknown): { error: ErrorObject; property: string; message: string } | null {
  const validate = validatorFor(schema);
  if (validate(value)) return null;
  const first = validate.errors![0];
  return { error: first, property: pointerOf(first), message: messageOf(first) };
}

/** The first thing `value` breaks in `schema` (its JSON pointer and the API's message), or null. */
export function schemaProblem(schema: Schema, value: unknown): { property: string; message: string } | null {
  const found = schemaError(schema, value);
  return found && { property: found.property, message: found.message };
}

/**
 * Returns the body typed as T, or throws the API's validation error. A missing body is 3500002.
 * T is the caller's word: declared routes (route-declaration.ts) have theirs typed from the schema.
 */
export function validateBody<T = unknown>(schema: Schema, body: unknown): T {
  if (body === undefined) throw new ApiError('missingData', 'O parâmetro [data] é obrigatório.');
  const problem = schemaProblem(schema, body);
  if (problem) throw new ApiError('validation', problem);
  return body as T;
}

/** What the SDKs send when a call has no body: nothing, `[]`, `{}` or `null`. */
export function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null) return true;
  if (Array.isArray(body)) return body.length === 0;
  return typeof body === 'object' && Object.keys(body).length === 0;
}

/** Body-less routes accept what the SDKs send there and refuse data. */
export function expectNoBody(body: unknown): void {
  if (isEmptyBody(body)) return;
  const first = typeof body === 'object' && !Array.isArray(body) ? `/${Object.keys(body as object)[0]}` : '/';
  throw new ApiError('validation', { property: first, message: 'Propriedade desconhecida (não está no schema).' });
}

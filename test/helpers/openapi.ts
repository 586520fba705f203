// Checks an answer against the response schema the served OpenAPI document gives for its
// operation and status, with ajv's JSON Schema 2020-12 validator (OpenAPI 3.1's dialect). The
// whole document is added once, so the schemas' $refs into components resolve as written.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { isIsoDate } from '../../server/domain/dates.ts';

const DOC_ID = 'https://cobranca-sandbox.invalid/openapi.json';

/** A JSON Pointer token (RFC 6901). */
const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

export interface OpenApiDocument {
  paths: Record<string, Record<string, any>>;
  components: Record<string, Record<string, any>>;
  [key: string]: unknown;
}

export function createResponseChecker(doc: OpenApiDocument) {
  // verbose: each error carries the offending value, which the message shows.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, verbose: true });
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)));
  ajv.addFormat('calendar-date', isIsoDate);
  // The API's own "YYYY-MM-DD HH:MM:SS" (a snapshot's clock): a real date at a real time of day.
  ajv.addFormat('timestamp', (value: string) => {
    const parts = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
    return parts !== null && isIsoDate(parts[1]) && Number(parts[2]) < 24 && Number(parts[3]) < 60 && Number(parts[4]) < 60;
  });
  ajv.addSchema(doc as object, DOC_ID);
  const compiled = new Map<string, ValidateFunction>();

  const compile = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  /** The JSON Pointer of the schema for `status` of `method path` (path in OpenAPI form), or why there is none. */
  function schemaPointer(method: string, path: string, status: number, mediaType = 'application/json'): string {
    const operation = doc.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is not in the document`);
    let pointer = `/paths/${escapeToken(path)}/${method.toLowerCase()}/responses/${status}`;
    let response = operation.responses[String(status)];
    if (!response) throw new Error(`${method} ${path} answered ${status}, which the document does not list (it lists ${Object.keys(operation.responses).join(', ')})`);
    if (response.$ref) {
      pointer = String(response.$ref).slice(1);
      response = doc.components.responses[pointer.split('/').pop()!];
    }
    if (!response.content?.[mediaType]?.schema) throw new Error(`${method} ${path} ${status}: no ${mediaType} schema`);
    return `${pointer}/content/${escapeToken(mediaType)}/schema`;
  }

  return {
    schemaPointer,
    /** Null when `body` fits; otherwise ajv's errors, readable. */
    check(method: string, path: string, status: number, body: unknown, mediaType = 'application/json'): string | null {
      const validate = compile(schemaPointer(method, path, status, mediaType));
      return validate(body) ? null : readable(validate.errors);
    },
    /** Validates a value against the schema at `pointer` in the document. */
    checkAt(pointer: string, value: unknown): string | null {
      const validate = compile(pointer);
      return validate(value) ? null : readable(validate.errors);
    },
  };
}

const excerpt = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
};

/**
 * ajv's errors, one line each: where in the body, what is wrong, the value found there. The
 * deepest come first (a wrong enum deep inside a charge says more than the `anyOf` around it).
 */
function readable(errors: ErrorObject[] | null | undefined): string {
  const sorted = [...(errors ?? [])].sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length);
  return sorted
    .slice(0, 5)
    .map((error) => `at ${error.instancePath || '(the body)'}: ${error.message} ${JSON.stringify(error.params)}, found ${excerpt(error.data)}`)
    .join('\n    ');
}

/** Express's `/v1/charge/:id` is the document's `/v1/charge/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

// Every answer a test receives through the sandbox helper (sandbox.ts's request() and ApiClient)
// is checked against the OpenAPI document the server serves: the operation its method and
// concrete path land on, the status it answered, the media type and the body. A drift between
// the server and its document then fails the test that saw it, wherever that test is.
//
// The document is fetched once per test process, from the first server a request goes to, and
// its compiled validators are kept: building it costs the server most of a second, compiling
// the schemas as much again, and every server of this code serves the same document (only its
// `servers` URL differs, which no check reads). Fetching rather than building it here keeps the
// check on exactly what is served, and works for servers a test spawned in another process.
//
// Requests outside the document are checked too, by one rule (see `expectationOf`): on an API
// path, an answer no operation documents must be a refusal in the generic error shape; the
// dashboard's own files (every other path) have no JSON contract, only their JSON refusals do.
import { isApiPath } from '../../server/http/dashboard.ts';
import { createResponseChecker, type OpenApiDocument } from './openapi.ts';

type Checker = ReturnType<typeof createResponseChecker> & { doc: OpenApiDocument };

let loaded: Promise<Checker> | null = null;

async function fetchChecker(baseUrl: string): Promise<Checker> {
  const response = await fetch(`${baseUrl}/openapi.json`);
  if (response.status !== 200) {
    throw new Error(`the server at ${baseUrl} answered ${response.status} to GET /openapi.json: its answers cannot be checked against the document (give the request \`unchecked: 'why'\` if that is the point)`);
  }
  const doc = (await response.json()) as OpenApiDocument;
  return Object.assign(createResponseChecker(doc), { doc });
}

/** The process's checker, loaded from `baseUrl` if none is yet; a failed load is retried by the next request. */
export function checkerFor(baseUrl: string): Promise<Checker> {
  loaded ??= fetchChecker(baseUrl).catch((error) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

/** Where a concrete request lands in the document. */
export type Landing =
  | { kind: 'operation'; template: string; method: string }
  | { kind: 'other-method'; template: string }
  | { kind: 'undocumented' };

interface Template {
  path: string;
  pattern: RegExp;
  /** Literal segments before the first parameter rank a template first: /v1/charge/one-step before /v1/charge/{id}. */
  rank: number[];
}

const templatesOf = new WeakMap<OpenApiDocument, Template[]>();

function templates(doc: OpenApiDocument): Template[] {
  let list = templatesOf.get(doc);
  if (!list) {
    list = Object.keys(doc.paths).map((path) => {
      const segments = path.split('/').slice(1);
      const source = segments.map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
      // Express matches case-insensitively and takes a trailing slash, as the router here does.
      return { path, pattern: new RegExp(`^/${source}/?$`, 'i'), rank: segments.map((segment) => (segment.startsWith('{') ? 1 : 0)) };
    });
    list.sort((a, b) => {
      for (let i = 0; i < Math.min(a.rank.length, b.rank.length); i++) if (a.rank[i] !== b.rank[i]) return a.rank[i] - b.rank[i];
      return 0;
    });
    templatesOf.set(doc, list);
  }
  return list;
}

/**
 * The operation `method path` (a concrete path, query allowed) lands on: the most literal
 * template that has the method, as the router would pick it (GET /v1/charge/one-step is
 * GET /v1/charge/{id}). HEAD lands where GET does.
 */
export function landingOf(doc: OpenApiDocument, method: string, path: string): Landing {
  const bare = path.split('?')[0];
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  const matching = templates(doc).filter(({ pattern }) => pattern.test(bare));
  const withMethod = matching.find((template) => doc.paths[template.path][verb]);
  if (withMethod) return { kind: 'operation', template: withMethod.path, method: verb };
  return matching.length > 0 ? { kind: 'other-method', template: matching[0].path } : { kind: 'undocumented' };
}

export interface Answer {
  method: string;
  path: string;
  status: number;
  contentType: string;
  /** The parsed JSON, or the text when it is not JSON. */
  body: unknown;
  text: string;
}

const mediaTypeOf = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();
const isJson = (contentType: string) => /^application\/(.+\+)?json$/.test(mediaTypeOf(contentType));

/**
 * The rule for answers no operation documents. On an API path (/v1, /sandbox, the public pages:
 * dashboard.ts's isApiPath) only a refusal may answer, and as JSON in the error shape every
 * refusal has; an unknown path, or a method the path does not take, is a 404 or 405 like any
 * other. The dashboard's pages and files (every other path) are no part of the API's contract:
 * only a JSON refusal there is checked, for the same shape.
 */
function problemOutsideDocument(checker: Checker, landing: Exclude<Landing, { kind: 'operation' }>, answer: Answer): string | null {
  const api = isApiPath(answer.path.split('?')[0]);
  const where = landing.kind === 'other-method' ? `${landing.template} is documented, but not for ${answer.method}` : 'no path of the document matches';
  if (answer.status < 400) return api ? `${where}, yet it answered ${answer.status}: document the route` : null;
  if (answer.method.toUpperCase() === 'HEAD') return null;
  if (!isJson(answer.contentType)) return api ? `${where}, and a refusal must be JSON in the error shape, not ${answer.contentType || 'no content type'}` : null;
  return checker.checkAt('/components/schemas/Error', answer.body);
}

/** Why `answer` does not fit what `landing` documents for it, or null when it does. */
function problemWith(checker: Checker, landing: Landing, answer: Answer): string | null {
  const { doc } = checker;
  const head = answer.method.toUpperCase() === 'HEAD';
  if (landing.kind !== 'operation') return problemOutsideDocument(checker, landing, answer);
  const operation = doc.paths[landing.template][landing.method];
  let response = operation.responses[String(answer.status)];
  if (!response) return `the document lists ${Object.keys(operation.responses).join(', ')} for ${landing.method.toUpperCase()} ${landing.template}, not ${answer.status}`;
  if (response.$ref) response = doc.components.responses[String(response.$ref).split('/').pop()!];
  const content: Record<string, { schema?: unknown }> | undefined = response.content;
  if (!content) return answer.text === '' ? null : `the document gives ${answer.status} no body, yet one came: ${answer.contentType}`;
  if (head) return null;
  const mediaType = mediaTypeOf(answer.contentType);
  if (!(mediaType in content)) return `the document gives ${answer.status} as ${Object.keys(content).join(' or ')}, not ${answer.contentType || 'no content type'}`;
  if (!isJson(mediaType) || !content[mediaType].schema) return null;
  if (typeof answer.body === 'string' && answer.text !== '' && answer.body === answer.text) return `the body is not JSON, though sent as ${answer.contentType}`;
  return checker.check(landing.method, landing.template, answer.status, answer.body, mediaType);
}

/** Throws, naming the request, the answer and the schema's complaint, when `answer` drifts from the document. */
export async function assertFitsDocument(baseUrl: string, answer: Answer): Promise<void> {
  const checker = await checkerFor(baseUrl);
  const landing = landingOf(checker.doc, answer.method, answer.path);
  const problem = problemWith(checker, landing, answer);
  if (problem === null) return;
  const documented = landing.kind === 'operation' ? `${landing.method.toUpperCase()} ${landing.template}` : landing.kind === 'other-method' ? `${landing.template} (other methods)` : 'no documented path';
  const excerpt = answer.text.length > 600 ? `${answer.text.slice(0, 600)}… (${answer.text.length} chars)` : answer.text;
  throw new Error(
    [
      `${answer.method} ${answer.path} answered ${answer.status}, which does not fit the OpenAPI document (${documented}):`,
      `  body: ${excerpt}`,
      `  problem: ${problem}`,
      '  Fix the server or the document (server/http/openapi/); a request made outside the document on purpose says so with `unchecked: \'why\'`.',
    ].join('\n'),
  );
}

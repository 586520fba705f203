// One declaration per route: its method, path, who may call it, what its body must be, what it
// answers and which errors its own rules give — and the handler. From a list of these the app
// builds the Express router (routes.ts's routerFrom: the declared auth's middleware, the id
// parameters, the body checked against its schema) and the OpenAPI document builds the route's
// entry (openapi/document.ts): nothing about a route is written twice.
//
// The handler's `body` is typed from the body's JSON Schema (json-schema-to-ts's FromSchema, so
// the schemas are declared `as const`), and the builder checks the body against that very schema
// before the handler runs: the type is the schema's, not a cast at the call site.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { RouteDoc, Schema } from './openapi/route-doc.ts';
import type { ApiRequest, ApiResponse, Handler, Method } from './routes.ts';

/** Path parameters that are integer ids: the builder reads them (a non-integer is 3500010) and the document says so. */
export const ID_PARAMS = ['id', 'parcel', 'charge_id'] as const;
export type IdParamName = (typeof ID_PARAMS)[number];

type ParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<Tail>
    : Rest
  : never;

/** The path's parameters: ids as numbers, the others as the strings they came as. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: Name extends IdParamName ? number : string };

/**
 * The body the handler receives: its schema's type once checked, `{}` for an absent optional one.
 * A schema not declared `as const` types nothing: such a body needs a `read` that types it.
 */
export type BodyOf<S> = [S] extends [JSONSchema] ? FromSchema<S> : undefined;

export interface RouteCall<Body, Params> {
  req: ApiRequest;
  res: ApiResponse;
  /** Checked against the declared body schema (undefined when the route declares none). */
  body: Body;
  params: Params;
}

export interface BodyDeclaration<S, R = never> {
  /** The component name the schema is published under in the document. */
  name: string;
  schema: S;
  /**
   * The body may be absent: what the SDKs send for "no body" (nothing, `{}`, `[]` or null) is
   * checked as `{}`.
   */
  optional?: boolean;
  /**
   * With `optional`: `[]` is checked as the list it is (so an object schema refuses it) rather than
   * read as no body — what the account and snapshot routes have always answered.
   */
  emptyListIsBody?: boolean;
  /**
   * Reads the body in place of the builder's check against `schema`, for a body whose rules go
   * beyond one schema (a fault rule's schema chosen by its `target`, a snapshot file's rows): it
   * throws the API's error or returns the body, typed as it returns it. `schema` is still what
   * the document publishes.
   */
  read?: (received: unknown) => R;
  example?: unknown;
}

export interface RouteDeclaration<Path extends string, S, R> extends Omit<RouteDoc, 'body' | 'params'> {
  method: Method;
  /** As Express spells it, under the prefix the route is mounted at: '/charge/:id/pay'. */
  path: Path;
  body?: BodyDeclaration<S, R>;
  /** Path parameters that are not integer ids (`id`, `parcel`, `charge_id` are): their schema and meaning. */
  params?: { [Name in Exclude<ParamNames<Path>, IdParamName>]?: { description: string; schema: Record<string, unknown> } };
  /** Middleware after authentication, ahead of the handler (CORS headers for the browser tokenizer). */
  before?: Handler[];
  /** An `admin` route's 403 names what it refuses: 'Criar contas'. */
  adminAction?: string;
  handler: (call: RouteCall<[R] extends [never] ? BodyOf<S> : R, PathParams<Path>>) => unknown;
}

/** A declaration once its types have done their work: what the router and the document read. */
export interface DeclaredRoute extends Omit<RouteDoc, 'body'> {
  method: Method;
  path: string;
  body?: BodyDeclaration<Record<string, unknown>, unknown>;
  before?: Handler[];
  adminAction?: string;
  handler: (call: RouteCall<unknown, Record<string, string | number>>) => unknown;
}

/**
 * Declares a route. The one cast below forgets the handler's precise types: the router gives it
 * only a body the schema passed and the ids parsed as the path names them (routes.ts).
 */
export function route<const Path extends string, const S extends JSONSchema | Schema | undefined = undefined, R = never>(
  declaration: RouteDeclaration<Path, S, R>,
): DeclaredRoute {
  return declaration as unknown as DeclaredRoute;
}


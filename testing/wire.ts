// Reading the generated wire types (wire.generated.ts, from the OpenAPI document) by route: what a
// route answers and what it takes, as the document says. The dashboard (renderer/api/types.ts), the
// payment page (renderer/checkout/api.ts) and this helper (types.ts) name their types with these.
import type { components, paths } from './wire.generated.ts';

/** The document's named schemas (components.schemas). */
export type Schemas = components['schemas'];

/** A path of the document, as OpenAPI spells it: '/v1/charge/{id}'. */
export type WirePath = keyof paths;

type Method = 'get' | 'put' | 'post' | 'delete';
type JsonOf<Content> = Content extends { content: { 'application/json': infer Body } } ? Body : never;
type Operation<P extends WirePath, M extends Method> = NonNullable<paths[P][M]>;

/** The JSON a route answers with on success (its 200). */
export type Answer<P extends WirePath, M extends Method = 'get'> =
  Operation<P, M> extends { responses: { 200: infer Success } } ? JsonOf<Success> : never;

/** /v1 answers `{code: 200, data}`: the `data`. */
export type Data<P extends WirePath, M extends Method = 'get'> = Answer<P, M> extends { data: infer D } ? D : never;

/** The JSON body a route takes. */
export type RequestBody<P extends WirePath, M extends Method> =
  Operation<P, M> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** A route's query parameters. */
export type Query<P extends WirePath, M extends Method = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

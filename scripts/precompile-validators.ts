// Build time (scripts/build-server.mjs): the standalone code of every route's body schema, one
// CommonJS module per schema, which the server bundle loads on the schema's first use instead of
// loading ajv and compiling it (cold start; issue 23 §6) — see server/http/precompiled-validators.ts.
// The code is what ajv.compile makes of the same schema with the same options (ajv's own
// "standalone" output), so the answers are the same; test/unit/precompiled-validators.test.ts
// checks it. Schemas read by a route's own `read` (fault rules, snapshot files) are left to ajv.
//
//   node --import tsx scripts/precompile-validators.ts <dir>   writes <dir>/<schema key>.cjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import standalone from 'ajv/dist/standalone/index.js';
import { _ } from 'ajv';
import { allRouteTables } from '../server/http/control-tables.ts';
import { sandboxAjv, schemaKey, type Schema } from '../server/http/validate.ts';

const SCHEMA_FORMATS_MODULE = fileURLToPath(new URL('../server/http/schema-formats.ts', import.meta.url));

/**
 * Every body a route checks with its declaration's `schema`, once per schema, with the example the
 * document gives (control-tables.ts's allRouteTables, built on stand-ins: building them touches nothing).
 */
export function routeBodies(): Array<{ schema: Schema; example?: unknown }> {
  const standIn = {} as never;
  const tables = allRouteTables({ ctx: standIn, runner: standIn, certificateAuthority: standIn, accountCreation: { open: true }, publicUrl: () => '', bindHost: '', dashboardDir: '' });
  const bodies = Object.values(tables).flatMap((lists) => lists.flat().flatMap((route) => (route.body && !route.body.read ? [{ schema: route.body.schema as Schema, example: route.body.example }] : [])));
  return [...new Map(bodies.map((body) => [schemaKey(body.schema), body])).values()];
}

/**
 * A CommonJS module exporting `schema`'s validator. It requires ajv's small runtime helpers and
 * the formats module (server/http/schema-formats.ts) by name: the build bundles it.
 */
export function standaloneValidator(schema: Schema, schemaFormatsModule = SCHEMA_FORMATS_MODULE): string {
  const ajv = sandboxAjv({ source: true, formats: _`require(${schemaFormatsModule}).schemaFormats` });
  return standalone.default(ajv, ajv.compile(schema));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  mkdirSync(dir, { recursive: true });
  for (const { schema } of routeBodies()) writeFileSync(join(dir, `${schemaKey(schema)}.cjs`), standaloneValidator(schema));
}

// Validators compiled ahead of time, by schema key (validate.ts's schemaKey). None here: the
// server bundle replaces this module with one that loads, on first use, the standalone validator
// of any route's body schema from dist/server/validators/ (scripts/precompile-validators.ts, run by
// scripts/build-server.mjs), so a bundled server neither loads ajv nor compiles a schema to
// answer the API. From the sources (tests, dev), every schema is compiled by ajv on first use, as
// the bundle does for any schema it has no file for.
import type { ValidateFunction } from 'ajv';

export function precompiledValidator(_key: string): ValidateFunction | undefined {
  return undefined;
}

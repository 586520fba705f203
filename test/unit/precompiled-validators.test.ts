// The server bundle checks the routes' bodies with validators compiled at build time
// (scripts/precompile-validators.ts); the sources compile the same schemas with ajv on first use.
// Both must give the same verdict and the same first error — the one the API's answer quotes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { routeBodies, standaloneValidator } from '../../scripts/precompile-validators.ts';
import { sandboxAjv, type Schema } from '../../server/http/validate.ts';

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

function loadStandalone(schema: Schema): Validate {
  const module = { exports: {} as Validate };
  new Function('require', 'module', 'exports', standaloneValidator(schema))(createRequire(import.meta.url), module, module.exports);
  return module.exports;
}

/** The example, then the example with each top-level property taken out or given a wrong value. */
function probes(example: unknown): unknown[] {
  const list: unknown[] = [undefined, null, [], {}, 'text', 0, example];
  if (example && typeof example === 'object' && !Array.isArray(example)) {
    for (const [name, value] of Object.entries(example)) {
      const { [name]: _left, ...without } = example as Record<string, unknown>;
      list.push(without);
      for (const wrong of ['', 'x'.repeat(300), '2030-02-30', -1, 1.5, 2 ** 40, null, [], {}, [value, value]]) list.push({ ...example, [name]: wrong });
      if (value && typeof value === 'object') list.push({ ...example, [name]: { ...value, unknown_property: 1 } });
    }
  }
  return list;
}

test('every route body schema has a precompiled validator that agrees with ajv.compile', () => {
  const ajv = sandboxAjv();
  const bodies = routeBodies();
  assert.ok(bodies.length >= 20, `${bodies.length} body schemas`);
  let refusals = 0;
  for (const { schema, example } of bodies) {
    const precompiled = loadStandalone(schema);
    const compiled = ajv.compile(schema);
    for (const probe of probes(example)) {
      const verdict = compiled(probe);
      assert.equal(precompiled(probe), verdict, JSON.stringify(probe));
      assert.deepEqual(precompiled.errors ?? null, compiled.errors ?? null, JSON.stringify(probe));
      if (!verdict) refusals++;
    }
  }
  assert.ok(refusals > 100, `${refusals} refusals compared`);
});

test('a precompiled validator checks the calendar-date format with the sandbox\'s own rule', () => {
  const schema = { type: 'object', properties: { expire_at: { type: 'string', format: 'calendar-date' } } };
  const validate = loadStandalone(schema);
  assert.equal(validate({ expire_at: '2028-02-29' }), true);
  assert.equal(validate({ expire_at: '2030-02-30' }), false);
  assert.deepEqual(validate.errors?.map((error: any) => [error.keyword, error.instancePath]), [['format', '/expire_at']]);
});

// Bundles the headless server into dist/ so `npm run serve` starts plain Node with no
// TypeScript loader in the way (cold start is a product feature: CI jobs spawn it per suite).
// Express and ajv are bundled too: one file read instead of ~200 module look-ups at every start.
// What stays external is listed in scripts/server-externals.mjs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { serverExternals } from './server-externals.mjs';
import { lazyPackages, serverBundleShims } from './server-bundle-shims.mjs';

// Chunk names change with their content: clear out the last build's.
rmSync('dist/server', { recursive: true, force: true });

// The packages the bundle loads only when first used (server-bundle-shims.mjs), one file each.
await build({
  entryPoints: lazyPackages,
  outdir: 'dist/server/lazy',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  minifyWhitespace: true,
  logLevel: 'warning',
});

// The routes' body validators, compiled ahead of time (scripts/precompile-validators.ts): one
// CommonJS file per schema in dist/server/validators/, ajv's runtime helpers bundled in.
const generated = mkdtempSync(join(tmpdir(), 'sandbox-validators-'));
try {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/precompile-validators.ts', generated], { stdio: 'inherit' });
  await build({
    entryPoints: readdirSync(generated).map((file) => join(generated, file)),
    outdir: 'dist/server/validators',
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    nodePaths: [resolve('node_modules')], // the generated files sit in a temp folder
    minifyWhitespace: true,
    logLevel: 'warning',
  });
} finally {
  rmSync(generated, { recursive: true, force: true });
}
const validatorKeys = readdirSync('dist/server/validators').map((file) => file.replace(/\.cjs$/, ''));

// In the bundle, server/http/precompiled-validators.ts loads those files (its source has none).
const PRECOMPILED_VALIDATORS = `
import { createRequire } from 'node:module';
const keys = new Set(${JSON.stringify(validatorKeys)});
const load = createRequire(new URL('./validators/', import.meta.url));
export function precompiledValidator(key) {
  return keys.has(key) ? load('./' + key + '.cjs') : undefined;
}
`;
const precompiledValidators = {
  name: 'precompiled-validators',
  setup(plugin) {
    const source = resolve('server/http/precompiled-validators.ts');
    plugin.onLoad({ filter: /precompiled-validators\.ts$/ }, (args) => (args.path === source ? { contents: PRECOMPILED_VALIDATORS, loader: 'js' } : undefined));
  },
};

// In the bundle, server/store/fresh-schema.ts holds the schema every migration leaves, as one
// script for new databases (server/store/schema-dump.ts; its source has none).
const freshSchema = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/fresh-schema.ts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const freshSchemaModule = {
  name: 'fresh-schema',
  setup(plugin) {
    const source = resolve('server/store/fresh-schema.ts');
    plugin.onLoad({ filter: /fresh-schema\.ts$/ }, (args) => (args.path === source ? { contents: `export const freshSchema = ${freshSchema};`, loader: 'js' } : undefined));
  },
};

await build({
  entryPoints: ['server/cli.ts', 'server/start.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: serverExternals,
  plugins: [serverBundleShims, precompiledValidators, freshSchemaModule],
  // The bundled CommonJS packages call require() for Node's built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  // Cold start: without comments and indentation the chunks that load at start are 40 % smaller,
  // and ASCII only (the comments' "—", "→", "ê" made Node decode each chunk into a two-byte
  // string), so Node decodes and V8 parses less. Names are kept (no identifier minification):
  // stack traces still name their functions; `node --enable-source-maps` maps them to the sources.
  minifyWhitespace: true,
  splitting: true,
  logLevel: 'warning',
});

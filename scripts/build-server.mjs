// Bundles the headless server into dist/ so `npm run serve` starts plain Node with no
// TypeScript loader in the way (cold start is a product feature: CI jobs spawn it per suite).
// Express and ajv are bundled too: one file read instead of ~200 module look-ups at every start.
// What stays external is listed in scripts/server-externals.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { serverExternals } from './server-externals.mjs';
import { lazyPackages, serverBundleShims } from './server-bundle-shims.mjs';

// Chunk names change with their content: clear out the last build's.
rmSync('dist/server', { recursive: true, force: true });

// The packages the bundle loads only when first used (server-bundle-shims.mjs), one file each.
// In the CommonJS bundle (below), the packages only lazily loaded code imports, in files of their
// own: node-forge (the proxy's certificates, the card tokenizer's keys) is
// ~1 MB of source that V8 would otherwise scan, or read from the code cache, at every start.
const lazyImported = { 'node-forge': 'node-forge/lib/index.js' };
const lazyImportedPackages = {
  name: 'lazy-imported-packages',
  setup(plugin) {
    plugin.onResolve({ filter: /^node-forge$/ }, (args) => ({ path: `./lazy/${args.path}.cjs`, external: true }));
  },
};

await build({
  entryPoints: { ...lazyPackages, ...lazyImported },
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

// The ES-module build (start.mjs and its chunks) is named .mjs: dist/server/package.json (below)
// makes the folder's .js files CommonJS, so the CLI's entry loads without Node's ES-module loader.
await build({
  entryPoints: ['server/start.ts'],
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
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

// The headless command as one CommonJS file, run by a small loader (dist/server/cli.js) through
// V8's code cache (server/code-cache.ts): ES modules cannot take cached data on Node 20. No chunks
// in this format: the lazily loaded parts (PDF, pages, control API) are in the file but V8 only
// pre-parses them, and the cache skips even that.
await build({
  entryPoints: { cli: 'server/cli.ts' },
  outdir: 'dist/server',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: serverExternals,
  plugins: [lazyImportedPackages, serverBundleShims, precompiledValidators, freshSchemaModule],
  // `import.meta.url` (project.ts, checkpointer.ts, the validators' loader) as the bundle's own URL.
  define: { 'import.meta.url': '__bundle_url' },
  banner: { js: "var __bundle_url = require('node:url').pathToFileURL(__filename).href;" },
  // `import('node:tls')` and the like as require(): a vm.Script has no loader for import().
  supported: { 'dynamic-import': false },
  sourcemap: true,
  minifyWhitespace: true,
  logLevel: 'warning',
});
// The entry, dist/server/cli.js, as CommonJS: an ES-module entry makes Node start its ES-module
// loader and wrap each built-in it imports in a module facade, ~20 ms of CPU per start measured
// (issue 23 §6); `node dist/server/cli.js` and `import '…/cli.js'` (bin/) both still work.
writeFileSync('dist/server/package.json', `${JSON.stringify({ type: 'commonjs' })}\n`);
await build({
  entryPoints: { cli: 'server/cli-launcher.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  define: { 'import.meta.url': '__launcher_url' },
  banner: { js: "var __launcher_url = require('node:url').pathToFileURL(__filename).href;" },
  minifyWhitespace: true,
  logLevel: 'warning',
});
await makeCodeCache();

/**
 * One start of the built CLI as every launcher starts it, plain `node dist/server/cli.js` (V8
 * rejects a cache made under other V8 flags: test/unit/code-cache.test.ts checks a plain start
 * takes this one), one authorized answer, then a graceful stop: the loader writes the cache as it
 * exits, so the cache holds what a first answer compiles. A failure here fails the build (the CLI
 * is broken).
 */
async function makeCodeCache() {
  const id = 'code-cache-client';
  const secret = 'code-cache-secret';
  const caDir = mkdtempSync(join(tmpdir(), 'sandbox-ca-'));
  const child = spawn(
    process.execPath,
    ['dist/server/cli.js', '--port', '0', '--db', ':memory:', '--client-id', id, '--client-secret', secret, '--ca-dir', caDir],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, COBRANCA_SANDBOX_WRITE_CODE_CACHE: '1' } },
  );
  try {
    const url = await new Promise((resolveUrl, reject) => {
      let out = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const match = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
        if (match) resolveUrl(match[0]);
      });
      child.once('exit', (code) => reject(new Error(`the built CLI exited (${code}) before its ready line`)));
    });
    const auth = await fetch(`${url}/v1/authorize`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    const { access_token: token } = await auth.json();
    const answer = await fetch(`${url}/v1/charge/999999999`, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status !== 404) throw new Error(`the built CLI's first authorized answer was ${answer.status}`);
  } finally {
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    child.kill('SIGTERM');
    await exited;
    rmSync(caDir, { recursive: true, force: true });
  }
  if (!existsSync('dist/server/cli.cjs.v8-cache')) throw new Error('the built CLI wrote no code cache');
}

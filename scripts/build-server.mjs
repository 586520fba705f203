// Bundles the headless server into dist/ so `npm run serve` starts plain Node with no
// TypeScript loader in the way (cold start is a product feature: CI jobs spawn it per suite).
// Express and ajv are bundled too: one file read instead of ~200 module look-ups at every start.
// What stays external is listed in scripts/server-externals.mjs.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { serverExternals } from './server-externals.mjs';
import { serverBundleShims } from './server-bundle-shims.mjs';

// Chunk names change with their content: clear out the last build's.
rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: ['server/cli.ts', 'server/start.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: serverExternals,
  plugins: [serverBundleShims],
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

// Builds the test helper, cobranca-sandbox/testing (testing/), into dist/testing:
//   index.js + *.d.ts            the ES module and its declarations
//   cjs/index.js + cjs/*.d.ts    the CommonJS build, under a package.json saying so, with copies of
//                                the declarations: TypeScript reads a .d.ts by the type of the
//                                package around it, so CommonJS consumers need their own copies.
// package.json's "exports" maps `import` and `require` of cobranca-sandbox/testing to these.
// Node built-ins only: nothing to keep external, and no test framework assumed.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const out = 'dist/testing';
rmSync(out, { recursive: true, force: true });

const common = { entryPoints: ['testing/index.ts'], bundle: true, platform: 'node', target: 'node20', logLevel: 'warning' };
await build({ ...common, format: 'esm', outfile: `${out}/index.js` });
await build({
  ...common,
  format: 'cjs',
  outfile: `${out}/cjs/index.js`,
  // import.meta.url is only read where __dirname is undefined, i.e. never in this build.
  logOverride: { 'empty-import-meta': 'silent' },
});
writeFileSync(`${out}/cjs/package.json`, '{ "type": "commonjs" }\n');

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const result = spawnSync(process.execPath, [tsc, '-p', 'testing/tsconfig.json'], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
mkdirSync(`${out}/cjs`, { recursive: true });
for (const name of readdirSync(out).filter((file) => file.endsWith('.d.ts'))) copyFileSync(`${out}/${name}`, `${out}/cjs/${name}`);

// The built CLI runs its CommonJS bundle through V8's code cache (server/code-cache.ts): a cache
// made for this very bundle is used; a missing, stale (same length, other text), truncated or
// garbage cache is ignored and the bundle runs as it is. The last test starts a copy of the built
// CLI whose cache file is garbage: it must still answer an authorized request.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readCodeCache } from '../../server/code-cache.ts';

const dir = mkdtempSync(join(tmpdir(), 'code-cache-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const codeCacheModule = fileURLToPath(new URL('../../server/code-cache.ts', import.meta.url));

let counter = 0;
/** A bundle answering `word` (same length for every 5-letter word), with its own cache file name. */
function bundleSaying(word: string): { bundle: string; cache: string } {
  const bundle = join(dir, `bundle-${++counter}.cjs`);
  writeFileSync(bundle, `const word = ${JSON.stringify(word)};\nmodule.exports = { said: word, dir: __dirname, req: typeof require };\n`);
  return { bundle, cache: `${bundle}.v8-cache` };
}

/**
 * Compiles and runs the bundle in a process of its own (and writes its cache if asked): within one
 * process V8 reuses its own compilation of a text seen before and never looks at cached data.
 */
function runFresh(bundle: string, cache: string, write = false): { cacheUsed: boolean; said: string; dir: string; req: string } {
  const script = `import { compileBundle, writeCodeCache } from ${JSON.stringify(pathToFileURL(codeCacheModule).href)};
const compiled = compileBundle(${JSON.stringify(bundle)}, ${JSON.stringify(cache)});
const exports = compiled.run();
if (${write}) writeCodeCache(compiled, ${JSON.stringify(cache)});
process.stdout.write(JSON.stringify({ cacheUsed: compiled.cacheUsed, ...exports }));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, `exit ${run.status} ${run.signal ?? ''}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

test('a cache made for the bundle is used, and the bundle behaves the same', () => {
  const { bundle, cache } = bundleSaying('hello');
  const first = runFresh(bundle, cache, true);
  assert.deepEqual(first, { cacheUsed: false, said: 'hello', dir, req: 'function' }, 'no cache file yet; __dirname is the bundle folder');
  assert.deepEqual(runFresh(bundle, cache), { ...first, cacheUsed: true });
});

test('a cache made for another text of the same length is ignored', () => {
  const { bundle, cache } = bundleSaying('hello');
  runFresh(bundle, cache, true);
  writeFileSync(bundle, readFileSync(bundle, 'utf8').replace('hello', 'world'));
  const rebuilt = runFresh(bundle, cache);
  assert.equal(rebuilt.cacheUsed, false);
  assert.equal(rebuilt.said, 'world', 'the new text runs, not the cached one');
});

test('a truncated or damaged cache is ignored (V8 alone would crash on some)', () => {
  const { bundle, cache } = bundleSaying('hello');
  runFresh(bundle, cache, true);
  const good = readFileSync(cache);
  const headerLength = good.indexOf(0x0a) + 1;
  const v8Data = good.subarray(headerLength);
  const damaged = {
    truncated: good.subarray(0, headerLength + 8),
    // V8's own header kept, the rest overwritten: the case that segfaults without the digest.
    overwritten: Buffer.concat([good.subarray(0, headerLength + 32), Buffer.alloc(v8Data.length - 32, 0x5a)]),
    'not a cache': Buffer.from('not a cache at all'),
    empty: Buffer.alloc(0),
  };
  for (const [name, content] of Object.entries(damaged)) {
    writeFileSync(cache, content);
    const run = runFresh(bundle, cache);
    assert.equal(run.cacheUsed, false, name);
    assert.equal(run.said, 'hello', name);
  }
  assert.equal(readCodeCache(cache, 'any key'), undefined);
});

test('the built CLI\'s cache fits a plain `node dist/server/cli.js`, as every launcher starts it', () => {
  // V8 takes cached data only under the V8 flags it was made with: a flag added to the build's
  // start, or to the launchers', would turn this cache off without a word (and with it Node's own
  // code cache for its built-in modules: ~20 ms more per start, docs/performance.md).
  const bundle = fileURLToPath(new URL('../../dist/server/cli.cjs', import.meta.url));
  const script = `import { compileBundle } from ${JSON.stringify(pathToFileURL(codeCacheModule).href)};
process.stdout.write(String(compileBundle(${JSON.stringify(bundle)}, ${JSON.stringify(`${bundle}.v8-cache`)}).cacheUsed));`;
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', env });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout, 'true');
});

test('the built CLI with a garbage code cache still gives an authorized answer', async (t) => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const copy = join(dir, 'package');
  cpSync(join(root, 'dist', 'server'), join(copy, 'dist', 'server'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  // The real cache with V8's data overwritten past its header: the digest must catch it.
  const cacheFile = join(copy, 'dist', 'server', 'cli.cjs.v8-cache');
  const real = readFileSync(cacheFile);
  real.fill(0x5a, real.indexOf(0x0a) + 1 + 32);
  writeFileSync(cacheFile, real);

  const child = spawn(
    process.execPath,
    [join(copy, 'dist', 'server', 'cli.js'), '--port', '0', '--db', ':memory:', '--client-id', 'cc-id', '--client-secret', 'cc-secret', '--ca-dir', join(dir, 'ca')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  t.after(async () => {
    child.kill('SIGTERM');
    await exited;
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(stdout);
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before its ready line: ${stderr}`)));
  });

  const auth = await fetch(`${url}/v1/authorize`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('cc-id:cc-secret').toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials' }),
  });
  assert.equal(auth.status, 200);
  const { access_token: token } = (await auth.json()) as { access_token: string };
  const answer = await fetch(`${url}/v1/charge/999999999`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(answer.status, 404);
  assert.equal(typeof ((await answer.json()) as { code?: unknown }).code, 'number');
  assert.equal(stderr, '');
});

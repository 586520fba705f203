// Runs the server's CommonJS bundle through V8's code cache (cold start, issue 23 §6). Node 20 has
// no `module.enableCompileCache` (22.1+), and ES modules cannot be given cached data, so the built
// CLI (dist/server/cli.js) is this loader plus one CommonJS bundle (dist/server/cli.cjs) compiled
// with `vm.Script`'s `cachedData`: V8 then skips parsing and compiling what the last start compiled.
//
// The cache is made once, at build time (scripts/build-server.mjs starts the built CLI, asks it one
// authorized question and stops it, with CODE_CACHE_WRITE_ENV set), never by an ordinary start:
// nothing is written beside the package at run time, and a cache is never read from a shared
// temp folder (cached code is code). A cache that does not fit is ignored and the bundle compiles
// as it would without one: V8 itself rejects data made by another V8 or other flags, but checks
// only the source's length, and not its data's integrity, so the file starts with a digest of the
// bundle's bytes and Node's version, and one of V8's data; a missing, stale, truncated or corrupt
// file only costs the compile it would have saved.
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/** Set (to anything) by the build's one start: write the cache when the process exits. */
export const CODE_CACHE_WRITE_ENV = 'COBRANCA_SANDBOX_WRITE_CODE_CACHE';

const HEADER_PREFIX = 'cobranca-sandbox v8 code cache 1 ';

export interface CompiledBundle {
  script: Script;
  /** What a cache must be made for: the bundle's text, this Node, this architecture. */
  key: string;
  /** Whether V8 took the cache file's data (false when there was none, or it did not fit). */
  cacheUsed: boolean;
  /** Evaluates the bundle as a CommonJS module of `bundleFile`; returns its `module.exports`. */
  run(): unknown;
}

// SHA-1 of the file's bytes (not of the decoded text): the cheapest digest Node has that a rebuild
// cannot collide by chance; it runs at every start.
function keyOf(bytes: Buffer): string {
  return createHash('sha1').update(`${process.version} ${process.arch}\n`).update(bytes).digest('hex');
}

/** The bundle's text: esbuild writes ASCII, which reads as Latin-1 without a UTF-8 decoder's pass. */
function textOf(bytes: Buffer): string {
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

const DIGEST_HEX_LENGTH = 40;

function digestOf(bytes: Buffer): string {
  return createHash('sha1').update(bytes).digest('hex');
}

function headerOf(key: string, payload: Buffer): Buffer {
  return Buffer.from(`${HEADER_PREFIX}${key} ${digestOf(payload)}\n`, 'latin1');
}

/**
 * The V8 data in `cacheFile` if it was made for `key` and is whole; undefined otherwise. The file
 * carries a digest of V8's data too: V8 checks its own header but not the rest, and a damaged
 * cache it accepts crashes the process (measured: Node 20 segfaults on one).
 */
export function readCodeCache(cacheFile: string, key: string): Buffer | undefined {
  let data: Buffer;
  try {
    data = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  const prefix = Buffer.from(`${HEADER_PREFIX}${key} `, 'latin1');
  const headerLength = prefix.length + DIGEST_HEX_LENGTH + 1;
  if (data.length <= headerLength || !data.subarray(0, prefix.length).equals(prefix)) return undefined;
  const payload = data.subarray(headerLength);
  const digest = data.toString('latin1', prefix.length, prefix.length + DIGEST_HEX_LENGTH);
  return digest === digestOf(payload) && data[headerLength - 1] === 0x0a ? payload : undefined;
}

/** Compiles `bundleFile` with the cache in `cacheFile` when it fits. */
export function compileBundle(bundleFile: string, cacheFile: string): CompiledBundle {
  const bytes = readFileSync(bundleFile);
  const source = textOf(bytes);
  const key = keyOf(bytes);
  const cachedData = readCodeCache(cacheFile, key);
  // The CommonJS wrapper on the bundle's first line, so line numbers in stack traces stay the file's.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundleFile,
    cachedData,
  });
  return {
    script,
    key,
    cacheUsed: cachedData !== undefined && !script.cachedDataRejected,
    run() {
      const module = { exports: {} };
      const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
      wrapper.call(module.exports, module.exports, createRequire(bundleFile), module, bundleFile, dirname(bundleFile));
      return module.exports;
    },
  };
}

/**
 * Writes what V8 has compiled of the bundle so far (the functions the run used, not only the
 * top level) to `cacheFile`: to a temporary name first, then renamed, so a start never reads
 * half a file.
 */
export function writeCodeCache(bundle: CompiledBundle, cacheFile: string): void {
  const partial = `${cacheFile}.${process.pid}.tmp`;
  try {
    const payload = bundle.script.createCachedData();
    writeFileSync(partial, Buffer.concat([headerOf(bundle.key, payload), payload]));
    renameSync(partial, cacheFile);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** What dist/server/cli.js does: run the bundle, cached if it can be; make the cache if asked to. */
export function runCachedBundle(bundleFile: string, cacheFile: string): void {
  const bundle = compileBundle(bundleFile, cacheFile);
  if (process.env[CODE_CACHE_WRITE_ENV]) process.once('exit', () => writeCodeCache(bundle, cacheFile));
  bundle.run();
}

// `npm install` (postinstall): Electron's type declarations for the typecheck of electron/, on a
// machine where Electron itself could not be installed.
//
// `electron` is an optionalDependency because its install script downloads a ~100 MB binary from
// GitHub, and where that fails (many CI runners, containers, offline mirrors) npm then drops the
// whole package, electron.d.ts with it: `tsc -p electron/tsconfig.json` would stop at "Cannot find
// module 'electron'". Only in that case, this unpacks electron.d.ts from the very tarball
// package-lock.json pins (`npm pack`, which takes it from npm's cache that the failed install has
// just filled, checked against the lockfile's integrity) into
// node_modules/.cache/cobranca-sandbox/electron-types/, where electron/tsconfig.json looks when
// node_modules/electron is missing. Nothing in it runs: no binary, no install script. The desktop
// bundles build without Electron too (electron.vite.config.ts); only the app needs the real package,
// and `npm start` says so and runs headless.
//
// A failure here never fails `npm install`: it says why, and the typecheck reports the missing module.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the declarations go (electron/tsconfig.json's second `paths` entry for 'electron'). */
export const electronTypesDir = (projectRoot) => join(projectRoot, 'node_modules', '.cache', 'cobranca-sandbox', 'electron-types');

/** The regular files of a gzipped tar (npm's tarballs are ustar), by path. */
export function untar(gzipped) {
  const tar = gunzipSync(gzipped);
  const files = new Map();
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start, length) => header.subarray(start, start + length).toString('utf8').replace(/\0[\s\S]*$/, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const prefix = field(257, 5) === 'ustar' ? field(345, 155) : '';
    const type = field(156, 1);
    if (type === '0' || type === '') files.set(prefix ? `${prefix}/${field(0, 100)}` : field(0, 100), tar.subarray(offset + 512, offset + 512 + size));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/** The npm integrity string (`sha512-<base64>`) of some bytes. */
export const integrityOf = (bytes) => `sha512-${createHash('sha512').update(bytes).digest('base64')}`;

/** The electron version package-lock.json pins, with its integrity; else the range package.json asks for. */
export function wantedElectron(projectRoot) {
  const lockFile = join(projectRoot, 'package-lock.json');
  const locked = existsSync(lockFile) ? JSON.parse(readFileSync(lockFile, 'utf8')).packages?.['node_modules/electron'] : undefined;
  if (locked?.version) return { spec: `electron@${locked.version}`, integrity: locked.integrity };
  const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
  const range = manifest.optionalDependencies?.electron ?? manifest.devDependencies?.electron;
  return { spec: `electron@${range}`, integrity: undefined };
}

/** `npm pack <spec>` into a temporary folder (npm's cache first): the tarball's bytes. */
export function npmPack(spec) {
  const dir = mkdtempSync(join(tmpdir(), 'cobranca-electron-types-'));
  try {
    // Inside an npm script npm_execpath is npm's own CLI: the same npm, its configuration and cache.
    const [command, prefix] = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
    const result = spawnSync(command, [...prefix, 'pack', spec, '--prefer-offline', '--pack-destination', dir, '--loglevel', 'error'], {
      cwd: dir,
      encoding: 'utf8',
      shell: command === 'npm' && process.platform === 'win32',
    });
    const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
    if (result.status !== 0 || !tarball) throw new Error(`npm pack ${spec} failed: ${(result.stderr || String(result.error ?? '')).trim().split('\n').pop()}`);
    return readFileSync(join(dir, tarball));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Makes electron/tsconfig.json find Electron's declarations. Returns what it did: 'installed' (the
 * electron package is there; a stale unpacked copy is removed), 'current' (already unpacked) or
 * 'unpacked'. Throws when the tarball cannot be had or does not match the lockfile.
 */
export function ensureElectronTypes({ projectRoot = root, pack = npmPack } = {}) {
  const dir = electronTypesDir(projectRoot);
  if (existsSync(join(projectRoot, 'node_modules', 'electron', 'electron.d.ts'))) {
    rmSync(dir, { recursive: true, force: true });
    return 'installed';
  }
  const { spec, integrity } = wantedElectron(projectRoot);
  // A package.json beside the declarations, as in the package: it records where they came from, and
  // (no "type" field, as Electron's) keeps electron.d.ts a CommonJS declaration file, not an ES
  // module as this project's own package.json would make it.
  const manifestFile = join(dir, 'package.json');
  if (existsSync(join(dir, 'electron.d.ts')) && existsSync(manifestFile) && JSON.parse(readFileSync(manifestFile, 'utf8')).unpackedFrom === spec) return 'current';
  const tarball = pack(spec);
  if (integrity && integrityOf(tarball) !== integrity) throw new Error(`the tarball of ${spec} does not match package-lock.json's integrity`);
  const files = untar(tarball);
  const declarations = files.get('package/electron.d.ts');
  if (!declarations || !files.has('package/package.json')) throw new Error(`${spec} has no electron.d.ts`);
  const { name, version } = JSON.parse(files.get('package/package.json').toString('utf8'));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'electron.d.ts'), declarations);
  writeFileSync(manifestFile, `${JSON.stringify({ name, version, types: 'electron.d.ts', unpackedFrom: spec, integrity }, null, 2)}\n`);
  return 'unpacked';
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    if (ensureElectronTypes() === 'unpacked') {
      process.stderr.write(
        "cobranca-sandbox: Electron could not be installed here (its binary download failed; it is optional): " +
          "unpacked its type declarations for the typecheck; `npm start` runs the headless server\n",
      );
    }
  } catch (error) {
    process.stderr.write(`cobranca-sandbox: Electron's type declarations are missing (${error.message}); \`npm run typecheck\` will report 'electron'\n`);
  }
}

// Where Electron's binary cannot be downloaded npm drops the optional electron package, and
// scripts/electron-types.mjs (postinstall) unpacks its declarations for `tsc -p electron/tsconfig.json`.
// Tarballs here are made by `npm pack`, as the registry's are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- a plain .mjs script without type declarations
import { electronTypesDir, ensureElectronTypes, integrityOf, untar } from '../../scripts/electron-types.mjs';

const DECLARATIONS = "declare module 'electron' { export const app: { whenReady(): Promise<void> }; }\n";

/** A tarball of a fake electron package, packed by npm. */
function packedElectron(dir: string, version: string, declarations = DECLARATIONS): Buffer {
  mkdirSync(dir, { recursive: true });
  const source = join(dir, 'electron-source');
  mkdirSync(source);
  writeFileSync(join(source, 'package.json'), JSON.stringify({ name: 'electron', version, types: 'electron.d.ts', scripts: { postinstall: 'exit 1' } }));
  writeFileSync(join(source, 'electron.d.ts'), declarations);
  const packed = spawnSync('npm', ['pack', '--ignore-scripts', '--pack-destination', dir, '--loglevel', 'error'], { cwd: source, encoding: 'utf8' });
  assert.equal(packed.status, 0, packed.stderr);
  return readFileSync(join(dir, readdirSync(dir).find((name) => name.endsWith('.tgz'))!));
}

function project(t: { after(fn: () => void): void }) {
  const dir = mkdtempSync(join(tmpdir(), 'cobranca-electron-types-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const tarball = packedElectron(dir, '41.7.1');
  const root = join(dir, 'project');
  mkdirSync(root);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'p', type: 'module', optionalDependencies: { electron: '^41.7.1' } }));
  const lock = { packages: { 'node_modules/electron': { version: '41.7.1', integrity: integrityOf(tarball), optional: true } } };
  writeFileSync(join(root, 'package-lock.json'), JSON.stringify(lock));
  return { root, tarball, dir };
}

test('npm tarballs are read file by file', (t) => {
  const { tarball } = project(t);
  const files = untar(tarball);
  assert.equal(files.get('package/electron.d.ts').toString(), DECLARATIONS);
  assert.equal(JSON.parse(files.get('package/package.json').toString()).version, '41.7.1');
});

test('without the electron package, the declarations of the locked version are unpacked once; with it, none', (t) => {
  const { root, tarball } = project(t);
  const packed: string[] = [];
  const pack = (spec: string) => (packed.push(spec), tarball);
  assert.equal(ensureElectronTypes({ projectRoot: root, pack }), 'unpacked');
  const dir = electronTypesDir(root);
  assert.equal(readFileSync(join(dir, 'electron.d.ts'), 'utf8'), DECLARATIONS);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  assert.deepEqual([manifest.name, manifest.version, manifest.type], ['electron', '41.7.1', undefined], 'a CommonJS declaration file, as in the package');
  assert.equal(ensureElectronTypes({ projectRoot: root, pack }), 'current');
  assert.deepEqual(packed, ['electron@41.7.1'], 'packed once, at the version package-lock.json pins');

  mkdirSync(join(root, 'node_modules', 'electron'), { recursive: true });
  writeFileSync(join(root, 'node_modules', 'electron', 'electron.d.ts'), DECLARATIONS);
  assert.equal(ensureElectronTypes({ projectRoot: root, pack }), 'installed');
  assert.equal(existsSync(dir), false, 'the unpacked copy goes once the real package is there');
});

test('a tarball that is not the one package-lock.json pins is refused', (t) => {
  const { root, dir } = project(t);
  const other = packedElectron(join(dir, 'other'), '41.7.1', `${DECLARATIONS}export {};\n`);
  assert.throws(() => ensureElectronTypes({ projectRoot: root, pack: () => other }), /does not match package-lock.json's integrity/);
  assert.equal(existsSync(electronTypesDir(root)), false);
});

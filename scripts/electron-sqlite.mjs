// Builds better-sqlite3 for the installed Electron (its own Node ABI) into a cache folder, leaving
// node_modules/better-sqlite3/build — the Node build `npm test` uses — alone. Used twice:
//  - `npm start` on a desktop runs it before launching Electron from this checkout;
//  - electron-builder calls beforePack() below for each target platform/arch, and the result is
//    packaged as native/better_sqlite3.node (electron-builder.yml). electron-builder's own
//    npmRebuild is off because it rebuilds node_modules in place, which would break `npm test`.
//
//   node scripts/electron-sqlite.mjs [--force]
//
// First tries the prebuilt binary better-sqlite3 publishes for this Electron (prebuild-install),
// then compiles it against Electron's headers (node-gyp: Python 3 and a C++ toolchain). Both need
// the network the first time. Prints the path of the .node file; main.ts finds it there (or via
// COBRANCA_SQLITE_BINDING) and passes it to better-sqlite3 as its `nativeBinding`.
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Same formula as electronSqliteBindingPath() in electron/paths.ts (a unit test compares them). */
export function bindingPath({ root, sqliteVersion, electronVersion, platform, arch }) {
  const key = `better-sqlite3-${sqliteVersion}-electron-${electronVersion}-${platform}-${arch}`;
  return join(root, 'node_modules', '.cache', 'cobranca-sandbox', 'electron-native', key, 'better_sqlite3.node');
}

function readVersion(root, name) {
  const file = join(root, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

/** What to build for: the installed electron and better-sqlite3 packages, this machine by default. */
export function currentTarget(root = projectRoot, platform = process.platform, arch = process.arch) {
  const electronVersion = readVersion(root, 'electron');
  if (!electronVersion) throw new Error('the electron package is not installed (npm install), so there is no Electron to build better-sqlite3 for');
  const sqliteVersion = readVersion(root, 'better-sqlite3');
  if (!sqliteVersion) throw new Error('better-sqlite3 is not installed (npm install)');
  return { root, sqliteVersion, electronVersion, platform, arch };
}

// Under `npm start`, npm exports its config as npm_config_* (a `nodedir` in ~/.npmrc, a global
// `target`/`runtime`…); node-gyp and prebuild-install would build for that Node instead of Electron.
const BUILD_TARGET_CONFIG = /^npm_config_(nodedir|target|runtime|disturl|dist_url|arch|target_arch|platform|build_from_source)$/i;

function buildEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !BUILD_TARGET_CONFIG.test(name)));
}

function run(command, args, cwd, quiet) {
  const result = spawnSync(command, args, { cwd, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8', env: buildEnv() });
  if (result.error) return `${command}: ${result.error.message}`;
  if (result.status !== 0) {
    const output = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim().split('\n').slice(-3).join(' | ');
    return `exit code ${result.status}${output ? `: ${output}` : ''}`;
  }
  return null;
}

function findNodeGyp(root) {
  const candidates = [];
  try {
    candidates.push(createRequire(join(root, 'package.json')).resolve('node-gyp/bin/node-gyp.js'));
  } catch {
    // not installed locally
  }
  if (process.env.npm_config_node_gyp) candidates.push(process.env.npm_config_node_gyp);
  // The copy bundled with npm, next to this Node.
  candidates.push(resolve(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  candidates.push(resolve(dirname(process.execPath), 'node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  return candidates.find((file) => existsSync(file));
}

/**
 * Makes sure the Electron build exists and returns its path. Throws an Error whose message says
 * what was tried and what is needed when neither download nor compilation works.
 */
export function ensureElectronSqlite({ root = projectRoot, platform = process.platform, arch = process.arch, force = false, quiet = false } = {}) {
  const target = currentTarget(root, platform, arch);
  const native = platform === process.platform && arch === process.arch;
  const output = bindingPath(target);
  if (existsSync(output) && !force) return output;
  const log = (line) => quiet || process.stderr.write(`electron-sqlite: ${line}\n`);

  // A private copy of the package to build in: both tools write to <package>/build/Release.
  const source = join(root, 'node_modules', 'better-sqlite3');
  const staging = join(dirname(output), 'package');
  rmSync(staging, { recursive: true, force: true });
  const nodeBuild = join(source, 'build');
  cpSync(source, staging, { recursive: true, filter: (file) => file !== nodeBuild && !file.startsWith(nodeBuild + sep) });
  const built = join(staging, 'build', 'Release', 'better_sqlite3.node');

  const what = `better-sqlite3 ${target.sqliteVersion} for Electron ${target.electronVersion} (${target.platform}-${target.arch})`;
  log(`getting ${what}`);
  const failures = [];
  let prebuild;
  try {
    prebuild = createRequire(join(source, 'package.json')).resolve('prebuild-install/bin.js');
  } catch {
    failures.push('prebuilt binary: prebuild-install is not installed');
  }
  if (prebuild) {
    const problem = run(
      process.execPath,
      [prebuild, '--runtime', 'electron', '--target', target.electronVersion, '--arch', target.arch, '--platform', target.platform, ...(quiet ? [] : ['--verbose'])],
      staging,
      quiet,
    );
    if (problem || !existsSync(built)) failures.push(`prebuilt binary download (prebuild-install): ${problem ?? 'no binary produced'}`);
  }
  if (!existsSync(built)) {
    const nodeGyp = findNodeGyp(root);
    if (!native) {
      failures.push(`compiling (node-gyp): only for this machine (${process.platform}-${process.arch}); package ${platform}-${arch} on such a machine`);
    } else if (!nodeGyp) {
      failures.push('compiling (node-gyp): node-gyp not found');
    } else {
      log('no prebuilt binary; compiling against the Electron headers (node-gyp)');
      const problem = run(
        process.execPath,
        [nodeGyp, 'rebuild', '--release', `--target=${target.electronVersion}`, `--arch=${target.arch}`, '--dist-url=https://electronjs.org/headers'],
        staging,
        quiet,
      );
      if (problem || !existsSync(built)) failures.push(`compiling (node-gyp): ${problem ?? 'no binary produced'}`);
    }
  }
  if (!existsSync(built)) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(output)) rmSync(dirname(output), { recursive: true, force: true });
    throw new Error(
      `could not get ${what}.\n` +
        failures.map((failure) => `  - ${failure}`).join('\n') +
        '\nBoth ways need the network the first time (GitHub release assets, or Electron headers from electronjs.org); ' +
        'compiling also needs Python 3 and a C++ toolchain. Until then, `npm start -- …` without a desktop (or with ' +
        'COBRANCA_SANDBOX_HEADLESS=1) serves the same dashboard in a browser.',
    );
  }
  mkdirSync(dirname(output), { recursive: true });
  copyFileSync(built, output);
  rmSync(staging, { recursive: true, force: true });
  log(`ready: ${output}`);
  return output;
}

/** Where beforePack leaves the binary for electron-builder.yml's `files` entry to pick up. */
export const PACK_DIR = join(projectRoot, 'node_modules', '.cache', 'cobranca-sandbox', 'electron-native', 'pack');

// electron-builder's Arch enum, by value.
const BUILDER_ARCH = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'];

/** electron-builder `beforePack` hook: the Electron build for the platform and arch being packed. */
export async function beforePack(context) {
  const platform = context.electronPlatformName === 'mas' ? 'darwin' : context.electronPlatformName;
  const arch = BUILDER_ARCH[context.arch] ?? String(context.arch);
  if (arch === 'universal') throw new Error('universal macOS builds are not supported: package x64 and arm64 separately');
  const binding = ensureElectronSqlite({ platform, arch: arch === 'armv7l' ? 'arm' : arch });
  rmSync(PACK_DIR, { recursive: true, force: true });
  mkdirSync(PACK_DIR, { recursive: true });
  copyFileSync(binding, join(PACK_DIR, 'better_sqlite3.node'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const path = ensureElectronSqlite({ force: process.argv.includes('--force') });
    process.stdout.write(`${path}\n`);
  } catch (error) {
    process.stderr.write(`electron-sqlite: ${error.message}\n`);
    process.exit(1);
  }
}

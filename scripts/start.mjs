// `npm start`: the desktop app where it can run, the headless server everywhere else.
//
// Desktop: there is a display and the electron package has its binary (a normal `npm install` on a
// desktop downloads it) → build out/ if missing or older than the sources, get better-sqlite3 for
// Electron (scripts/electron-sqlite.mjs), launch Electron on this folder with the arguments given.
// The package without its binary (installed with ELECTRON_SKIP_BINARY_DOWNLOAD, or the binary
// deleted) → Electron's own installer fetches it first, once, then the desktop app; if that fails,
// headless.
// Otherwise (CI, servers, containers, an install where Electron's download failed, or
// COBRANCA_SANDBOX_HEADLESS=1 / --headless): build dist/server (and the dashboard) if missing or
// stale, and run `node dist/server/cli.js` with the arguments; the dashboard is at the URL it prints.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Electron executable, or null when the package or its binary is not installed. */
export function electronBinary(requireFrom = createRequire(join(root, 'package.json'))) {
  try {
    // The electron package exports the executable's path, and throws when the binary was not
    // downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD=1, an optional dependency that failed).
    const path = requireFrom('electron');
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** Electron's installer (electron/install.js) when the package is there, whether or not its binary is. */
export function electronInstaller(resolveFrom = createRequire(join(root, 'package.json')).resolve) {
  try {
    return resolveFrom('electron/install.js');
  } catch {
    return null;
  }
}

/** macOS and Windows always have a desktop; Linux and the BSDs need X11 or Wayland. */
export function hasDisplay(platform = process.platform, env = process.env) {
  if (platform === 'darwin' || platform === 'win32') return true;
  return Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
}

/**
 * Which way to run, and why (the reason is printed as a hint on the headless path).
 * `--headless` is consumed here; every other argument goes to the server or the app.
 * 'fetch-electron': a desktop whose electron package lacks its binary; `installer` downloads it.
 */
export function chooseMode({
  args,
  env = process.env,
  platform = process.platform,
  electron = electronBinary(),
  installer = electron ? null : electronInstaller(),
}) {
  const rest = args.filter((arg) => arg !== '--headless');
  if (rest.length !== args.length || /^(1|true|yes)$/i.test(env.COBRANCA_SANDBOX_HEADLESS ?? '')) {
    return { mode: 'headless', args: rest, reason: 'headless mode requested' };
  }
  // Checked first: a server or CI runner has no use for a 100 MB download.
  if (!hasDisplay(platform, env)) return { mode: 'headless', args: rest, reason: 'no display (DISPLAY/WAYLAND_DISPLAY unset)' };
  if (electron) return { mode: 'desktop', args: rest, electron };
  if (installer) return { mode: 'fetch-electron', args: rest, installer };
  return {
    mode: 'headless',
    args: rest,
    reason: 'Electron is not installed here (`npm install` skips it where its binary cannot be downloaded; run it again where it can)',
  };
}

/** Runs Electron's installer (its download shows a progress bar when slow), then desktop or headless. */
export function fetchElectron({ args, installer }, { run = runInstaller, binary = () => electronBinary() } = {}) {
  process.stderr.write("cobranca-sandbox: downloading Electron's binary (about 100 MB, once)…\n");
  run(installer);
  const electron = binary();
  if (electron) return { mode: 'desktop', args, electron };
  return { mode: 'headless', args, reason: "Electron's binary could not be downloaded" };
}

function runInstaller(installer) {
  spawnSync(process.execPath, [installer], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when `output` is missing or older than any file under `sources`. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

function step(description, command, args, { fatal = true } = {}) {
  process.stderr.write(`cobranca-sandbox: ${description}…\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status === 0) return;
  process.stderr.write(`cobranca-sandbox: ${description} failed${fatal ? '' : ' (continuing without it)'}\n`);
  if (fatal) process.exit(result.status ?? 1);
}

const at = (...parts) => join(root, ...parts);

function buildDashboardIfNeeded() {
  // The engine serves out/renderer at `/`; there is nothing to build until the dashboard exists.
  if (!existsSync(at('renderer', 'index.html'))) return;
  if (!isStale(at('out', 'renderer', 'index.html'), [at('renderer')])) return;
  step('building the dashboard', process.execPath, [at('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn'], {
    // The API works without the dashboard: a broken dashboard build must not stop the server.
    fatal: false,
  });
}

/** Runs a child in the foreground: signals go to it, its exit status becomes ours. */
function foreground(command, args, env = process.env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

async function headless(args, reason) {
  if (isStale(at('dist', 'server', 'cli.js'), [at('server')])) {
    step('building the server', process.execPath, [at('scripts', 'build-server.mjs')]);
  }
  buildDashboardIfNeeded();
  process.stderr.write(
    `cobranca-sandbox: ${reason} — running headless; open the URL below in a browser for the dashboard ` +
      `(desktop app: see "Desktop app" in README.md)\n`,
  );
  foreground(process.execPath, [at('dist', 'server', 'cli.js'), ...args]);
}

async function desktop(electron, args) {
  const sources = [at('electron'), at('server'), at('renderer'), at('electron.vite.config.ts')];
  if (isStale(at('out', 'main', 'index.js'), sources) || isStale(at('out', 'renderer', 'index.html'), [at('renderer')])) {
    step('building the desktop app (electron-vite)', process.execPath, [at('node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build']);
  }
  const { ensureElectronSqlite } = await import('./electron-sqlite.mjs');
  let binding;
  try {
    binding = ensureElectronSqlite({ root });
  } catch (error) {
    process.stderr.write(`cobranca-sandbox: ${error.message}\n`);
    process.exit(1);
  }
  const env = { ...process.env, COBRANCA_SQLITE_BINDING: binding };
  // Set in some shells and CI images; it would make Electron start as plain Node.
  delete env.ELECTRON_RUN_AS_NODE;
  foreground(electron, [root, ...args], env);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let choice = chooseMode({ args: process.argv.slice(2) });
  if (choice.mode === 'fetch-electron') choice = fetchElectron(choice);
  if (choice.mode === 'desktop') await desktop(choice.electron, choice.args);
  else await headless(choice.args, choice.reason);
}

// electron/main.ts itself, run under plain Node with a stand-in for the 'electron' module (a
// module-resolution hook maps the import to a fake written below): the engine starts in-process,
// one window loads the dashboard from it, navigation/popups/permissions/CSP are wired, the menu's
// About, Open Data Folder and Reset work, and quitting stops the engine. No Electron needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const FAKE_ELECTRON = String.raw`
const listeners = {};
const paths = { appData: process.env.FAKE_APPDATA };
const state = { windows: [], menu: null, csp: null, perm: null, permCheck: null, external: [], dialogs: [], openedPaths: [], errors: [], calls: [] };
const event = (extra = {}) => ({ ...extra, prevented: false, preventDefault() { this.prevented = true; } });
export const app = {
  setName: (name) => state.calls.push('setName:' + name),
  setPath: (key, value) => (paths[key] = value),
  getPath: (key) => paths[key],
  enableSandbox: () => state.calls.push('enableSandbox'),
  requestSingleInstanceLock: () => (state.calls.push('requestSingleInstanceLock'), true),
  on: (name, listener) => ((listeners[name] ??= []).push(listener), app),
  whenReady: () => Promise.resolve(),
  isPackaged: false,
  getAppPath: () => process.cwd(),
  getVersion: () => '0.1.0',
  quit: () => {
    state.calls.push('quit');
    const e = event();
    for (const listener of listeners['will-quit'] ?? []) listener(e);
    if (!e.prevented) setTimeout(() => process.exit(0), 10);
  },
  exit: (code) => { console.log('RESULT ' + JSON.stringify({ exit: code, errors: state.errors })); process.exit(code); },
};
export const Menu = { buildFromTemplate: (template) => template, setApplicationMenu: (menu) => (state.menu = menu) };
export const session = {
  defaultSession: {
    setPermissionRequestHandler: (handler) => (state.perm = handler),
    setPermissionCheckHandler: (handler) => (state.permCheck = handler),
    setDevicePermissionHandler: () => {},
    webRequest: { onHeadersReceived: (handler) => (state.csp = handler) },
  },
};
export const dialog = {
  showMessageBox: async (...args) => (state.dialogs.push(args.at(-1).title), { response: 0 }),
  showErrorBox: (title, message) => state.errors.push(title + ': ' + message),
};
export const shell = {
  openExternal: async (url) => state.external.push(url),
  openPath: async (path) => (state.openedPaths.push(path), ''),
};
export class BrowserWindow {
  constructor(options) { this.options = options; this.loads = []; state.windows.push(this); }
  on() { return this; }
  once(name, listener) { if (name === 'ready-to-show') setTimeout(listener, 0); return this; }
  show() { this.shown = true; }
  isMinimized() { return false; }
  focus() {}
  setTitle(title) { this.options.title = title; }
  async loadURL(url) { const response = await fetch(url); await response.arrayBuffer(); this.loads.push({ url, status: response.status }); }
}
export default { app, Menu, session, dialog, shell, BrowserWindow };

const until = async (condition) => { while (!condition()) await new Promise((r) => setTimeout(r, 25)); };
const find = (items, label) => items.map((item) => (item.label === label ? item : find(item.submenu ?? [], label))).find(Boolean);
(async () => {
  await until(() => state.windows[0]?.loads.length > 0);
  const window = state.windows[0];
  const origin = new URL(window.loads[0].url).origin;
  const contents = { handlers: {}, on(name, listener) { this.handlers[name] = listener; }, setWindowOpenHandler(handler) { this.open = handler; } };
  for (const listener of listeners['web-contents-created']) listener({}, contents);
  const navigate = (name, url) => { const e = event({ url }); contents.handlers[name](e); return e.prevented; };
  let csp, otherCsp, media, clipboard;
  state.csp({ url: origin + '/', responseHeaders: {} }, (response) => (csp = response.responseHeaders?.['Content-Security-Policy']?.[0]));
  state.csp({ url: 'https://example.com/', responseHeaders: {} }, (response) => (otherCsp = response));
  state.perm(null, 'media', (granted) => (media = granted), { requestingUrl: origin + '/' });
  state.perm(null, 'clipboard-sanitized-write', (granted) => (clipboard = granted), { requestingUrl: origin + '/' });
  const result = {
    calls: state.calls,
    title: window.options.title,
    shown: window.shown,
    webPreferences: window.options.webPreferences,
    firstLoad: window.loads[0],
    origin,
    sameOriginPrevented: navigate('will-navigate', origin + '/charges'),
    externalPrevented: navigate('will-navigate', 'https://example.com/docs'),
    filePrevented: navigate('will-navigate', 'file:///etc/passwd'),
    redirectPrevented: navigate('will-redirect', 'https://example.com/'),
    webviewPrevented: (() => { const e = event(); contents.handlers['will-attach-webview'](e); return e.prevented; })(),
    popup: contents.open({ url: origin + '/boleto.pdf' }),
    csp, otherCsp, media, clipboard,
    permCheck: state.permCheck(null, 'clipboard-sanitized-write', origin),
  };
  find(state.menu, 'About Cobrança Sandbox').click();
  find(state.menu, 'Open Data Folder').click();
  find(state.menu, 'Reset Sandbox…').click();
  await until(() => window.loads.length > 1);
  Object.assign(result, { external: state.external, dialogs: state.dialogs, openedPaths: state.openedPaths, loads: window.loads, errors: state.errors });
  console.log('RESULT ' + JSON.stringify(result));
  app.quit();
})();
`;

test('main.ts wires the engine, the window and the policies (under a fake Electron)', { timeout: HANG_GUARD_MS }, async (t) => {
  const dir = tempDir(t, 'cobranca-fake-electron-');
  const fake = join(dir, 'electron.mjs');
  writeFileSync(fake, FAKE_ELECTRON);
  const hooks = join(dir, 'hooks.mjs');
  writeFileSync(
    hooks,
    `export async function resolve(specifier, context, next) {
       return specifier === 'electron' ? { url: ${JSON.stringify(pathToFileURL(fake).href)}, shortCircuit: true } : next(specifier, context);
     }`,
  );
  const register = join(dir, 'register.mjs');
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);

  const env: NodeJS.ProcessEnv = { ...process.env, FAKE_APPDATA: join(dir, 'appdata') };
  delete env.COBRANCA_SQLITE_BINDING;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', pathToFileURL(register).href, 'electron/main.ts', '--port', '0', '--db', join(dir, 'data', 'sandbox.db')],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  t.after(() => child.kill('SIGKILL'));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
  assert.ok(line, `no result\nstdout: ${stdout}\nstderr: ${stderr}`);
  const result = JSON.parse(line.slice('RESULT '.length));
  assert.equal(code, 0, stderr);
  assert.deepEqual(result.errors, []);

  assert.deepEqual(result.calls.slice(0, 3), ['setName:Cobrança Sandbox', 'enableSandbox', 'requestSingleInstanceLock']);
  assert.match(stdout, /listening on http:\/\/127\.0\.0\.1:\d+/);
  assert.equal(result.firstLoad.url, `${result.origin}/`, 'the window opens on the dashboard the engine serves');
  assert.equal(typeof result.firstLoad.status, 'number');
  assert.equal(result.title, `Cobrança Sandbox — ${result.origin}`);
  assert.equal(result.shown, true);
  assert.equal(result.webPreferences.contextIsolation, true);
  assert.equal(result.webPreferences.sandbox, true);
  assert.equal(result.webPreferences.nodeIntegration, false);
  assert.match(result.webPreferences.preload, /out[\\/]preload[\\/]index\.cjs$/);

  assert.equal(result.sameOriginPrevented, false);
  assert.equal(result.externalPrevented, true);
  assert.equal(result.filePrevented, true);
  assert.equal(result.redirectPrevented, true);
  assert.equal(result.webviewPrevented, true);
  assert.deepEqual(result.popup, { action: 'deny' });
  assert.deepEqual(result.external, ['https://example.com/docs', `${result.origin}/boleto.pdf`], 'links go to the system browser; file: does not');
  assert.match(result.csp, /script-src 'self';/);
  assert.deepEqual(result.otherCsp, {});
  assert.equal(result.media, false);
  assert.equal(result.clipboard, true);
  assert.equal(result.permCheck, true);

  assert.deepEqual(result.dialogs, ['About Cobrança Sandbox', 'Reset sandbox']);
  assert.deepEqual(result.openedPaths, [join(dir, 'data')]);
  assert.equal(result.loads.length, 2, 'reset reloads the window');
  assert.equal(result.loads[1].url, `${result.origin}/`, 'on the same address');
});

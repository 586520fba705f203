// The desktop shell: starts the engine in this process (data in the user-data folder, stable port),
// opens one locked-down window on the dashboard it serves, and adds a small menu. Everything with
// logic in it lives in the pure modules next to this file; this one only wires them to Electron.
import { app, BrowserWindow, Menu, dialog, session, shell, type MessageBoxOptions, type WebContents } from 'electron';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startServer, type RunningServer } from '../server/start.ts';
import { applyContentSecurityPolicy } from './csp.ts';
import { Engine, describeStartupError } from './engine.ts';
import { aboutDetail, buildMenuTemplate, resetDialog } from './menu.ts';
import { isExternalLink, isPermissionAllowed, navigationDecision, windowOpenDecision } from './navigation-policy.ts';
import { PRODUCT_NAME, databasePath, electronSqliteBindingPath, packagedSqliteBindingCandidates } from './paths.ts';
import { DEFAULT_HOST, parseDesktopOptions, portTakenDialog, startOnStablePort } from './port.ts';
import { createMainWindow } from './window-options.ts';

let engine: Engine<RunningServer> | undefined;
let mainWindow: BrowserWindow | undefined;
let quitting = false;

/** The origin the window may show; nothing at all while the engine is down. */
const engineOrigin = (): string => (engine?.running ? engine.server.url : '');

// The same folder in development and in the packaged app (otherwise the package name would be used).
app.setName(PRODUCT_NAME);
app.setPath('userData', join(app.getPath('appData'), PRODUCT_NAME));
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  // A second launch hands over to the first one (see 'second-instance') and leaves.
  app.quit();
} else {
  app.on('second-instance', () => showWindow());
  app.on('web-contents-created', (_event, contents) => lockDown(contents));
  app.on('window-all-closed', () => {
    // macOS apps stay alive without windows (the engine keeps serving); elsewhere, closing quits.
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => showWindow());
  app.on('will-quit', (event) => {
    if (quitting || !engine?.running) return;
    // Let in-flight requests and webhook deliveries finish and close SQLite cleanly first.
    event.preventDefault();
    quitting = true;
    void engine.stop().finally(() => app.quit());
  });
  app.whenReady().then(run).catch(fatal);
}

async function run(): Promise<void> {
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate(process.platform, {
        openDataFolder: () => void openDataFolder(),
        resetSandbox: () => void resetSandbox(),
        about: () => void showAbout(),
        openInBrowser: () => {
          if (engine?.running) openExternally(`${engine.server.url}/`);
        },
      }),
    ),
  );
  secureSession();

  const options = parseDesktopOptions(process.argv.slice(1), process.env);
  useElectronSqlite();
  const db = options.db ?? databasePath(app.getPath('userData'));
  const current = new Engine<RunningServer>(db, (start) =>
    startServer({ db: start.db, port: start.port, host: DEFAULT_HOST, log: (line) => console.log(line) }),
  );
  engine = current;
  let server: RunningServer | undefined;
  try {
    server = await startOnStablePort((port) => current.start(port), options.port, askToUseAnotherPort);
  } catch (error) {
    const problem = describeStartupError(error, db);
    dialog.showErrorBox(problem.title, `${problem.message}\n\n${problem.detail}`);
    app.exit(1);
    return;
  }
  if (!server) {
    app.quit();
    return;
  }
  console.log(`${PRODUCT_NAME} — database: ${db}\nlistening on ${server.url}`);
  showWindow();
}

function showWindow(): void {
  if (!engine?.running) return;
  if (mainWindow) {
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
    return;
  }
  const { url } = engine.server;
  const icon = join(app.getAppPath(), 'resources', 'icon.png');
  const window = createMainWindow(BrowserWindow, {
    // electron-vite's output, next to package.json (the project folder, or app.asar when packaged).
    preload: join(app.getAppPath(), 'out', 'preload', 'index.cjs'),
    title: `${PRODUCT_NAME} — ${url}`,
    icon: !app.isPackaged && existsSync(icon) ? icon : undefined,
  });
  mainWindow = window;
  // The title keeps the engine's address in view (it changes when a free port had to be used).
  window.on('page-title-updated', (event) => event.preventDefault());
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = undefined;
  });
  void window.loadURL(`${url}/`);
}

/** Navigation, popups and <webview> for every web contents the app ever creates. */
function lockDown(contents: WebContents): void {
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.on('will-navigate', (event) => {
    const decision = navigationDecision(event.url, engineOrigin());
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-externally') openExternally(event.url);
  });
  contents.on('will-redirect', (event) => {
    if (navigationDecision(event.url, engineOrigin()) !== 'allow') event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (windowOpenDecision(url) === 'open-externally') openExternally(url);
    return { action: 'deny' };
  });
}

function openExternally(url: string): void {
  if (isExternalLink(url)) void shell.openExternal(url);
}

function secureSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl, engineOrigin()));
  });
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, engineOrigin()),
  );
  ses.setDevicePermissionHandler(() => false);
  ses.webRequest.onHeadersReceived((details, callback) => applyContentSecurityPolicy(details, engineOrigin(), callback));
}

/**
 * npm installs better-sqlite3 compiled for Node; Electron needs its own build, made by
 * scripts/electron-sqlite.mjs: packaged as native/better_sqlite3.node, or in a development
 * checkout's node_modules/.cache (`npm start` builds it and passes COBRANCA_SQLITE_BINDING).
 * The engine hands it to better-sqlite3 as its nativeBinding.
 */
function useElectronSqlite(): void {
  if (process.env.COBRANCA_SQLITE_BINDING) return;
  let candidates: string[];
  if (app.isPackaged) {
    candidates = packagedSqliteBindingCandidates(process.resourcesPath);
  } else {
    const require = createRequire(import.meta.url);
    const { version } = require('better-sqlite3/package.json') as { version: string };
    candidates = [
      electronSqliteBindingPath({
        root: app.getAppPath(),
        sqliteVersion: version,
        electronVersion: process.versions.electron,
        platform: process.platform,
        arch: process.arch,
      }),
    ];
  }
  const binding = candidates.find((file) => existsSync(file));
  if (binding) process.env.COBRANCA_SQLITE_BINDING = binding;
}

async function askToUseAnotherPort(port: number): Promise<boolean> {
  const { response } = await dialog.showMessageBox(portTakenDialog(port, DEFAULT_HOST));
  return response === 0;
}

function messageBox(options: MessageBoxOptions) {
  return mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options);
}

function dataFolder(): string {
  const db = engine?.db;
  return !db || db === ':memory:' ? app.getPath('userData') : dirname(db);
}

async function openDataFolder(): Promise<void> {
  const error = await shell.openPath(dataFolder());
  if (error) dialog.showErrorBox('Could not open the data folder', `${dataFolder()}\n\n${error}`);
}

async function resetSandbox(): Promise<void> {
  if (!engine?.running) return;
  const { response } = await messageBox(resetDialog(engine.db));
  if (response !== 0) return;
  try {
    const server = await engine.reset();
    if (mainWindow) {
      mainWindow.setTitle(`${PRODUCT_NAME} — ${server.url}`);
      await mainWindow.loadURL(`${server.url}/`);
    } else {
      showWindow();
    }
  } catch (error) {
    const problem = describeStartupError(error, engine.db);
    dialog.showErrorBox(problem.title, `${problem.message}\n\n${problem.detail}`);
    app.quit();
  }
}

async function showAbout(): Promise<void> {
  await messageBox({
    type: 'info',
    title: `About ${PRODUCT_NAME}`,
    message: `${PRODUCT_NAME} ${app.getVersion()}`,
    detail: aboutDetail({
      version: app.getVersion(),
      dataFolder: dataFolder(),
      db: engine?.db ?? '',
      engineUrl: engine?.running ? engine.server.url : 'not running',
      versions: process.versions,
    }),
    buttons: ['OK'],
  });
}

function fatal(error: unknown): void {
  const problem = describeStartupError(error, engine?.db ?? '');
  dialog.showErrorBox(problem.title, `${problem.message}\n\n${problem.detail}`);
  app.exit(1);
}

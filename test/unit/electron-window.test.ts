import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMainWindow, type MainWindowOptions } from '../../electron/window-options.ts';
import { aboutDetail, buildMenuTemplate, resetDialog, type MenuItemSpec } from '../../electron/menu.ts';

class FakeWindow {
  constructor(readonly options: MainWindowOptions) {}
}

test('the window is isolated, sandboxed and has no Node, whatever Electron defaults to', () => {
  const window = createMainWindow(FakeWindow, { preload: '/app/out/preload/index.cjs', title: 'Cobrança Sandbox' });
  const prefs = window.options.webPreferences;
  assert.equal(prefs.contextIsolation, true);
  assert.equal(prefs.sandbox, true);
  assert.equal(prefs.nodeIntegration, false);
  assert.equal(prefs.nodeIntegrationInWorker, false);
  assert.equal(prefs.nodeIntegrationInSubFrames, false);
  assert.equal(prefs.webSecurity, true);
  assert.equal(prefs.allowRunningInsecureContent, false);
  assert.equal(prefs.experimentalFeatures, false);
  assert.equal(prefs.webviewTag, false);
  assert.equal(prefs.disableBlinkFeatures, 'Auxclick');
  assert.equal(prefs.preload, '/app/out/preload/index.cjs');
  assert.equal(window.options.show, false, 'shown on ready-to-show');
  assert.equal('icon' in window.options, false, 'no icon unless given');
  assert.equal(createMainWindow(FakeWindow, { preload: 'p', title: 't', icon: '/i.png' }).options.icon, '/i.png');
});

function labels(items: MenuItemSpec[]): string[] {
  return items.flatMap((item) => [item.label ?? item.role ?? item.type ?? '?', ...labels(item.submenu ?? [])]);
}

test('the menu offers data folder, reset and about, and wires them to the actions', () => {
  const calls: string[] = [];
  const actions = {
    openDataFolder: () => calls.push('folder'),
    resetSandbox: () => calls.push('reset'),
    about: () => calls.push('about'),
    openInBrowser: () => calls.push('browser'),
  };
  for (const platform of ['linux', 'win32', 'darwin']) {
    const all = labels(buildMenuTemplate(platform, actions));
    for (const label of ['Open Data Folder', 'Reset Sandbox…', 'About Cobrança Sandbox', 'Open Dashboard in Browser']) {
      assert.ok(all.includes(label), `${platform}: ${label}`);
    }
    assert.equal(all.includes('appMenu'), platform === 'darwin', 'the macOS app menu only on macOS');
    assert.equal(all.includes('quit'), platform !== 'darwin', 'quit lives in the app menu on macOS');
  }
  const find = (items: MenuItemSpec[], label: string): MenuItemSpec | undefined =>
    items.map((item) => (item.label === label ? item : find(item.submenu ?? [], label))).find(Boolean);
  const template = buildMenuTemplate('linux', actions);
  find(template, 'Open Data Folder')!.click!();
  find(template, 'Reset Sandbox…')!.click!();
  find(template, 'About Cobrança Sandbox')!.click!();
  assert.deepEqual(calls, ['folder', 'reset', 'about']);
});

test('about names the version, the engine URL and where the data is', () => {
  const text = aboutDetail({
    version: '0.1.0',
    dataFolder: '/home/ana/.config/Cobrança Sandbox',
    db: '/home/ana/.config/Cobrança Sandbox/sandbox.db',
    engineUrl: 'http://127.0.0.1:4455',
    versions: { electron: '41.7.1', chrome: '146.0.0.0', node: '24.14.0' },
  });
  assert.match(text, /Version 0\.1\.0/);
  assert.match(text, /Engine: http:\/\/127\.0\.0\.1:4455/);
  assert.match(text, /http:\/\/127\.0\.0\.1:4455\/v1/);
  assert.match(text, /Data folder: \/home\/ana\/\.config\/Cobrança Sandbox/);
  assert.match(text, /Electron 41\.7\.1/);
});

test('reset asks first, with Cancel as the default', () => {
  const dialog = resetDialog('/data/sandbox.db');
  assert.equal(dialog.buttons[dialog.defaultId], 'Cancel');
  assert.equal(dialog.cancelId, dialog.defaultId);
  assert.match(dialog.detail, /\/data\/sandbox\.db/);
  assert.match(dialog.detail, /new\s+credentials/);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error -- a plain .mjs script without type declarations
import { chooseMode, electronBinary, electronInstaller, fetchElectron, hasDisplay, isStale } from '../../scripts/start.mjs';
import { tempDir } from '../helpers/temp-dir.ts';

test('a display: always on macOS and Windows, X11 or Wayland on Linux', () => {
  assert.equal(hasDisplay('darwin', {}), true);
  assert.equal(hasDisplay('win32', {}), true);
  assert.equal(hasDisplay('linux', {}), false);
  assert.equal(hasDisplay('linux', { DISPLAY: ':0' }), true);
  assert.equal(hasDisplay('linux', { WAYLAND_DISPLAY: 'wayland-0' }), true);
  assert.equal(hasDisplay('freebsd', { DISPLAY: '' }), false);
});

test('the Electron binary counts only when the package resolves to an existing file', () => {
  assert.equal(electronBinary(() => { throw new Error('Electron failed to install correctly'); }), null);
  assert.equal(electronBinary(() => '/nowhere/electron'), null);
  assert.equal(electronBinary(() => process.execPath), process.execPath);
  assert.equal(electronBinary(() => ({ not: 'a path' })), null);
});

test('desktop only with Electron and a display; otherwise headless, with the reason', () => {
  const args = ['--port', '0', '--db', ':memory:'];
  assert.deepEqual(chooseMode({ args, env: { DISPLAY: ':0' }, platform: 'linux', electron: '/e/electron' }), {
    mode: 'desktop',
    args,
    electron: '/e/electron',
  });
  const noElectron = chooseMode({ args, env: { DISPLAY: ':0' }, platform: 'linux', electron: null, installer: null });
  assert.equal(noElectron.mode, 'headless');
  assert.match(noElectron.reason, /Electron is not installed here .*run it again/);
  assert.deepEqual(noElectron.args, args, 'arguments go to the headless server unchanged');
  const noDisplay = chooseMode({ args, env: {}, platform: 'linux', electron: '/e/electron' });
  assert.equal(noDisplay.mode, 'headless');
  assert.match(noDisplay.reason, /no display/);
  const forced = chooseMode({ args: ['--headless', ...args], env: {}, platform: 'darwin', electron: '/e/electron' });
  assert.deepEqual([forced.mode, forced.args], ['headless', args], '--headless is consumed');
  assert.equal(chooseMode({ args, env: { COBRANCA_SANDBOX_HEADLESS: '1' }, platform: 'win32', electron: '/e/electron' }).mode, 'headless');
});

test('the electron package without its binary: fetched on a desktop, never on a server', () => {
  const args = ['--port', '0'];
  const installer = '/n/electron/install.js';
  assert.deepEqual(chooseMode({ args, env: {}, platform: 'darwin', electron: null, installer }), { mode: 'fetch-electron', args, installer });
  const server = chooseMode({ args, env: {}, platform: 'linux', electron: null, installer });
  assert.deepEqual([server.mode, server.reason], ['headless', 'no display (DISPLAY/WAYLAND_DISPLAY unset)']);
  assert.equal(electronInstaller(() => installer), installer);
  assert.equal(electronInstaller(() => { throw new Error('Cannot find module'); }), null);
});

test('after the fetch: the desktop app if the binary came, else headless with one reason', (t) => {
  t.mock.method(process.stderr, 'write', () => true);
  const ran: string[] = [];
  const choice = { mode: 'fetch-electron', args: ['--port', '0'], installer: '/n/electron/install.js' };
  const fetched = fetchElectron(choice, { run: (installer: string) => ran.push(installer), binary: () => '/n/electron/dist/electron' });
  assert.deepEqual(fetched, { mode: 'desktop', args: ['--port', '0'], electron: '/n/electron/dist/electron' });
  assert.deepEqual(ran, ['/n/electron/install.js']);
  const failed = fetchElectron(choice, { run: () => {}, binary: () => null });
  assert.deepEqual(failed, { mode: 'headless', args: ['--port', '0'], reason: "Electron's binary could not be downloaded" });
});

test('where Electron is missing or there is no display (CI), npm start is headless', {
  skip: hasDisplay() && electronInstaller() !== null && 'a desktop with the electron package: npm start runs Electron here',
}, () => {
  assert.equal(chooseMode({ args: [] }).mode, 'headless');
});

test('outputs are rebuilt when missing or older than any source file', (t) => {
  const dir = tempDir(t, 'cobranca-stale-');
  const sources = join(dir, 'server');
  mkdirSync(join(sources, 'deep'), { recursive: true });
  const source = join(sources, 'deep', 'a.ts');
  const output = join(dir, 'cli.js');
  writeFileSync(source, '');
  assert.equal(isStale(output, [sources]), true, 'missing');
  writeFileSync(output, '');
  const past = new Date(Date.now() - 60_000);
  utimesSync(source, past, past);
  utimesSync(join(sources, 'deep'), past, past);
  utimesSync(sources, past, past);
  assert.equal(isStale(output, [sources]), false, 'fresh');
  const future = new Date(Date.now() + 60_000);
  utimesSync(source, future, future);
  assert.equal(isStale(output, [sources]), true, 'a source changed after the build');
});

// Runs in the sandboxed, context-isolated renderer before the dashboard. The dashboard talks to the
// engine over HTTP like any browser, so the only thing exposed is a frozen marker that says it is
// inside the desktop app (e.g. to hide a "get the desktop app" hint). No IPC, no Node.
import { contextBridge } from 'electron';

contextBridge.exposeInMainWorld(
  'cobrancaDesktop',
  Object.freeze({ isDesktop: true, platform: process.platform }),
);

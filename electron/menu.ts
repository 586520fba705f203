// The application menu and the About text, as plain data: main.ts hands the template to
// Menu.buildFromTemplate and the strings to dialog boxes.

export type MenuRole =
  | 'appMenu'
  | 'editMenu'
  | 'windowMenu'
  | 'quit'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen';

export interface MenuItemSpec {
  label?: string;
  role?: MenuRole;
  type?: 'separator' | 'submenu' | 'normal';
  accelerator?: string;
  click?: () => void;
  submenu?: MenuItemSpec[];
}

export interface MenuActions {
  openDataFolder(): void;
  resetSandbox(): void;
  about(): void;
  openInBrowser(): void;
}

export function buildMenuTemplate(platform: string, actions: MenuActions): MenuItemSpec[] {
  const isMac = platform === 'darwin';
  const sandbox: MenuItemSpec = {
    label: 'Sandbox',
    submenu: [
      { label: 'Open Data Folder', click: () => actions.openDataFolder() },
      { label: 'Open Dashboard in Browser', click: () => actions.openInBrowser() },
      { type: 'separator' },
      { label: 'Reset Sandbox…', click: () => actions.resetSandbox() },
      ...(isMac ? [] : [{ type: 'separator' as const }, { role: 'quit' as const }]),
    ],
  };
  const view: MenuItemSpec = {
    label: 'View',
    submenu: [
      { role: 'reload' },
      { role: 'forceReload' },
      { role: 'toggleDevTools' },
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
  const help: MenuItemSpec = { label: 'Help', submenu: [{ label: 'About Cobrança Sandbox', click: () => actions.about() }] };
  return [...(isMac ? [{ role: 'appMenu' as const }] : []), sandbox, { role: 'editMenu' }, view, { role: 'windowMenu' }, help];
}

export interface AboutFacts {
  version: string;
  dataFolder: string;
  db: string;
  engineUrl: string;
  versions: { electron?: string; chrome?: string; node?: string };
}

export function aboutDetail(facts: AboutFacts): string {
  const runtime = [
    facts.versions.electron && `Electron ${facts.versions.electron}`,
    facts.versions.chrome && `Chromium ${facts.versions.chrome}`,
    facts.versions.node && `Node.js ${facts.versions.node}`,
  ].filter(Boolean);
  return [
    `Version ${facts.version}`,
    '',
    `Engine: ${facts.engineUrl}`,
    `API base URL for SDKs: ${facts.engineUrl}/v1`,
    `Data folder: ${facts.dataFolder}`,
    `Database: ${facts.db}`,
    '',
    runtime.join(' · '),
  ].join('\n');
}

export interface ResetDialog {
  type: 'warning';
  title: string;
  message: string;
  detail: string;
  buttons: [string, string];
  defaultId: 1;
  cancelId: 1;
}

export function resetDialog(db: string): ResetDialog {
  return {
    type: 'warning',
    title: 'Reset sandbox',
    message: 'Delete everything in the sandbox?',
    detail:
      `Every account, charge, notification, delivery and e-mail in ${db} is deleted and the engine ` +
      `restarts empty on the same address. The default account is created again with new ` +
      `credentials: update client_id and client_secret wherever you use them.`,
    buttons: ['Reset', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
  };
}

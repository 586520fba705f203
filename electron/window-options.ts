// The one BrowserWindow the app opens, with Electron's security switches set explicitly rather
// than left to defaults: an isolated, sandboxed renderer with no Node, no <webview>, no insecure
// content. The constructor is passed in, so the options are tested in Node without Electron, and
// the literal below is what electronegativity inspects.

export interface WindowWebPreferences {
  preload: string;
  contextIsolation: true;
  sandbox: true;
  nodeIntegration: false;
  nodeIntegrationInWorker: false;
  nodeIntegrationInSubFrames: false;
  webSecurity: true;
  allowRunningInsecureContent: false;
  experimentalFeatures: false;
  webviewTag: false;
  navigateOnDragDrop: false;
  safeDialogs: true;
  spellcheck: false;
  disableBlinkFeatures: 'Auxclick';
  plugins: true;
}

export interface MainWindowOptions {
  title: string;
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
  show: boolean;
  backgroundColor: string;
  icon?: string;
  webPreferences: WindowWebPreferences;
}

export interface MainWindowInput {
  preload: string;
  title: string;
  icon?: string;
}

export function createMainWindow<W>(BrowserWindow: new (options: MainWindowOptions) => W, input: MainWindowInput): W {
  return new BrowserWindow({
    title: input.title,
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    // Shown on 'ready-to-show', so the first frame is the dashboard, not a white flash.
    show: false,
    backgroundColor: '#f6f7f9',
    ...(input.icon ? { icon: input.icon } : {}),
    webPreferences: {
      preload: input.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      // No auxclick events: a middle click cannot be used to sneak around the popup policy.
      disableBlinkFeatures: 'Auxclick',
      // Chromium's PDF viewer, the only plugin Electron has: the dashboard shows boleto PDFs in an
      // iframe. Frames can only load the engine's pages (frame-src 'self', navigation policy).
      plugins: true,
    },
  });
}

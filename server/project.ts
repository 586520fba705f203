// Where the project is on disk and what it is called, whichever way the server runs: bundled in
// dist/server/ (the CLI), from server/ under tsx (tests), or inside the desktop app. Found by
// walking up from this module to the package.json that names the project.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'cobranca-sandbox';
export const PRODUCT_NAME = 'Cobrança Sandbox';

interface ProjectInfo {
  root: string | null;
  version: string;
}

let cached: ProjectInfo | undefined;

export function projectInfo(): ProjectInfo {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      try {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (pkg.name === PACKAGE_NAME) return (cached = { root: dir, version: pkg.version ?? '0.0.0' });
      } catch {
        // not ours, or unreadable: keep walking
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return (cached = { root: null, version: '0.0.0' });
    dir = parent;
  }
}

/** The built dashboard (`vite build --config renderer/vite.config.ts`): <repo>/out/renderer. */
export function defaultDashboardDir(): string {
  return join(projectInfo().root ?? process.cwd(), 'out', 'renderer');
}

// `electron-vite build` (part of `npm run build`): the main process (electron/main.ts with the engine
// bundled in), the preload script, and the dashboard. Output in out/, which package.json's "main"
// (out/main/index.js) and electron-builder.yml point at.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
// The dashboard's own build (React's JSX on preact/compat, base './', out/renderer): one definition for the browser
// build (`npm run build:renderer`) and this one, so the engine serves the same files either way.
import dashboard from './renderer/vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const at = (path: string) => resolve(root, path);

/**
 * Electron's major version: the installed package's, else the one package.json asks for. The
 * electron package is optional and absent where its binary could not be downloaded (CI runners,
 * containers), yet the desktop bundles build there too: they do not need Electron, only its version.
 */
function electronMajorVersion(): string {
  try {
    return String(createRequire(at('package.json'))('electron/package.json').version).split('.')[0];
  } catch {
    const declared: string = JSON.parse(readFileSync(at('package.json'), 'utf8')).optionalDependencies.electron;
    return /\d+/.exec(declared)![0];
  }
}

// electron-vite picks its output targets (Node and Chrome versions, ES modules or CommonJS) from
// Electron's major version, which it reads from electron/package.json unless ELECTRON_MAJOR_VER
// already holds it; without the package it would stop with "Cannot find module
// 'electron/package.json'".
process.env.ELECTRON_MAJOR_VER ||= electronMajorVersion();

export default defineConfig({
  main: {
    build: {
      outDir: at('out/main'),
      // Everything in package.json "dependencies" (better-sqlite3, pdfkit, bwip-js, express, ajv)
      // stays a runtime import from node_modules: native code, font files and lazy loading intact.
      externalizeDeps: true,
      sourcemap: true,
      rolldownOptions: {
        input: { index: at('electron/main.ts') },
      },
    },
  },
  preload: {
    build: {
      outDir: at('out/preload'),
      externalizeDeps: true,
      rolldownOptions: {
        input: { index: at('electron/preload.ts') },
        // Sandboxed preload scripts cannot be ES modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...dashboard,
    build: {
      ...dashboard.build,
      // electron-vite turns minification off by default; these files are also what browsers get.
      minify: dashboard.build?.minify ?? true,
      // The dashboard's two pages (index.html, checkout/checkout.html) as its own build names them.
      rolldownOptions: { ...dashboard.build?.rolldownOptions },
    },
  },
});

// The dashboard's build: one React page, relative asset URLs (base './') so the same files work
// served by the engine at `/` and loaded by the Electron shell.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../out/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // One small app: keep it as one JS and one CSS file, no preload helper chunks.
    modulePreload: false,
    reportCompressedSize: false,
  },
  server: {
    // `vite --config renderer/vite.config.ts` during development: the API lives on the engine.
    proxy: process.env.SANDBOX_URL
      ? { '/v1': process.env.SANDBOX_URL, '/sandbox': process.env.SANDBOX_URL, '/boleto': process.env.SANDBOX_URL }
      : undefined,
  },
});

// The renderer's build: the dashboard (index.html) and the hosted payment page of payment links
// (checkout/checkout.html, served by the engine at /pagamento/<code>), two entries of one build
// sharing React. Relative asset URLs (base './') so the same files work served by the engine at `/`
// and loaded by the Electron shell.
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
    // Two small pages: a JS and a CSS file each (React in a chunk they share), no preload helpers.
    modulePreload: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        checkout: fileURLToPath(new URL('./checkout/checkout.html', import.meta.url)),
      },
    },
  },
  server: {
    // `vite --config renderer/vite.config.ts` during development: the API lives on the engine.
    proxy: process.env.SANDBOX_URL
      ? { '/v1': process.env.SANDBOX_URL, '/sandbox': process.env.SANDBOX_URL, '/boleto': process.env.SANDBOX_URL }
      : undefined,
  },
});

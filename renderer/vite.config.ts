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
    // Two pages sharing React in one chunk; the dashboard's views off its first screen in chunks
    // of their own (features/shell/views.tsx). Every chunk a page imports is named in its HTML as
    // <link rel="modulepreload">, so the browser fetches them alongside the entry instead of
    // discovering them one import at a time (and a lazy view's chunks together, by Vite's helper).
    // No polyfill: Chromium (the desktop shell, the browsers the dashboard targets) has modulepreload.
    modulePreload: { polyfill: false },
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

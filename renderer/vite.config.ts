// The renderer's build: the dashboard (index.html) and the hosted payment page of payment links
// (checkout/checkout.html, served by the engine at /pagamento/<code>), two entries of one build
// sharing one UI runtime (Preact through preact/compat: see `resolve.alias`). Relative asset URLs
// (base './') so the same files work served by the engine at `/` and loaded by the Electron shell.
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** A chunk as the bundle (assets too) or a renderChunk hook's `meta.chunks` describes it. */
interface ChunkInfo {
  type?: 'chunk' | 'asset';
  imports?: readonly string[];
  dynamicImports?: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * What a page runs as it starts: its entry chunk, the chunks the entry imports dynamically as it
 * starts (the dashboard's main.tsx imports React and the app that way, so its first requests leave
 * before React is evaluated), and all their static imports, in order; with their CSS. A chunk's
 * imports first, as Vite orders a page's own CSS: a dependency's rules come before those of the
 * code that imports it, so the importer's win a tie.
 */
function startupChunks(chunks: Record<string, ChunkInfo>, entryFileName: string): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks[fileName];
    if (!chunk || chunk.type === 'asset' || scripts.has(fileName)) return;
    scripts.add(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  };
  const entry = chunks[entryFileName];
  if (!entry || entry.type === 'asset') return { scripts, styles };
  visit(entryFileName);
  for (const dynamic of entry.dynamicImports ?? []) visit(dynamic);
  return { scripts, styles };
}

/**
 * Vite names in a page's HTML the chunks its entry imports statically; this adds the rest of its
 * startup chunks (startupChunks): `<link rel="modulepreload">` and `<link rel="stylesheet">`, so
 * they download alongside the entry instead of after it has run. Vite's preload helper finds them
 * in the page and does not ask again.
 */
function preloadStartupImports(): Plugin {
  return {
    name: 'preload-startup-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk, path }) {
        if (!bundle || !chunk) return [];
        const { scripts, styles } = startupChunks(bundle, chunk.fileName);
        // The entry's own static imports and CSS are named by Vite already.
        const named = new Set([chunk.fileName, ...chunk.imports]);
        for (const css of chunk.viteMetadata?.importedCss ?? []) styles.delete(css);
        const href = (fileName: string) => {
          const relative = posix.relative(posix.dirname(path), `/${fileName}`);
          return relative.startsWith('.') ? relative : `./${relative}`;
        };
        const tags: HtmlTagDescriptor[] = [];
        for (const fileName of scripts) {
          if (!named.has(fileName)) tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: href(fileName) }, injectTo: 'head' });
        }
        for (const fileName of styles) tags.push({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: href(fileName) }, injectTo: 'head' });
        return tags;
      },
    },
  };
}

/** A module and everything it imports statically, by module id. */
function staticImports(getModuleInfo: (id: string) => { importedIds: readonly string[] } | null, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(from);
  return seen;
}

/**
 * The dashboard's first screen in two scripts beside its entry, instead of one per group of
 * modules the pages and views happen to share (issue 23 §6: eight scripts before the first rows,
 * each one more request — queued behind the others past the browser's six connections to a host —
 * and one more module to instantiate). What root.tsx imports statically and the entry does not
 * goes into `root` (the app's first screen and the small modules it shares with the lazy views,
 * which import them from there), except what the payment page uses too (`react` — preact/compat,
 * see resolve.alias — and formatting), which goes into `react`, the chunk the two pages share. The
 * entry keeps its own modules (no React),
 * and the views off the first screen keep their chunks.
 */
function firstScreenChunks(): (id: string, ctx: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }) => string | null {
  const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  let graphs: { entry: Set<string>; root: Set<string>; checkout: Set<string> } | null = null;
  return (id, ctx) => {
    const getModuleInfo = (moduleId: string) => ctx.getModuleInfo(moduleId);
    graphs ??= {
      entry: staticImports(getModuleInfo, file('./main.tsx')),
      root: staticImports(getModuleInfo, file('./root.tsx')),
      checkout: staticImports(getModuleInfo, file('./checkout/main.tsx')),
    };
    if (!graphs.root.has(id) || graphs.entry.has(id)) return null;
    return graphs.checkout.has(id) ? 'react' : 'root';
  };
}

export default defineConfig({
  root,
  base: './',
  // No V8 compile hints (`//# allFunctionsCalledOnLoad`) on the startup chunks any more: they took
  // main-thread compiling off the path but had the whole of react-dom compiled eagerly on a
  // background thread, which on a 2-core machine held the modules' evaluation back — first rows
  // 40 ms later with them, in each of three alternating pairs and over 9 traced loads a side
  // (docs/performance.md, "Dashboard first rows, sixth part").
  plugins: [react(), preloadStartupImports()],
  resolve: {
    // The source is written against React's API (and typechecked against @types/react); the build
    // runs it on Preact through preact/compat, which implements that API. react-dom was 215 KB of
    // the first screen's 277 KB of script and 60–85 ms of evaluation before the dashboard's first
    // rows (issue 23 §6; docs/performance.md, "Dashboard first rows, seventh part: Preact").
    // Exact names only: zustand's `useStore` imports `react` (useSyncExternalStore, which compat
    // has), and the JSX transform imports `react/jsx-runtime`. `react-dom/client` is compat's
    // createRoot with React's effect timing for discrete events (renderer/preact/react-dom-client.ts).
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: fileURLToPath(new URL('./preact/react-dom-client.ts', import.meta.url)) },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('../out/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Two pages sharing the UI runtime in one chunk; the dashboard's views off its first screen in chunks
    // of their own (features/shell/views.tsx). Every chunk a page imports is named in its HTML as
    // <link rel="modulepreload">, so the browser fetches them alongside the entry instead of
    // discovering them one import at a time (and a lazy view's chunks together, by Vite's helper);
    // so are the chunks the entry imports dynamically as it starts (preloadStartupImports).
    // No polyfill: Chromium (the desktop shell, the browsers the dashboard targets) has modulepreload.
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      // The first screen's chunks (firstScreenChunks). Without `includeDependenciesRecursively: false`,
      // each module taken into `root` would pull in what it imports, the entry's own modules too.
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: firstScreenChunks(), debugName: 'first-screen' }] } },
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

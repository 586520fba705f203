// The packages the bundled server (dist/server) loads from node_modules at run time; everything
// else it uses is bundled into it. One list for the bundler (scripts/build-server.mjs) and for the
// manifest npm packs (scripts/packed-manifest.mjs), whose `dependencies` are exactly these.
// Kept external: the native SQLite addon, and pdfkit and bwip-js, which read their own data files
// and are loaded only when the first PDF or barcode is drawn.
export const serverExternals = ['better-sqlite3', 'pdfkit', 'bwip-js'];

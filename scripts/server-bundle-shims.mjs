// Three of Express's dependencies replaced in the server bundle (scripts/build-server.mjs), for
// cold start: together they were about a third of the bundle's start-up work.
// - body-parser: Express loads it at start only to re-export express.json(), .raw(), .text() and
//   .urlencoded(), which the sandbox never calls — it reads bodies itself (server/http/body.ts).
//   Bundled, it brought raw-body and iconv-lite (550 KB of code tables) into every start.
// - mime-types: loaded at start by Express's response, type-is and send, and it builds its maps
//   from mime-db (230 KB) as it loads; here it loads on its first call — express.static() naming
//   a file's type, res.type() — which the API's answers never make (server/http/envelope.ts).
// - qs: loaded at start by Express for its "extended" query parser, with side-channel,
//   object-inspect and get-intrinsic behind it; the sandbox sets its own parser (http/app.ts), so
//   here it loads on its first call, which never comes.
// Bundles only: the tests and `npm run dev` run the real packages.
const BODY_PARSER = `
const notBundled = (name) => () => {
  throw new Error('express.' + name + '() is not in the server bundle: the sandbox reads bodies itself (server/http/body.ts)');
};
module.exports = { json: notBundled('json'), raw: notBundled('raw'), text: notBundled('text'), urlencoded: notBundled('urlencoded') };
`;

// Every export of mime-types 3, each loading the real module on first use.
const LAZY_MIME_TYPES = `
let real;
const load = () => (real ??= require('mime-types/index.js'));
module.exports = {
  charset: (type) => load().charset(type),
  get charsets() { return load().charsets; },
  contentType: (str) => load().contentType(str),
  extension: (type) => load().extension(type),
  get extensions() { return load().extensions; },
  lookup: (path) => load().lookup(path),
  get types() { return load().types; },
  get _extensionConflicts() { return load()._extensionConflicts; },
};
`;

const LAZY_QS = `
let real;
const load = () => (real ??= require('qs/lib/index.js'));
module.exports = {
  parse: (str, options) => load().parse(str, options),
  stringify: (object, options) => load().stringify(object, options),
  get formats() { return load().formats; },
};
`;

const SHIMS = { 'body-parser': BODY_PARSER, 'mime-types': LAZY_MIME_TYPES, qs: LAZY_QS };

/** The esbuild plugin: the bare names above resolve to the shims (`mime-types/index.js` and `qs/lib/index.js` still resolve to the real files). */
export const serverBundleShims = {
  name: 'server-bundle-shims',
  setup(build) {
    build.onResolve({ filter: /^(body-parser|mime-types|qs)$/ }, (args) => ({ path: args.path, namespace: 'server-bundle-shim' }));
    build.onLoad({ filter: /.*/, namespace: 'server-bundle-shim' }, (args) => ({ contents: SHIMS[args.path], loader: 'js', resolveDir: process.cwd() }));
  },
};

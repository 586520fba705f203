// Four of Express's dependencies replaced in the server bundle (scripts/build-server.mjs), for
// cold start: together they were about a third of the bundle's start-up work. And ajv, loaded on
// its first use (see the end).
// - body-parser: Express loads it at start only to re-export express.json(), .raw(), .text() and
//   .urlencoded(), which the sandbox never calls — it reads bodies itself (server/http/body.ts).
//   Bundled, it brought raw-body and iconv-lite (550 KB of code tables) into every start.
// - mime-types: loaded at start by Express's response, type-is and send, and it builds its maps
//   from mime-db (230 KB) as it loads; here it loads on its first call — express.static() naming
//   a file's type, res.type() — which the API's answers never make (server/http/envelope.ts).
// - qs: loaded at start by Express for its "extended" query parser, with side-channel,
//   object-inspect and get-intrinsic behind it; the sandbox sets its own parser (http/app.ts), so
//   here it loads on its first call, which never comes.
// - debug: Express, router, send and finalhandler make their debuggers as they load; without a
//   DEBUG variable those print nothing, yet the package loads tty, supports-color and ms for
//   them. Here the real package loads only when DEBUG is set (checked as the server starts,
//   as debug itself does); otherwise each debugger is a function that does nothing.
// - ajv: the bundle validates the routes' bodies with validators compiled at build time
//   (server/http/precompiled-validators.ts); ajv itself (260 KB with fast-uri) loads when a
//   schema without one is first checked (a fault rule, a snapshot file).
// The same pattern serves any heavy library the first answers do not need: a shim whose exports
// are getters loading the real module on first access (`lazily` below), plus, in the code using
// it, no call at module level (validate.ts makes its Ajv on first use). Drawing libraries (pdfkit,
// bwip-js, kept outside the bundle: scripts/server-externals.mjs) are reached only through an
// `import()` of the module that draws with them (server/app/boleto-documents.ts's loadRenderer),
// which esbuild makes a chunk of its own: the pattern for a new one such as qrcode — never a
// static import from a module the start-up path loads.
// Bundles only: the tests and `npm run dev` run the real packages.
import { createRequire } from 'node:module';

const BODY_PARSER = `
const notBundled = (name) => () => {
  throw new Error('express.' + name + '() is not in the server bundle: the sandbox reads bodies itself (server/http/body.ts)');
};
module.exports = { json: notBundled('json'), raw: notBundled('raw'), text: notBundled('text'), urlencoded: notBundled('urlencoded') };
`;

// Every export of mime-types 3, each loading the real module on first use.
const LAZY_MIME_TYPES = `
let real;
const load = () => (real ??= require('./lazy/mime-types.cjs'));
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
const load = () => (real ??= require('./lazy/qs.cjs'));
module.exports = {
  parse: (str, options) => load().parse(str, options),
  stringify: (object, options) => load().stringify(object, options),
  get formats() { return load().formats; },
};
`;

const DEBUG = `
const silent = (namespace) => Object.assign(() => {}, { namespace, enabled: false, extend: (name, delimiter = ':') => silent(namespace + delimiter + name) });
module.exports = process.env.DEBUG ? require('./lazy/debug.cjs') : silent;
`;

/** A CommonJS module whose exports (`names`) load `file` on first access. */
function lazily(file, names) {
  const getters = names.map((name) => `get ${JSON.stringify(name)}() { return load()[${JSON.stringify(name)}]; },`);
  return `let real;\nconst load = () => (real ??= require(${JSON.stringify(file)}));\nmodule.exports = {\n${getters.join('\n')}\n};\n`;
}

// Every export of ajv's main module, read from the installed package (the build fails if one moves).
const LAZY_AJV = lazily('./lazy/ajv.cjs', Object.keys(createRequire(import.meta.url)('ajv/dist/ajv.js')));

const SHIMS = { 'body-parser': BODY_PARSER, 'mime-types': LAZY_MIME_TYPES, qs: LAZY_QS, debug: DEBUG, ajv: LAZY_AJV };

/**
 * The packages the shims load, each bundled on its own into dist/server/lazy/<name>.cjs (by
 * scripts/build-server.mjs): in a file of their own, not in a chunk that loads at start, V8 does
 * not even parse them until they are needed (mime-db alone is 200 KB of JSON).
 */
export const lazyPackages = { ajv: 'ajv/dist/ajv.js', 'mime-types': 'mime-types/index.js', qs: 'qs/lib/index.js', debug: 'debug/src/index.js' };

/** The esbuild plugin: the bare names above resolve to the shims, whose `./lazy/` files stay outside the chunks. */
export const serverBundleShims = {
  name: 'server-bundle-shims',
  setup(build) {
    build.onResolve({ filter: /^\.\/lazy\// }, (args) => ({ path: args.path, external: true }));
    build.onResolve({ filter: /^(body-parser|mime-types|qs|debug|ajv)$/ }, (args) => ({ path: args.path, namespace: 'server-bundle-shim' }));
    build.onLoad({ filter: /.*/, namespace: 'server-bundle-shim' }, (args) => ({ contents: SHIMS[args.path], loader: 'js', resolveDir: process.cwd() }));
  },
};

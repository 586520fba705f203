// The rings of ../shared/design/architecture.md as lint rules (eslint-plugin-boundaries): each
// folder is a ring, and a ring may import only the rings inside it. Written as one table so the
// picture and the rule cannot drift apart; when the design changes, change the row and the
// architecture document together.
//
// Why rings at all: the same engine runs headless (CLI, tests), inside Electron and behind the
// dashboard, and its rules must stay testable without a server. A rule that lives in a route, or
// a domain module that opens a file, is found late and by accident; this finds it at `npm test`.

import boundaries from 'eslint-plugin-boundaries';

/**
 * Where each ring lives: a folder per ring. The files directly in server/ (cli, start, seed,
 * project) form the `server` element, listed last so a ring's own folder names its files first.
 */
const RINGS = ['domain', 'store', 'app', 'pdf', 'notify', 'jobs', 'proxy', 'http'];
const elements = [
  ...RINGS.map((ring) => ({ type: ring, pattern: `server/${ring}`, partialMatch: false })),
  { type: 'server', pattern: 'server', partialMatch: false },
  ...['renderer', 'electron', 'testing'].map((face) => ({ type: face, pattern: face, partialMatch: false })),
];

/** Single files with a role of their own inside a ring. */
const files = [
  // The composition roots: they read the configuration, open the store, start HTTP and wire
  // everything, so they alone may reach every ring (seed.ts restores an account at start-up;
  // http/app.ts builds the Express app and hands the store to its middleware).
  { category: 'composition-root', pattern: 'server/{cli,start,seed}.ts' },
  { category: 'composition-root', pattern: 'server/http/app.ts' },
  // The engine's one entry (startServer), used alike by the CLI, the tests and the desktop shell.
  { category: 'engine-entry', pattern: 'server/start.ts' },
  // Where the project sits on disk: a leaf that only asks Node, read by the info routes.
  { category: 'project-info', pattern: 'server/project.ts' },
];

const SERVER = [...RINGS, 'server'];
const PROJECT_INFO = { element: { type: 'server' }, file: { categories: 'project-info' } };
const ENGINE_ENTRY = { element: { type: 'server' }, file: { categories: 'engine-entry' } };

// Packages that are one ring's job, named so the other rings cannot reach them.
const HTTP = ['express', 'path-to-regexp'];
const SQLITE = ['better-sqlite3'];
const ELECTRON = ['electron'];
const FILES_AND_NETWORK = ['fs', 'fs/promises', 'net', 'http', 'https', 'tls', 'child_process', 'worker_threads'];

/**
 * The rule table, one row per ring (`file` narrows a row to the files of that category; a later
 * row wins over an earlier one). `imports`: rings (or single files) whose code it may use.
 * `types`: rings it may name types from but never run (a type import leaves nothing at run
 * time). `noPackages`: packages it must not use ('all': none at all); `noCore`: no Node module.
 * Any import of our own code that no row allows is refused.
 */
const rings = [
  // Pure rules (status machines, money, boleto numbers, the error catalog): plain unit tests run
  // them, and the same rule holds under HTTP, a job or a snapshot restore, so they may not know
  // about any of those, nor use any package or Node module.
  { ring: 'domain', imports: ['domain'], noPackages: 'all', noCore: true },
  // Rows <-> domain records, and the SQL. It serves the use cases, so it may not know them (a
  // record shape defined by a use case and stored here ties the table layout to that use case),
  // nor the PDF view models (what a page draws is not what a row stores).
  { ring: 'store', imports: ['domain', 'store'], noPackages: [...HTTP, ...ELECTRON] },
  // Pure too: a view model in, a Buffer out. A drawing that read the store or called a use case
  // could show something other than the answer that described it.
  { ring: 'pdf', imports: ['domain', 'pdf'], noPackages: [...HTTP, ...SQLITE, ...ELECTRON, ...FILES_AND_NETWORK] },
  // Use cases: one function per operation, one transaction each, the SQL left to the store.
  // Routes, jobs and snapshot restores all call them, so they may not depend on the job runner
  // or on HTTP (a use case that must wake the runner is handed a callback by the composition root).
  { ring: 'app', imports: ['domain', 'store', 'pdf', 'app'], noPackages: [...HTTP, ...SQLITE, ...ELECTRON] },
  // The notification outbox and its delivery: records each attempt through the use cases.
  { ring: 'notify', imports: ['domain', 'store', 'app', 'notify'], noPackages: [...HTTP, ...ELECTRON] },
  // The scheduled work on each account's clock: runs use cases and deliveries, never routes.
  { ring: 'jobs', imports: ['domain', 'store', 'app', 'notify', 'jobs'], noPackages: [...HTTP, ...ELECTRON] },
  // The zero-code proxy's certificates and tunnels: infrastructure that knows no use case.
  { ring: 'proxy', imports: ['domain', 'proxy'], noPackages: [...SQLITE, ...ELECTRON] },
  // Routes parse, call one use case and wrap the answer. They may name the store's row types and
  // the runner's type (use cases and the composition root hand them those) but never read the
  // store or run jobs themselves: a view built from rows in a route is a second copy of a use case.
  {
    ring: 'http',
    imports: ['domain', 'app', 'pdf', 'notify', 'proxy', 'http', PROJECT_INFO],
    types: ['store', 'jobs'],
    noPackages: [...SQLITE, ...ELECTRON],
  },
  { ring: 'http', file: 'composition-root', imports: RINGS },
  // cli.ts, start.ts, seed.ts (and project.ts, a leaf): the composition roots.
  { ring: 'server', imports: SERVER, noPackages: ELECTRON },
  // The dashboard runs in a browser and talks to the engine only over HTTP (one UI in a browser,
  // in Electron and under Playwright): server code would drag SQLite and Express into the bundle.
  // Wire types may be named, since they vanish at build time: the server's, and the ones generated
  // from the OpenAPI document into testing/wire.generated.ts (one file for all three consumers).
  { ring: 'renderer', imports: ['renderer'], types: [...SERVER, 'testing'], noPackages: [...HTTP, ...SQLITE, ...ELECTRON], noCore: true },
  // The desktop shell adds only what needs the OS and starts the engine through its one entry,
  // startServer, as the CLI and the tests do: the engine's insides stay free to change.
  { ring: 'electron', imports: ['electron', ENGINE_ENTRY] },
  // The published test helper (cobranca-sandbox/testing) is bundled on its own and talks to a
  // running sandbox over HTTP: engine code in it would ship the whole server inside it.
  { ring: 'testing', imports: ['testing'], types: SERVER, noPackages: [...HTTP, ...SQLITE, ...ELECTRON] },
];

function target(entry) {
  return typeof entry === 'string' ? { element: { type: entry } } : entry;
}

function modulePatterns(names) {
  return names.flatMap((name) => (FILES_AND_NETWORK.includes(name) ? [name, `node:${name}`] : [name]));
}

function policiesOf(row) {
  const from = row.file ? { element: { type: row.ring }, file: { categories: row.file } } : { element: { type: row.ring } };
  const policies = [{ from, allow: { to: row.imports.map(target) } }];
  if (row.types) policies.push({ from, allow: { to: row.types.map(target), dependency: { kind: 'type' } } });
  if (row.noPackages === 'all') policies.push({ from, disallow: { to: { module: { origin: 'external' } } } });
  else if (row.noPackages) policies.push({ from, disallow: { to: { module: { source: modulePatterns(row.noPackages) } } } });
  if (row.noCore) policies.push({ from, disallow: { to: { module: { origin: 'core' } } } });
  return policies;
}

export const ringElements = {
  settings: {
    'boundaries/elements': elements,
    'boundaries/files': files,
  },
};

export const ringBoundaries = {
  plugins: { boundaries },
  rules: {
    'boundaries/dependencies': ['error', {
      default: 'disallow',
      // Packages and Node modules are checked too (the domain may not use any); those a ring may
      // use are allowed by the first policy and refused by the ring's own row below.
      checkAllOrigins: true,
      policies: [
        { allow: { to: { module: { origin: ['external', 'core'] } } } },
        ...rings.flatMap(policiesOf),
      ],
    }],
  },
};

// Routes reach the store through the context too (`ctx.store.charges…`), which no import shows.
// The rule above keeps them from importing it; this one keeps them from reading it through the
// context they are given. The HTTP app's composition root hands the store to its middleware.
export const httpReadsNoStore = {
  files: ['server/http/**/*.ts'],
  ignores: ['server/http/app.ts'],
  rules: {
    'no-restricted-syntax': ['error', {
      selector: "MemberExpression[property.name='store']",
      message: 'Routes do not read the store: call a use case in server/app (architecture.md, "Rings").',
    }],
  },
};

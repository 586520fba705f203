// `npm run lint:electron`: @doyensec/electronegativity over the desktop app's code — electron/
// (main, preload and the pure modules that hold the window options, CSP and navigation policy),
// package.json and the dashboard's HTML. Prints every finding; fails on any HIGH one, and on any
// file it could not parse (an unparsed file would pass silently). The full report is written
// as SARIF to a temporary file.
//
// Offline and deterministic: AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK is skipped (it downloads Electron's
// release list from GitHub at every run) and the Electron version is read from node_modules — the
// electron package, or where it could not be installed, the declarations unpacked from it
// (scripts/electron-types.mjs).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronTypesDir } from './electron-types.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

const SCANNED = ['electron', 'package.json', 'renderer/index.html'];
const SKIPPED_CHECKS = ['AvailableSecurityFixesGlobalCheck'];

function electronVersion() {
  const file = [join(root, 'node_modules', 'electron', 'package.json'), join(electronTypesDir(root), 'package.json')].find(existsSync);
  return file ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

/** Runs electronegativity quietly (it logs progress and translation downloads to the console). */
async function scan(input, output, version) {
  const run = require('@doyensec/electronegativity');
  const log = console.log;
  const env = process.env.LANG;
  const captured = [];
  console.log = (...args) => captured.push(args.join(' '));
  process.env.LANG = 'en-US';
  try {
    return await run({
      input,
      output,
      isSarif: true,
      isRelative: true,
      excludeFromScan: SKIPPED_CHECKS.map((check) => check.toLowerCase()),
      electronVersionOverride: version,
      severitySet: 'informational',
      confidenceSet: 'tentative',
    });
  } finally {
    console.log = log;
    if (env === undefined) delete process.env.LANG;
    else process.env.LANG = env;
    const noise = /translations|releases|^\s*$/i;
    for (const line of captured) if (!noise.test(line)) log(line);
  }
}

const staging = mkdtempSync(join(tmpdir(), 'cobranca-electronegativity-'));
const report = join(tmpdir(), `cobranca-electronegativity-${process.pid}.sarif`);
let exitCode = 0;
try {
  // A copy holding only what is scanned, laid out like the project so paths read the same.
  for (const path of SCANNED) {
    const from = join(root, path);
    if (!existsSync(from)) continue;
    mkdirSync(dirname(join(staging, path)), { recursive: true });
    cpSync(from, join(staging, path), { recursive: true, filter: (file) => !file.endsWith('tsconfig.json') });
  }
  const version = electronVersion();
  const result = await scan(staging, report, version);

  const order = { HIGH: 0, MEDIUM: 1, LOW: 2, INFORMATIONAL: 3 };
  const issues = [...result.issues].sort((a, b) => order[a.severity.name] - order[b.severity.name] || a.file.localeCompare(b.file));
  for (const issue of issues) {
    const where = issue.file === 'N/A' ? '(global)' : `${issue.file}:${issue.location.line}:${issue.location.column}`;
    const review = issue.manualReview ? ' [review]' : '';
    console.log(`${issue.severity.name.padEnd(13)} ${issue.confidence.name.padEnd(9)} ${issue.id}${review}  ${where}`);
    console.log(`${' '.repeat(24)}${String(issue.description).split('\n')[0]} ${issue.shortenedURL ?? ''}`.trimEnd());
  }
  const parseErrors = result.errors.filter((error) => !error.tolerable);
  for (const error of result.errors) {
    console.log(`${error.tolerable ? 'parse warning' : 'PARSE ERROR'}: ${error.file.replace(staging, '.')}: ${error.message}`);
  }
  const count = (name) => issues.filter((issue) => issue.severity.name === name).length;
  const high = count('HIGH');
  console.log(
    `electronegativity ${require('@doyensec/electronegativity/package.json').version} on ${SCANNED.join(', ')} ` +
      `(Electron ${version ?? 'unknown'}; ${result.atomicChecks} atomic + ${result.globalChecks} global checks, skipped: ${SKIPPED_CHECKS.join(', ')}): ` +
      `${high} high, ${count('MEDIUM')} medium, ${count('LOW')} low, ${count('INFORMATIONAL')} informational. Report: ${report}`,
  );
  if (high > 0) {
    console.error('lint:electron: HIGH severity findings — fix them (or justify an inline eng-disable comment)');
    exitCode = 1;
  }
  if (parseErrors.length > 0) {
    console.error('lint:electron: some files could not be parsed, so they were not checked');
    exitCode = 1;
  }
} catch (error) {
  console.error(`lint:electron: ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  rmSync(staging, { recursive: true, force: true });
}
process.exit(exitCode);

// The wire types of the dashboard, the payment page and the test helper, generated from the OpenAPI
// document the server serves at GET /openapi.json (server/http/openapi/) by openapi-typescript, into
// one committed file that all three import (testing/ is the one folder the test helper's published
// declarations may draw from; the renderer imports it from there too).
//
//   node --import tsx scripts/wire-types.ts           write testing/wire.generated.ts   (npm run wire-types; npm run build:renderer)
//   node --import tsx scripts/wire-types.ts --check   fail when it is stale             (npm run typecheck; npm run build)
//
// `npm run build` checks rather than writes: CI builds before `npm test`, and a build that rewrote the
// file would hide a stale committed copy from the typecheck that follows.
//
// The document is fetched from a real server on port 0 with a throwaway database, so the types are
// those of what is served, not of a second way of building it. Same document, same bytes.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { startServer } from '../server/start.ts';

export const WIRE_TYPES_FILE = fileURLToPath(new URL('../testing/wire.generated.ts', import.meta.url));
export const REGENERATE_COMMAND = 'npm run wire-types';

const HEADER = `// GENERATED from the OpenAPI document GET /openapi.json serves (server/http/openapi/) by
// scripts/wire-types.ts with openapi-typescript. Do not edit: change the document, then run
// \`${REGENERATE_COMMAND}\` and commit this file (\`npm run typecheck\` fails while it is stale).
// Aliases and UI-only types live in renderer/api/types.ts, renderer/checkout/api.ts, testing/types.ts.
`;

/** The document exactly as GET /openapi.json serves it. */
export async function servedDocument(): Promise<OpenAPI3> {
  const dir = mkdtempSync(join(tmpdir(), 'cobranca-wire-types-'));
  try {
    const server = await startServer({ db: join(dir, 'sandbox.db'), port: 0, caDir: join(dir, 'ca'), log: () => {} });
    try {
      const response = await fetch(`${server.url}/openapi.json`);
      if (!response.ok) throw new Error(`GET /openapi.json answered ${response.status}`);
      return (await response.json()) as OpenAPI3;
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function wireTypesOf(document: OpenAPI3): Promise<string> {
  // The served URL (port 0 picks a new one each run) is in `servers` and the token URL only; the
  // generated types name neither, but they are pinned anyway so nothing of a run leaks in.
  const pinned = structuredClone(document);
  pinned.servers = [];
  const nodes = await openapiTS(pinned, { silent: true });
  return HEADER + '\n' + astToString(nodes);
}

/** Null when `committed` is what the document generates; else what to tell the developer. */
export function staleness(committed: string | null, fresh: string): string | null {
  if (committed === fresh) return null;
  const what = committed === null ? 'is missing' : 'is stale: it is not what the served OpenAPI document generates (the document changed, or the file was edited)';
  return `testing/wire.generated.ts ${what}. Run \`${REGENERATE_COMMAND}\` and commit the file.`;
}

function readCommitted(): string | null {
  try {
    return readFileSync(WIRE_TYPES_FILE, 'utf8');
  } catch {
    return null;
  }
}

async function main(check: boolean): Promise<void> {
  const fresh = await wireTypesOf(await servedDocument());
  if (check) {
    const problem = staleness(readCommitted(), fresh);
    if (problem) {
      console.error(problem);
      process.exitCode = 1;
    }
    return;
  }
  if (readCommitted() !== fresh) writeFileSync(WIRE_TYPES_FILE, fresh);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv.includes('--check'));

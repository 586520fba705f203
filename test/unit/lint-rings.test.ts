// The rings of architecture.md are kept by the linter (eslint.rings.js), and `npm test` runs it.
// These tests lint small sources placed, by path, inside the project's folders, with the
// project's own configuration: each forbidden import must be refused with the rule that says
// why, and its allowed neighbour let through, so a rule dropped or widened by mistake fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules a source would break at `filePath`; the imported files exist, so they resolve. */
async function brokenRules(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

test('the store imports the domain, not the use cases nor the PDF view models', async () => {
  assert.deepEqual(await brokenRules('server/store/probe.ts', "import { ApiError } from '../domain/errors.ts';\nexport const x = ApiError;\n"), []);
  assert.deepEqual(await brokenRules('server/store/probe.ts', "import { createContext } from '../app/context.ts';\nexport const x = createContext;\n"), ['boundaries/dependencies']);
  // A type is a dependency too: the table layout would follow the use case's record shape.
  assert.deepEqual(await brokenRules('server/store/probe.ts', "import type { AppContext } from '../app/context.ts';\nexport type X = AppContext;\n"), ['boundaries/dependencies']);
  assert.deepEqual(await brokenRules('server/store/probe.ts', "import type { BoletoView } from '../pdf/boleto-view.ts';\nexport type X = BoletoView;\n"), ['boundaries/dependencies']);
});

test('the domain uses no package and no Node module; the use cases do not import the job runner', async () => {
  assert.deepEqual(await brokenRules('server/domain/probe.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"), ['boundaries/dependencies']);
  assert.deepEqual(await brokenRules('server/domain/probe.ts', "import express from 'express';\nexport const x = express;\n"), ['boundaries/dependencies']);
  assert.deepEqual(await brokenRules('server/app/probe.ts', "import type { JobRunner } from '../jobs/runner.ts';\nexport type X = JobRunner;\n"), ['boundaries/dependencies']);
  assert.deepEqual(await brokenRules('server/pdf/probe.ts', "import type { Store } from '../store/store.ts';\nexport type X = Store;\n"), ['boundaries/dependencies']);
});

test('routes do not read the store, by import or through the context; the composition roots do', async () => {
  assert.deepEqual(await brokenRules('server/http/v1/probe.ts', "import { openStore } from '../../store/store.ts';\nexport const x = openStore;\n"), ['boundaries/dependencies']);
  assert.deepEqual(await brokenRules('server/http/v1/probe.ts', "import type { AccountRow } from '../../store/accounts-repo.ts';\nexport type X = AccountRow;\n"), []);
  assert.deepEqual(await brokenRules('server/http/sandbox/probe.ts', 'export const count = (ctx: { store: { n: number } }) => ctx.store.n;\n'), ['no-restricted-syntax']);
  assert.deepEqual(await brokenRules('server/http/app.ts', "import { openStore } from '../store/store.ts';\nexport const x = openStore;\n"), []);
  assert.deepEqual(await brokenRules('server/start.ts', "import { openStore } from './store/store.ts';\nexport const x = openStore;\n"), []);
});

test('the dashboard names server types but runs no server code; the desktop shell starts the engine by its one entry', async () => {
  assert.deepEqual(await brokenRules('renderer/probe.ts', "import type { ApiError } from '../server/domain/errors.ts';\nexport type X = ApiError;\n"), []);
  assert.deepEqual(await brokenRules('renderer/probe.ts', "import { ApiError } from '../server/domain/errors.ts';\nexport const x = ApiError;\n"), ['boundaries/dependencies']);
  assert.deepEqual(await brokenRules('electron/probe.ts', "import { startServer } from '../server/start.ts';\nexport const x = startServer;\n"), []);
  assert.deepEqual(await brokenRules('electron/probe.ts', "import { openStore } from '../server/store/store.ts';\nexport const x = openStore;\n"), ['boundaries/dependencies']);
});

test('the dashboard keeps the rules of hooks', async () => {
  const conditional = "import { useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
  assert.deepEqual(await brokenRules('renderer/probe.tsx', conditional), ['react-hooks/rules-of-hooks']);
});

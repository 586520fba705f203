import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
// @ts-expect-error -- a plain .mjs script without type declarations
import { SERVER_NODE_FLAGS as START_FLAGS } from '../../scripts/start.mjs';
import { SERVER_NODE_FLAGS } from '../../testing/spawn-cli.ts';

// The server's node flags are written in three places that cannot share a module (a script of the
// repository, the published test helper, package.json): they must say the same.
test('npm start, npm run serve and the test helper start the server with the same node flags', () => {
  assert.deepEqual(START_FLAGS, SERVER_NODE_FLAGS);
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
  assert.equal(manifest.scripts.serve, ['node', ...SERVER_NODE_FLAGS, 'dist/server/cli.js'].join(' '));
});

test('this Node accepts the flags (a flag it refused would stop every launcher from starting)', () => {
  const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.stdout.write("ok")'], { encoding: 'utf8' });
  assert.equal(run.stderr, '');
  assert.equal(run.stdout, 'ok');
});

// Recorded values written into the exported files (domain/recording/literals.ts): whatever a
// custom_id holds, the file reads back the very same value and runs nothing of it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { commentText, jsLiteral, pyLiteral } from '../../server/domain/recording/literals.ts';

const hostile = {
  custom_id: 'a "b" \'c\' `d` ${globalThis.hacked = 1} """ \'\'\' \\ \n \r \u2028 \u2029 \u0000 é 😀 */ #',
  ['__proto__']: { polluted: true },
  nested: [1, 2.5, null, true, false, { 'key with "quotes"': '\\u0041' }],
};

test('a JavaScript literal evaluates to the recorded value, __proto__ an own key, nothing run', () => {
  const sandboxGlobal: Record<string, unknown> = {};
  const value = runInNewContext(`(${jsLiteral(JSON.parse(JSON.stringify(hostile)))})`, sandboxGlobal);
  assert.equal(JSON.stringify(value), JSON.stringify(JSON.parse(JSON.stringify(hostile))));
  assert.ok(Object.hasOwn(value, '__proto__'));
  assert.equal(sandboxGlobal.hacked, undefined);
  assert.doesNotMatch(jsLiteral(hostile.custom_id), /[^\x20-\x7e]/, 'ASCII only: no raw line terminator');
});

test('a Python literal evaluates to the recorded value', () => {
  const recorded = JSON.parse(JSON.stringify(hostile));
  const script = `import json, sys\nvalue = ${pyLiteral(recorded)}\nsys.stdout.write(json.dumps(value, ensure_ascii=True, separators=(",", ":")))\n`;
  const run = spawnSync('python3', ['-c', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), recorded);
});

test('comment text stays on one line, printable', () => {
  assert.equal(commentText('POST /v1/x\n\u2028*/ é'), 'POST /v1/x??*/ ?');
});

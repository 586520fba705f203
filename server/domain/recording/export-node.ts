// A recording as a node:test file that uses cobranca-sandbox/testing: a fresh sandbox, the same
// settings, the clock where the session started, each call replayed in order (one statement per
// step, its recorded ids swapped for the replay's own), then the charges' final statuses and the
// callbacks the session saw. Every recorded value goes through literals.ts, never pasted raw.
import { commentText, jsLiteral, jsString } from './literals.ts';
import type { RecordingDocument } from './recording.ts';
import { ID_OF_SEGMENT, replayPlan, type ReplayStep } from './replay-plan.ts';
import { expectedCallbacks } from './expected.ts';

/** The replay's helpers: the same in every exported file, no recorded data in them. */
const HELPERS = `// ---- How the replay maps the session's ids to its own (the same in every exported test) ----
const ID_OF_SEGMENT = ${JSON.stringify(ID_OF_SEGMENT)};
const replayed = new Map();
const isIdKey = (key) => key.endsWith('_id') || key === 'payment_token';

/** The replay's own id for one the session saw (an id the replay never learned stays as it was). */
function idOf(key, recorded) {
  const mapped = replayed.get(key + ':' + recorded);
  return mapped === undefined ? recorded : mapped;
}

/** Learns, from a replayed answer, the ids found where the session's answer had them. */
function learn(answer, found) {
  for (const [keys, recorded] of found) {
    let node = answer;
    for (const key of keys) node = node === null || typeof node !== 'object' ? undefined : node[key];
    if (node !== undefined) replayed.set(keys[keys.length - 1] + ':' + recorded, node);
  }
}

function pathOf(recorded) {
  const [bare, query] = recorded.split('?');
  const segments = bare.split('/');
  const mapped = segments.map((segment, i) => (/^\\d+$/.test(segment) && ID_OF_SEGMENT[segments[i - 1]] ? String(idOf(ID_OF_SEGMENT[segments[i - 1]], Number(segment))) : segment));
  return mapped.join('/') + (query === undefined ? '' : '?' + query);
}

/** The recorded body with the replay's ids, and its notification URLs pointed at the helper's receiver. */
function bodyOf(value, key) {
  if (Array.isArray(value)) return value.map((item) => bodyOf(item, key));
  if (value !== null && typeof value === 'object') {
    const out = {};
    for (const [name, item] of Object.entries(value)) Object.defineProperty(out, name, { value: bodyOf(item, name), enumerable: true, writable: true, configurable: true });
    return out;
  }
  if (key === 'notification_url' && typeof value === 'string') return sandbox.callbackUrl;
  return key !== undefined && isIdKey(key) ? idOf(key, value) : value;
}

let token;
async function authorize() {
  const answer = await fetch(sandbox.url + '/v1/authorize', {
    method: 'POST',
    headers: { authorization: basic(), 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials' }),
  });
  token = (await answer.json()).access_token;
}
const basic = () => 'Basic ' + Buffer.from(sandbox.clientId + ':' + sandbox.clientSecret).toString('base64');

/** One call as the account: /sandbox/… with its credentials, /v1/… with a token (renewed once after a 401). */
async function call(method, recordedPath, body) {
  const path = pathOf(recordedPath);
  const send = async () => {
    const headers = { accept: 'application/json', authorization: path.startsWith('/sandbox/') ? basic() : 'Bearer ' + token };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(sandbox.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(bodyOf(body)) });
  };
  if (!path.startsWith('/sandbox/') && token === undefined) await authorize();
  let response = await send();
  if (response.status === 401 && !path.startsWith('/sandbox/')) {
    await authorize();
    response = await send();
  }
  const text = await response.text();
  let parsed = text;
  try { parsed = text === '' ? undefined : JSON.parse(text); } catch { /* not JSON: kept as text */ }
  return { status: response.status, body: parsed };
}

/** The replayed charge's Pix "copia e cola" (a Bolix): what the session's payer pasted, for this run. */
async function pixCodeOf(recordedChargeId) {
  const answer = await call('GET', '/v1/charge/' + recordedChargeId);
  return answer.body.data.pix.qrcode;
}

async function expectCharge(recordedId, status, total) {
  const answer = await call('GET', '/v1/charge/' + recordedId);
  assert.equal(answer.status, 200, 'charge ' + recordedId + ' (replayed as ' + idOf('charge_id', recordedId) + ')');
  assert.equal(answer.body.data.status, status, 'final status of charge ' + recordedId);
  assert.equal(answer.body.data.total, total, 'total of charge ' + recordedId);
}

/** Each callback the session saw arrives, announcing the same status and value; and no other status. */
async function expectCallbacks(expected) {
  for (const { charge_id, status, value } of expected) {
    const got = await sandbox.waitForCallback({ chargeId: idOf('charge_id', charge_id), status, timeoutMs: 20000 });
    assert.equal(got.event.value ?? null, value, 'value announced by the ' + status + ' callback of charge ' + charge_id);
  }
  const charges = new Map(expected.map(({ charge_id }) => [idOf('charge_id', charge_id), charge_id]));
  const seen = new Set(sandbox.callbacks.filter(({ event }) => charges.has(event.identifiers.charge_id)).map(({ event }) => charges.get(event.identifiers.charge_id) + ' ' + event.status.current));
  assert.deepEqual([...seen].sort(), expected.map(({ charge_id, status }) => charge_id + ' ' + status).sort(), 'the statuses the callbacks announced');
}`;

function bodyArgument(step: Extract<ReplayStep, { kind: 'call' }>): string {
  const { body } = step;
  if (body.kind === 'none') return '';
  if (body.kind === 'json') return `, ${jsLiteral(body.value, 1)}`;
  const rest = Object.entries(body.rest).map(([name, value]) => `, ${jsString(name)}: ${jsLiteral(value, 1)}`).join('');
  return `, { qrcode: await pixCodeOf(${body.chargeId})${rest} }`;
}

function stepCode(step: ReplayStep): string {
  const title = `Step ${step.seq}: ${commentText(`${step.method} ${step.path}`)}`;
  if (step.kind === 'skipped') return `  // ${title} — ${commentText(step.why, 160)}\n`;
  return [
    `  // ${title} (answered ${step.status})`,
    `  answer = await call(${jsString(step.method)}, ${jsString(step.path)}${bodyArgument(step)});`,
    `  assert.equal(answer.status, ${step.status}, ${jsString(commentText(`step ${step.seq}: ${step.method} ${step.path}`))});`,
    ...(step.learn.length ? [`  learn(answer.body, ${JSON.stringify(step.learn.map(([keys, value]) => [keys, value])).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)});`] : []),
    '',
  ].join('\n');
}

export function exportAsNodeTest(recording: RecordingDocument): string {
  const { settings, startedVirtual, outcome } = recording;
  const steps = replayPlan(recording).map(stepCode).join('\n');
  const charges = outcome.charges.map((c) => `  await expectCharge(${c.id}, ${jsString(c.status)}, ${c.total});`).join('\n');
  return `// Recording ${recording.id} of Cobrança Sandbox, started at ${commentText(startedVirtual)} (the account's clock).
// Replays the session on a fresh sandbox and asserts what it observed: each call's HTTP status,
// each charge's final status and total, the callbacks and the statuses they announced.
// Run: node --test <this file>   (needs the package cobranca-sandbox installed)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { startSandbox } from 'cobranca-sandbox/testing';

let sandbox;
before(async () => {
  sandbox = await startSandbox();
});
after(() => sandbox?.stop());

${HELPERS}

test(${jsString(`recording ${recording.id} replays with the same outcome`)}, async () => {
  let answer;
  // The account's settings when the recording started.
  answer = await call('PUT', '/sandbox/v1/settings', ${jsLiteral(settings.settings, 1)});
  assert.equal(answer.status, 200, 'settings');
  answer = await call('PUT', '/sandbox/v1/card-settings', ${jsLiteral(settings.card_settings, 1)});
  assert.equal(answer.status, 200, 'card settings');
  // The clock where the session started (a fresh sandbox starts at today's time).
  if ((await sandbox.now()) < ${jsString(startedVirtual)}) await sandbox.advanceClock({ to: ${jsString(startedVirtual)} });

${steps}
  // What the session ended with: each charge's status and total.
${charges || '  // (no charge)'}
  // The callbacks delivered during the session, and the statuses they announced.
  await expectCallbacks(${jsLiteral(expectedCallbacks(outcome.callbacks), 1)});
});
`;
}

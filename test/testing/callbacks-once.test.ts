// The helper's own receiver (cobranca-sandbox/testing) answers each callback and then fetches its
// token, the usual pattern: through the creation callbacks sent in real time and a clock advance
// right after them, it gets every callback exactly once. Its fetches are made to take 300 ms (a
// latency fault on GET /v1/notification/:token): a receiver a little slower than this process's
// own, as the receivers that got duplicates were. Attached to an in-process server whose fetch
// grace is far longer than that, so the verdict does not depend on timing (the CLI's grace is the
// documented 2 s; server/app/fetch-grace.ts).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { attachSandbox } from 'cobranca-sandbox/testing';
import { listDeliveries, startSandbox } from '../helpers/sandbox.ts';
import { waitFor } from '../helpers/receiver.ts';
import { issueBoleto } from './world.ts';

const server = await startSandbox({ jobs: { fetchGraceMs: 60_000 } });
after(() => server.close());

test("the helper's receiver gets no duplicate callback: each delivery is sent once and acknowledged", async () => {
  const api = await server.newAccount();
  const sandbox = await attachSandbox({ url: server.url, clientId: api.clientId, clientSecret: api.clientSecret });
  try {
    const rule = await api.post('/sandbox/v1/faults', { route: 'GET /v1/notification/:token', fault: 'latency', latency_ms: 300 });
    assert.equal(rule.status, 200, JSON.stringify(rule.body));
    const boletos = [];
    for (let i = 0; i < 10; i++) boletos.push(await issueBoleto(sandbox, sandbox.callbackUrl, 2500 + i));
    // new and waiting go out in real time; the advance follows at once, and makes each boleto overdue.
    await sandbox.advanceClock({ days: Math.max(...boletos.map((b) => b.daysToOverdue)) });
    for (const { chargeId } of boletos) await sandbox.waitForCallback({ chargeId, status: 'unpaid' });

    const deliveries = await waitFor(async () => {
      const list = await listDeliveries(api, '?limit=100');
      return list.every((d) => d.state === 'acknowledged') ? list : null;
    }, 'every delivery acknowledged');
    assert.equal(deliveries.length, 30, 'new, waiting and unpaid for each boleto');
    const duplicated = deliveries.filter((d) => d.attempts.length !== 1).map((d) => `#${d.id}: ${d.attempts.length} attempts`);
    assert.deepEqual(duplicated, []);
  } finally {
    await sandbox.stop();
  }
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startCli } from '../helpers/cli.ts';
import { ApiClient } from '../helpers/sandbox.ts';
import { tempDir } from '../helpers/temp-dir.ts';

test('a kill -9 right after a 2xx loses nothing that was acknowledged', async (t) => {
  const db = join(tempDir(t, 'cobranca-kill-'), 'sandbox.db');
  const args = ['--port', '0', '--db', db, '--client-id', 'dur', '--client-secret', 'able'];
  const first = await startCli(args);
  const api = new ApiClient(first.url, 'dur', 'able');
  await api.authorize();

  const acknowledged = new Map<number, string>();
  let stop = false;
  // Four writers keep requests in flight while the process is killed.
  const writer = async (lane: number) => {
    for (let n = 0; !stop && n < 2000; n++) {
      const customId = `lane${lane}-${n}`;
      try {
        const result = await api.post('/v1/charge', { items: [{ name: 'Item', value: 500 + n }], metadata: { custom_id: customId } });
        if (result.status === 200) acknowledged.set(result.body.data.charge_id, customId);
        const history = await api.post(`/v1/charge/${result.body.data.charge_id}/history`, { description: `ack ${customId}` });
        if (history.status === 200) acknowledged.set(result.body.data.charge_id, `${customId}+history`);
      } catch {
        return; // the connection died with the process: this request was never acknowledged
      }
    }
  };
  const lanes = [0, 1, 2, 3].map(writer);
  while (acknowledged.size < 150) await new Promise((resolve) => setTimeout(resolve, 5));
  first.child.kill('SIGKILL');
  stop = true;
  await Promise.all(lanes);
  assert.equal((await first.exited).signal, 'SIGKILL');

  const second = await startCli(args);
  try {
    const reader = new ApiClient(second.url, 'dur', 'able');
    await reader.authorize();
    for (const [id, expected] of acknowledged) {
      const result = await reader.get(`/v1/charge/${id}`);
      assert.equal(result.status, 200, `charge ${id} was acknowledged and must survive`);
      const [customId, withHistory] = expected.split('+');
      assert.equal(result.body.data.custom_id, customId);
      if (withHistory) assert.equal(result.body.data.history.at(-1).message, `ack ${customId}`);
    }
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
});

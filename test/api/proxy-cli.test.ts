// The headless command tells where the proxy's CA certificate is — the file an integrator points
// NODE_EXTRA_CA_CERTS at — and keeps it across restarts so it is trusted once.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCli } from '../helpers/cli.ts';
import { rawRequest } from '../helpers/raw-http.ts';

const dir = mkdtempSync(join(tmpdir(), 'cobranca-proxy-cli-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function startAndFetchCa(args: string[]): Promise<{ printed: string; served: string }> {
  const cli = await startCli(['--port', '0', ...args]);
  try {
    const printed = /CA certificate: (\S+)/.exec(cli.stdout)?.[1];
    assert.ok(printed, `no CA line in:\n${cli.stdout}`);
    const served = await rawRequest(cli.url, 'GET', '/sandbox/v1/ca.pem');
    assert.equal(served.status, 200, served.text);
    return { printed, served: served.text };
  } finally {
    cli.child.kill('SIGTERM');
    await cli.exited;
  }
}

test('the ready lines name the CA file beside the database; the same CA is served and kept across restarts', async () => {
  const db = join(dir, 'data', 'sandbox.db');
  const first = await startAndFetchCa(['--db', db]);
  assert.equal(first.printed, join(dir, 'data', 'ca', 'cobranca-sandbox-ca.pem'));
  assert.equal(readFileSync(first.printed, 'utf8'), first.served);
  const second = await startAndFetchCa(['--db', db]);
  assert.equal(second.served, first.served);
});

test('--ca-dir puts the CA elsewhere', async () => {
  const caDir = join(dir, 'elsewhere');
  const started = await startAndFetchCa(['--db', ':memory:', '--ca-dir', caDir]);
  assert.equal(started.printed, join(caDir, 'cobranca-sandbox-ca.pem'));
  assert.equal(readFileSync(started.printed, 'utf8'), started.served);
});

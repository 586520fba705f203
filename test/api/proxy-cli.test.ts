// The headless command tells where the proxy's CA certificate is — the file an integrator points
// NODE_EXTRA_CA_CERTS at — and keeps it across restarts so it is trusted once.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { startCli } from '../helpers/cli.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { signLeaf, verifyLeaf, writeOldStyleCa } from '../helpers/openssl.ts';

const dir = mkdtempSync(join(tmpdir(), 'cobranca-proxy-cli-'));
after(() => rmSync(dir, { recursive: true, force: true }));

// The CA is made by the child on first need: an RSA key, which on a loaded machine takes seconds.
const CA_WAIT_MS = 60_000;

async function startAndFetchCa(args: string[]): Promise<{ printed: string; served: string }> {
  const cli = await startCli(['--port', '0', ...args]);
  try {
    const printed = /CA certificate: (\S+)/.exec(cli.stdout)?.[1];
    assert.ok(printed, `no CA line in:\n${cli.stdout}`);
    const served = await rawRequest(cli.url, 'GET', '/sandbox/v1/ca.pem', {}, undefined, CA_WAIT_MS);
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

test('a CA made by an earlier version is replaced on start, with a line saying to trust it again', async () => {
  const caDir = join(dir, 'upgraded', 'ca');
  writeOldStyleCa(caDir);
  const oldPem = readFileSync(join(caDir, 'cobranca-sandbox-ca.pem'), 'utf8');
  const cli = await startCli(['--port', '0', '--db', join(dir, 'upgraded', 'sandbox.db')]);
  try {
    const served = await rawRequest(cli.url, 'GET', '/sandbox/v1/ca.pem', {}, undefined, CA_WAIT_MS);
    assert.equal(served.status, 200, served.text);
    assert.notEqual(served.text, oldPem, 'the old CA is still served');
    assert.equal(readFileSync(join(caDir, 'cobranca-sandbox-ca.pem'), 'utf8'), served.text);
    const ipLeaf = signLeaf(caDir, 'IP:93.184.216.34', join(dir, 'upgraded', 'leaves'));
    assert.equal(verifyLeaf(join(caDir, 'cobranca-sandbox-ca.pem'), ipLeaf, ['-verify_ip', '93.184.216.34']).ok, false);
  } finally {
    cli.child.kill('SIGTERM');
    await once(cli.child, 'close'); // every line it wrote has been read
  }
  assert.match(cli.output().stderr, /made by an earlier version.*replaced: trust the new .*cobranca-sandbox-ca\.pem again/);
});

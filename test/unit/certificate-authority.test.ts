// The proxy's local certificate authority: made once and kept (users trust it once), its key
// private to the user, and good for the real API's domains only.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { CertificateAuthority, defaultCaDir } from '../../server/proxy/certificate-authority.ts';
import { createLeafCertificate, newKeyPair, parseCa } from '../../server/proxy/certificates.ts';

const root = mkdtempSync(join(tmpdir(), 'cobranca-ca-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('the CA lives beside the database, or in ~/.cobranca-sandbox for an in-memory one', () => {
  assert.equal(defaultCaDir('/data/sandbox/sandbox.db'), '/data/sandbox/ca');
  assert.equal(defaultCaDir(':memory:'), join(homedir(), '.cobranca-sandbox', 'ca'));
});

test('made once and kept: a restarted server finds the same CA; the key is readable by the user only', async () => {
  const dir = join(root, 'kept', 'ca');
  const first = new CertificateAuthority(dir);
  assert.equal(first.exists(), false);
  const pem = await first.certificatePem();
  assert.equal(first.exists(), true);
  assert.equal(await new CertificateAuthority(dir).certificatePem(), pem);
  assert.equal(statSync(first.keyFile).mode & 0o777, 0o600);
  assert.equal(statSync(dir).mode & 0o077, 0, 'the folder is open to others');
  assert.equal(readFileSync(first.certFile, 'utf8'), pem);
});

test('two servers making the CA at the same time end up with one', async () => {
  const dir = join(root, 'raced', 'ca');
  const pems = await Promise.all([new CertificateAuthority(dir).certificatePem(), new CertificateAuthority(dir).certificatePem()]);
  assert.equal(pems[0], pems[1]);
  assert.equal(readFileSync(join(dir, 'cobranca-sandbox-ca.pem'), 'utf8'), pems[0]);
});

/** Whether a TLS client trusting only `caPem` accepts a server presenting `certPem` for `host`. */
async function handshake(caPem: string, certPem: string, keyPem: string, host: string): Promise<Error | null> {
  const server = tls.createServer({ cert: certPem, key: keyPem }, (socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  try {
    return await new Promise<Error | null>((resolve) => {
      const client = tls.connect({ host: '127.0.0.1', port, servername: host, ca: caPem }, () => {
        client.destroy();
        resolve(null);
      });
      client.on('error', resolve);
    });
  } finally {
    server.close();
  }
}

test('the CA vouches for the real API domains only, even if its key were used for another site', async () => {
  const ca = new CertificateAuthority(join(root, 'constrained', 'ca'));
  const caPem = await ca.certificatePem();
  const signer = await parseCa({ certPem: caPem, keyPem: readFileSync(ca.keyFile, 'utf8') });
  const keys = await newKeyPair();
  const ours = await createLeafCertificate(signer, 'cobrancas-h.api.efipay.com.br', keys.publicKey);
  assert.equal(await handshake(caPem, ours, keys.privateKey, 'cobrancas-h.api.efipay.com.br'), null);
  const foreign = await createLeafCertificate(signer, 'www.example.com', keys.publicKey);
  const refused = await handshake(caPem, foreign, keys.privateKey, 'www.example.com');
  assert.ok(refused, 'a certificate for www.example.com from the sandbox CA was accepted');
  assert.match(refused.message, /subtree|name constraint/i);
});

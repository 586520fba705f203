// The proxy's local certificate authority: made once and kept (users trust it once), its key
// private to the user, and good for the real API's domains only.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { CertificateAuthority, defaultCaDir } from '../../server/proxy/certificate-authority.ts';
import { createLeafCertificate, newKeyPair, parseCa } from '../../server/proxy/certificates.ts';
import { signLeaf, verifyLeaf, writeOldStyleCa } from '../helpers/openssl.ts';

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

test('checked by openssl: the CA vouches for no IP address, IPv4 or IPv6, even with its own key', async () => {
  const ca = new CertificateAuthority(join(root, 'no-ip', 'ca'));
  await ca.ensure();
  const work = join(root, 'no-ip', 'leaves');
  const ours = signLeaf(ca.dir, 'DNS:cobrancas-h.api.efipay.com.br', work);
  const accepted = verifyLeaf(ca.certFile, ours, ['-verify_hostname', 'cobrancas-h.api.efipay.com.br']);
  assert.ok(accepted.ok, accepted.output);
  for (const ip of ['93.184.216.34', '127.0.0.1', '2606:2800:220:1:248:1893:25c8:1946']) {
    const refused = verifyLeaf(ca.certFile, signLeaf(ca.dir, `IP:${ip}`, work), ['-verify_ip', ip]);
    assert.equal(refused.ok, false, `a certificate for https://${ip} from the sandbox CA verified: ${refused.output}`);
    assert.match(refused.output, /excluded subtree violation/, ip);
  }
});

test('a CA made by an earlier version (IP addresses not excluded) is replaced, and the user told to trust it again', async () => {
  const dir = join(root, 'outdated', 'ca');
  writeOldStyleCa(dir);
  const oldPem = readFileSync(join(dir, 'cobranca-sandbox-ca.pem'), 'utf8');
  // What the replacement is for: that CA's key can sign for an IP address.
  const ipLeaf = signLeaf(dir, 'IP:93.184.216.34', join(root, 'outdated', 'leaves'));
  assert.ok(verifyLeaf(join(dir, 'cobranca-sandbox-ca.pem'), ipLeaf, ['-verify_ip', '93.184.216.34']).ok, 'the old-style CA should accept it');

  const told: string[] = [];
  const ca = new CertificateAuthority(dir, (line) => told.push(line));
  const pem = await ca.certificatePem();
  assert.notEqual(pem, oldPem);
  assert.equal(readFileSync(ca.certFile, 'utf8'), pem);
  assert.equal(statSync(ca.keyFile).mode & 0o777, 0o600);
  assert.equal(told.length, 1, told.join('\n'));
  assert.match(told[0], /earlier version.*replaced.*trust the new .*cobranca-sandbox-ca\.pem again/);
  const refused = verifyLeaf(ca.certFile, signLeaf(dir, 'IP:93.184.216.34', join(root, 'outdated', 'leaves')), ['-verify_ip', '93.184.216.34']);
  assert.equal(refused.ok, false, refused.output);
  assert.deepEqual(readdirSync(join(root, 'outdated')).sort(), ['ca', 'leaves'], 'the old CA is left lying beside the new one');
  // Replaced once: the next start keeps the new CA.
  const again: string[] = [];
  assert.equal(await new CertificateAuthority(dir, (line) => again.push(line)).certificatePem(), pem);
  assert.deepEqual(again, []);
});

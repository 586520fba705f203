// The sandbox as an HTTP proxy for the real API hosts (docs/proxy.md): CONNECT tunnels it
// terminates with its own CA, absolute-form requests, and refusals for every other host — which
// are never forwarded. The official SDKs through it: test/sdk/zero-code-proxy.test.ts.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { X509Certificate } from 'node:crypto';
import { basicAuth, startSandbox } from '../helpers/sandbox.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { httpsThroughProxy, sendConnect } from '../helpers/proxy-client.ts';
import { STAND_IN_HOSTS } from '../../server/proxy/stand-in-hosts.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());
const api = await sandbox.newAccount();
const bearer = () => ({ authorization: `Bearer ${api.token}` });

// Made before any request needs it: key generation on a loaded machine must not meet a client timeout.
await sandbox.server.certificateAuthority.prepare();
const caAnswer = await rawRequest(sandbox.url, 'GET', '/sandbox/v1/ca.pem');
const ca = caAnswer.text;

test('GET /sandbox/v1/ca.pem answers the CA certificate, without authentication, as kept on disk', () => {
  assert.equal(caAnswer.status, 200, caAnswer.text);
  assert.equal(caAnswer.headers['content-type'], 'application/x-pem-file');
  assert.match(ca, /^-----BEGIN CERTIFICATE-----\r?\n[\s\S]+-----END CERTIFICATE-----\r?\n?$/);
  assert.equal(ca, readFileSync(sandbox.server.certificateAuthority.certFile, 'utf8'));
  assert.equal(new X509Certificate(ca).ca, true);
});

test('a CONNECT tunnel to each real API host is served by the sandbox, with a certificate from that CA', async () => {
  const created = await httpsThroughProxy(sandbox.url, 'sandbox.gerencianet.com.br', {
    ca,
    method: 'POST',
    path: '/v1/charge',
    headers: { ...bearer(), 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ name: 'Pelo túnel', value: 4321 }] }),
  });
  assert.equal(created.status, 200, created.text);
  const chargeId = created.body.data.charge_id;
  const caCert = new X509Certificate(ca);
  for (const host of STAND_IN_HOSTS) {
    const read = await httpsThroughProxy(sandbox.url, host, { ca, path: `/v1/charge/${chargeId}`, headers: bearer() });
    assert.equal(read.status, 200, `${host}: ${read.text}`);
    assert.equal(read.body.data.total, 4321, host);
    const leaf = new X509Certificate(read.certificate.raw);
    assert.ok(leaf.checkHost(host), `${host}: the certificate names ${leaf.subjectAltName}`);
    assert.ok(leaf.checkIssued(caCert) && leaf.verify(caCert.publicKey), `${host}: not signed by the CA of /sandbox/v1/ca.pem`);
  }
  // The same charge, straight from the sandbox's own address: one server, one database.
  assert.equal((await api.get(`/v1/charge/${chargeId}`)).body.data.total, 4321);
  const log = (await api.get('/sandbox/v1/requests')).body;
  assert.ok(JSON.stringify(log).includes(`/v1/charge/${chargeId}`), 'the tunneled calls are in the request log');
});

test('an absolute-form request for a real API host (older axios) is served as its path', async () => {
  const host = 'sandbox.gerencianet.com.br';
  const token = await rawRequest(
    sandbox.url,
    'POST',
    `https://${host}/v1/authorize`,
    { host, authorization: basicAuth(api.clientId, api.clientSecret), 'content-type': 'application/json' },
    '{"grant_type":"client_credentials"}',
  );
  assert.equal(token.status, 200, token.text);
  const auth = { host, authorization: `Bearer ${token.body.access_token}` };
  const created = await rawRequest(sandbox.url, 'POST', `https://${host}/v1/charge`, { ...auth, 'content-type': 'application/json' }, '{"items":[{"name":"Absoluta","value":2468}]}');
  assert.equal(created.status, 200, created.text);
  const read = await rawRequest(sandbox.url, 'GET', `https://cobrancas-h.api.efipay.com.br/v1/charge/${created.body.data.charge_id}`, { ...auth, host: 'cobrancas-h.api.efipay.com.br' });
  assert.equal(read.status, 200, read.text);
  assert.equal(read.body.data.total, 2468);
  const log = JSON.stringify((await api.get('/sandbox/v1/requests')).body);
  assert.ok(log.includes(`"/v1/charge/${created.body.data.charge_id}"`), 'logged by path, as any other call');
  assert.doesNotMatch(log, /https:\/\/cobrancas-h/);
});

test('every other host is refused and nothing is forwarded', async () => {
  // A server that would see any forwarded connection.
  let reached = 0;
  const elsewhere = createServer((socket) => {
    reached++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const elsewherePort = (elsewhere.address() as { port: number }).port;
  try {
    for (const authority of ['example.com:443', `127.0.0.1:${elsewherePort}`, 'sandbox.gerencianet.com.br:8443', 'sandbox.gerencianet.com.br.evil.example:443', 'sandbox.gerencianet.com.br']) {
      const answer = await sendConnect(sandbox.url, authority);
      assert.equal(answer.status, 403, `CONNECT ${authority}`);
      const body = JSON.parse(answer.text);
      assert.equal(body.error, 'forbidden', authority);
      assert.match(body.error_description, /nada é encaminhado|não é atendido nem encaminhado/, authority);
    }
    for (const target of ['http://example.com/', `http://127.0.0.1:${elsewherePort}/v1/charge/1`, 'https://sandbox.gerencianet.com.br:8443/v1/charge/1']) {
      const answer = await rawRequest(sandbox.url, 'GET', target, { ...bearer(), host: new URL(target).host });
      assert.equal(answer.status, 403, `${target}: ${answer.text}`);
      assert.match(answer.body.error_description, /não é atendido nem encaminhado/, target);
    }
    assert.equal(reached, 0, 'a refused request reached the other server');
  } finally {
    elsewhere.close();
  }
});

test('a real API host name in Host counts only on a request that came through the proxy for it', async () => {
  const direct = await rawRequest(sandbox.url, 'GET', '/sandbox/v1/clock', { ...bearer(), host: 'sandbox.gerencianet.com.br' });
  assert.equal(direct.status, 403, 'a direct request (DNS rebinding) was served');
  assert.match(direct.body.error_description, /Host não permitido.*HTTPS_PROXY/);
  // Inside a tunnel to one host, any other name in Host is refused — the sandbox's own address too.
  const own = new URL(sandbox.url).host;
  for (const host of ['cobrancas-h.api.efipay.com.br', 'evil.example', own, 'localhost', `localhost:${new URL(sandbox.url).port}`]) {
    const inside = await httpsThroughProxy(sandbox.url, 'sandbox.gerencianet.com.br', { ca, path: '/sandbox/v1/clock', headers: { ...bearer(), host } });
    assert.equal(inside.status, 403, `Host: ${host} in a tunnel to sandbox.gerencianet.com.br: ${inside.text}`);
    assert.equal(inside.body.error, 'forbidden', host);
    assert.match(inside.body.error_description, /Host não permitido.*proxy do sandbox para sandbox\.gerencianet\.com\.br/, host);
  }
  // The tunnel's own host, with or without its port, is served.
  for (const host of ['sandbox.gerencianet.com.br', 'sandbox.gerencianet.com.br:443', 'SANDBOX.gerencianet.com.br.']) {
    const inside = await httpsThroughProxy(sandbox.url, 'sandbox.gerencianet.com.br', { ca, path: '/sandbox/v1/clock', headers: { ...bearer(), host } });
    assert.equal(inside.status, 200, `Host: ${host}: ${inside.text}`);
  }
});

test('the cross-site guard still applies to requests through the proxy', async () => {
  const host = 'sandbox.gerencianet.com.br';
  const forged = await rawRequest(
    sandbox.url,
    'POST',
    `https://${host}/v1/charge`,
    { ...bearer(), host, origin: 'https://evil.example', 'content-type': 'application/json' },
    '{"items":[{"name":"Roubo","value":100}]}',
  );
  assert.equal(forged.status, 403);
  assert.match(forged.body.error_description, /outra origem/);
});

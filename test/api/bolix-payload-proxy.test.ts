// The Pix payload location as a payer's bank reaches it: through the sandbox used as its proxy,
// on the stand-in host the code names (qrcodes-pix.gerencianet.com.br), fetched by pix-utils'
// own fetchPayload; and the signing key kept with the database, so the JWKS survives a restart.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import https from 'node:https';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { AxiosStatic } from 'axios';
import { compactVerify, importJWK } from 'jose';
import { hasError, parsePix, type PixDynamicObject } from 'pix-utils';
import { request, startSandbox } from '../helpers/sandbox.ts';
import { httpsThroughProxy } from '../helpers/proxy-client.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { startServer } from '../../server/start.ts';

const HOST = 'qrcodes-pix.gerencianet.com.br';
const sandbox = await startSandbox();
after(() => sandbox.close());
// Made before any request needs it: key generation on a loaded machine must not meet a client timeout.
await sandbox.server.certificateAuthority.prepare();
const ca = await sandbox.server.certificateAuthority.certificatePem();

const api = await sandbox.newAccount();
const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
const issued = await api.post('/v1/charge/one-step', {
  items: [{ name: 'Pelo proxy', value: 4321 }],
  payment: { banking_billet: { expire_at: today, customer: { name: 'Maria da Silva', cpf: '52998224725' } } },
});
const parsedCode = parsePix(issued.body.data.pix.qrcode);
if (hasError(parsedCode) || parsedCode.type !== 'DYNAMIC') throw new Error(`pix-utils: ${JSON.stringify(parsedCode)}`);
// parsePix's answer for a dynamic code also carries its functions (fetchPayload), which its type leaves out.
const parsed = parsedCode as PixDynamicObject;

test('through the proxy, the code\'s own URL answers the signed payload, verified with the JWKS of its jku', async () => {
  assert.ok(parsed.url.startsWith(`${HOST}/`), parsed.url);
  const path = parsed.url.slice(HOST.length);
  const answer = await httpsThroughProxy(sandbox.url, HOST, { ca, path: `${path}?DPP=${today}&codMun=3106200` });
  assert.equal(answer.status, 200, answer.text);
  assert.equal(answer.headers['content-type'], 'application/jose');
  const jku = new URL(JSON.parse(Buffer.from(answer.text.split('.')[0], 'base64url').toString()).jku);
  assert.equal(jku.host, HOST);
  const keys = await httpsThroughProxy(sandbox.url, HOST, { ca, path: jku.pathname });
  assert.equal(keys.status, 200, keys.text);
  const [jwk] = (keys.body as { keys: Record<string, string>[] }).keys;
  const { payload } = await compactVerify(answer.text, await importJWK(jwk, 'PS256'));
  const cobv = JSON.parse(new TextDecoder().decode(payload));
  assert.deepEqual([cobv.status, cobv.valor.final], ['ATIVA', '43.21']);
});

test('pix-utils fetchPayload, with the sandbox as its proxy, reads the payload the code points to', async (t) => {
  // pix-utils fetches with axios' default instance — its CommonJS build, which `require` reaches
  // and an ES import does not; its proxy and TLS trust are set for this test only.
  const axios = createRequire(import.meta.url)('axios') as AxiosStatic;
  const { port } = new URL(sandbox.url);
  const saved = { proxy: axios.defaults.proxy, httpsAgent: axios.defaults.httpsAgent };
  axios.defaults.proxy = { protocol: 'http', host: '127.0.0.1', port: Number(port) };
  axios.defaults.httpsAgent = new https.Agent({ ca, keepAlive: false });
  t.after(() => Object.assign(axios.defaults, saved));
  const fetched = await parsed.fetchPayload({ DPP: today, codMun: 3106200 });
  assert.ok('payload' in fetched, JSON.stringify(fetched));
  const payload = fetched.payload as unknown as { status: string; valor: { final: string }; calendario: { dataDeVencimento: string } };
  assert.deepEqual([payload.status, payload.valor.final, payload.calendario.dataDeVencimento], ['ATIVA', '43.21', today]);
});

test('the signing key is kept with the database: after a restart the JWKS is the same', async (t) => {
  const db = join(tempDir(t, 'bolix-jwks-'), 'sandbox.db');
  const keysOf = async () => {
    const server = await startServer({ db, port: 0, log: () => {} });
    try {
      return (await request(server.url, 'GET', '/bolix/v2/jwks')).body;
    } finally {
      await server.close();
    }
  };
  const first = await keysOf();
  assert.equal(first.keys.length, 1);
  assert.deepEqual(await keysOf(), first);
  assert.notDeepEqual(first, (await request(sandbox.url, 'GET', '/bolix/v2/jwks')).body, 'another database, another key');
});

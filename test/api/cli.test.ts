import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, chmodSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { runCli, startCli } from '../helpers/cli.ts';
import { ApiClient, basicAuth } from '../helpers/sandbox.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { RawConnection, refusesConnections, requestBytes } from '../helpers/raw-connection.ts';
import { waitFor } from '../helpers/receiver.ts';
import { tempDir as fileTempDir } from '../helpers/temp-dir.ts';

const root = fileTempDir({ after }, 'cobranca-cli-');
const tempDir = () => mkdtempSync(join(root, 'run-'));
// An in-memory database keeps its CA in ~/.cobranca-sandbox: kept in this file's folder instead.
const caDir = join(root, 'ca');

test('--port 0 picks a free port, prints one ready line, and the given credentials work', async () => {
  const cli = await startCli(['--port', '0', '--db', ':memory:', '--ca-dir', caDir, '--client-id', 'ci-id', '--client-secret', 'ci-secret']);
  try {
    assert.match(cli.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    const readyLines = cli.stdout.split('\n').filter((line) => line.includes('http://'));
    assert.equal(readyLines.length, 1);
    const api = new ApiClient(cli.url, 'ci-id', 'ci-secret');
    await api.authorize();
    assert.ok((await api.createCharge()) > 0);
  } finally {
    cli.child.kill('SIGTERM');
    assert.deepEqual(await cli.exited, { code: 0, signal: null });
  }
});

test('credentials given by flag are reused on the next start; the default account is too', async () => {
  const db = join(tempDir(), 'sandbox.db');
  const first = await startCli(['--port', '0', '--db', db]);
  const printed = /client_id=(\S+) client_secret=(\S+)/.exec(first.stdout)!;
  first.child.kill('SIGTERM');
  await first.exited;
  const second = await startCli(['--port', '0', '--db', db, '--client-id', 'fixed', '--client-secret', 's3cret']);
  second.child.kill('SIGTERM');
  await second.exited;
  const third = await startCli(['--port', '0', '--db', db, '--client-id', 'fixed', '--client-secret', 's3cret']);
  try {
    await new ApiClient(third.url, 'fixed', 's3cret').authorize();
    await new ApiClient(third.url, printed[1], printed[2]).authorize();
  } finally {
    third.child.kill('SIGTERM');
    await third.exited;
  }
  const fourth = await startCli(['--port', '0', '--db', db]);
  fourth.child.kill('SIGTERM');
  await fourth.exited;
  assert.match(fourth.stdout, new RegExp(`client_id=${printed[1]} `), 'the default account is reused');
});

test('--allowed-host names are served (repeated or comma-separated); other names are 403', async () => {
  const cli = await startCli(['--port', '0', '--db', ':memory:', '--ca-dir', caDir, '--allowed-host', 'sandbox', '--allowed-host', 'api.ci.test,other.test']);
  try {
    const port = new URL(cli.url).port;
    for (const [host, status] of [['sandbox', 200], [`api.ci.test:${port}`, 200], ['other.test', 200], ['evil.example', 403]] as const) {
      const result = await rawRequest(cli.url, 'GET', '/sandbox/v1/info', { host });
      assert.equal(result.status, status, host);
    }
  } finally {
    cli.child.kill('SIGTERM');
    await cli.exited;
  }
});

async function failsWith(args: string[], message: RegExp) {
  const run = runCli(args);
  const { code } = await run.exited;
  const { stdout, stderr } = run.output();
  assert.notEqual(code, 0, `${args.join(' ')} should fail`);
  assert.equal(stderr.trim().split('\n')[0].startsWith('cobranca-sandbox: '), true, stderr);
  assert.match(stderr, message);
  assert.doesNotMatch(stdout, /http:\/\//, 'no ready line on failure');
  assert.doesNotMatch(stderr, /\n\s+at /, 'no stack trace');
}

test('bad flags, a taken port and an unwritable database end with one clear line and a non-zero status', async () => {
  await failsWith(['--port', 'abc', '--db', ':memory:'], /--port/);
  await failsWith(['--port', '70000', '--db', ':memory:'], /--port/);
  await failsWith(['--bogus'], /bogus/);
  await failsWith(['--client-id', 'only-id', '--db', ':memory:'], /go together/);
  await failsWith(['--allowed-host', 'http://sandbox:4455', '--db', ':memory:'], /--allowed-host/);
  await failsWith(['--allowed-host', 'sandbox:4455', '--db', ':memory:'], /--allowed-host/);
  await failsWith(['--public-url', 'http://a:b:c', '--db', ':memory:'], /--public-url/);
  await failsWith(['--public-url', 'ftp://sandbox', '--db', ':memory:'], /--public-url/);

  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as { port: number }).port;
  try {
    await failsWith(['--port', String(port), '--db', ':memory:'], /already in use/);
  } finally {
    blocker.close();
  }

  const readOnly = tempDir();
  chmodSync(readOnly, 0o500);
  if (process.getuid?.() !== 0) {
    await failsWith(['--port', '0', '--db', join(readOnly, 'sandbox.db')], /cannot open database/);
  }
  const notADirectory = join(tempDir(), 'a-file');
  writeFileSync(notADirectory, 'x');
  await failsWith(['--port', '0', '--db', join(notADirectory, 'sandbox.db')], /cannot open database/);
});

test('SIGTERM lets an in-flight request finish (answered with Connection: close), then exits 0', async () => {
  const cli = await startCli(['--port', '0', '--db', join(tempDir(), 'sandbox.db'), '--client-id', 'a', '--client-secret', 'b']);
  const api = new ApiClient(cli.url, 'a', 'b');
  await api.authorize(); // fetch keeps this socket alive, idle: it must not hold the exit up
  // A charge creation whose body is still on its way: "100 Continue" says the server has it.
  const connection = await RawConnection.open(cli.url);
  const creation = requestBytes('POST', '/v1/charge', {
    body: JSON.stringify({ items: [{ name: 'Em voo', value: 1000, amount: 1 }] }),
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json', expect: '100-continue' },
  });
  const headEnd = creation.indexOf('\r\n\r\n') + 4;
  connection.send(creation.subarray(0, headEnd));
  assert.equal((await connection.answer()).status, 100);

  cli.child.kill('SIGTERM');
  await waitFor(() => refusesConnections(cli.url), 'the server to stop accepting connections');
  connection.send(creation.subarray(headEnd));
  const created = await connection.answer();
  assert.equal(created.status, 200, created.body);
  assert.ok(JSON.parse(created.body).data.charge_id > 0);
  assert.equal(created.headers.connection, 'close');
  await connection.closed;
  assert.deepEqual(await cli.exited, { code: 0, signal: null });
});

// The bundle checks the routes' bodies with validators compiled at build time and loads ajv only
// for the schemas it has none for (scripts/precompile-validators.ts): both answer as the sources do.
test('the built server refuses bad bodies with the API\'s validation errors, routes\' and fault rules\' alike', async () => {
  const cli = await startCli(['--port', '0', '--db', ':memory:', '--ca-dir', caDir, '--client-id', 'ci-id', '--client-secret', 'ci-secret']);
  try {
    const api = new ApiClient(cli.url, 'ci-id', 'ci-secret');
    const refusals: Array<[Promise<{ status: number; body: any }>, string, string]> = [
      [api.post('/v1/authorize', { grant_type: 'password' }, { headers: { authorization: basicAuth('ci-id', 'ci-secret') } }), '/grant_type', 'O valor deve ser um dos seguintes: client_credentials.'],
      [(await api.authorize(), api.post('/v1/charge', { items: [{ name: 'Produto', value: -1 }] })), '/items/0/value', 'O valor deve ser maior ou igual a 0.'],
      [api.put('/v1/carnet/1/parcel/1', { expire_at: '2030-02-30' }), '/expire_at', 'A data informada não existe no calendário.'],
      [api.post('/sandbox/v1/faults', { route: '*', fault: 'error_500', colour: 'red' }), '/colour', 'Propriedade desconhecida (não está no schema).'],
    ];
    for (const [answer, property, message] of refusals) {
      const { status, body } = await answer;
      assert.equal(status, 400, JSON.stringify(body));
      assert.deepEqual(body, { code: 3500034, error: 'validation_error', error_description: { property, message } });
    }
  } finally {
    cli.child.kill('SIGTERM');
    assert.deepEqual(await cli.exited, { code: 0, signal: null });
  }
});

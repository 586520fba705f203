// Kept-alive connections, as every SDK's agent uses them: a socket the client reuses is not closed
// under its request, even when the event loop was held past the keep-alive timeout; and closing the
// server still lets go of idle sockets at once, after answering what is in flight.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { createHttpServer, KEEP_ALIVE_TIMEOUT_MS } from '../../server/http/http-server.ts';
import { RawConnection, requestBytes } from '../helpers/raw-connection.ts';
import { startSandbox } from '../helpers/sandbox.ts';

/** Holds the event loop, as a long clock walk or an import does: nothing else runs meanwhile. */
function holdEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/** A bare server with a 1 ms keep-alive (Node arms the timer a second later), so it fires soon. */
async function shortKeepAliveServer(t: { after(fn: () => unknown): void }) {
  const http = createHttpServer((req, res) => res.end(`answer to ${req.url}`), { keepAliveTimeoutMs: 1 });
  const sockets: Socket[] = [];
  http.server.on('connection', (socket: Socket) => sockets.push(socket));
  let timeouts = 0;
  http.server.on('timeout', () => timeouts++);
  http.server.listen(0, '127.0.0.1');
  await once(http.server, 'listening');
  t.after(() => http.close(0));
  return { url: `http://127.0.0.1:${(http.server.address() as AddressInfo).port}`, sockets, timeouts: () => timeouts };
}

test('a request sent on a kept-alive socket while the event loop is held past the keep-alive timeout is answered', async (t) => {
  const server = await shortKeepAliveServer(t);
  const connection = await RawConnection.open(server.url);
  t.after(() => connection.close());
  connection.send(requestBytes('GET', '/first'));
  assert.equal((await connection.answer()).body, 'answer to /first');
  // The answer has left, so the server's keep-alive timer runs: how long it is, Node decides.
  const keepAliveTimerMs = server.sockets[0].timeout!;
  assert.ok(keepAliveTimerMs > 0, 'the idle socket has a keep-alive timer');

  // The client reuses the socket (its bytes are in the server's receive buffer now), then the
  // event loop is held past the timer: when it runs again, the timer fires before the server has
  // read the request — the race that closed sockets under clients.
  connection.send(requestBytes('GET', '/second'));
  holdEventLoop(keepAliveTimerMs + 100);

  const second = await connection.answer();
  assert.equal(second.status, 200);
  assert.equal(second.body, 'answer to /second');
  assert.equal(server.timeouts(), 1, 'the keep-alive timer did fire while the request waited to be read');
});

test('an idle kept-alive socket the client does not write to is still closed by its timer', async (t) => {
  const server = await shortKeepAliveServer(t);
  const connection = await RawConnection.open(server.url);
  t.after(() => connection.close());
  connection.send(requestBytes('GET', '/only'));
  assert.equal((await connection.answer()).status, 200);
  await connection.closed;
  assert.equal(server.timeouts(), 1);
});

test('the sandbox keeps idle sockets 65 s and says so, so clients let go of them first', async (t) => {
  const sandbox = await startSandbox();
  t.after(() => sandbox.close());
  const connection = await RawConnection.open(sandbox.url);
  t.after(() => connection.close());
  for (const path of ['/sandbox/v1/info', '/sandbox/v1/info']) {
    connection.send(requestBytes('GET', path));
    const answer = await connection.answer();
    assert.equal(answer.status, 200);
    // Node's agent and fetch (undici) keep an idle socket for this minus 1–2 s.
    assert.equal(answer.headers['keep-alive'], `timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    assert.equal(answer.headers.connection, 'keep-alive');
  }
  assert.equal(KEEP_ALIVE_TIMEOUT_MS, 65_000);
});

test('closing the sandbox closes idle sockets at once, answers the request in flight with Connection: close, and ends event streams', async (t) => {
  const sandbox = await startSandbox();
  const api = await sandbox.newAccount();
  const idle = await RawConnection.open(sandbox.url);
  const busy = await RawConnection.open(sandbox.url);
  const stream = await RawConnection.open(sandbox.url);
  t.after(() => [idle, busy, stream].forEach((connection) => connection.close()));

  idle.send(requestBytes('GET', '/sandbox/v1/info'));
  assert.equal((await idle.answer()).status, 200);
  stream.send(requestBytes('GET', `/sandbox/v1/events?access_token=${api.token}`));
  await once(stream.socket, 'data'); // the stream's headers: it is open
  // A charge creation whose body is still on its way: "100 Continue" says the server has it.
  const body = JSON.stringify({ items: [{ name: 'Em voo', value: 1000, amount: 1 }] });
  const creation = requestBytes('POST', '/v1/charge', {
    body,
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json', expect: '100-continue' },
  });
  const headEnd = creation.indexOf('\r\n\r\n') + 4;
  busy.send(creation.subarray(0, headEnd));
  assert.equal((await busy.answer()).status, 100);

  const closed = sandbox.close();
  await idle.closed; // before anything else happens: not after a grace period
  const ended = await stream.answer();
  assert.match(ended.body, /^: connected/);
  busy.send(creation.subarray(headEnd));
  const created = await busy.answer();
  assert.equal(created.status, 200, created.body);
  assert.ok(JSON.parse(created.body).data.charge_id > 0);
  assert.equal(created.headers.connection, 'close', 'the client is told not to reuse the socket');
  await busy.closed;
  await closed;
});

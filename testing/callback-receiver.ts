// A tiny local webhook receiver: the URL a test gives as `notification_url`. It does what an
// integrator's receiver does — answer 200 to `POST notification=<token>`, then fetch the token —
// and hands the token on; what the token's events say is CallbackLog's business.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const MAX_BODY_BYTES = 64 * 1024;

export interface CallbackReceiver {
  url: string;
  close(): Promise<void>;
}

export async function startCallbackReceiver(onToken: (token: string) => void): Promise<CallbackReceiver> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES) req.destroy();
    });
    req.on('end', () => {
      const token = new URLSearchParams(body).get('notification');
      res.writeHead(token ? 200 : 400, { 'content-type': 'text/plain' }).end(token ? 'ok' : 'expected notification=<token>');
      if (token) onToken(token);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  // Like the sandbox's child process, a forgotten receiver does not hold the test process open.
  server.unref();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callbacks`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

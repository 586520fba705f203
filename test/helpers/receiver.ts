// A real local HTTP receiver standing in for the integrator's webhook.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '../../server/http/http-server.ts';
import { HANG_GUARD_MS, hangGuardText } from './hang-guard.ts';

export interface ReceivedCall {
  path: string;
  method: string;
  contentType: string | undefined;
  body: string;
  token: string | null;
  context?: unknown;
}

/** What to do with a call: a status code, 'hang' (never answer), or a custom handler. */
export type Reply = number | 'hang' | ((call: ReceivedCall, res: ServerResponse) => Promise<void> | void);

export interface Receiver {
  url: string;
  calls: ReceivedCall[];
  reply: Reply;
  close(): Promise<void>;
}

export async function startReceiver(reply: Reply = 200): Promise<Receiver> {
  const calls: ReceivedCall[] = [];
  const hanging: ServerResponse[] = [];
  const receiver: Receiver = { url: '', calls, reply, close: async () => {} };
  // The sandbox's own server settings: its callbacks reuse kept-alive sockets as any client does.
  const { server } = createHttpServer(async (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const call: ReceivedCall = {
      path: req.url ?? '',
      method: req.method ?? '',
      contentType: req.headers['content-type'],
      body,
      token: new URLSearchParams(body).get('notification'),
    };
    calls.push(call);
    const current = receiver.reply;
    if (current === 'hang') {
      hanging.push(res);
      return;
    }
    if (typeof current === 'function') {
      await current(call, res);
      if (!res.writableEnded) res.end();
      return;
    }
    res.statusCode = current;
    if (current >= 300 && current < 400) res.setHeader('location', 'https://elsewhere.example/hook');
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return receiver;
}

/**
 * Polls until `check` holds (real deliveries happen off the request path). How long it takes is
 * no verdict: it fails only past the hang guard, when what it waits for is not coming.
 */
export async function waitFor<T>(check: () => T | Promise<T>, what: string): Promise<NonNullable<T>> {
  const deadline = Date.now() + HANG_GUARD_MS;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what} after ${hangGuardText}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Receivers a test file starts as it goes, all closed together at the end. */
export function receiverPool() {
  const started: Receiver[] = [];
  return {
    async receiver(reply?: Reply): Promise<Receiver> {
      const receiver = await startReceiver(reply);
      started.push(receiver);
      return receiver;
    },
    closeAll: () => Promise.all(started.map((receiver) => receiver.close())),
  };
}

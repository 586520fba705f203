// GET /sandbox/v1/events: Server-Sent Events of what changes in the account. A browser's
// EventSource cannot send headers, so the token may also come as ?access_token= (auth.ts's
// accountAuth reads it for a route that declares that parameter).
import type { AppContext } from '../../app/context.ts';
import { accountOf, QUERY_TOKEN } from '../auth.ts';
import { route } from '../route-declaration.ts';
import type { HeldRequests } from '../held-requests.ts';
import { NOTIFICATIONS_TAG } from './deliveries.ts';

const HEARTBEAT_MS = 15_000;

export function eventRoutes(ctx: AppContext, held: HeldRequests) {
  return [
    route({
      method: 'get',
      path: '/events',
      tag: NOTIFICATIONS_TAG,
      summary: 'Server-Sent Events of what changes in the account',
      description: 'An EventSource cannot send headers: the token may come as ?access_token= instead.',
      auth: 'account',
      query: [{ name: QUERY_TOKEN, description: 'A Bearer token, for clients that cannot send Authorization.', schema: { type: 'string' } }],
      response: { type: 'text/event-stream', schema: { type: 'string' }, description: 'A stream that does not end: `event: <kind>` and `data: <json>` per change.' },
      errors: [],
      handler: ({ req, res }) => {
        res.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache',
          Connection: 'keep-alive',
        });
        // A HEAD has its answer in the headers: a stream that never ends would never answer it.
        if (req.method === 'HEAD') return void res.end();
        res.write(': connected\n\n');
        const unsubscribe = ctx.feed.subscribe(accountOf(res).id, (event) => {
          res.write(`event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
        });
        const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
        heartbeat.unref();
        // The stream ends when the server closes (an EventSource then reconnects to the next one).
        const release = held.hold(() => res.end());
        // res, not req: a request 'closes' as soon as its (empty) body has been read.
        res.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
          release();
        });
      },
    }),
  ];
}

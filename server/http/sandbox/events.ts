// GET /sandbox/v1/events: Server-Sent Events of what changes in the account. A browser's
// EventSource cannot send headers, so the token may also come as ?access_token=.
import type { AppContext } from '../../app/context.ts';
import { authenticateBearer } from '../../app/accounts.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import type { ApiRequest, ApiResponse, Next, RouteTable } from '../routes.ts';
import type { HeldRequests } from '../held-requests.ts';

const HEARTBEAT_MS = 15_000;

export function eventRoutes(ctx: AppContext, held: HeldRequests): RouteTable {
  const headerAuth = requireBearerOrBasic(ctx);
  const auth = (req: ApiRequest, res: ApiResponse, next: Next) => {
    const token = req.query.access_token;
    if (typeof token === 'string' && !req.headers.authorization) {
      res.locals.account = authenticateBearer(ctx, token);
      next();
      return;
    }
    headerAuth(req, res, next);
  };
  return [
    ['get', '/events', auth, (req, res) => {
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
    }],
  ];
}

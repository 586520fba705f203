import type { AppContext } from '../../app/context.ts';
import { REQUESTS_PER_ACCOUNT } from '../../app/request-log.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { queryInt } from '../query.ts';

/** GET /sandbox/v1/requests: the account's latest requests, newest first (server/http/request-logging.ts). */
export function requestRoutes(ctx: AppContext): RouteTable {
  return [
    ['get', '/requests', requireBearerOrBasic(ctx), (req, res) => {
      const limit = queryInt(req.query.limit, 'limit', 100, 1, REQUESTS_PER_ACCOUNT);
      sendJson(res, 200, { requests: ctx.requestLog.list(accountOf(res).id, limit) });
    }],
  ];
}

import type { AppContext } from '../../app/context.ts';
import { REQUESTS_PER_ACCOUNT } from '../../app/request-log.ts';
import { parseStatusFilter, REQUEST_METHODS, type RequestFilter } from '../../app/request-filter.ts';
import { ApiError } from '../../domain/errors.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { type ApiRequest, type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { queryEnum, queryInt } from '../query.ts';

const BOOLEANS = ['true', 'false'] as const;
const PATH_FILTER_MAX = 200;

/** The query's filters, each checked strictly: a bad value is a 3500034 naming it. */
function filterOf(query: ApiRequest['query']): RequestFilter {
  const q = query as Record<string, string | undefined>;
  const method = queryEnum(q.method?.toUpperCase(), 'method', REQUEST_METHODS);
  let status: RequestFilter['status'];
  if (q.status !== undefined && q.status !== '') {
    status = parseStatusFilter(q.status) ?? undefined;
    if (!status) throw new ApiError('validation', { property: 'status', message: 'Use um status (404), 0 para sem resposta, ou uma classe (4xx).' });
  }
  if (q.path !== undefined && q.path.length > PATH_FILTER_MAX) {
    throw new ApiError('validation', { property: 'path', message: `No máximo ${PATH_FILTER_MAX} caracteres.` });
  }
  return {
    method,
    status,
    path: q.path || undefined,
    failuresOnly: queryEnum(q.failures, 'failures', BOOLEANS) === 'true',
    includeDashboard: queryEnum(q.dashboard, 'dashboard', BOOLEANS) === 'true',
  };
}

/** GET /sandbox/v1/requests: the account's latest requests that match, newest first (server/http/request-logging.ts). */
export function requestRoutes(ctx: AppContext): RouteTable {
  return [
    ['get', '/requests', requireBearerOrBasic(ctx), (req, res) => {
      const limit = queryInt(req.query.limit, 'limit', 100, 1, REQUESTS_PER_ACCOUNT);
      sendJson(res, 200, { requests: ctx.requestLog.list(accountOf(res).id, limit, filterOf(req.query)) });
    }],
  ];
}

import type { AppContext } from '../../app/context.ts';
import { REQUESTS_PER_ACCOUNT } from '../../app/request-log.ts';
import { parseStatusFilter, REQUEST_METHODS, type RequestFilter } from '../../app/request-filter.ts';
import { ApiError } from '../../domain/errors.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import type { ApiRequest } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { queryEnum, queryInt } from '../query.ts';
import { arrayOf, boolean, enumOf, integer, nullable, number, object, string, timestamp } from '../openapi/route-doc.ts';

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

const loggedRequest = object({
  id: integer,
  at: { type: 'string', format: 'date-time', description: 'Wall-clock time (ISO 8601, UTC).' },
  virtual_at: { ...timestamp, description: "The account's virtual clock when the request arrived (YYYY-MM-DD HH:MM:SS, Brasília)." },
  method: string,
  path: { type: 'string', description: 'With its query string, as sent.' },
  status: integer,
  latency_ms: number,
  request_body: nullable(string),
  response_body: nullable(string),
  from_dashboard: { ...boolean, description: 'Sent by the dashboard (its `X-Sandbox-Client: dashboard` header), not by your code.' },
  resources: {
    ...arrayOf(object({ kind: enumOf('charge', 'carnet', 'subscription', 'plan', 'link'), id: integer })),
    description: 'What the request touched, from its path and, for creates and notification lookups, its answer (at most 5); empty on 401, 403 and 404.',
  },
}, {
  fault: object({ rule_id: integer, fault: string, when: string }, { answered_status: integer }),
});

/** GET /sandbox/v1/requests: the account's latest requests that match, newest first (server/http/request-logging.ts). */
export function requestRoutes(ctx: AppContext) {
  return [
    route({
      method: 'get',
      path: '/requests',
      tag: 'Sandbox: request log',
      summary: 'The account\'s latest API calls with their bodies, newest first (headers are not kept)',
      auth: 'account',
      description: 'Filters apply to everything the log keeps, not only to the latest `limit`; `limit` caps how many matches come back.',
      query: [
        { name: 'limit', description: 'How many (default 100).', schema: { type: 'integer', minimum: 1, maximum: REQUESTS_PER_ACCOUNT, default: 100 } },
        { name: 'method', description: 'Only this method (any case).', schema: enumOf(...REQUEST_METHODS) },
        { name: 'path', description: 'Only paths (query string included) containing this text, any case.', schema: { type: 'string', maxLength: 200 } },
        { name: 'status', description: 'One status (`404`; `0`: nothing was answered) or a class (`4xx`).', schema: { type: 'string', pattern: '^(0|[1-5][0-9]{2}|[1-5][xX]{2})$' } },
        { name: 'failures', description: '`true`: only failures — status 400 or above, an injected fault, or no answer.', schema: { ...enumOf('true', 'false'), default: 'false' } },
        { name: 'dashboard', description: "`true`: include the dashboard's own calls (left out by default).", schema: { ...enumOf('true', 'false'), default: 'false' } },
      ],
      response: { schema: object({ requests: arrayOf(loggedRequest) }), description: 'The requests.' },
      errors: ['validation'],
      handler: ({ req, res }) => {
        const limit = queryInt(req.query.limit, 'limit', 100, 1, REQUESTS_PER_ACCOUNT);
        sendJson(res, 200, { requests: ctx.requestLog.list(accountOf(res).id, limit, filterOf(req.query)) });
      },
    }),
  ];
}

// GET /sandbox/v1/report: the account's integration report (contracts.md) — JSON for tools, JUnit
// XML for CI, a standalone HTML page for a person. The checks, their thresholds and windows are in
// server/domain/report and docs/admin-api.md.
import type { AppContext } from '../../app/context.ts';
import { integrationReport } from '../../app/integration-report.ts';
import { ApiError } from '../../domain/errors.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { queryEnum } from '../query.ts';
import { sendHtml } from '../security-headers.ts';
import { renderReportHtml, REPORT_PAGE_CSP } from '../pages/report-page.ts';
import { reportAsJunit } from '../report-junit.ts';
import { arrayOf, enumOf, integer, object, string } from '../openapi/route-doc.ts';

const FORMATS = ['json', 'junit', 'html'] as const;
/** ISO 8601 with a zone, as `at` in the request log shows it: `2026-11-26T18:00:00Z`, `…-03:00`. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function sinceOf(value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = typeof value === 'string' && ISO_INSTANT.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms)) {
    throw new ApiError('validation', { property: 'since', message: 'Use uma data e hora ISO 8601 com fuso (2026-11-26T18:00:00Z).' });
  }
  return ms;
}

const evidence = object({
  kind: enumOf('request', 'delivery', 'charge'),
  id: integer,
  href: { type: 'string', description: "The dashboard's hash route: `#/requisicoes/<id>`, `#/webhooks/<id>`, `#/cobrancas/<id>`." },
  note: string,
});
const check = object({
  id: { type: 'string', description: 'Stable: `callbacks.token_fetched`, `authorization.reauthorized`, … (docs/admin-api.md).' },
  title: string,
  status: enumOf('pass', 'fail', 'not_exercised'),
  detail: string,
  evidence: { ...arrayOf(evidence), description: 'On a fail, what failed; on a pass, what exercised the check (at most 20).' },
});
const report = object({
  generated_at: { type: 'string', format: 'date-time' },
  since: { type: 'string', format: 'date-time', description: 'The start the report reads from: `since`, or the account\'s last reset.' },
  requests_observed: { ...integer, description: "How many of the account's `/v1` calls the request checks read." },
  requests_observed_since: {
    type: 'string',
    format: 'date-time',
    description: 'From when the record of calls is whole: `since`, or later — the server\'s start (calls are kept in memory), or the oldest call kept (at most 200,000 an account).',
  },
  checks: arrayOf(check),
});

export function reportRoutes(ctx: AppContext) {
  return [
    route({
      method: 'get',
      path: '/report',
      tag: 'Sandbox: integration report',
      summary: "The account's integration report: what its code handles, check by check",
      auth: 'account',
      description:
        'Read from every `/v1` call the account made (kept in memory, at most 200,000), the deliveries and token fetches, since the account\'s last reset or `since`. ' +
        '`junit`: JUnit XML, one test case per check (a fail is a `<failure>`, not exercised is `<skipped>`); `html`: a standalone page.',
      query: [
        { name: 'format', description: '`json` (default), `junit` or `html`.', schema: { ...enumOf(...FORMATS), default: 'json' } },
        { name: 'since', description: 'Start here (ISO 8601 with a zone) instead of at the last reset.', schema: { type: 'string', format: 'date-time' } },
      ],
      response: { type: ['application/json', 'application/xml', 'text/html'], schema: report, description: 'The report (the schema is the JSON one).' },
      errors: ['validation'],
      handler: ({ req, res }) => {
        const q = req.query as Record<string, string | undefined>;
        const format = queryEnum(q.format, 'format', FORMATS) ?? 'json';
        const built = integrationReport(ctx, accountOf(res), sinceOf(q.since));
        if (format === 'html') return sendHtml(res, 200, renderReportHtml(built), REPORT_PAGE_CSP);
        if (format === 'junit') {
          res.setHeader('Content-Type', 'application/xml; charset=utf-8');
          return void res.status(200).end(reportAsJunit(built));
        }
        sendJson(res, 200, built);
      },
    }),
  ];
}

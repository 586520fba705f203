// The e-mail outbox and the request log (server/http/sandbox/emails.ts, requests.ts).
import { REQUESTS_PER_ACCOUNT } from '../../../app/request-log.ts';
import { search } from './views.ts';
import { arrayOf, integer, nullable, number, object, paging, string, timestamp, url, type RouteDocs } from '../route-doc.ts';

const email = object({
  id: integer,
  charge_id: nullable(integer),
  recipient: string,
  subject: string,
  body: string,
  attachment_name: nullable(string),
  created_at: timestamp,
  attachment_url: nullable(url),
});

const loggedRequest = object({
  id: integer,
  at: { type: 'string', format: 'date-time', description: 'Wall-clock time (ISO 8601, UTC).' },
  method: string,
  path: { type: 'string', description: 'With its query string, as sent.' },
  status: integer,
  latency_ms: number,
  request_body: nullable(string),
  response_body: nullable(string),
});

export const outboxDocs: RouteDocs = {
  'GET /sandbox/v1/emails': {
    tag: 'Sandbox: e-mails',
    summary: 'What the sandbox would have e-mailed (resent boletos, carnês, links), newest first',
    auth: 'account',
    query: [
      { name: 'charge_id', description: 'One charge\'s e-mails.', schema: { type: 'integer', minimum: 1 } },
      { ...search, description: `${search.description} An e-mail is found by its recipient, subject and body, and by anything its charge is found by.` },
      ...paging(50, 500),
    ],
    response: { schema: object({ emails: arrayOf(email) }), description: 'The e-mails.' },
    errors: ['validation'],
  },
  'GET /sandbox/v1/emails/:id/attachment': {
    tag: 'Sandbox: e-mails',
    summary: 'An e-mail\'s PDF attachment',
    auth: 'account',
    response: { type: 'application/pdf', description: 'The PDF.' },
    errors: [],
  },
  'GET /sandbox/v1/requests': {
    tag: 'Sandbox: request log',
    summary: 'The account\'s latest API calls with their bodies, newest first (headers are not kept)',
    auth: 'account',
    query: [{ name: 'limit', description: 'How many (default 100).', schema: { type: 'integer', minimum: 1, maximum: REQUESTS_PER_ACCOUNT, default: 100 } }],
    response: { schema: object({ requests: arrayOf(loggedRequest) }), description: 'The requests.' },
    errors: ['validation'],
  },
};

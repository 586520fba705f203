import type { AppContext } from '../../app/context.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { queryInt, queryPage, querySearch } from '../query.ts';
import { emailAttachment, listEmails } from '../../app/emails.ts';
import { sendJson } from '../envelope.ts';
import { arrayOf, integer, nullable, object, paging, search, string, timestamp, url } from '../openapi/route-doc.ts';

const tag = 'Sandbox: e-mails';

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

/** The e-mail outbox: what the sandbox would have sent (billet resends), with attachments; searchable. */
export function emailRoutes(ctx: AppContext, publicUrl: () => string) {
  return [
    route({
      method: 'get',
      path: '/emails',
      tag,
      summary: 'What the sandbox would have e-mailed (resent boletos, carnês, links), newest first',
      auth: 'account',
      query: [
        { name: 'charge_id', description: 'One charge\'s e-mails.', schema: { type: 'integer', minimum: 1 } },
        { ...search, description: `${search.description} An e-mail is found by its recipient, subject and body, and by anything its charge is found by.` },
        ...paging(50, 500),
      ],
      response: { schema: object({ emails: arrayOf(email) }), description: 'The e-mails.' },
      errors: ['validation'],
      handler: ({ req, res }) => {
        const chargeId = req.query.charge_id === undefined ? undefined : queryInt(req.query.charge_id, 'charge_id', 0, 1, Number.MAX_SAFE_INTEGER);
        const { limit, offset } = queryPage(req.query, 50);
        const emails = listEmails(ctx, accountOf(res), { chargeId, q: querySearch(req.query.q), limit, offset });
        sendJson(res, 200, {
          emails: emails.map((email) => ({
            ...email,
            attachment_url: email.attachment_name ? `${publicUrl()}/sandbox/v1/emails/${email.id}/attachment` : null,
          })),
        });
      },
    }),
    route({
      method: 'get',
      path: '/emails/:id/attachment',
      tag,
      summary: 'An e-mail\'s PDF attachment',
      auth: 'account',
      response: { type: 'application/pdf', description: 'The PDF.' },
      errors: [],
      handler: ({ res, params }) => {
        const attachment = emailAttachment(ctx, accountOf(res), params.id);
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', `inline; filename="${attachment.name}"`);
        res.end(attachment.content);
      },
    }),
  ];
}

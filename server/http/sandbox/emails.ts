import type { AppContext } from '../../app/context.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { queryInt, queryPage, querySearch } from '../query.ts';
import { emailAttachment, listEmails } from '../../app/emails.ts';
import { sendJson } from '../envelope.ts';

/** The e-mail outbox: what the sandbox would have sent (billet resends), with attachments; searchable. */
export function emailRoutes(ctx: AppContext, publicUrl: () => string): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['get', '/emails', auth, (req, res) => {
      const chargeId = req.query.charge_id === undefined ? undefined : queryInt(req.query.charge_id, 'charge_id', 0, 1, Number.MAX_SAFE_INTEGER);
      const { limit, offset } = queryPage(req.query, 50);
      const emails = listEmails(ctx, accountOf(res), { chargeId, q: querySearch(req.query.q), limit, offset });
      sendJson(res, 200, {
        emails: emails.map((email) => ({
          ...email,
          attachment_url: email.attachment_name ? `${publicUrl()}/sandbox/v1/emails/${email.id}/attachment` : null,
        })),
      });
    }],
    ['get', '/emails/:id/attachment', auth, (req, res) => {
      const attachment = emailAttachment(ctx, accountOf(res), idParam(req.params.id));
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `inline; filename="${attachment.name}"`);
      res.end(attachment.content);
    }],
  ];
}

import type { AppContext } from '../../app/context.ts';
import { notFound } from '../../domain/errors.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { queryInt, querySearch } from '../query.ts';
import { findEmailAttachment, listEmails } from '../../app/emails.ts';
import { sendJson } from '../envelope.ts';

/** The e-mail outbox: what the sandbox would have sent (billet resends), with attachments; searchable. */
export function emailRoutes(ctx: AppContext, publicUrl: () => string): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['get', '/emails', auth, (req, res) => {
      const chargeId = req.query.charge_id === undefined ? undefined : queryInt(req.query.charge_id, 'charge_id', 0, 1, Number.MAX_SAFE_INTEGER);
      const limit = queryInt(req.query.limit, 'limit', 50, 1, 500);
      const offset = queryInt(req.query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
      const emails = listEmails(ctx, accountOf(res), { chargeId, q: querySearch(req.query.q), limit, offset });
      sendJson(res, 200, {
        emails: emails.map((email) => ({
          ...email,
          attachment_url: email.attachment_name ? `${publicUrl()}/sandbox/v1/emails/${email.id}/attachment` : null,
        })),
      });
    }],
    ['get', '/emails/:id/attachment', auth, (req, res) => {
      const found = findEmailAttachment(ctx, accountOf(res), idParam(req.params.id));
      if (!found?.attachment) throw notFound('id');
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `inline; filename="${found.attachment_name}"`);
      res.end(found.attachment);
    }],
  ];
}

// Payment-link endpoints (wire-format §7.12–7.15).
import type { AppContext } from '../../app/context.ts';
import * as links from '../../app/payment-links.ts';
import type { CreateChargeInput } from '../../app/charges.ts';
import type { LinkSettings } from '../../domain/payment-link.ts';
import { accountOf } from '../auth.ts';
import { sendData, sendOk } from '../envelope.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { validateBody } from '../validate.ts';
import { attachLinkSchema, oneStepLinkSchema, updateLinkSchema } from '../schemas/link.ts';
import { resendSchema } from '../schemas/billet.ts';
import { linkView, paymentUrl } from './link-views.ts';

export function linkRoutes(ctx: AppContext, publicUrl: () => string): RouteTable {
  return [
    ['post', '/charge/one-step/link', (req, res) => {
      const input = validateBody<CreateChargeInput & { customer?: { email?: string }; settings: LinkSettings }>(oneStepLinkSchema, req.body);
      sendData(res, linkView(links.createOneStepLink(ctx, accountOf(res), input), publicUrl()));
    }],
    ['post', '/charge/:id/link', (req, res) => {
      const id = idParam(req.params.id);
      const settings = validateBody<LinkSettings>(attachLinkSchema, req.body);
      sendData(res, linkView(links.attachLink(ctx, accountOf(res), id, settings), publicUrl()));
    }],
    // The current API answers with the link's data (EFIDOC, the SDKs' types); clients that only
    // read `code` work the same.
    ['put', '/charge/:id/link', (req, res) => {
      const id = idParam(req.params.id);
      const changes = validateBody<Partial<LinkSettings> & { expire_at: string }>(updateLinkSchema, req.body);
      sendData(res, linkView(links.updateLink(ctx, accountOf(res), id, changes), publicUrl()));
    }],
    ['post', '/charge/:id/link/resend', (req, res) => {
      const id = idParam(req.params.id);
      const { email } = validateBody<{ email: string }>(resendSchema, req.body);
      links.resendLink(ctx, accountOf(res), id, email, (code) => paymentUrl(publicUrl(), code));
      sendOk(res);
    }],
  ];
}

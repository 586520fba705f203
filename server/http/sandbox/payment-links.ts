// The control API for payment links: the payer completing a link's page without a browser
// (contract §3), and the dashboard's list of the account's links, searchable like the charges.
import type { AppContext } from '../../app/context.ts';
import { listPaymentLinks, payLink, type LinkPaymentChoice } from '../../app/payment-links.ts';
import type { DeliveryAddress } from '../../domain/payment-link.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { queryInt, querySearch } from '../query.ts';
import { validateBody } from '../validate.ts';
import { linkPaySchema } from '../schemas/link.ts';
import { linkView } from '../v1/link-views.ts';
import { paidThroughLinkView } from '../v1/link-pay-views.ts';

export function paymentLinkControlRoutes(ctx: AppContext, publicUrl: () => string): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['get', '/payment-links', auth, (req, res) => {
      const limit = queryInt(req.query.limit, 'limit', 100, 1, 500);
      const offset = queryInt(req.query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
      const { total, rows } = listPaymentLinks(ctx, accountOf(res), { q: querySearch(req.query.q), limit, offset });
      sendJson(res, 200, {
        total,
        links: rows.map((charge) => ({
          ...linkView(charge, publicUrl()),
          // What the payer did on the page: the method chosen, when, and the delivery address.
          payer: charge.link!.payment
            ? { method: charge.link!.payment.method, at: charge.link!.payment.at, delivery_address: charge.link!.payment.deliveryAddress }
            : null,
          customer_email: charge.link!.customerEmail,
        })),
      });
    }],
    // The body of POST /v1/charge/:id/pay, as the page sends it; refused as the page would refuse.
    ['post', '/payment-links/:charge_id/pay', auth, (req, res) => {
      const id = idParam(req.params.charge_id, 'charge_id');
      const body = validateBody<{ payment: LinkPaymentChoice; delivery_address?: DeliveryAddress }>(linkPaySchema, req.body);
      const charge = payLink(ctx, accountOf(res), id, body.payment, body.delivery_address);
      sendJson(res, 200, { code: 200, data: paidThroughLinkView(charge, publicUrl()) });
    }],
  ];
}

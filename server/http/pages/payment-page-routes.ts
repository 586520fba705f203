// The hosted payment page and its own endpoints, public: the link's code in the URL is the
// payer's key, as on the real `pagamento` host. The page (payment-page.ts) reads what it shows
// from `dados` and sends the payer's choice to `pagar`; nothing here reaches another charge or account.
import type { AppContext } from '../../app/context.ts';
import { findLinkCharge, payLink, type LinkPaymentChoice } from '../../app/payment-links.ts';
import { discountsFor, offers, type DeliveryAddress } from '../../domain/payment-link.ts';
import { discountedValue } from '../../domain/money.ts';
import { ApiError } from '../../domain/errors.ts';
import { readBody } from '../body.ts';
import { sendJson } from '../envelope.ts';
import type { RouteTable } from '../routes.ts';
import { validateBody } from '../validate.ts';
import { linkPaySchema } from '../schemas/link.ts';
import { paidThroughLinkView } from '../v1/link-pay-views.ts';
import { sendPaymentPage, sendPaymentPageNotFound } from './payment-page.ts';
import type { AccountRow } from '../../store/accounts-repo.ts';
import type { ChargeRecord } from '../../domain/charge-record.ts';

function lookup(ctx: AppContext, code: string) {
  const found = findLinkCharge(ctx, code);
  if (!found) throw new ApiError('routeNotFound', 'Link de pagamento não encontrado.');
  return found;
}

/** Everything the page shows: the charge, the link's offer, each method's price, and what the payer already did. */
export function checkoutData(charge: ChargeRecord, account: AccountRow, publicUrl: string) {
  const link = charge.link!;
  const price = (method: 'banking_billet' | 'credit_card') => {
    const { discount } = discountsFor(link, method);
    return offers(link, method) ? discountedValue(charge.total, discount ?? undefined) : null;
  };
  return {
    charge_id: charge.id,
    status: charge.status,
    payee: account.name,
    // The browser tokenizer (payment-token-efi) names the account by this code.
    account_code: account.account_code,
    items: charge.items.map((item) => ({ name: item.name, value: item.value, amount: item.amount ?? 1 })),
    shippings: charge.shippings ?? [],
    total: charge.total,
    payment_method: link.paymentMethod,
    prices: { banking_billet: price('banking_billet'), credit_card: price('credit_card') },
    billet_discount: link.billetDiscount,
    card_discount: link.cardDiscount,
    conditional_discount: link.conditionalDiscount,
    message: link.message,
    expire_at: link.expireAt,
    request_delivery_address: link.requestDeliveryAddress,
    customer_email: link.customerEmail,
    // After the choice: the boleto to print, or the card's answer.
    result: link.payment && (charge.billet || charge.card) ? { method: link.payment.method, ...paidThroughLinkView(charge, publicUrl) } : null,
  };
}

/** `dashboardDir`: the renderer's build, where the page is (checkout/checkout.html). */
export function paymentPageDataRoutes(ctx: AppContext, publicUrl: () => string, dashboardDir: string): RouteTable {
  return [
    ['get', '/pagamento/:code', async (req, res) => {
      const code = String(req.params.code);
      if (findLinkCharge(ctx, code)) return sendPaymentPage(res, dashboardDir);
      // A browser opening a wrong link gets a page saying so; API clients, the error shape.
      if (req.accepts(['json', 'html']) === 'html') return sendPaymentPageNotFound(res, code);
      throw new ApiError('routeNotFound', 'Link de pagamento não encontrado.');
    }],
    ['get', '/pagamento/:code/dados', (req, res) => {
      const { charge, account } = lookup(ctx, String(req.params.code));
      sendJson(res, 200, checkoutData(charge, account, publicUrl()));
    }],
    ['post', '/pagamento/:code/pagar', readBody, (req, res) => {
      const { charge, account } = lookup(ctx, String(req.params.code));
      const body = validateBody<{ payment: LinkPaymentChoice; delivery_address?: DeliveryAddress }>(linkPaySchema, req.body);
      const paid = payLink(ctx, account, charge.id, body.payment, body.delivery_address);
      sendJson(res, 200, { code: 200, data: paidThroughLinkView(paid, publicUrl()) });
    }],
  ];
}

// The hosted payment page and its own endpoints, public: the link's code in the URL is the
// payer's key, as on the real `pagamento` host. The page (payment-page.ts) reads what it shows
// from `dados` and sends the payer's choice to `pagar`; nothing here reaches another charge or account.
import type { AppContext } from '../../app/context.ts';
import { findLinkCharge, payLink } from '../../app/payment-links.ts';
import { subscriptionPlanOf, type SubscriptionPlan } from '../../app/subscription-links.ts';
import { pixAnswerOf, type PixAnswer } from '../../app/bolix.ts';
import { discountsFor, linkPaymentMethods, offers } from '../../domain/payment-link.ts';
import { discountedValue } from '../../domain/money.ts';
import { ApiError } from '../../domain/errors.ts';
import { readBody } from '../body.ts';
import { sendJson } from '../envelope.ts';
import type { Handler } from '../routes.ts';
import { route } from '../route-declaration.ts';
import { linkPaySchema } from '../schemas/link.ts';
import { chosenPayment } from '../schemas/payment.ts';
import { shippings } from '../schemas/charge.ts';
import { arrayOf, boolean, cents, date, dataEnvelope, enumOf, integer, nullable, object, string, type Schema } from '../openapi/route-doc.ts';
import { billetIssued, cardPaid, chargeStatus, paidThroughLink } from '../openapi/shapes/charge.ts';
import { linkCode, page, tag } from './page-docs.ts';
import { paidThroughLinkView } from '../v1/link-pay-views.ts';
import { sendPaymentPage, sendPaymentPageNotFound } from './payment-page.ts';
import type { AccountRow } from '../../store/accounts-repo.ts';
import type { ChargeRecord } from '../../domain/charge-record.ts';

function lookup(ctx: AppContext, code: string) {
  const found = findLinkCharge(ctx, code);
  if (!found) throw new ApiError('routeNotFound', 'Link de pagamento não encontrado.');
  return found;
}

/**
 * Everything the page shows: the charge, the link's offer, each method's price, and what the payer
 * already did — with the boleto's Pix code (`pix`) on a Bolix, as pay answered it.
 */
export function checkoutData(charge: ChargeRecord, account: AccountRow, publicUrl: string, pix: PixAnswer | undefined, plan: SubscriptionPlan | null = null) {
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
    // A subscription's first charge (POST /v1/plan/:id/subscription/one-step/link): the page says
    // the method chosen renews, and offers the card in one installment only.
    subscription: plan,
    // After the choice: the boleto to print, or the card's answer.
    result: link.payment && (charge.billet || charge.card) ? { method: link.payment.method, ...paidThroughLinkView(charge, publicUrl, pix) } : null,
  };
}

/** What pay answered for a method, with that method beside it as `method`. */
function withMethod(answer: Schema): Schema {
  const properties = answer.properties as Record<string, Schema>;
  return { ...answer, required: [...(answer.required as string[]), 'method'], properties: { ...properties, method: properties.payment } };
}

const checkoutDataShape = object({
  charge_id: integer,
  status: chargeStatus,
  payee: string,
  account_code: string,
  items: arrayOf(object({ name: string, value: cents, amount: integer })),
  // As the charge was created with them (none: empty).
  shippings: arrayOf(shippings.items),
  total: cents,
  payment_method: enumOf(...linkPaymentMethods),
  prices: object({ banking_billet: nullable(cents), credit_card: nullable(cents) }),
  billet_discount: nullable(integer),
  card_discount: nullable(integer),
  conditional_discount: nullable(object({ type: enumOf('currency', 'percentage'), value: integer, until_date: date })),
  message: nullable(string),
  expire_at: date,
  request_delivery_address: boolean,
  customer_email: nullable(string),
  subscription: { ...nullable(object({ interval: integer, repeats: nullable(integer) })), description: 'The plan of the subscription whose first charge this is; null for a plain link.' },
  result: { ...nullable({ oneOf: [billetIssued, cardPaid].map(withMethod) }), description: 'After the payer chose: `method` and what pay answered.' },
});

/** `dashboardDir`: the renderer's build, where the page is (checkout/checkout.html). */
export function paymentPageDataRoutes(ctx: AppContext, publicUrl: () => string, dashboardDir: string) {
  // An unknown link is a 404 before its body is read or checked.
  const knownLink: Handler = (req, _res, next) => {
    lookup(ctx, String(req.params.code));
    next();
  };
  return [
    route({
      method: 'get',
      path: '/pagamento/:code',
      ...page('A payment link\'s page (its `payment_url`), where the payer chooses boleto or card', { code: linkCode }),
      handler: ({ req, res, params: { code } }) => {
        if (findLinkCharge(ctx, code)) return sendPaymentPage(res, dashboardDir);
        // A browser opening a wrong link gets a page saying so; API clients, the error shape.
        if (req.accepts(['json', 'html']) === 'html') return sendPaymentPageNotFound(res, code);
        throw new ApiError('routeNotFound', 'Link de pagamento não encontrado.');
      },
    }),
    route({
      method: 'get',
      path: '/pagamento/:code/dados',
      tag,
      summary: 'What the payment link\'s page shows: items, each method\'s price, what the payer already did',
      auth: 'none',
      params: { code: linkCode },
      response: { schema: checkoutDataShape, description: 'The link\'s data.' },
      errors: ['routeNotFound'],
      handler: async ({ res, params }) => {
        const { charge, account } = lookup(ctx, params.code);
        sendJson(res, 200, checkoutData(charge, account, publicUrl(), await pixAnswerOf(ctx, account, charge.id), subscriptionPlanOf(ctx, charge)));
      },
    }),
    route({
      method: 'post',
      path: '/pagamento/:code/pagar',
      tag,
      summary: 'The payer\'s choice on the link\'s page (what POST /sandbox/v1/payment-links/:charge_id/pay does for a suite)',
      auth: 'none',
      params: { code: linkCode },
      body: { name: 'LinkPay', schema: linkPaySchema },
      response: { schema: dataEnvelope(paidThroughLink), description: 'What POST /v1/charge/:id/pay answers for that method.' },
      errors: ['routeNotFound', 'linkClosed', 'expireBeforeToday', 'dueDateBeyondMaximum', 'customerIsPayee', 'belowMinimum', 'belowMinimumAfterDiscount', 'aboveLimit', 'paymentTokenUsed', 'installmentsNotAllowed'],
      before: [readBody, knownLink],
      handler: async ({ res, params, body }) => {
        const { charge, account } = lookup(ctx, params.code);
        const paid = payLink(ctx, account, charge.id, chosenPayment(body.payment), body.delivery_address);
        sendJson(res, 200, { code: 200, data: paidThroughLinkView(paid, publicUrl(), await pixAnswerOf(ctx, account, paid.id)) });
      },
    }),
  ];
}

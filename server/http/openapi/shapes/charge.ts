// Response schemas of a charge, its boleto and its card payment: the shapes server/http/v1/
// charge-views.ts, boleto-views.ts, card-views.ts and link-views.ts build (wire-format §7.1–7.7).
import { chargeStatuses } from '../../../domain/charge.ts';
import { linkPaymentMethods, payerChoices } from '../../../domain/payment-link.ts';
import { arrayOf, boolean, cents, date, enumOf, integer, named, nullable, object, string, timestamp, url, type Schema } from '../route-doc.ts';
import { billingAddress } from '../../schemas/card.ts';

export const chargeStatus = enumOf(...chargeStatuses);
const nullableString = nullable(string);

export const historyEntry = object({ message: string, created_at: timestamp });

export const chargeCreated = named('ChargeCreated', object({ charge_id: integer, status: chargeStatus, total: cents, custom_id: nullableString, created_at: timestamp }));

export const boletoLinks = { link: url, billet_link: url, pdf: object({ charge: url }) };

/** Bolix (app/bolix.ts): only on accounts with the `bolix` setting on, as Efí's SDKs type it (optional). */
export const pix = named('Pix', {
  ...object({
    qrcode: { type: 'string', description: 'The boleto\'s Pix "copia e cola": a dynamic BR Code whose payload location is served by the sandbox.' },
    qrcode_image: { type: 'string', pattern: '^data:image/svg\\+xml;base64,', description: 'The QR code of exactly `qrcode`, as an SVG data URI.' },
  }),
  description: 'Present only while the account has Bolix (`bolix` in /sandbox/v1/settings).',
});

/** pay and one-step with banking_billet. */
export const billetIssued = named('BilletIssued', object(
  {
    barcode: string,
    ...boletoLinks,
    expire_at: date,
    charge_id: integer,
    status: chargeStatus,
    total: cents,
    payment: { const: 'banking_billet' },
  },
  { pix },
));

export const refusal = object({ reason: string, retry: boolean });

/** pay, one-step and retry with credit_card; `refusal` only when the card was refused. */
export const cardPaid = named('CardPaid', object(
  { installments: integer, installment_value: cents, charge_id: integer, status: chargeStatus, total: cents, payment: { const: 'credit_card' } },
  { refusal },
));

export const discount = object({ type: enumOf('currency', 'percentage'), value: integer });
export const configurations = object({ days_to_write_off: integer, interest_type: enumOf('daily', 'monthly'), interest: integer, fine: integer });

export const address = {
  type: 'object',
  description: 'As sent; `number` comes back as a string.',
  properties: { street: nullableString, number: nullableString, neighborhood: nullableString, zipcode: nullableString, city: nullableString, complement: nullableString, state: nullableString },
};

/** `customer` as GET shows it: only what was sent; a juridical person flattened inside. */
export const customer = named('CustomerView', object(
  {},
  { name: nullableString, cpf: nullableString, email: nullableString, phone_number: nullableString, birth: nullableString, address, corporate_name: string, cnpj: string },
));

const billetPayment = object({
  method: { const: 'banking_billet' },
  created_at: timestamp,
  message: nullableString,
  banking_billet: object(
    { barcode: string, ...boletoLinks, expire_at: date, configurations },
    { pix, discount, conditional_discount: object({ type: enumOf('currency', 'percentage'), value: integer, until_date: date }) },
  ),
});

export const parcelLinks = { url, parcel_link: url, pdf: object({ charge: url }) };

const carnetParcelPayment = object({
  method: { const: 'carnet' },
  created_at: timestamp,
  message: nullableString,
  carnet: object({ parcel: integer, barcode: string, ...parcelLinks, expire_at: date, configurations }, { pix }),
});

const cardPayment = object({
  method: { const: 'credit_card' },
  created_at: timestamp,
  message: nullableString,
  credit_card: object(
    { mask: string, installments: integer, installment_value: cents },
    { interest: integer, address: { ...address, description: 'The billing address.' } },
  ),
});

export const linkDetail = named('LinkDetail', object({
  billet_discount: nullable(integer),
  card_discount: nullable(integer),
  conditional_discount_value: nullable(integer),
  conditional_discount_type: nullable(enumOf('currency', 'percentage')),
  conditional_discount_date: nullable(date),
  message: nullableString,
  expire_at: date,
  request_delivery_address: boolean,
  payment_method: enumOf(...linkPaymentMethods),
  payment_url: url,
}));

const repasse = object({ payee_code: { type: 'string', pattern: '^[a-fA-F0-9]{32}$' } }, { percentage: integer, fixed: cents });
const marketplace = {
  ...object({ repasses: arrayOf(repasse) }, { mode: enumOf(1, 2) }),
  description: 'The item\'s split, echoed as sent: percentage in hundredths of a percent (2500 = 25 %) or fixed cents (mode 1). The shares of a payment are in the control API (GET /sandbox/v1/charges/:id/timeline, `split`).',
};
const item = object({ name: string, value: cents, amount: integer }, { marketplace });
const shipping = object({
  name: string,
  value: cents,
  payee_code: {
    type: 'string',
    pattern: '^[a-fA-F0-9]{32}$',
    description: 'The account the shipping is passed on to: the payee_code given at creation, else the charging account\'s own (its account_code).',
  },
});

/** GET /v1/charge/:id. */
export const chargeDetail = named('Charge', object(
  {
    charge_id: integer,
    total: cents,
    status: chargeStatus,
    custom_id: nullableString,
    created_at: timestamp,
    notification_url: nullableString,
    items: arrayOf(item),
    history: arrayOf(historyEntry),
  },
  {
    subscription: object({ subscription_id: integer, status: string, plan_id: integer }),
    reason: { type: 'string', description: 'Why the card was refused (status `unpaid`).' },
    shippings: arrayOf(shipping),
    customer,
    payment: { oneOf: [billetPayment, carnetParcelPayment, cardPayment] },
    link: linkDetail,
  },
));

export const linkDiscountFields = {
  billet_discount: integer,
  card_discount: integer,
  conditional_discount_value: integer,
  conditional_discount_type: enumOf('currency', 'percentage'),
};

/** POST/PUT /v1/charge/:id/link and POST /v1/charge/one-step/link. */
export const linkCreated = named('PaymentLink', object(
  {
    charge_id: integer,
    status: chargeStatus,
    total: cents,
    custom_id: nullableString,
    payment_url: url,
    payment_method: enumOf(...linkPaymentMethods),
    conditional_discount_date: nullable(date),
    request_delivery_address: boolean,
    message: nullableString,
    expire_at: date,
    created_at: timestamp,
  },
  linkDiscountFields,
));

/** What the payer did on a link's page (the control API's list of links): the method chosen, when, the delivery address. */
export const linkPayer = object({
  method: enumOf(...payerChoices),
  at: timestamp,
  // The address as the payer sent it (LinkPay's delivery_address), kept as given.
  delivery_address: { anyOf: [billingAddress, { type: 'null' }] },
});

/** What the payer's choice on a link's page answers: what pay answers for that method. */
export const paidThroughLink: Schema = { oneOf: [billetIssued, cardPaid] };

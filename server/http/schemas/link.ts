// Schemas of the payment-link endpoints (wire-format §7.12–7.15) and of the payer's choice on the
// hosted page (and its control-API stand-in). Discounts are amounts in cents; the message is the
// boleto's (4 lines of 100), as the schema says.
import { dateString } from './common.ts';
import { conditionalDiscount, customer, email, message } from './billet.ts';
import { billingAddress, cardCustomer, paymentToken } from './card.ts';
import { creationMetadata, items, shippings } from './charge.ts';
import { MAX_INSTALLMENTS } from '../../domain/installments.ts';
import { linkPaymentMethods } from '../../domain/payment-link.ts';

const linkDiscount = { type: 'integer', minimum: 1, maximum: 99_999_999 } as const;
const nullable = <const S extends { type: string }>(schema: S) => ({ ...schema, type: [schema.type, 'null'] }) as { [K in keyof S]: K extends 'type' ? readonly [S['type'], 'null'] : S[K] };

const settingsProperties = {
  billet_discount: linkDiscount,
  card_discount: linkDiscount,
  conditional_discount: conditionalDiscount,
  message,
  expire_at: dateString,
  request_delivery_address: { type: 'boolean' },
  payment_method: { enum: [...linkPaymentMethods] },
} as const;

export const attachLinkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['expire_at', 'request_delivery_address', 'payment_method'],
  properties: settingsProperties,
} as const;

/** PUT: `expire_at` required, the rest optional; discounts, conditional discount and message can be cleared with null. */
export const updateLinkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['expire_at'],
  properties: {
    ...settingsProperties,
    billet_discount: nullable(linkDiscount),
    card_discount: nullable(linkDiscount),
    conditional_discount: nullable(conditionalDiscount),
    message: { type: ['string', 'null'], pattern: '^[^\\n]{1,100}(\\n[^\\n]{0,100}){0,3}$' },
  },
} as const;

/** One-step: the payer's e-mail is the only customer field accepted (`customer.name` is 3500034). */
export const oneStepLinkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'settings'],
  properties: {
    items,
    shippings,
    metadata: creationMetadata,
    customer: { type: 'object', additionalProperties: false, properties: { email: { ...email, type: 'string' } } },
    settings: attachLinkSchema,
  },
} as const;

/** POST /v1/plan/:id/subscription/one-step/link: the SDKs' body — a subscription's, with the link's settings. */
export const oneStepSubscriptionLinkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'settings'],
  properties: { items, shippings, metadata: creationMetadata, settings: attachLinkSchema },
} as const;

/** The payer's choice on the link's page: a boleto (the due date is the link's unless an earlier one is given) or a card. */
export const linkPaySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['payment'],
  properties: {
    payment: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      maxProperties: 1,
      properties: {
        banking_billet: {
          type: 'object',
          additionalProperties: false,
          required: ['customer'],
          properties: { customer, expire_at: dateString },
        },
        credit_card: {
          type: 'object',
          additionalProperties: false,
          required: ['customer', 'payment_token'],
          properties: {
            customer: cardCustomer,
            payment_token: paymentToken,
            installments: { type: 'integer', minimum: 1, maximum: MAX_INSTALLMENTS },
            billing_address: billingAddress,
          },
        },
      },
    },
    delivery_address: billingAddress,
  },
} as const;

// Schemas of the card endpoints (wire-format §6.4, §6.5, §6.9, §7.38). The card customer is the
// boleto customer with `email` and `birth` required (the API's /FullCustomer); `phone_number`
// stays optional, as the field tables say (docs/fidelity.md). Patterns are the real API's.
import { MAX_CENTS, dateString } from './common.ts';
import { customer, discount, email, message } from './billet.ts';
import { MAX_INSTALLMENTS } from '../../domain/installments.ts';

const requiredString = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

export const cardCustomer = {
  ...customer,
  required: ['email', 'birth'],
  properties: { ...customer.properties, email: { ...email, type: 'string' }, birth: dateString },
} as const;

/** `/Address`: the billing address, every field but the complement required. */
export const billingAddress = {
  type: 'object',
  additionalProperties: false,
  required: ['street', 'number', 'neighborhood', 'zipcode', 'city', 'state'],
  properties: {
    street: requiredString(200),
    number: { type: ['string', 'integer'], minLength: 1, maxLength: 55, minimum: 0, maximum: MAX_CENTS },
    neighborhood: requiredString(255),
    zipcode: { type: 'string', pattern: '^[0-9]{8}$' },
    city: requiredString(50),
    complement: { type: ['string', 'null'], maxLength: 45 },
    state: { type: 'string', pattern: '^(?:A[CLPM]|BA|CE|DF|ES|GO|M[ATSG]|P[RBAEI]|R[JNSOR]|S[CEP]|TO)$' },
  },
} as const;

export const paymentToken = { type: 'string', pattern: '^[a-fA-F0-9]{40}$' } as const;

export const creditCard = {
  type: 'object',
  additionalProperties: false,
  required: ['customer', 'payment_token', 'billing_address'],
  properties: {
    customer: cardCustomer,
    installments: { type: 'integer', minimum: 1, maximum: MAX_INSTALLMENTS },
    discount,
    billing_address: billingAddress,
    payment_token: paymentToken,
    message,
  },
} as const;

/** POST /v1/charge/:id/retry: another card for a refused charge; the installments stay. */
export const retrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['payment'],
  properties: {
    payment: {
      type: 'object',
      additionalProperties: false,
      required: ['credit_card'],
      properties: {
        credit_card: {
          type: 'object',
          additionalProperties: false,
          required: ['customer', 'payment_token', 'billing_address'],
          properties: { customer: cardCustomer, billing_address: billingAddress, payment_token: paymentToken, update_card: { type: 'boolean' } },
        },
      },
    },
  },
} as const;

/** POST /v1/charge/card/:id/refund: the whole payment, or `amount` cents of it. */
export const refundSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { amount: { type: 'integer', minimum: 1, maximum: MAX_CENTS } },
} as const;

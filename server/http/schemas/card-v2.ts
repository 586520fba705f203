// POST /v2/charge/card (3-D Secure): the Node SDK 2.0's CreateChargeCardBodySchema — a one-step
// card charge with the card's fields at the root and `tds_info` required — plus `metadata`, which
// the PHP SDK 1.19.0's example sends. The customer needs `email` and `phone_number` (not `birth`,
// unlike /v1's card customer); `billing_address` is optional.
import { customer, discount, email, message } from './billet.ts';
import { billingAddress, paymentToken } from './card.ts';
import { creationMetadata, items, shippings } from './charge.ts';
import { MAX_INSTALLMENTS } from '../../domain/installments.ts';

const v2Customer = {
  ...customer,
  required: ['email', 'phone_number'],
  properties: { ...customer.properties, email: { ...email, type: 'string' } },
} as const;

export const tdsInfo = {
  type: 'object',
  additionalProperties: false,
  required: ['tds_identifier', 'challenge_callback_url'],
  properties: {
    tds_identifier: { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' },
    // The rest of the URL's rules (a host, no credentials) are checked as it is parsed (domain/card-3ds.ts).
    challenge_callback_url: { type: 'string', maxLength: 2048, pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' },
  },
} as const;

export const cardChargeV2Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'customer', 'payment_token', 'tds_info'],
  properties: {
    items,
    shippings,
    metadata: creationMetadata,
    customer: v2Customer,
    installments: { type: 'integer', minimum: 1, maximum: MAX_INSTALLMENTS },
    billing_address: billingAddress,
    payment_token: paymentToken,
    tds_info: tdsInfo,
    discount,
    message,
  },
} as const;

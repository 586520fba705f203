import { MAX_CENTS, notificationUrl, payeeCode } from './common.ts';

const marketplace = {
  type: 'object',
  additionalProperties: false,
  required: ['repasses'],
  properties: {
    mode: { enum: [1, 2] },
    repasses: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['payee_code'],
        properties: {
          payee_code: payeeCode,
          percentage: { type: 'integer', minimum: 0, maximum: 10000 },
          fixed: { type: 'integer', minimum: 0, maximum: MAX_CENTS },
        },
      },
    },
  },
} as const;

export const items = {
  type: 'array',
  minItems: 1,
  // Ours: the real limit is not published; 100 lines keeps any total a safe integer.
  maxItems: 100,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'value'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[^<>]+$' },
      value: { type: 'integer', minimum: 0, maximum: MAX_CENTS },
      amount: { type: 'integer', minimum: 1, maximum: 10000 },
      marketplace,
    },
  },
} as const;

export const shippings = {
  type: 'array',
  minItems: 1,
  maxItems: 100,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'value'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 255 },
      value: { type: 'integer', minimum: 0, maximum: MAX_CENTS },
      payee_code: payeeCode,
    },
  },
} as const;

export const creationMetadata = {
  type: 'object',
  additionalProperties: false,
  properties: {
    custom_id: { type: ['string', 'null'], maxLength: 255 },
    notification_url: notificationUrl,
  },
} as const;

export const createChargeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { items, shippings, metadata: creationMetadata },
} as const;

/** The stricter schema of the metadata update endpoints (wire-format §6.3). */
export const updateMetadataSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    notification_url: { ...notificationUrl, minLength: 1 },
    custom_id: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[a-zA-Z0-9_\\-\\s]+$' },
    resend: { type: 'boolean' },
  },
} as const;

// Schemas of the carnê endpoints (wire-format §7.16–7.24). The customer must bring a
// `phone_number` (the API's /Carnet schema); `configurations` has no `days_to_write_off`; the
// message is the boleto's (up to 4 lines) but at most 80 characters in all, as the spec states.
import { dateString } from './common.ts';
import { conditionalDiscount, configurations, customer, discount, message } from './billet.ts';
import { creationMetadata, items } from './charge.ts';
import { MAX_PARCELS } from '../../domain/carnet.ts';

const { days_to_write_off: _noWriteOff, ...carnetConfigurationProperties } = configurations.properties;

export const createCarnetSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'customer', 'expire_at', 'repeats'],
  properties: {
    items,
    customer: { ...customer, required: ['phone_number'] },
    expire_at: dateString,
    // More than 12 is the real 4600059, decided in the domain; the schema only bounds the input.
    repeats: { type: 'integer', minimum: 1, maximum: 1000 },
    split_items: { type: 'boolean' },
    metadata: creationMetadata,
    configurations: { ...configurations, properties: carnetConfigurationProperties },
    message: { ...message, maxLength: 80 },
    discount,
    conditional_discount: conditionalDiscount,
  },
} as const;

/**
 * PUT /v1/carnet/:id/parcels (the SDKs' example: `{parcels: [{parcel, expire_at}]}`): at most
 * one entry per parcel a carnê can have; a parcel named twice is the domain's refusal (3500101).
 */
export const parcelsDueDatesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['parcels'],
  properties: {
    parcels: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_PARCELS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['parcel', 'expire_at'],
        // A number the carnê does not have is the domain's 3500101, as the reference words it.
        properties: { parcel: { type: 'integer', minimum: 1 }, expire_at: dateString },
      },
    },
  },
} as const;

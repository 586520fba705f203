// Building blocks shared by the endpoint schemas; patterns copied from the real API's own
// schemas (wire-format §6), so the error messages quote the same regex an integrator would see.

export const MAX_CENTS = 2_147_483_647;

export const notificationUrl = { type: ['string', 'null'], maxLength: 255, pattern: '^https?://.+' } as const;

export const dateString = {
  type: 'string',
  pattern: '^[12][0-9]{3}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$',
  // The pattern lets 2025-02-30 through; the format says the day must exist.
  format: 'calendar-date',
} as const;

export const payeeCode = { type: 'string', pattern: '^[a-fA-F0-9]{32}$' } as const;

export const historyDescription = {
  type: 'object',
  additionalProperties: false,
  required: ['description'],
  properties: { description: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;

export const dateTimeOrDate = {
  type: 'string',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}(:[0-9]{2})?)?$',
} as const;

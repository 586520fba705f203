export const authorizeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['grant_type'],
  properties: { grant_type: { enum: ['client_credentials'] } },
} as const;

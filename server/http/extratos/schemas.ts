// The bodies API Extratos takes (Efí's Node SDK: createStatementRecurrency, updateStatementRecurrency).
export const extratosTokenSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['grant_type'],
  properties: {
    grant_type: { enum: ['client_credentials'] },
    scope: { type: 'string', maxLength: 500, description: 'Scopes separated by spaces; all of API Extratos\' when absent.' },
  },
} as const;

const periodicidade = { enum: ['diario', 'semanal', 'mensal'], description: 'How often the file is generated.' } as const;

export const scheduleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['periodicidade'],
  properties: {
    periodicidade,
    envia_email: { type: 'boolean', default: false },
    comprimir_arquivos: { type: 'boolean', default: false },
  },
} as const;

export const scheduleChangeSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    periodicidade,
    status: { enum: ['ativo', 'inativo'] },
    envia_email: { type: 'boolean' },
    comprimir_arquivos: { type: 'boolean' },
  },
} as const;

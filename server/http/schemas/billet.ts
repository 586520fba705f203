// Schemas of the boleto endpoints (wire-format §6.4–6.10, §7.2, §7.5–7.10). Patterns are the real
// API's, except the customer name's (see docs/fidelity.md: the real one backtracks exponentially).
import { MAX_CENTS, dateString } from './common.ts';

const nullableString = (min: number, max: number) => ({ type: ['string', 'null'], minLength: min, maxLength: max }) as const;

const customerName = { type: ['string', 'null'], minLength: 1, maxLength: 255, pattern: '^ *[^ \\n\\r]+( +[^ \\n\\r]+)+ *$' } as const;
export const email = {
  type: ['string', 'null'],
  maxLength: 255,
  pattern: '^[A-Za-z0-9_\\-]+(?:[.][A-Za-z0-9_\\-]+)*@[A-Za-z0-9_]+(?:[-.][A-Za-z0-9_]+)*\\.[A-Za-z0-9_]+$',
} as const;

const optionalAddress = {
  type: 'object',
  additionalProperties: false,
  properties: {
    street: nullableString(0, 200),
    number: { type: ['string', 'integer', 'null'], maxLength: 55 },
    neighborhood: nullableString(0, 255),
    zipcode: { type: ['string', 'null'], pattern: '^[0-9]{8}$' },
    city: nullableString(0, 50),
    complement: nullableString(0, 45),
    state: { type: ['string', 'null'], pattern: '^(?:A[CLPM]|BA|CE|DF|ES|GO|M[ATSG]|P[RBAEI]|R[JNSOR]|S[CEP]|TO)$' },
  },
} as const;

export const customer = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: customerName,
    cpf: { type: ['string', 'null'], pattern: '^[0-9]{11}$' },
    email,
    phone_number: { type: 'string', pattern: '^[1-9]{2}9?[0-9]{8}$' },
    birth: { ...dateString, type: ['string', 'null'] },
    address: optionalAddress,
    juridical_person: {
      type: 'object',
      additionalProperties: false,
      required: ['corporate_name', 'cnpj'],
      properties: {
        corporate_name: { type: 'string', minLength: 1, maxLength: 255 },
        cnpj: { type: 'string', pattern: '^[0-9A-Za-z]{12}[0-9]{2}$' },
      },
    },
  },
  // A natural person needs name and CPF; a juridical person brings its own (wire-format §6.4).
  if: { not: { required: ['juridical_person'] } },
  then: { required: ['name', 'cpf'] },
} as const;

/** Up to four lines of up to 100 characters (printed on the boleto, shown on the card receipt). */
export const message = { type: 'string', pattern: '^[^\\n]{0,100}(\\n[^\\n]{0,100}){0,3}$' } as const;

const discountType = { enum: ['currency', 'percentage'] } as const;
export const discount = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'value'],
  properties: { type: discountType, value: { type: 'integer', minimum: 1, maximum: MAX_CENTS } },
} as const;
export const conditionalDiscount = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'value', 'until_date'],
  properties: { type: discountType, value: { type: 'integer', minimum: 1, maximum: MAX_CENTS }, until_date: dateString },
} as const;

export const configurations = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    fine: { type: 'integer', minimum: 0, maximum: 1000 },
    // A bare number is daily (0–330); the object form allows monthly rates too (checked in the domain).
    interest: {
      type: ['integer', 'object'],
      minimum: 0,
      maximum: 330,
      additionalProperties: false,
      required: ['value'],
      properties: { value: { type: 'integer', minimum: 0, maximum: 10000 }, type: { enum: ['daily', 'monthly'] } },
    },
    days_to_write_off: { type: 'integer', minimum: 0, maximum: 120 },
  },
} as const;

export const bankingBillet = {
  type: 'object',
  additionalProperties: false,
  required: ['customer', 'expire_at'],
  properties: {
    customer,
    expire_at: dateString,
    message,
    configurations,
    discount,
    conditional_discount: conditionalDiscount,
  },
} as const;

export const billetDueDateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['expire_at'],
  properties: { expire_at: dateString },
} as const;

export const resendSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: { ...email, type: 'string' } },
} as const;

const cell = {
  type: 'object',
  additionalProperties: false,
  required: ['align', 'color', 'style', 'text', 'colspan'],
  properties: {
    align: { enum: ['left', 'center', 'right'] },
    color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
    style: { enum: ['normal', 'italic', 'bold', 'underline', 'line-through'] },
    text: { type: 'string', maxLength: 255 },
    colspan: { enum: [1, 2, 3, 4] },
  },
} as const;

export const balanceSheetSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'body'],
  properties: {
    title: { type: 'string', minLength: 3, maxLength: 255 },
    body: {
      type: 'array',
      minItems: 1,
      maxItems: 2,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['header', 'tables'],
        properties: {
          header: { type: 'string', minLength: 3, maxLength: 255 },
          tables: {
            type: 'array',
            minItems: 1,
            maxItems: 20,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['rows'],
              properties: {
                rows: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'array', minItems: 1, maxItems: 4, items: cell } },
              },
            },
          },
        },
      },
    },
  },
} as const;

export const bankPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    typed_line: { type: 'string', minLength: 1, maxLength: 80 },
    barcode: { type: 'string', minLength: 1, maxLength: 80 },
    charge_id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    amount: { type: 'integer', minimum: 1, maximum: MAX_CENTS },
    paid_at: dateString,
  },
} as const;

/** POST /sandbox/v1/bank/pix: the Pix "copia e cola" a payer pasted. */
export const bankPixPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['qrcode'],
  properties: {
    // A Bolix code is about 140 characters; room for a long account name, not for a document.
    qrcode: { type: 'string', minLength: 1, maxLength: 512 },
    paid_at: dateString,
  },
} as const;

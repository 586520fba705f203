// GET /v1/installments (server/http/v1/installments.ts; wire-format §7.37).
import { cardBrands } from '../../../domain/cards.ts';
import { arrayOf, boolean, dataEnvelope, enumOf, integer, number, object, string, type RouteDocs, type Schema } from '../route-doc.ts';

export const installmentsAnswer: Schema = object({
  rate: integer,
  name: enumOf(...cardBrands),
  installments: arrayOf(object({ installment: integer, has_interest: boolean, value: integer, currency: string, interest_percentage: number })),
});

export const installmentQuery = [
  { name: 'brand', description: 'The card brand.', schema: enumOf(...cardBrands), required: true },
  { name: 'total', description: 'The total in cents.', schema: { type: 'integer', minimum: 1 }, required: true },
];

export const installmentDocs: RouteDocs = {
  'GET /v1/installments': {
    tag: 'Cards',
    summary: 'The installments a payer may choose for a total, with the account\'s interest settings',
    auth: 'bearer',
    query: installmentQuery,
    response: { schema: dataEnvelope(installmentsAnswer), description: 'One line per number of installments.' },
    errors: ['invalidBrand', 'missingTotal', 'belowMinimum', 'greaterThanLimit'],
  },
};

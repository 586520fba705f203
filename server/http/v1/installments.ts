// GET /v1/installments?brand=&total= (wire-format §7.37): the installments a payer may choose,
// with the calling account's interest settings.
import type { AppContext } from '../../app/context.ts';
import { quoteInstallments } from '../../app/installments.ts';
import { cardBrands } from '../../domain/cards.ts';
import { accountOf } from '../auth.ts';
import { sendData } from '../envelope.ts';
import { route } from '../route-declaration.ts';
import { dataEnvelope, enumOf } from '../openapi/route-doc.ts';
import { installmentsAnswer } from '../openapi/shapes/installments.ts';

export function installmentRoutes(_ctx: AppContext) {
  return [
    route({
      method: 'get',
      path: '/installments',
      tag: 'Cards',
      summary: 'The installments a payer may choose for a total, with the account\'s interest settings',
      auth: 'bearer',
      query: [
        { name: 'brand', description: 'The card brand.', schema: enumOf(...cardBrands), required: true },
        { name: 'total', description: 'The total in cents.', schema: { type: 'integer', minimum: 1 }, required: true },
      ],
      response: { schema: dataEnvelope(installmentsAnswer), description: 'One line per number of installments.' },
      errors: ['invalidBrand', 'missingTotal', 'belowMinimum', 'greaterThanLimit'],
      handler: ({ req, res }) => {
        sendData(res, quoteInstallments(accountOf(res), req.query.brand, req.query.total));
      },
    }),
  ];
}

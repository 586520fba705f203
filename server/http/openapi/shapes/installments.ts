// The installments a payer may choose (GET /v1/installments, the tokenizer's; wire-format §7.37).
import { cardBrands } from '../../../domain/cards.ts';
import { arrayOf, boolean, enumOf, integer, number, object, string, type Schema } from '../route-doc.ts';

export const installmentsAnswer: Schema = object({
  rate: integer,
  name: enumOf(...cardBrands),
  installments: arrayOf(object({ installment: integer, has_interest: boolean, value: integer, currency: string, interest_percentage: number })),
});

// The bank a payer pays a boleto at (server/http/sandbox/bank.ts).
import { bankPaymentSchema } from '../../schemas/billet.ts';
import { exampleTypedLine } from '../examples.ts';
import { cents, date, integer, object, type RouteDocs, type Schema } from '../route-doc.ts';
import { chargeStatus } from '../shapes/charge.ts';

const tag = 'Sandbox: bank';
const amountDue: Record<string, Schema> = { base: cents, discount: cents, fine: cents, interest: cents, total: cents, daysLate: integer };

export const bankDocs: RouteDocs = {
  'POST /sandbox/v1/bank/payments': {
    tag,
    summary: 'A payer pays a boleto at a bank: by typed line, barcode or charge id',
    auth: 'account',
    body: { name: 'BankPayment', schema: bankPaymentSchema, example: { typed_line: exampleTypedLine, paid_at: '2025-03-12' } },
    response: {
      schema: object({ charge_id: integer, status: chargeStatus, value: cents, received_by_bank_at: date, amount_due: cents, breakdown: object(amountDue) }),
      description: 'The charge paid and what was paid.',
    },
    errors: ['boletoNotFound', 'boletoAlreadyPaid', 'boletoWrittenOff', 'boletoReplaced', 'boletoNotPayable'],
  },
  'GET /sandbox/v1/bank/quote/:id': {
    tag,
    summary: 'What the payer of a charge\'s boleto would owe on a date (fines, interest, discounts)',
    auth: 'account',
    query: [{ name: 'paid_at', description: 'YYYY-MM-DD (default: today on the account\'s clock).', schema: { type: 'string' } }],
    response: { schema: object({ charge_id: integer, paid_at: date, ...amountDue }), description: 'The amount due and its parts.' },
    errors: ['boletoNotFound', 'validation'],
  },
};

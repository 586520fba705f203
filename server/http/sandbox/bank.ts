// The bank a payer pays a boleto at.
import type { AppContext } from '../../app/context.ts';
import { payAtBank, quoteChargeBoleto } from '../../app/bank.ts';
import { payByPix } from '../../app/bank-pix.ts';
import { invalidProperty } from '../../domain/errors.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { bankPaymentSchema, bankPixPaymentSchema } from '../schemas/billet.ts';
import { exampleTypedLine } from '../openapi/examples.ts';
import { cents, date, integer, nullable, object, type Schema } from '../openapi/route-doc.ts';
import { chargeStatus } from '../openapi/shapes/charge.ts';

const tag = 'Sandbox: bank';
const amountDue: Record<string, Schema> = { base: cents, discount: cents, fine: cents, interest: cents, total: cents, daysLate: integer };

export function bankRoutes(ctx: AppContext) {
  return [
    route({
      method: 'post',
      path: '/bank/payments',
      tag,
      summary: 'A payer pays a boleto at a bank: by typed line, barcode or charge id',
      auth: 'account',
      body: { name: 'BankPayment', schema: bankPaymentSchema, example: { typed_line: exampleTypedLine, paid_at: '2025-03-12' } },
      response: {
        schema: object({
          charge_id: integer, status: chargeStatus, value: cents, received_by_bank_at: date, amount_due: cents, breakdown: object(amountDue),
          confirms_on: {
            ...nullable(date),
            description: 'Under the `compensation` setting `next_business_day`: the day the bank confirms the payment (the next business day); until then the charge keeps its status (`identified` under the `efi` profile). Null when confirmed at once (`status` is then `paid`).',
          },
        }),
        description: 'The charge paid (or awaiting the bank\'s confirmation) and what was paid.',
      },
      errors: ['boletoNotFound', 'boletoAlreadyPaid', 'boletoWrittenOff', 'boletoReplaced', 'boletoNotPayable', 'paymentAwaitingConfirmation'],
      handler: ({ res, body }) => {
        const given = (['typed_line', 'barcode', 'charge_id'] as const).filter((key) => body[key] !== undefined);
        if (given.length !== 1) {
          throw invalidProperty(given.length ? `/${given[1]}` : '/typed_line', 'Informe exatamente um de typed_line, barcode ou charge_id.');
        }
        const result = payAtBank(ctx, accountOf(res), body);
        sendJson(res, 200, {
          charge_id: result.charge.id,
          status: result.charge.status,
          value: result.value,
          received_by_bank_at: result.receivedByBankAt,
          amount_due: result.due.total,
          breakdown: result.due,
          confirms_on: result.awaiting?.confirmsOn ?? null,
        });
      },
    }),
    route({
      method: 'post',
      path: '/bank/pix',
      tag,
      summary: 'A payer pays a Bolix by Pix: pastes its code, pays what its payload asks for that day',
      description:
        'Settles at once, on any day of the week; the charge becomes `paid` with its usual `paid` event and the history line ' +
        '"Pagamento confirmado via Pix". The value is `valor.final` of the code\'s payload for `paid_at` (the bank quote of that day).',
      auth: 'account',
      body: { name: 'BankPixPayment', schema: bankPixPaymentSchema, example: { qrcode: '00020101021226…6304ABCD', paid_at: '2025-03-12' } },
      response: {
        schema: object({ charge_id: integer, status: chargeStatus, value: cents, received_by_bank_at: date }),
        description: 'The charge paid and what was paid.',
      },
      errors: ['pixCodeInvalid', 'pixCodeNotFound', 'pixCodeOfAnotherAccount', 'pixCodeRemoved', 'boletoAlreadyPaid', 'boletoReplaced', 'boletoWrittenOff', 'boletoNotPayable', 'paymentAwaitingConfirmation'],
      handler: ({ res, body }) => {
        const result = payByPix(ctx, accountOf(res), body);
        sendJson(res, 200, { charge_id: result.charge.id, status: result.charge.status, value: result.value, received_by_bank_at: result.receivedByBankAt });
      },
    }),
    // What the payer would owe on a date, before paying: the dashboard shows it before confirming.
    route({
      method: 'get',
      path: '/bank/quote/:id',
      tag,
      summary: 'What the payer of a charge\'s boleto would owe on a date (fines, interest, discounts)',
      auth: 'account',
      query: [{ name: 'paid_at', description: 'YYYY-MM-DD (default: today on the account\'s clock).', schema: { type: 'string' } }],
      response: { schema: object({ charge_id: integer, paid_at: date, ...amountDue }), description: 'The amount due and its parts.' },
      errors: ['boletoNotFound', 'validation'],
      handler: ({ req, res, params }) => {
        const { paidAt, ...quote } = quoteChargeBoleto(ctx, accountOf(res), params.id, req.query.paid_at || undefined);
        sendJson(res, 200, { charge_id: params.id, paid_at: paidAt, ...quote });
      },
    }),
  ];
}

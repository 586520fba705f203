import type { AppContext } from '../../app/context.ts';
import { payAtBank, quoteChargeBoleto, type BankPaymentInput } from '../../app/bank.ts';
import { invalidProperty } from '../../domain/errors.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { validateBody } from '../validate.ts';
import { bankPaymentSchema } from '../schemas/billet.ts';

export function bankRoutes(ctx: AppContext): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  return [
    ['post', '/bank/payments', auth, (req, res) => {
      const input = validateBody<BankPaymentInput>(bankPaymentSchema, req.body);
      const given = (['typed_line', 'barcode', 'charge_id'] as const).filter((key) => input[key] !== undefined);
      if (given.length !== 1) {
        throw invalidProperty(given.length ? `/${given[1]}` : '/typed_line', 'Informe exatamente um de typed_line, barcode ou charge_id.');
      }
      const result = payAtBank(ctx, accountOf(res), input);
      sendJson(res, 200, {
        charge_id: result.charge.id,
        status: result.charge.status,
        value: result.value,
        received_by_bank_at: result.receivedByBankAt,
        amount_due: result.due.total,
        breakdown: result.due,
      });
    }],
    // What the payer would owe on a date, before paying: the dashboard shows it before confirming.
    ['get', '/bank/quote/:id', auth, (req, res) => {
      const chargeId = idParam(req.params.id);
      const { paidAt, ...quote } = quoteChargeBoleto(ctx, accountOf(res), chargeId, req.query.paid_at || undefined);
      sendJson(res, 200, { charge_id: chargeId, paid_at: paidAt, ...quote });
    }],
  ];
}

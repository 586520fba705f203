import type { AppContext } from '../../app/context.ts';
import { payAtBank, quoteBoleto, type BankPaymentInput } from '../../app/bank.ts';
import { findCharge } from '../../app/charges.ts';
import { accountNow } from '../../app/context.ts';
import { formatDate } from '../../domain/clock.ts';
import { ApiError, invalidProperty } from '../../domain/errors.ts';
import { isIsoDate } from '../../domain/dates.ts';
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
      const account = accountOf(res);
      const charge = findCharge(ctx, account, idParam(req.params.id));
      if (!charge.billet) throw new ApiError('boletoNotFound', 'Esta cobrança não tem boleto.');
      const paidAt = typeof req.query.paid_at === 'string' ? req.query.paid_at : formatDate(accountNow(ctx, account));
      if (!isIsoDate(paidAt)) throw invalidProperty('paid_at', 'Use o formato YYYY-MM-DD.');
      sendJson(res, 200, { charge_id: charge.id, paid_at: paidAt, ...quoteBoleto(charge, paidAt) });
    }],
  ];
}

// The bank simulator's Pix: a payer pastes a Bolix's "copia e cola" and pays what its payload
// asks for that day. Settled at once, on any day of the week (Pix has no clearing window), through
// the same transaction and the same checks as a payment by barcode (bank.ts receiveBoletoPayment):
// of a barcode payment and a Pix payment of one boleto, whichever runs first wins, the other finds
// the charge paid.
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { alreadyPaidMessage, receiveBoletoPayment, type BankPaymentResult } from './bank.ts';
import { findPixLocation, locationIdOfCode } from './pix-locations.ts';
import { ApiError } from '../domain/errors.ts';

export interface PixPaymentInput {
  qrcode: string;
  paid_at?: string;
}

export function payByPix(ctx: AppContext, account: AccountRow, input: PixPaymentInput): BankPaymentResult {
  const locationId = locationIdOfCode(input.qrcode);
  const nowMs = accountNow(ctx, account);
  return ctx.store.transaction(() => {
    const found = findPixLocation(ctx, locationId);
    if (!found) throw new ApiError('pixCodeNotFound', 'Nenhuma cobrança Pix corresponde a este código.');
    if (found.account.id !== account.id) {
      throw new ApiError('pixCodeOfAnotherAccount', 'Este código Pix é de um boleto de outra conta do sandbox: pague-o com as credenciais dela.');
    }
    const { charge, location } = found;
    if (charge.status === 'paid' || charge.status === 'settled') throw new ApiError('boletoAlreadyPaid', alreadyPaidMessage(charge));
    if (charge.status === 'canceled') throw new ApiError('pixCodeRemoved', `A cobrança ${charge.id} foi cancelada: o recebedor removeu a cobrança Pix deste código.`);
    if (!location.active) {
      throw new ApiError('boletoReplaced', 'Este código Pix foi substituído por outro quando o boleto ganhou novo vencimento; pague o código atual.');
    }
    return receiveBoletoPayment(ctx, charge, { action: 'payByPix', nowMs, paidAt: input.paid_at });
  });
}

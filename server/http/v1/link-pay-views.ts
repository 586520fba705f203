// What the payer's choice answers (the page, and the control API's stand-in): exactly what
// POST /v1/charge/:id/pay answers for that method.
import { billetIssuedView } from './boleto-views.ts';
import { cardPaidView } from './card-views.ts';
import type { ChargeRecord } from '../../domain/charge-record.ts';
import type { PixAnswer } from '../../app/bolix.ts';

export function paidThroughLinkView(charge: ChargeRecord, publicUrl: string, pix?: PixAnswer) {
  return charge.card ? cardPaidView(charge) : billetIssuedView(charge, publicUrl, pix);
}

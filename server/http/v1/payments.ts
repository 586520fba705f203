// Pay and one-step: the payment choice decides the use case and the answer's shape (boleto or
// card, wire-format §7.2, §7.7); the schema has already made sure exactly one was given.
import type { AppContext } from '../../app/context.ts';
import { createOneStepBillet, payChargeWithBillet, type BilletChoiceInput } from '../../app/boletos.ts';
import { createOneStepCard, payChargeWithCard, type CreditCardInput } from '../../app/card-payments.ts';
import type { CreateChargeInput } from '../../app/charges.ts';
import { accountOf } from '../auth.ts';
import { sendData } from '../envelope.ts';
import { idParam, type RouteTable } from '../routes.ts';
import { validateBody } from '../validate.ts';
import { oneStepSchema, paySchema } from '../schemas/payment.ts';
import { billetIssuedView } from './boleto-views.ts';
import { cardPaidView } from './card-views.ts';

type PaymentChoice = { banking_billet: BilletChoiceInput; credit_card?: never } | { credit_card: CreditCardInput; banking_billet?: never };

export function paymentRoutes(ctx: AppContext, publicUrl: () => string): RouteTable {
  return [
    ['post', '/charge/one-step', (req, res) => {
      const input = validateBody<CreateChargeInput & { payment: PaymentChoice }>(oneStepSchema, req.body);
      const account = accountOf(res);
      const { payment } = input;
      if (payment.credit_card) {
        sendData(res, cardPaidView(createOneStepCard(ctx, account, { ...input, payment: { credit_card: payment.credit_card } })));
      } else {
        sendData(res, billetIssuedView(createOneStepBillet(ctx, account, { ...input, payment: { banking_billet: payment.banking_billet } }), publicUrl()));
      }
    }],
    ['post', '/charge/:id/pay', (req, res) => {
      const id = idParam(req.params.id);
      const { payment } = validateBody<{ payment: PaymentChoice }>(paySchema, req.body);
      const account = accountOf(res);
      if (payment.credit_card) {
        sendData(res, cardPaidView(payChargeWithCard(ctx, account, id, payment.credit_card)));
      } else {
        sendData(res, billetIssuedView(payChargeWithBillet(ctx, account, id, payment.banking_billet), publicUrl()));
      }
    }],
  ];
}

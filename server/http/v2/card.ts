// POST /v2/charge/card: the one-step card charge with 3-D Secure that the PHP SDK 1.19.0 and the
// Node SDK 2.0 call `createChargeCard`. Answered unwrapped, refused in /v2's error shape (errors.ts).
import { splitRefusals } from '../../domain/marketplace.ts';
import type { AppContext } from '../../app/context.ts';
import { createCardChargeWith3ds } from '../../app/card-3ds.ts';
import { accountOf } from '../auth.ts';
import { sendJson } from '../envelope.ts';
import { route, type BodyOf } from '../route-declaration.ts';
import { cardChargeV2Schema } from '../schemas/card-v2.ts';
import { exampleBillingAddress, exampleItems, exampleToken } from '../openapi/examples.ts';
import { enumOf, integer, cents, named, object, string } from '../openapi/route-doc.ts';
import { refusal } from '../openapi/shapes/charge.ts';
import { cardChargeV2View } from './card-views.ts';
import { readV2Body } from './errors.ts';

const challengeShape = object(
  {},
  {
    form_data: object({ method: { const: 'POST' }, action_url: string, creq: string, threeDSSessionData: string }),
    html_template: { ...string, description: 'The form as a whole HTML document that posts itself to `action_url`.' },
  },
);

const cardChargeV2Answer = named(
  'CardChargeV2Answer',
  object(
    { charge_id: integer, installments: integer, installment_value: cents, total: cents, status: enumOf('approved', 'unpaid', 'waiting') },
    { refusal, tds_challenge: { ...challengeShape, description: 'When `waiting`: the 3-D Secure challenge the payer answers on the page at `form_data.action_url`.' } },
  ),
);

const example = {
  items: exampleItems,
  customer: { name: 'Gorbadoc Oldbuck', cpf: '94271564656', phone_number: '5144916523', email: 'oldbuck@example.com' },
  billing_address: exampleBillingAddress,
  payment_token: exampleToken,
  tds_info: { tds_identifier: '3f1c2a9e-6b7d-4e21-9a55-0c8d7e6f5a41', challenge_callback_url: 'https://loja.example/pagamento/retorno' },
};

export function cardV2Routes(ctx: AppContext, publicUrl: () => string) {
  return [
    route({
      method: 'post',
      path: '/charge/card',
      tag: 'Cards',
      summary: 'Create a charge and pay it by card with 3-D Secure (`createChargeCard`): answered unwrapped, refused as `{status, title, detail, extras}`',
      description:
        'The test card decides: last digit 1, 2 or 3 refused (`unpaid`), 9 asks for a challenge (`waiting` with `tds_challenge`; the payer passes or fails it on the page at `action_url`, then is sent to `challenge_callback_url`), any other approved.',
      auth: 'bearer',
      body: { name: 'CardChargeV2', schema: cardChargeV2Schema, read: readV2Body<BodyOf<typeof cardChargeV2Schema>>(cardChargeV2Schema), example },
      response: { schema: cardChargeV2Answer, description: 'The card\'s answer, not wrapped in `{code, data}`.' },
      errors: ['belowMinimum', 'belowMinimumAfterDiscount', 'aboveLimit', 'paymentTokenUsed', 'customerIsPayee', ...splitRefusals, 'discountWithSplit'],
      handler: ({ res, body }) => {
        const { items, shippings, metadata, tds_info, ...card } = body;
        const charge = createCardChargeWith3ds(ctx, accountOf(res), { charge: { items, shippings, metadata }, card, tds: tds_info });
        sendJson(res, 200, cardChargeV2View(charge, publicUrl()));
      },
    }),
  ];
}

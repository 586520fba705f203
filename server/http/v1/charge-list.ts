// GET /v1/charges (issue 25): the list Efí's SDKs call `listCharges` — what an ERP reads to catch
// up on the callbacks it missed.
import type { AppContext } from '../../app/context.ts';
import { listAccountCharges } from '../../app/listed-charges.ts';
import { pixAnswersOf } from '../../app/bolix.ts';
import { PIX_PAYABLE } from '../../app/boleto-view-model.ts';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, listDateFields, listedChargeTypes, listStatuses, readChargeListQuery } from '../../domain/charge-list-query.ts';
import { accountOf } from '../auth.ts';
import { sendJson } from '../envelope.ts';
import { route } from '../route-declaration.ts';
import { chargeList } from '../openapi/shapes/charge-list.ts';
import { chargeListParamsView, listedChargeView } from './charge-list-views.ts';

const dateParam = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' };

export function chargeListRoutes(ctx: AppContext, publicUrl: () => string) {
  return [
    route({
      method: 'get',
      path: '/charges',
      tag: 'Charges',
      summary: 'The account\'s charges of one type in a date range (on its clock), filtered, a page at a time, oldest first',
      description:
        'Efí\'s `listCharges`. A carnê\'s parcels are `carnet`, a subscription\'s charges `subscription`, whatever they are paid with; ' +
        'a charge whose payer has not chosen yet (`new`, or a link) is listed as both `billet` and `card` (a link that allows one method, as that one). ' +
        '`payment.paid_at` is when the payment was confirmed; `received_by_bank_at` the day it was received, the date `date_of=payment` filters on. ' +
        'A Bolix boleto\'s `payment.pix` is given while it can still be paid (`waiting`, `unpaid`), as its PDF prints it.',
      auth: 'bearer',
      query: [
        { name: 'charge_type', required: true, description: 'Which charges.', schema: { enum: [...listedChargeTypes] } },
        { name: 'begin_date', required: true, description: 'First day, YYYY-MM-DD.', schema: dateParam },
        { name: 'end_date', required: true, description: 'Last day, YYYY-MM-DD (included; not before begin_date).', schema: dateParam },
        {
          name: 'date_of',
          description: 'Which date the range bounds (default `creation`): `payment` is the day the payment was received; `expired` the due date (`due`, the word of PHP\'s example, is read as `expired`).',
          schema: { enum: [...listDateFields, 'due'], default: 'creation' },
        },
        { name: 'status', description: 'Only charges in this status.', schema: { enum: listStatuses } },
        { name: 'customer_document', description: 'Only this payer\'s: a CPF or CNPJ, with or without punctuation.', schema: { type: 'string', maxLength: 25 } },
        { name: 'custom_id', description: 'Only charges with this custom_id.', schema: { type: 'string', maxLength: 255 } },
        { name: 'value', description: 'Only charges of this total, in cents.', schema: { type: 'integer', minimum: 0 } },
        { name: 'limit', description: `Charges per page (default ${LIST_DEFAULT_LIMIT}).`, schema: { type: 'integer', minimum: 1, maximum: LIST_MAX_LIMIT, default: LIST_DEFAULT_LIMIT } },
        { name: 'page', description: 'Which page, from 1.', schema: { type: 'integer', minimum: 1, default: 1 } },
        { name: 'offset', description: 'Where the page starts instead (SDK 1.x and PHP send it); wins over `page`.', schema: { type: 'integer', minimum: 0 } },
      ],
      response: {
        schema: chargeList,
        description: 'The page, and the filters it was read with.',
        example: {
          code: 200,
          data: [{
            id: 1000001, total: 5000, status: 'paid', custom_id: 'pedido-42', created_at: '2025-03-10 14:02:11',
            customer: { phone_number: '5144916523', cpf: '94271564656', name: 'Gorbadoc Oldbuck' },
            payment: {
              payment_method: 'banking_billet', paid_at: '2025-03-12 09:30:00', received_by_bank_at: '2025-03-12', paid_value: 5000,
              banking_billet: {
                barcode: '36490.00019 00000.000000 01000.001019 1 10320000005000', link: 'http://127.0.0.1:4455/boleto/abc',
                billet_link: 'http://127.0.0.1:4455/emissao/abc', pdf: { charge: 'http://127.0.0.1:4455/boleto/abc.pdf' }, expire_at: '2025-03-20',
                configurations: { days_to_write_off: 89, interest_type: 'daily', interest: 0, fine: 0 },
              },
            },
          }],
          params: { charge_type: 'billet', begin_date: '2025-03-12', end_date: '2025-03-12', date_of: 'payment', pagination: { limit: 20, offset: 0, page: 1 } },
        },
      },
      errors: ['validation'],
      handler: async ({ req, res }) => {
        const account = accountOf(res);
        const query = readChargeListQuery(req.query);
        const listed = listAccountCharges(ctx, account, query);
        // A Bolix's code only while the boleto can still be paid, as its PDF prints it: a paid
        // one's is dead, and each is a ~7 KB image an ERP's page of paid charges would carry.
        const payable = listed.filter(({ charge }) => charge.billet && PIX_PAYABLE.has(charge.status));
        const pix = await pixAnswersOf(ctx, account, payable.map(({ charge }) => charge.id));
        const base = publicUrl();
        sendJson(res, 200, { code: 200, data: listed.map((item) => listedChargeView(item, base, pix.get(item.charge.id))), params: chargeListParamsView(query) });
      },
    }),
  ];
}

// GET /v1/charges's answer (issue 25): the shapes server/http/v1/charge-list-views.ts builds, as
// Efí's Node SDK 2.0 types them (`ChargeListEntrySchema`, `ListChargesResponseSchema`).
import { arrayOf, cents, date, enumOf, integer, named, nullable, object, string, timestamp, url } from '../route-doc.ts';
import { address, boletoLinks, chargeStatus, configurations, linkDetail, parcelLinks, pix } from './charge.ts';
import { listDateFields, listedChargeTypes, listStatuses } from '../../../domain/charge-list-query.ts';

const nullableString = nullable(string);

const listCustomer = {
  oneOf: [
    object({ phone_number: nullableString, cpf: nullableString, name: nullableString }),
    object({ phone_number: nullableString, cnpj: string, corporate_name: string }),
  ],
  description: 'A person (`cpf`, `name`) or a company (`cnpj`, `corporate_name`); absent while the payer has not been given.',
};

/** Every method's: when it was paid, and what and on which day the bank received. */
const paidFields = {
  paid_at: { ...nullable(timestamp), description: 'When the payment was confirmed (its `paid` callback); null while unpaid.' },
};
const optionalPaymentFields = {
  received_by_bank_at: { ...date, description: 'The day the payment was received: what `date_of=payment` filters on.' },
  paid_value: { ...cents, description: 'What the payer paid (fine and interest in, discounts out).' },
  pix,
};

const anyDiscount = { type: 'object', description: 'As sent.' };

const billetListPayment = object(
  {
    payment_method: { const: 'banking_billet' },
    ...paidFields,
    banking_billet: object({ barcode: string, ...boletoLinks, expire_at: date, configurations }, { discount: anyDiscount, conditional_discount: anyDiscount }),
  },
  optionalPaymentFields,
);

const carnetListPayment = object(
  {
    payment_method: { const: 'carnet' },
    ...paidFields,
    carnet: object({ parcel: integer, barcode: string, link: url, ...parcelLinks, expire_at: date, configurations }),
  },
  optionalPaymentFields,
);

const cardListPayment = object(
  {
    payment_method: { const: 'credit_card' },
    ...paidFields,
    credit_card: object({ mask: string, installments: integer, installment_value: cents }, { interest: integer, address: { ...address, description: 'The billing address.' } }),
  },
  optionalPaymentFields,
);

export const listedCharge = named('ListedCharge', object(
  { id: integer, total: cents, status: chargeStatus, custom_id: nullableString, created_at: timestamp },
  { customer: listCustomer, payment: { oneOf: [billetListPayment, carnetListPayment, cardListPayment] }, link: linkDetail },
));

export const chargeListParams = object(
  {
    charge_type: enumOf(...listedChargeTypes),
    begin_date: date,
    end_date: date,
    date_of: enumOf(...listDateFields),
    pagination: object({
      limit: integer,
      offset: integer,
      page: { type: 'integer', minimum: 1 },
    }),
  },
  { status: enumOf(...listStatuses), customer_document: string, custom_id: string, value: cents },
);

export const chargeList = named('ChargeList', object({ code: { const: 200 }, data: arrayOf(listedCharge), params: chargeListParams }));

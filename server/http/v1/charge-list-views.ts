// GET /v1/charges's items (issue 25), as Efí's Node SDK types them (2.0 `ChargeListEntrySchema`,
// 1.4 `listCharges`): `id`, not `charge_id`; the payer in brief; `payment` keyed by
// `payment_method`, with when it was paid and what the bank received, and `pix` on its top level.
import type { Customer } from '../../domain/billet-record.ts';
import type { ListedCharge } from '../../app/listed-charges.ts';
import type { PixAnswer } from '../../app/bolix.ts';
import type { ChargeListQuery } from '../../domain/charge-list-query.ts';
import { paymentView, pixView } from './boleto-views.ts';
import { parcelPaymentView } from './carnet-views.ts';
import { cardPaymentView } from './card-views.ts';
import { linkDetailView } from './link-views.ts';

function listCustomerView(customer: Customer) {
  const phone_number = customer.phone_number ?? null;
  const company = customer.juridical_person;
  if (company) return { phone_number, cnpj: company.cnpj, corporate_name: company.corporate_name };
  return { phone_number, cpf: customer.cpf ?? null, name: customer.name ?? null };
}

/** The method's own part, as the charge's detail shows it (`pix` is on the payment's top level here). */
function methodView({ charge }: ListedCharge, publicUrl: string) {
  if (charge.card) return { payment_method: 'credit_card', credit_card: cardPaymentView(charge).credit_card };
  if (charge.carnetId !== null) {
    const carnet = parcelPaymentView(charge, publicUrl).carnet;
    // The list's parcel has a `link` as well (Node SDK 2.0 requires it): its boleto's page.
    return { payment_method: 'carnet', carnet: { ...carnet, link: carnet.parcel_link } };
  }
  return { payment_method: 'banking_billet', banking_billet: paymentView(charge, publicUrl).banking_billet };
}

function listPaymentView(listed: ListedCharge, publicUrl: string, pix: PixAnswer | undefined) {
  const { charge, paidAt } = listed;
  const { payment_method, ...method } = methodView(listed, publicUrl);
  return {
    payment_method,
    paid_at: paidAt,
    ...(charge.paidValue !== null ? { received_by_bank_at: charge.receivedByBankAt, paid_value: charge.paidValue } : {}),
    ...pixView(pix),
    ...method,
  };
}

export function listedChargeView(listed: ListedCharge, publicUrl: string, pix: PixAnswer | undefined) {
  const { charge } = listed;
  return {
    id: charge.id,
    total: charge.total,
    status: charge.status,
    custom_id: charge.customId,
    created_at: charge.createdAt,
    ...(charge.customer ? { customer: listCustomerView(charge.customer) } : {}),
    ...(charge.billet || charge.card ? { payment: listPaymentView(listed, publicUrl, pix) } : {}),
    ...(charge.link ? { link: linkDetailView(charge.link, publicUrl) } : {}),
  };
}

/** `params`: the filters applied, and where the page starts. */
export function chargeListParamsView(query: ChargeListQuery) {
  return {
    charge_type: query.chargeType,
    begin_date: query.beginDate,
    end_date: query.endDate,
    date_of: query.dateOf,
    ...(query.status ? { status: query.status } : {}),
    ...(query.customerDocument ? { customer_document: query.customerDocument } : {}),
    ...(query.customId ? { custom_id: query.customId } : {}),
    ...(query.value !== undefined ? { value: query.value } : {}),
    pagination: { limit: query.limit, offset: query.offset, page: query.page },
  };
}

// API shapes of a boleto (wire-format §7.2, §7.3, §9): the URLs are built from the public base
// URL the server was started with, so a page or PDF link always points back at this sandbox.
import type { BilletRecord } from '../../domain/billet-record.ts';
import type { ChargeRecord } from '../../domain/charge-record.ts';
import { boletoLinks } from '../../domain/boleto-links.ts';
import type { PixAnswer } from '../../app/bolix.ts';

// Also the pages' and carnê views' way to a boleto's addresses.
export { boletoLinks, type BoletoLinks } from '../../domain/boleto-links.ts';

export function configurationsView(billet: BilletRecord) {
  return { days_to_write_off: billet.daysToWriteOff, interest_type: billet.interestType, interest: billet.interest, fine: billet.fine };
}

/** `pix` where the account has Bolix on (app/bolix.ts); no key at all otherwise, as the real API. */
export function pixView(pix: PixAnswer | undefined) {
  return pix ? { pix } : {};
}

/** The answer of pay and one-step with banking_billet. */
export function billetIssuedView(charge: ChargeRecord, publicUrl: string, pix?: PixAnswer) {
  const billet = charge.billet!;
  return {
    barcode: billet.typedLine,
    ...pixView(pix),
    ...boletoLinks(publicUrl, charge.billetCode!),
    expire_at: billet.expireAt,
    charge_id: charge.id,
    status: charge.status,
    total: charge.total,
    payment: 'banking_billet',
  };
}

/** `customer` as GET shows it: only what was sent; a juridical person flattened inside. */
export function customerView(customer: NonNullable<ChargeRecord['customer']>) {
  const { juridical_person: juridical, address, ...rest } = customer;
  return {
    ...rest,
    ...(juridical ? { corporate_name: juridical.corporate_name, cnpj: juridical.cnpj } : {}),
    ...(address ? { address: { ...address, ...(address.number !== undefined && address.number !== null ? { number: String(address.number) } : {}) } } : {}),
  };
}

export function paymentView(charge: ChargeRecord, publicUrl: string, pix?: PixAnswer) {
  const billet = charge.billet!;
  return {
    method: 'banking_billet',
    created_at: charge.paymentCreatedAt,
    message: billet.message,
    banking_billet: {
      barcode: billet.typedLine,
      ...pixView(pix),
      ...boletoLinks(publicUrl, charge.billetCode!),
      expire_at: billet.expireAt,
      configurations: configurationsView(billet),
      ...(billet.discount ? { discount: billet.discount } : {}),
      ...(billet.conditionalDiscount ? { conditional_discount: billet.conditionalDiscount } : {}),
    },
  };
}

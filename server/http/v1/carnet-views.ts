// API shapes of a carnê (wire-format §7.16, §7.17, §9) and of a parcel inside GET /v1/charge/:id.
// URLs point back at this sandbox, like the boleto's.
import { boletoLinks, configurationsView, pixView } from './boleto-views.ts';
import type { PixAnswer } from '../../app/bolix.ts';
import type { ChargeRecord, HistoryEntry } from '../../domain/charge-record.ts';
import type { CarnetRecord } from '../../domain/carnet.ts';

export function carnetLinks(publicUrl: string, code: string) {
  return {
    cover: `${publicUrl}/carne/${code}/capa`,
    link: `${publicUrl}/carne/${code}`,
    carnet_link: `${publicUrl}/emissao/carne/${code}`,
    pdf: { carnet: `${publicUrl}/carne/${code}.pdf`, cover: `${publicUrl}/carne/${code}/capa.pdf` },
  };
}

/** A parcel's own page and PDF: its boleto's. `url` is the classic page, `parcel_link` the responsive one. */
function parcelLinks(parcel: ChargeRecord, publicUrl: string) {
  const links = boletoLinks(publicUrl, parcel.billetCode!);
  return { url: links.billet_link, parcel_link: links.link, pdf: links.pdf };
}

/** POST /v1/carnet's answer: `parcel` is a string here (an integer in GET, as the real API does). */
export function carnetCreatedView(carnet: CarnetRecord, parcels: ChargeRecord[], publicUrl: string, pix: ReadonlyMap<number, PixAnswer> = new Map()) {
  return {
    carnet_id: carnet.id,
    status: carnet.status,
    ...carnetLinks(publicUrl, carnet.code),
    charges: parcels.map((parcel) => ({
      charge_id: parcel.id,
      parcel: String(parcel.parcel),
      status: parcel.status,
      value: parcel.total,
      expire_at: parcel.billet!.expireAt,
      ...parcelLinks(parcel, publicUrl),
      barcode: parcel.billet!.typedLine,
      ...pixView(pix.get(parcel.id)),
    })),
  };
}

export function carnetDetailView(carnet: CarnetRecord, parcels: ChargeRecord[], history: HistoryEntry[], publicUrl: string, pix: ReadonlyMap<number, PixAnswer> = new Map()) {
  return {
    carnet_id: carnet.id,
    status: carnet.status,
    repeats: carnet.repeats,
    ...carnetLinks(publicUrl, carnet.code),
    value: parcels.reduce((sum, parcel) => sum + parcel.total, 0),
    custom_id: carnet.customId,
    notification_url: carnet.notificationUrl,
    split_items: carnet.splitItems,
    charges: parcels.map((parcel) => ({
      charge_id: parcel.id,
      status: parcel.status,
      ...parcelLinks(parcel, publicUrl),
      barcode: parcel.billet!.typedLine,
      ...pixView(pix.get(parcel.id)),
      parcel: parcel.parcel,
      expire_at: parcel.billet!.expireAt,
      value: parcel.total,
      configurations: configurationsView(parcel.billet!),
    })),
    created_at: carnet.createdAt,
    history,
  };
}

/** `payment` of a parcel in GET /v1/charge/:id: method `carnet` (wire-format §7.3). */
export function parcelPaymentView(parcel: ChargeRecord, publicUrl: string, pix?: PixAnswer) {
  const billet = parcel.billet!;
  return {
    method: 'carnet',
    created_at: parcel.paymentCreatedAt,
    message: billet.message,
    carnet: {
      parcel: parcel.parcel,
      barcode: billet.typedLine,
      ...pixView(pix),
      ...parcelLinks(parcel, publicUrl),
      expire_at: billet.expireAt,
      configurations: configurationsView(billet),
    },
  };
}

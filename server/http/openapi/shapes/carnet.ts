// Response schemas of a carnê (server/http/v1/carnet-views.ts; wire-format §7.16, §7.17).
import { carnetStatuses } from '../../../domain/carnet.ts';
import { named, arrayOf, boolean, cents, date, enumOf, integer, nullable, object, string, timestamp, url } from '../route-doc.ts';
import { chargeStatus, historyEntry, pix } from './charge.ts';

export const carnetStatus = enumOf(...carnetStatuses);

const carnetLinks = { cover: url, link: url, carnet_link: url, pdf: object({ carnet: url, cover: url }) };
const parcelLinks = { url, parcel_link: url, pdf: object({ charge: url }) };
const configurations = object({ days_to_write_off: integer, interest_type: enumOf('daily', 'monthly'), interest: integer, fine: integer });

/** POST /v1/carnet: `parcel` is a string here, an integer in GET (as the real API does). */
export const carnetCreated = named('CarnetCreated', object({
  carnet_id: integer,
  status: carnetStatus,
  ...carnetLinks,
  charges: arrayOf(
    object({ charge_id: integer, parcel: { type: 'string', pattern: '^[0-9]+$' }, status: chargeStatus, value: cents, expire_at: date, ...parcelLinks, barcode: string }, { pix }),
  ),
}));

export const carnetDetail = named('Carnet', object({
  carnet_id: integer,
  status: carnetStatus,
  repeats: integer,
  ...carnetLinks,
  value: cents,
  custom_id: nullable(string),
  notification_url: nullable(string),
  split_items: boolean,
  charges: arrayOf(
    object({ charge_id: integer, status: chargeStatus, ...parcelLinks, barcode: string, parcel: integer, expire_at: date, value: cents, configurations }, { pix }),
  ),
  created_at: timestamp,
  history: arrayOf(historyEntry),
}));

// A charge as the service keeps it (server/store/charges-repo.ts maps its row to this), read by
// the use cases and shaped into each API's answer by the views. Types only.
import type { ChargeItem, ChargeStatus, Shipping } from './charge.ts';
import type { BilletRecord, Customer } from './billet-record.ts';
import type { CardPaymentRecord } from './card-payment.ts';
import type { LinkRecord } from './payment-link.ts';
import type { BalanceSheet } from './balance-sheet.ts';

/** `carnet`: a carnê's parcel, a boleto issued with its carnê (GET shows `payment.method: "carnet"`). */
export type PaymentMethod = 'banking_billet' | 'credit_card' | 'carnet';

export interface ChargeRecord {
  id: number;
  accountId: number;
  status: ChargeStatus;
  total: number;
  items: ChargeItem[];
  shippings: Shipping[] | null;
  customId: string | null;
  notificationUrl: string | null;
  notificationToken: string;
  createdAt: string;
  paymentMethod: PaymentMethod | null;
  paymentCreatedAt: string | null;
  customer: Customer | null;
  billet: BilletRecord | null;
  billetCode: string | null;
  balanceSheet: BalanceSheet | null;
  paidValue: number | null;
  receivedByBankAt: string | null;
  card: CardPaymentRecord | null;
  /** The carnê this charge is a parcel of, and which parcel (1-based). */
  carnetId: number | null;
  /** The period number of a subscription's charge; the parcel number of a carnê's. */
  parcel: number | null;
  /** The subscription that generated this charge. */
  subscriptionId: number | null;
  /** The payment link attached to it (its status is then `link` until the payer chooses). */
  link: LinkRecord | null;
  /** The partner-token of the partner route that issued or paid it (issue 25 §1); null otherwise. */
  partnerToken: string | null;
  /** "YYYY-MM-DD": the day the boleto's payment (at a bank or by Pix) was confirmed; null otherwise. */
  confirmedOn?: string | null;
}

/** A free-text history line of a charge, a carnê or a subscription. */
export interface HistoryEntry {
  message: string;
  created_at: string;
}

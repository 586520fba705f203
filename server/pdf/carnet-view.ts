// What a printed carnê shows, already decided and formatted by the use case: the booklet PDF, the
// cover PDF and the HTML pages only lay it out. Pure data, so every renderer is tested from fixtures.
import type { BoletoView } from './boleto-view.ts';

export interface CarnetParcelSummary {
  /** "1/12" */
  number: string;
  dueDate: string; // DD/MM/YYYY
  value: string; // "R$ 75,00"
  /** Where the parcel stands, for the payer: "Em aberto", "Vencida", "Paga", "Cancelada"… */
  situation: string;
  /** How the situation is shown: open (nothing to flag), late, paid, void (canceled and alike). */
  tone: 'open' | 'late' | 'paid' | 'void';
  ourNumber: string;
  typedLine: string;
}

export interface CarnetCover {
  /** "Carnê nº 100001" */
  title: string;
  beneficiary: BoletoView['beneficiary'];
  payer: BoletoView['payer'];
  parcelCount: number;
  /** The sum of every parcel's printed value. */
  total: string;
  /** "12 × R$ 75,00", or the first parcel's different value spelled out when the cents did not divide. */
  parcelValues: string;
  firstDueDate: string;
  lastDueDate: string;
  /** How to pay, in short sentences for the payer. */
  howToPay: string[];
  parcels: CarnetParcelSummary[];
}

export interface CarnetSlip {
  /** "Parcela 3/12" */
  parcelLabel: string;
  /** Stated on the stub when the parcel is no longer simply waiting: "PAGA", "VENCIDA"… */
  situation: string | null;
  /** The big diagonal mark over a slip that must not be paid any more: "PAGA", "CANCELADA". */
  mark: string | null;
  /** The parcel's own boleto: the slip prints its numbers, dates, values and barcode. */
  boleto: BoletoView;
}

export interface CarnetView {
  cover: CarnetCover;
  slips: CarnetSlip[];
  /** Printed on every page: this is a sandbox document with no value. */
  sandboxNotice: string;
}

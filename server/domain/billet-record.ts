import type { BilletTerms } from './billet.ts';

/** A boleto as stored with its charge: its terms, its numbers and where it is served. */
export interface BilletRecord extends BilletTerms {
  /** The 44 digits of the barcode. */
  barcode: string;
  /** Formatted typed line: what the API returns as `barcode`. */
  typedLine: string;
  /** The value the barcode encodes: total less the unconditional discount. */
  documentValue: number;
  /** Bumped on every re-issue (due date change), so caches of the PDF know it changed. */
  revision: number;
  /** Virtual time it was (re)issued. */
  issuedAtMs: number;
}

export interface Customer {
  name?: string | null;
  cpf?: string | null;
  email?: string | null;
  phone_number?: string;
  birth?: string | null;
  address?: Record<string, string | number | null>;
  juridical_person?: { corporate_name: string; cnpj: string };
}

/** The payer's name as a list shows it: the person's, else the company's; null when neither was given. */
export function customerName(customer: Customer | null | undefined): string | null {
  return customer?.name ?? customer?.juridical_person?.corporate_name ?? null;
}

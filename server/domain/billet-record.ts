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

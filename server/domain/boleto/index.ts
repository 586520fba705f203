// Boleto numbering: barcode, typed line, due-date factor and the Efí free field.

import { buildBarcode } from './barcode.ts';
import { encodeDueDateFactor } from './due-date-factor.ts';
import { buildFreeField } from './free-field.ts';
import { formatTypedLine, typedLineFromBarcode } from './typed-line.ts';

export * from './barcode.ts';
export * from './due-date-factor.ts';
export * from './free-field.ts';
export * from './typed-line.ts';

export interface IssueBoletoInput {
  /** Becomes the free field's 10-digit sequence, so a typed line leads back to its charge. */
  chargeId: number | string;
  /** 9-digit account slot of the free field; DEFAULT_ACCOUNT_NUMBER when omitted. */
  accountNumber?: number | string;
  /** Due date, YYYY-MM-DD (≥ 2000-07-03). */
  expireAt: string;
  /** Amount printed on the boleto, in cents. */
  valueCents: number;
}

export interface BoletoNumbers {
  barcode44: string;
  typedLine47: string;
  /** What the API returns in its `barcode` attribute. */
  typedLineFormatted: string;
  factor: string;
}

/** All the numbers of a bank-364 boleto. Deterministic: same input, same numbers. */
export function issueBoletoNumbers(input: IssueBoletoInput): BoletoNumbers {
  const factor = encodeDueDateFactor(input.expireAt);
  const freeField = buildFreeField({ accountNumber: input.accountNumber, sequence: input.chargeId });
  const barcode44 = buildBarcode({ factor, valueCents: input.valueCents, freeField });
  const typedLine47 = typedLineFromBarcode(barcode44);
  return { barcode44, typedLine47, typedLineFormatted: formatTypedLine(typedLine47), factor };
}

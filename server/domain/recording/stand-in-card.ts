// A recording is written to a file a suite commits, so it must never carry a card the integrator
// typed. The sandbox decides a card by brand and last digit alone (domain/cards.ts: 1, 2, 3
// refused, 9 a 3-D Secure challenge, any other approved), so a recorded POST
// /sandbox/v1/payment-tokens keeps what decides its answer on one of the sandbox's own test
// numbers: a valid number becomes the test number of the brand it is detected as (a mismatch with
// `brand` stays a mismatch), re-ended in its last digit; an invalid one becomes "0000", refused
// the same way; a CVV keeps its type and length, not its digits.
import { numberEndingIn, testCards } from '../cards.ts';
import { detectCardBrand, isValidCardNumber } from '../documents.ts';

/** The request body as recorded: the card's number and CVV stood in for; anything else as sent. */
export function withStandInCard(body: string | null): string | null {
  if (body === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null; // not JSON: the replay leaves such a body out, and the recording keeps none of it
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return body;
  const card = parsed as Record<string, unknown>;
  if ('number' in card) card.number = standInNumber(card.number);
  if ('cvv' in card) card.cvv = standInCvv(card.cvv);
  return JSON.stringify(card);
}

function standInNumber(number: unknown): unknown {
  // Only a string is read as a number by the tokenizer; anything else is refused as it is.
  if (typeof number !== 'string') return typeof number === 'number' ? 0 : number === null ? null : 0;
  const digits = number.replace(/[\s-]/g, '');
  const brand = detectCardBrand(digits);
  if (!/^\d{12,19}$/.test(digits) || !isValidCardNumber(digits) || brand === null) return '0000';
  const sample = testCards().find((card) => card.brand === brand && card.outcome === 'approved')!.number;
  return numberEndingIn(sample.slice(0, -2), Number(digits.at(-1)));
}

function standInCvv(cvv: unknown): unknown {
  if (typeof cvv === 'number') return 0;
  if (typeof cvv !== 'string') return cvv === null ? null : 0;
  return /^\d+$/.test(cvv) ? '1234567890'.repeat(Math.ceil(cvv.length / 10)).slice(0, cvv.length) : 'x';
}

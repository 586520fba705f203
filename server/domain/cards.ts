// Card rules the sandbox applies without ever seeing an acquirer: the homologation outcome by the
// card number's last digit (wire-format §8.3), the mask the tokenizer answers, and a set of test
// numbers per brand, every one Luhn-valid and detected as its own brand (boleto.md §7.3).
import { detectCardBrand, isValidCardNumber, luhnCheck, type CardBrand } from './documents.ts';
import { CHALLENGE_DIGIT } from './card-3ds.ts';

export const cardBrands: readonly CardBrand[] = ['visa', 'mastercard', 'amex', 'elo', 'hipercard'];

/** Brands the API accepted until 2018-09-12 (wire-format §8.1): refused with a message saying so. */
export const retiredCardBrands: readonly string[] = ['jcb', 'aura', 'discover'];

export type CardOutcome = { approved: true; reason: null } | { approved: false; reason: string };

const refusals: Record<number, string> = {
  1: 'Dados do cartão inválidos.',
  2: 'Transação não autorizada por motivos de segurança.',
  3: 'Transação não autorizada, tente novamente mais tarde.',
};

/** Last digit 1, 2 or 3: refused with the documented reason; any other: approved. */
export function cardOutcome(lastDigit: number): CardOutcome {
  const reason = refusals[lastDigit];
  return reason ? { approved: false, reason } : { approved: true, reason: null };
}

/** "XXXXXXXXXXXX3335": every digit but the last four masked, as the tokenizer answers. */
export function cardMask(digits: string): string {
  return 'X'.repeat(Math.max(digits.length - 4, 0)) + digits.slice(-4);
}

export function cvvLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/**
 * A Luhn-valid number from `body` (all digits but the last two) ending in `lastDigit`: the
 * second-to-last digit is chosen to make the check come out right. Doubling that position maps
 * 0–9 onto ten different residues, so exactly one choice works.
 */
export function numberEndingIn(body: string, lastDigit: number): string {
  for (let digit = 0; digit <= 9; digit++) {
    const candidate = `${body}${digit}${lastDigit}`;
    if (luhnCheck(candidate)) return candidate;
  }
  throw new Error(`no Luhn-valid number ends ${body}?${lastDigit}`);
}

export interface TestCard {
  brand: CardBrand;
  number: string;
  cvv: string;
  outcome: 'approved' | 'refused';
  reason: string | null;
}

// An approved number per brand (documented samples: Efí's Visa, well-known test numbers); the
// refused ones are the same number re-ended in 1, 2 and 3, the one that asks for a 3-D Secure
// challenge re-ended in 9.
const approvedNumbers: Record<CardBrand, string> = {
  visa: '4012001038443335',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  elo: '5067224275805500',
  hipercard: '6062826786276634',
};

function buildTestCards(): TestCard[] {
  const cards: TestCard[] = [];
  for (const brand of cardBrands) {
    const approved = approvedNumbers[brand];
    const numbers = [approved, ...[1, 2, 3, CHALLENGE_DIGIT].map((digit) => numberEndingIn(approved.slice(0, -2), digit))];
    for (const number of numbers) {
      if (!isValidCardNumber(number) || detectCardBrand(number) !== brand) throw new Error(`test card ${number} is not a valid ${brand}`);
      const outcome = cardOutcome(Number(number.at(-1)));
      cards.push({ brand, number, cvv: '1234'.slice(0, cvvLength(brand)), outcome: outcome.approved ? 'approved' : 'refused', reason: outcome.reason });
    }
  }
  return cards;
}

let builtTestCards: readonly TestCard[] | undefined;
/** Built (and checked) on first use, not as the module loads: every start loads it (cold start, issue 23 §6). */
export function testCards(): readonly TestCard[] {
  return (builtTestCards ??= buildTestCards());
}

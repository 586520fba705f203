// Card tokens: what the browser tokenizer would give for a card (wire-format §8.2), issued by the
// control API since a sandbox has no browser library. The number is checked as the tokenizer
// does — brand, Luhn, length, CVV, expiry on the account's clock — and never stored: the token
// keeps the brand, the mask and the last digit, which decides the payment's outcome (§8.3).
import { randomBytes } from 'node:crypto';
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { PaymentTokenRow } from '../store/payment-tokens-repo.ts';
import { cardBrands, cardMask, cardOutcome, cvvLength, retiredCardBrands, type CardOutcome } from '../domain/cards.ts';
import { detectCardBrand, isValidCardNumber, type CardBrand } from '../domain/documents.ts';
import { formatDate, formatTimestamp } from '../domain/clock.ts';
import { ApiError } from '../domain/errors.ts';

export interface CardInput {
  brand?: unknown;
  number?: unknown;
  cvv?: unknown;
  expiration_month?: unknown;
  expiration_year?: unknown;
  reuse?: boolean;
}

export interface IssuedPaymentToken {
  payment_token: string;
  card_mask: string;
}

/** A brand the API accepts (3500056 otherwise; the brands retired in 2018 are named as such). */
export function checkBrand(value: unknown): CardBrand {
  if (typeof value === 'string' && (cardBrands as readonly string[]).includes(value)) return value as CardBrand;
  const accepted = `Use uma de: ${cardBrands.join(', ')}.`;
  if (value === undefined || value === '') throw new ApiError('invalidBrand', `Informe a bandeira (brand). ${accepted}`);
  if (typeof value === 'string' && retiredCardBrands.includes(value)) {
    throw new ApiError('invalidBrand', `A bandeira ${value} não é mais aceita: jcb, aura e discover foram removidas em 12/09/2018. ${accepted}`);
  }
  throw new ApiError('invalidBrand', `Bandeira inválida. ${accepted}`);
}

function checkNumber(value: unknown, brand: CardBrand): string {
  const digits = typeof value === 'string' ? value.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(digits) || !isValidCardNumber(digits)) {
    throw new ApiError('invalidCardNumber', 'Número de cartão inválido.');
  }
  if (detectCardBrand(digits) !== brand) {
    throw new ApiError('invalidCardNumber', `O número do cartão não corresponde à bandeira ${brand}.`);
  }
  return digits;
}

function checkCvv(value: unknown, brand: CardBrand): void {
  const length = cvvLength(brand);
  if (typeof value !== 'string' || !new RegExp(`^\\d{${length}}$`).test(value)) {
    throw new ApiError('invalidCardData', { property: '/cvv', message: `O código de segurança deve ter ${length} dígitos.` });
  }
}

function checkMonth(value: unknown): number {
  const month = typeof value === 'string' && /^(0[1-9]|1[0-2])$/.test(value) ? Number(value) : value;
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new ApiError('invalidExpirationMonth', 'Mês de vencimento inválido: use de 01 a 12.');
  }
  return month;
}

function checkYear(value: unknown, month: number, today: string): number {
  const year = typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : value;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new ApiError('invalidExpirationYear', 'Ano de vencimento inválido: use 4 dígitos.');
  }
  // A card is good through the last day of its expiration month.
  const [thisYear, thisMonth] = today.split('-').map(Number);
  if (year < thisYear || (year === thisYear && month < thisMonth)) {
    throw new ApiError('invalidExpirationYear', `Cartão vencido em ${String(month).padStart(2, '0')}/${year} (data do sandbox: ${today}).`);
  }
  return year;
}

export function issuePaymentToken(ctx: AppContext, account: AccountRow, input: CardInput): IssuedPaymentToken {
  const nowMs = accountNow(ctx, account);
  const brand = checkBrand(input.brand);
  const digits = checkNumber(input.number, brand);
  checkCvv(input.cvv, brand);
  const month = checkMonth(input.expiration_month);
  checkYear(input.expiration_year, month, formatDate(nowMs));
  const token = randomBytes(20).toString('hex');
  const mask = cardMask(digits);
  ctx.store.transaction(() =>
    ctx.store.paymentTokens.insert({
      token,
      accountId: account.id,
      brand,
      cardMask: mask,
      lastDigit: Number(digits.at(-1)),
      reuse: input.reuse === true,
      createdAt: formatTimestamp(nowMs),
    }),
  );
  return { payment_token: token, card_mask: mask };
}

/**
 * For a card payment (inside its transaction): the token's card and the outcome the sandbox rule
 * gives it. A token is single-use unless issued with `reuse`: a second use is 3500018. Returns
 * null for a token this account never issued; the caller decides how to refuse it.
 */
export function consumePaymentToken(ctx: AppContext, account: AccountRow, token: string, atMs: number): (PaymentTokenRow & { outcome: CardOutcome }) | null {
  const row = ctx.store.paymentTokens.find(account.id, token.toLowerCase());
  if (!row) return null;
  if (row.used_at !== null && row.reuse === 0) throw new ApiError('paymentTokenUsed', 'O payment_token informado já foi utilizado.');
  ctx.store.paymentTokens.markUsed(account.id, row.token, formatTimestamp(atMs));
  return { ...row, outcome: cardOutcome(row.last_digit) };
}

import type { Db } from './db.ts';
import type { CardBrand } from '../domain/documents.ts';

export interface PaymentTokenRow {
  token: string;
  account_id: number;
  brand: CardBrand;
  card_mask: string;
  /** The card number's last digit: what decides the sandbox outcome of a payment (wire-format §8.3). */
  last_digit: number;
  reuse: number;
  used_at: string | null;
  created_at: string;
}

export interface NewPaymentToken {
  token: string;
  accountId: number;
  brand: CardBrand;
  cardMask: string;
  lastDigit: number;
  reuse: boolean;
  createdAt: string;
}

export function createPaymentTokensRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO payment_tokens (token, account_id, brand, card_mask, last_digit, reuse, created_at)
     VALUES (@token, @accountId, @brand, @cardMask, @lastDigit, @reuse, @createdAt)`,
  );
  // The account is part of the lookup: another tenant's token reads as unknown.
  const byToken = db.prepare('SELECT * FROM payment_tokens WHERE token = ? AND account_id = ?');
  const markUsed = db.prepare('UPDATE payment_tokens SET used_at = ? WHERE token = ? AND account_id = ?');

  return {
    insert(token: NewPaymentToken): void {
      insert.run({ ...token, reuse: token.reuse ? 1 : 0 });
    },
    find: (accountId: number, token: string) => byToken.get(token, accountId) as PaymentTokenRow | undefined,
    markUsed(accountId: number, token: string, usedAt: string): void {
      markUsed.run(usedAt, token, accountId);
    },
  };
}

export type PaymentTokensRepo = ReturnType<typeof createPaymentTokensRepo>;

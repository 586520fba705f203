// Card installments of an account: GET /v1/installments (bearer) and the browser tokenizer's
// GET /v1/installments/:code/jsonp answer the same list, from the account's own settings, which
// the control API reads and changes (GET/PUT /sandbox/v1/card-settings).
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { CardBrand } from '../domain/documents.ts';
import { checkBrand } from './payment-tokens.ts';
import {
  installmentOptions,
  MAX_INSTALLMENTS_TOTAL,
  MIN_INSTALLMENTS_TOTAL,
  type InstallmentOption,
  type InstallmentSettings,
} from '../domain/installments.ts';
import { formatBRL } from '../domain/format.ts';
import { ApiError } from '../domain/errors.ts';

/** The `data` of GET /v1/installments (wire-format §7.37). */
export interface InstallmentsAnswer {
  /** 0 in every documented example. */
  rate: number;
  name: CardBrand;
  installments: InstallmentOption[];
}

/** The settings as the control API names them. */
export interface CardSettings {
  interest_free_installments: number;
  monthly_interest: number;
}

export function installmentSettingsOf(account: AccountRow): InstallmentSettings {
  return { interestFreeInstallments: account.interest_free_installments, monthlyInterest: account.monthly_interest };
}

/** `total` from a query string: cents, a positive integer within the limits of §7.37. */
function checkTotal(value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value) || /^0+$/.test(value)) {
    throw new ApiError('missingTotal', 'Informe o valor total (total) em centavos, um número inteiro positivo: 20000 para R$ 200,00.');
  }
  // More than 15 significant digits is above the limit whatever the value (and past exact doubles).
  const total = value.replace(/^0+/, '').length > 15 ? Infinity : Number(value);
  if (total < MIN_INSTALLMENTS_TOTAL) {
    throw new ApiError('belowMinimum', `O valor total [${value}] é inferior ao mínimo de ${formatBRL(MIN_INSTALLMENTS_TOTAL)}.`);
  }
  if (total > MAX_INSTALLMENTS_TOTAL) {
    throw new ApiError('greaterThanLimit', `O valor total [${value.slice(0, 30)}] excede o limite de ${formatBRL(MAX_INSTALLMENTS_TOTAL)} por transação.`);
  }
  return total;
}

/** The installments a payer may choose for `total` cents on `brand`, with the account's interest. */
export function quoteInstallments(account: AccountRow, brand: string | undefined, total: string | undefined): InstallmentsAnswer {
  const name = checkBrand(brand);
  const cents = checkTotal(total);
  return { rate: 0, name, installments: installmentOptions(cents, installmentSettingsOf(account)) };
}

export function cardSettingsOf(account: AccountRow): CardSettings {
  return { interest_free_installments: account.interest_free_installments, monthly_interest: account.monthly_interest };
}

/** Changes what is given (ranges are the schema's); the rest stays as it was. */
export function updateCardSettings(ctx: AppContext, account: AccountRow, input: Partial<CardSettings>): CardSettings {
  const next = { ...cardSettingsOf(account), ...input };
  ctx.store.transaction(() => ctx.store.accounts.setInstallmentSettings(account.id, next.interest_free_installments, next.monthly_interest));
  return next;
}

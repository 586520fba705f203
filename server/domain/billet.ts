// Boleto rules that are not numbers or money: what a banking_billet payment choice becomes,
// when it falls overdue, when it is written off, and the printed instructions.
import { ApiError, invalidProperty } from './errors.ts';
import { addDays, daysBetween } from './dates.ts';
import { businessDayOnOrAfter } from './bank-calendar.ts';
import { documentValue, graceEndDate, type ConditionalDiscount, type Discount, type InterestConfig } from './money.ts';
import { formatBRL, formatDateBR, formatPercent } from './format.ts';
import { isValidCnpj, isValidCpf } from './documents.ts';
import { MAX_BARCODE_VALUE_CENTS } from './boleto/barcode.ts';
import { FACTOR_WINDOW_DAYS_AFTER } from './boleto/due-date-factor.ts';

/** Real minimum for any charge paid by boleto (wire-format §3.4: 4600036 / 4600523). */
export const MIN_BOLETO_CENTS = 500;
/**
 * The latest due date a boleto may have, in days after today (4600414). Efí publishes no figure;
 * this is the furthest a bank can read from the barcode's 4-digit due-date factor on the day the
 * boleto is issued (FEBRABAN's window, ref + 5500 days, domain/boleto/due-date-factor.ts): a later
 * date would be read back as one 9000 days earlier. About 15 years.
 */
export const MAX_DAYS_TO_DUE_DATE = FACTOR_WINDOW_DAYS_AFTER;
/** When not given, a boleto stays payable this many days after its due date (Efí's old fixed value). */
export const DEFAULT_DAYS_TO_WRITE_OFF = 89;

export interface BilletInput {
  expire_at: string;
  message?: string;
  configurations?: { fine?: number; interest?: InterestConfig; days_to_write_off?: number };
  discount?: Discount;
  conditional_discount?: ConditionalDiscount;
}

export interface BilletTerms {
  expireAt: string;
  message: string | null;
  fine: number;
  interest: number;
  interestType: 'daily' | 'monthly';
  daysToWriteOff: number;
  discount: Discount | null;
  conditionalDiscount: ConditionalDiscount | null;
}

/**
 * Turns the request's banking_billet into the boleto's terms, refusing what the real API refuses:
 * a due date before today on the account's clock (4600007) or beyond the maximum (4600414), a value under R$ 5,00 before
 * (4600036) or after discounts (4600523), and one above what the barcode can carry (4600037).
 * `pointer` is where the banking_billet sits in the body.
 */
export function billetTermsFrom(input: BilletInput, total: number, today: string, pointer: string): BilletTerms {
  if (daysBetween(today, input.expire_at) < 0) {
    throw new ApiError('expireBeforeToday', {
      property: `${pointer}/expire_at`,
      message: `A data de vencimento do boleto deve ser igual ou posterior à data atual (${formatDateBR(today)}).`,
    });
  }
  if (daysBetween(today, input.expire_at) > MAX_DAYS_TO_DUE_DATE) {
    throw new ApiError('dueDateBeyondMaximum', {
      property: `${pointer}/expire_at`,
      message: `Data máxima de vencimento atingida: o vencimento deve ser até ${formatDateBR(addDays(today, MAX_DAYS_TO_DUE_DATE))}.`,
    });
  }
  if (input.conditional_discount && daysBetween(input.conditional_discount.until_date, input.expire_at) < 0) {
    throw invalidProperty(`${pointer}/conditional_discount/until_date`, 'A data limite do desconto não pode ser posterior ao vencimento.');
  }
  const interest = input.configurations?.interest ?? 0;
  const interestType = typeof interest === 'object' ? (interest.type ?? 'daily') : 'daily';
  const interestValue = typeof interest === 'object' ? interest.value : interest;
  if (interestType === 'daily' && interestValue > 330) {
    throw invalidProperty(`${pointer}/configurations/interest/value`, 'O valor deve ser menor ou igual a 330 para juros diários.');
  }
  if (total < MIN_BOLETO_CENTS) {
    throw new ApiError('belowMinimum', 'O valor mínimo de uma cobrança por boleto é R$ 5,00.');
  }
  const terms: BilletTerms = {
    expireAt: input.expire_at,
    message: input.message ?? null,
    fine: input.configurations?.fine ?? 0,
    interest: interestValue,
    interestType,
    daysToWriteOff: input.configurations?.days_to_write_off ?? DEFAULT_DAYS_TO_WRITE_OFF,
    discount: input.discount ?? null,
    conditionalDiscount: input.conditional_discount ?? null,
  };
  // The barcode's value field has 10 digits: a larger document value has no valid boleto.
  const value = documentValue(total, terms.discount);
  if (value > MAX_BARCODE_VALUE_CENTS) {
    throw new ApiError('aboveLimit', `O valor do boleto (${formatBRL(value)}) ultrapassa o máximo de ${formatBRL(MAX_BARCODE_VALUE_CENTS)} que cabe no código de barras.`);
  }
  if (lowestPayable(total, terms) < MIN_BOLETO_CENTS) {
    throw new ApiError('belowMinimumAfterDiscount', 'O valor da cobrança com desconto não pode ser menor que R$ 5,00.');
  }
  return terms;
}

/** The least a payer could pay: after both discounts (the conditional one on top). */
function lowestPayable(total: number, terms: BilletTerms): number {
  const value = documentValue(total, terms.discount);
  const conditional = terms.conditionalDiscount;
  if (!conditional) return value;
  const off = conditional.type === 'currency' ? conditional.value : Math.round((value * conditional.value) / 10_000);
  return value - off;
}

/**
 * Checks the CPF/CNPJ check digits, pointing at the offending field, and that the customer is not
 * the account itself (4600222): `payeeCnpj` is the account's own CNPJ, the beneficiary printed on
 * its boletos (a CPF can never equal it).
 */
export function checkCustomerDocuments(customer: { cpf?: string | null; juridical_person?: { cnpj: string } }, pointer: string, payeeCnpj: string): void {
  if (customer.cpf && !isValidCpf(customer.cpf)) throw invalidProperty(`${pointer}/cpf`, 'CPF inválido: dígitos verificadores não conferem.');
  const cnpj = customer.juridical_person?.cnpj;
  if (cnpj && !isValidCnpj(cnpj)) throw invalidProperty(`${pointer}/juridical_person/cnpj`, 'CNPJ inválido: dígitos verificadores não conferem.');
  if (cnpj === payeeCnpj) {
    throw new ApiError('customerIsPayee', {
      property: `${pointer}/juridical_person/cnpj`,
      message: 'O recebedor e o pagador não podem ser a mesma pessoa: o CNPJ informado é o da própria conta.',
    });
  }
}

// A clock walk asks once per boleto falling due, and a year's 100,000 boletos share 365 due dates:
// each date's answer is worked out once (the calendar and the date arithmetic were ~5 % of the
// walk's CPU). Bounded, as due dates come from requests.
const overdueDays = new Map<string, string>();
const OVERDUE_DAYS_KEPT = 4096;

/**
 * A boleto not paid by its due date turns `unpaid` at the start of the next day; one due on a
 * non-business day stays `waiting` through the next business day, when it is still paid at face
 * value (graceEndDate), and turns `unpaid` the day after: it is not overdue while nothing more is owed.
 */
export function overdueDate(expireAt: string): string {
  let day = overdueDays.get(expireAt);
  if (day === undefined) {
    if (overdueDays.size >= OVERDUE_DAYS_KEPT) overdueDays.clear();
    day = addDays(graceEndDate(expireAt), 1);
    overdueDays.set(expireAt, day);
  }
  return day;
}

/**
 * The last day a bank still accepts the boleto: `days_to_write_off` calendar days after the
 * original due date (as Banco Central counts a cobv's validadeAposVencimento), moved to the next
 * business day when it is not one (Código Civil art. 132 §1) — so a boleto due on Sunday with
 * `days_to_write_off` 0 is still received on Monday, its grace day.
 */
export function lastPayableDate(terms: Pick<BilletTerms, 'expireAt' | 'daysToWriteOff'>): string {
  return businessDayOnOrAfter(addDays(terms.expireAt, terms.daysToWriteOff));
}

/** The "Instruções" printed on the boleto, worded from its terms (Efí's exact wording is unknown). */
export function billetInstructions(terms: BilletTerms, total: number): string[] {
  const lines: string[] = [];
  const small = total < 1000;
  if (!small && terms.fine > 0) lines.push(`Após o vencimento cobrar multa de ${formatPercent(terms.fine, 2)}.`);
  if (!small && terms.interest > 0) {
    const per = terms.interestType === 'monthly' ? 'ao mês' : 'ao dia';
    lines.push(`Após o vencimento cobrar juros de ${formatPercent(terms.interest, 3)} ${per}.`);
  }
  if (!small && terms.conditionalDiscount) {
    const discount = terms.conditionalDiscount;
    const amount = discount.type === 'currency' ? formatBRL(discount.value) : formatPercent(discount.value, 2);
    lines.push(`Até ${formatDateBR(discount.until_date)} conceder desconto de ${amount}.`);
  }
  lines.push(
    terms.daysToWriteOff === 0
      ? 'Não receber após o vencimento.'
      : `Não receber após ${terms.daysToWriteOff} dias do vencimento (${formatDateBR(lastPayableDate(terms))}).`,
  );
  return lines;
}

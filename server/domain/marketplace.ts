// Marketplace split (`items[].marketplace`, EFIDOC split-de-pagamento.md; wire-format §3.4, §10):
// the refusals the real service applies when a split charge is created or paid, and each payee's
// share of a payment. Pure: the use cases call these inside their transactions.
//
// Rules (EFIDOC): `mode` 2 unless given; a repasse is a `percentage` (hundredths of a percent,
// 2500 = 25 %) or a `fixed` amount in cents, and `fixed` needs `mode` 1; a repasse is never 0;
// no two repasses to the same account in one item (3500026); an item's repasses above 100 % (or
// fixed amounts above the item's total) are refused — "a transação não poderá ser gerada"; no
// discount together with a split (3500073); no negative items once any item is split (3500095).
// The sources give no code for the "above 100 %" refusal: we answer 3500029 ("error mapping
// repasses", the catalog's only other repasses code), as for a repasse that is neither or both of
// percentage/fixed, is 0, or is fixed without mode 1 (docs/fidelity.md).
//
// Shares (ours; Efí publishes no rounding): a percentage repasse gets floor(item total × percentage
// / 10000) cents, where the item total is value × amount; a fixed repasse gets its cents; a
// shipping with a `payee_code` goes whole to that account (wire-format §6.1). The account that
// issued the charge keeps the rest, so payees' shares + the issuer's = the paid amount, to the cent.
// Paid more than the charge's total (fine, interest, card installments' interest): the extra stays
// with the issuer. Paid less (a boleto paid short, a carnê parcel's part of the items): every share
// is scaled to paid / total, floored again, the rest to the issuer — so no share ever exceeds its
// nominal amount and the issuer never goes negative. `mode` only decides who bears Efí's fee, and
// the sandbox charges no fee (`boleto_fee` is not available), so both modes split the same way.
import { ApiError, type ErrorKind } from './errors.ts';

/** What a route that takes items may answer for its split (the OpenAPI document lists them). */
export const splitRefusals = ['duplicatePayee', 'repassesInvalid', 'negativeItemWithSplit'] as const satisfies readonly ErrorKind[];

export interface Repasse {
  payee_code: string;
  percentage?: number;
  fixed?: number;
}

export interface Marketplace {
  mode?: 1 | 2;
  repasses: Repasse[];
}

export interface SplitItem {
  name: string;
  value: number;
  amount?: number;
  marketplace?: unknown;
}

export interface SplitShipping {
  name: string;
  value: number;
  payee_code?: string;
}

const PERCENT_SCALE = 10_000;

function marketplaceOf(item: SplitItem): Marketplace | null {
  return (item.marketplace as Marketplace | undefined) ?? null;
}

export function hasSplit(items: readonly SplitItem[]): boolean {
  return items.some((item) => marketplaceOf(item) !== null);
}

function repassesError(pointer: string, message: string): ApiError {
  return new ApiError('repassesInvalid', { property: pointer, message });
}

function itemTotal(item: SplitItem): bigint {
  return BigInt(item.value) * BigInt(item.amount ?? 1);
}

/** The cents a repasse is worth on its item, before any scaling to what was paid. */
function nominalShare(repasse: Repasse, total: bigint): bigint {
  if (repasse.fixed !== undefined) return BigInt(repasse.fixed);
  return (total * BigInt(repasse.percentage ?? 0)) / BigInt(PERCENT_SCALE);
}

/**
 * The refusals of a split, first found first, on every route that takes items. `pointer` is where
 * the items array sits in the body (`/items`).
 */
export function checkSplit(items: readonly SplitItem[], pointer = '/items'): void {
  if (!hasSplit(items)) return;
  // "If one item is a split item, all the items are" (EFIDOC): a negative line anywhere is refused.
  items.forEach((item, i) => {
    if (item.value < 0) {
      throw new ApiError('negativeItemWithSplit', { property: `${pointer}/${i}/value`, message: 'Itens com valor negativo não são permitidos em transações de marketplace.' });
    }
  });
  items.forEach((item, i) => {
    const marketplace = marketplaceOf(item);
    if (marketplace) checkItemSplit(item, marketplace, `${pointer}/${i}/marketplace`);
  });
}

function checkItemSplit(item: SplitItem, marketplace: Marketplace, pointer: string): void {
  const mode = marketplace.mode ?? 2;
  const seen = new Set<string>();
  let percentage = 0;
  let cents = 0n;
  const total = itemTotal(item);
  marketplace.repasses.forEach((repasse, j) => {
    const at = `${pointer}/repasses/${j}`;
    const hasPercentage = repasse.percentage !== undefined;
    const hasFixed = repasse.fixed !== undefined;
    if (hasPercentage === hasFixed) throw repassesError(at, 'Informe o repasse em percentage ou em fixed (um dos dois).');
    if (hasFixed && mode !== 1) throw repassesError(`${at}/fixed`, 'Repasses de valor fixo exigem mode 1 (a tarifa é descontada apenas da conta emissora).');
    if ((repasse.percentage ?? repasse.fixed) === 0) throw repassesError(at, 'Os repasses não podem ter valor igual a zero.');
    const payee = repasse.payee_code.toLowerCase();
    if (seen.has(payee)) {
      throw new ApiError('duplicatePayee', { property: `${at}/payee_code`, message: `O payee_code ${repasse.payee_code} já recebe um repasse neste item.` });
    }
    seen.add(payee);
    percentage += repasse.percentage ?? 0;
    cents += nominalShare(repasse, total);
  });
  if (percentage > PERCENT_SCALE) throw repassesError(`${pointer}/repasses`, 'A soma dos repasses do item ultrapassa 100%.');
  if (cents > total) throw repassesError(`${pointer}/repasses`, 'A soma dos repasses do item ultrapassa o valor total do item.');
}

/** 3500073: a split charge takes no discount (pay, one-step, subscription pay). */
export function refuseDiscountWithSplit(items: readonly SplitItem[], discountPointer: string | null): void {
  if (discountPointer !== null && hasSplit(items)) {
    throw new ApiError('discountWithSplit', { property: discountPointer, message: 'Desconto não é permitido em transações de marketplace.' });
  }
}

export interface PayeeShare {
  payee_code: string;
  /** Where the share comes from: an item's repasse or a shipping. */
  source: { item: number; repasse: number } | { shipping: number };
  percentage: number | null;
  fixed: number | null;
  mode: 1 | 2 | null;
  /** The cents of this share on a payment of the full total. */
  nominal: number;
  /** The cents this payment gives the payee. */
  amount: number;
}

export interface SplitShares {
  paid: number;
  shares: PayeeShare[];
  /** What stays with the account that issued the charge: paid − every share, never negative. */
  issuer: number;
}

/**
 * Each payee's share of a payment of `paid` cents on a charge with these items and shippings
 * (rounding rule at the top of this file). Null when nothing is split. A shipping naming
 * `issuerCode` (the issuing account's own code) is the issuer's, not a payee's.
 */
export function splitShares(items: readonly SplitItem[], shippings: readonly SplitShipping[] | null, paid: number, issuerCode = ''): SplitShares | null {
  const nominal: Array<Omit<PayeeShare, 'amount'>> = [];
  let base = 0n;
  items.forEach((item, i) => {
    const total = itemTotal(item);
    base += total;
    const marketplace = marketplaceOf(item);
    marketplace?.repasses.forEach((repasse, j) => {
      nominal.push({
        payee_code: repasse.payee_code,
        source: { item: i, repasse: j },
        percentage: repasse.percentage ?? null,
        fixed: repasse.fixed ?? null,
        mode: marketplace.mode ?? 2,
        nominal: Number(nominalShare(repasse, total)),
      });
    });
  });
  (shippings ?? []).forEach((shipping, s) => {
    base += BigInt(shipping.value);
    if (shipping.payee_code && shipping.payee_code.toLowerCase() !== issuerCode.toLowerCase()) {
      nominal.push({ payee_code: shipping.payee_code, source: { shipping: s }, percentage: null, fixed: null, mode: null, nominal: shipping.value });
    }
  });
  if (nominal.length === 0) return null;
  const paidCents = BigInt(Math.max(0, paid));
  // The checks keep the shares within the total; a charge stored before them might not be, and
  // scaling against the larger of the two still keeps the issuer's part from going negative.
  const promised = nominal.reduce((sum, share) => sum + BigInt(share.nominal), 0n);
  const whole = promised > base ? promised : base;
  const short = paidCents < whole;
  const shares = nominal.map((share) => ({
    ...share,
    amount: short ? Number((BigInt(share.nominal) * paidCents) / whole) : share.nominal,
  }));
  const issuer = Number(paidCents) - shares.reduce((sum, share) => sum + share.amount, 0);
  return { paid: Number(paidCents), shares, issuer };
}

// CPF / CNPJ check digits and card-number checks (boleto.md §7).
// Inputs may carry the usual punctuation; the API schemas demand bare digits, which is a
// separate (schema) concern.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard';

/** CPF: 9 digits + 2 mod-11 DVs (weights 10..2, then 11..2; remainder < 2 → 0). */
export function isValidCpf(value: string): boolean {
  const cpf = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(cpf) || isRepeated(cpf)) return false;
  const codes = [...cpf].map(charValue);
  return dv(codes.slice(0, 9), 10) === codes[9] && dv(codes.slice(0, 10), 11) === codes[10];
}

/**
 * CNPJ, numeric or alphanumeric (IN RFB 2.229/2024): the 12 first characters are 0–9 or A–Z,
 * the DVs stay numeric, and every character weighs `ASCII − 48` (so digits are unchanged and
 * old CNPJs validate as before). Weights 2..9 cycle from the right; remainder < 2 → 0.
 * Lowercase letters are accepted and read as uppercase.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = value.replace(/[.\-/\s]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || isRepeated(cnpj)) return false;
  const codes = [...cnpj].map(charValue);
  return cnpjDv(codes.slice(0, 12)) === codes[12] && cnpjDv(codes.slice(0, 13)) === codes[13];
}

/** Appends the two check digits to a 12-digit CNPJ base (used for the sandbox's own beneficiaries). */
export function completeCnpj(base12: string): string {
  const codes = [...base12].map(charValue);
  const first = cnpjDv(codes);
  return `${base12}${first}${cnpjDv([...codes, first])}`;
}

/** Luhn (mod 10) check over a digit string; spaces and dashes are ignored. */
export function luhnCheck(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

// Prefix ranges from credit-card-type 10.3.0 (boleto.md §7.3), restricted to the brands the
// Efí API accepts. Elo and Hipercard live inside Visa/Mastercard/Diners space, so detection
// takes the longest matching prefix, never the first.
type PrefixRange = readonly [lo: number, hi: number];
const BRAND_PREFIXES: ReadonlyArray<readonly [CardBrand, ReadonlyArray<PrefixRange>]> = [
  ['visa', [[4, 4]]],
  ['mastercard', [[51, 55], [2221, 2720]]],
  ['amex', [[34, 34], [37, 37]]],
  ['elo', [
    [401178, 401179], [431274, 431274], [438935, 438935], [451416, 451416], [457393, 457393],
    [457631, 457632], [504175, 504175], [506699, 506778], [509000, 509999], [627780, 627780],
    [636297, 636297], [636368, 636368], [650031, 650033], [650035, 650051], [650405, 650439],
    [650485, 650538], [650541, 650598], [650700, 650718], [650720, 650727], [650901, 650978],
    [651652, 651679], [655000, 655019], [655021, 655058],
  ]],
  // 606282 today; 384100/384140/384160 are legacy Hipercard BINs that card libraries file under
  // Diners, which Efí does not accept, so calling them Hipercard loses nothing.
  ['hipercard', [[606282, 606282], [384100, 384100], [384140, 384140], [384160, 384160]]],
];

const BRAND_LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 18, 19],
  mastercard: [16],
  amex: [15],
  elo: [16],
  hipercard: [13, 16, 19],
};

/** Brand by BIN (longest matching prefix wins), or null for brands Efí does not accept. */
export function detectCardBrand(value: string): CardBrand | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  let best: CardBrand | null = null;
  let bestLength = 0;
  for (const [brand, ranges] of BRAND_PREFIXES) {
    for (const [lo, hi] of ranges) {
      const len = String(lo).length;
      if (len <= bestLength || digits.length < len) continue;
      const prefix = Number(digits.slice(0, len));
      if (prefix >= lo && prefix <= hi) {
        best = brand;
        bestLength = len;
      }
    }
  }
  return best;
}

/** Passes Luhn, has an accepted brand, and has a length that brand issues. */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  const brand = detectCardBrand(digits);
  return brand !== null && BRAND_LENGTHS[brand].includes(digits.length) && luhnCheck(digits);
}

function cnpjDv(codes: number[]): number {
  let sum = 0;
  for (let i = codes.length - 1, w = 2; i >= 0; i--, w = w === 9 ? 2 : w + 1) sum += codes[i] * w;
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** CPF DV: weights firstWeight, firstWeight − 1, …, 2 from the left. */
function dv(codes: number[], firstWeight: number): number {
  const sum = codes.reduce((acc, c, i) => acc + c * (firstWeight - i), 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

function charValue(ch: string): number {
  return ch.charCodeAt(0) - 48;
}

function isRepeated(s: string): boolean {
  return [...s].every((c) => c === s[0]);
}

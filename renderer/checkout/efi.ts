// Efí's own browser library, payment-token-efi, bundled into the page: it encrypts the card with
// the account's public key and trades it for a payment_token, as a real checkout does. In sandbox
// mode it calls the hard-coded https://cobrancas-h.api.efipay.com.br; this page sends those calls
// to this server's copies of the same endpoints (/v1/pubkey, /v1/card/<code>/jsonp,
// /v1/installments/<code>/jsonp) — the README's recipe for browser tests, done in the page — so
// the library runs unmodified and the page reaches nothing but its own origin (connect-src 'self').
import EfiPay from 'payment-token-efi';

const EFI_SANDBOX_HOST = 'https://cobrancas-h.api.efipay.com.br';

let routed = false;

/** Calls to Efí's sandbox host go to the same paths here; every other fetch is left alone. */
function routeEfiSandboxHere(): void {
  if (routed) return;
  routed = true;
  const original = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(`${EFI_SANDBOX_HOST}/`)) return original(url.slice(EFI_SANDBOX_HOST.length), init);
    return original(input, init);
  };
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard';
const BRANDS: readonly string[] = ['visa', 'mastercard', 'amex', 'elo', 'hipercard'];

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
};

/** A refusal from the library (its own checks) or from the tokenizer it called. */
export interface TokenizerFailure {
  code: number | string | null;
  error: string;
  message: string;
  /** The card form's field it is about, when one is named. */
  field: 'number' | 'cvv' | 'expiry' | 'holderName' | 'holderDocument' | null;
}

const FIELD_BY_LIBRARY_ERROR: Record<string, TokenizerFailure['field']> = {
  numero_cartao_invalido: 'number',
  bandeira_invalida: 'number',
  bandeira_cartao_invalido: 'number',
  cvv_cartao_invalido: 'cvv',
  validade_cartao_invalida: 'expiry',
  nome_titular_cartao_invalido: 'holderName',
  documento_titular_cartao_invalido: 'holderDocument',
  invalid_card_number: 'number',
  invalid_brand: 'number',
  invalid_expiration_month: 'expiry',
  invalid_expiration_year: 'expiry',
};

const FIELD_BY_PROPERTY: Record<string, TokenizerFailure['field']> = {
  '/number': 'number',
  '/brand': 'number',
  '/cvv': 'cvv',
  '/expiration_month': 'expiry',
  '/expiration_year': 'expiry',
  '/holder_name': 'holderName',
  '/holder_document': 'holderDocument',
};

function failureOf(thrown: unknown): TokenizerFailure {
  const e = (thrown ?? {}) as { code?: number | string; error?: string; error_description?: unknown; message?: string };
  const description = e.error_description;
  let message: string;
  let field: TokenizerFailure['field'] = FIELD_BY_LIBRARY_ERROR[e.error ?? ''] ?? null;
  if (description && typeof description === 'object' && 'message' in description) {
    const { property, message: text } = description as { property?: string; message: string };
    message = text;
    field = FIELD_BY_PROPERTY[property ?? ''] ?? field;
  } else {
    message = typeof description === 'string' ? description : (e.message ?? 'Falha ao validar o cartão.');
  }
  return { code: e.code ?? null, error: e.error ?? 'tokenizer_error', message, field };
}

/** The card's brand from its number (the library's own rule), or null when it is none of the five. */
export async function detectBrand(number: string): Promise<CardBrand | null> {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 6) return null;
  try {
    const brand = await EfiPay.CreditCard.setCardNumber(digits).verifyCardBrand();
    return BRANDS.includes(brand) ? (brand as CardBrand) : null;
  } catch {
    return null;
  }
}

export interface InstallmentOption {
  installment: number;
  has_interest: boolean;
  value: number;
  currency: string;
  interest_percentage: number;
}

/** The account's installment plan for `total` cents on `brand` (GET /v1/installments/<code>/jsonp). */
export async function installmentsFor(accountCode: string, brand: CardBrand, total: number): Promise<InstallmentOption[]> {
  routeEfiSandboxHere();
  try {
    const answer = (await EfiPay.CreditCard.setAccount(accountCode).setEnvironment('sandbox').setBrand(brand).setTotal(total).getInstallments()) as {
      installments: InstallmentOption[];
    };
    return answer.installments;
  } catch (thrown) {
    throw failureOf(thrown);
  }
}

export interface CardData {
  brand: CardBrand;
  number: string;
  cvv: string;
  expirationMonth: string;
  expirationYear: string;
  holderName: string;
  holderDocument: string;
}

/**
 * Encrypts the card in the browser and trades it for a single-use payment_token. The library
 * keeps the account's public key in a cookie (H_publicKey) for an hour whatever the account; the
 * cookie is dropped first, so a payer paying links of two accounts gets each account's own key.
 */
export async function tokenizeCard(accountCode: string, card: CardData): Promise<{ payment_token: string; card_mask: string }> {
  routeEfiSandboxHere();
  document.cookie = 'H_publicKey=; max-age=0; path=/; SameSite=Strict; Secure';
  try {
    const answer = await EfiPay.CreditCard.setAccount(accountCode)
      .setEnvironment('sandbox')
      .setCreditCardData({ ...card, reuse: false })
      .getPaymentToken();
    return answer as { payment_token: string; card_mask: string };
  } catch (thrown) {
    throw failureOf(thrown);
  }
}

// What the dashboard's forms check before calling the API, in Portuguese and in the unit the field
// is typed in (reais, not cents). The bounds are the API's own (server/http/schemas), so a form
// never refuses what the API takes; the API's finer rules (a CPF's check digits, a boleto's
// R$ 5,00 minimum) stay with the API, whose refusal the dialog shows as the integrator gets it.
import { formatMoney, parseMoney } from './format.ts';

/** An item's `value` in cents: the API's `maximum` (MAX_CENTS in server/http/schemas/common.ts). */
export const MAX_ITEM_CENTS = 2_147_483_647;
/** `metadata.notification_url`: the API's pattern and length (server/http/schemas/common.ts). */
export const NOTIFICATION_URL_MAX_LENGTH = 255;
const NOTIFICATION_URL = /^https?:\/\/.+/;
/** `customer.phone_number`, as the API's schema says it (DDD and 8 or 9 digits). */
const PHONE = /^[1-9]{2}9?[0-9]{8}$/;

export const REQUIRED = 'Preencha este campo.';

export interface MoneyCheck {
  /** The amount in cents; null when empty or wrong. */
  cents: number | null;
  error: string | null;
}

/** "1.234,56" → 123456, or what is wrong with the text, said the way the user typed it. */
export function checkMoney(text: string, rules: { required?: boolean; max?: number; min?: number } = {}): MoneyCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { cents: null, error: rules.required ? 'Informe o valor em reais, como 150,00.' : null };
  const cents = parseMoney(trimmed);
  if (cents === null) return { cents: null, error: whyNotMoney(trimmed) };
  const max = rules.max ?? MAX_ITEM_CENTS;
  if (cents > max) return { cents: null, error: `O valor máximo é ${formatMoney(max)}.` };
  if (rules.min !== undefined && cents < rules.min) return { cents: null, error: `O valor mínimo é ${formatMoney(rules.min)}.` };
  return { cents, error: null };
}

function whyNotMoney(text: string): string {
  const bare = text.replace(/R\$|\s/g, '');
  if (/^\d+\.\d{1,2}$/.test(bare)) return `Use vírgula nos centavos: ${bare.replace('.', ',')}.`;
  if (/^[\d.]*,\d{3,}$/.test(bare)) return 'Use no máximo dois dígitos nos centavos, como 150,25.';
  if (!/^[\d.,]+$/.test(bare)) return `“${text}” não é um valor em reais: use só números, como 150,00.`;
  return 'Valor inválido: use o formato 1.234,56.';
}

/** A required text: the message when it is blank. */
export function checkRequired(text: string): string | null {
  return text.trim() === '' ? REQUIRED : null;
}

/** An optional `notification_url`: what the API accepts (http or https, up to 255 characters). */
export function checkNotificationUrl(text: string): string | null {
  const url = text.trim();
  if (url === '') return null;
  if (!NOTIFICATION_URL.test(url)) return 'Use um endereço que comece com http:// ou https://, como http://127.0.0.1:3000/webhook.';
  if (url.length > NOTIFICATION_URL_MAX_LENGTH) return `Use no máximo ${NOTIFICATION_URL_MAX_LENGTH} caracteres (tem ${url.length}).`;
  return null;
}

/** A CPF as typed ("942.715.646-56" or digits): eleven digits. Whether it is valid is the API's call. */
export function checkCpf(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return REQUIRED;
  if (/[^\d.\-\s]/.test(text) || digits.length !== 11) return 'O CPF tem 11 dígitos, como 942.715.646-56.';
  return null;
}

/** A phone with its DDD, as the API wants it: "(51) 4491-6523" or digits. */
export function checkPhone(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return REQUIRED;
  if (/[^\d()\-\s+]/.test(text) || !PHONE.test(digits)) return 'Use o DDD e o número, como (51) 4491-6523 ou (51) 99123-4567.';
  return null;
}

/** An optional e-mail: only its shape, the API checks the rest. */
export function checkEmail(text: string): string | null {
  const email = text.trim();
  if (email === '') return null;
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? null : `“${email}” não é um e-mail: use nome@dominio.com.`;
}

/** A whole number within bounds ("interval", "repeats"). */
export function checkWholeNumber(text: string, min: number, max: number): { value: number | null; error: string | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: REQUIRED };
  if (!/^\d+$/.test(trimmed)) return { value: null, error: `Use um número inteiro de ${min} a ${max}.` };
  const value = Number(trimmed);
  if (value < min || value > max) return { value: null, error: `Use um número de ${min} a ${max}.` };
  return { value, error: null };
}

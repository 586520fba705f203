// The payer's form, checked in the page before anything is sent: what is missing or malformed,
// each under the field's key. The API checks everything again (CPF/CNPJ check digits included) and
// its refusals land next to the same fields: fieldOfPointer maps its JSON pointers to those keys.

export type Values = Record<string, string>;
export type Errors = Record<string, string>;

export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;

export const digitsOf = (text: string | undefined) => (text ?? '').replace(/\D/g, '');

const EMAIL = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@[A-Za-z0-9_]+(?:[-.][A-Za-z0-9_]+)*\.[A-Za-z0-9_]+$/;

export function required(values: Values, errors: Errors, key: string, message: string): void {
  if (!(values[key] ?? '').trim()) errors[key] ??= message;
}

export function checkName(values: Values, errors: Errors, key: string): void {
  const name = (values[key] ?? '').trim();
  if (!name) errors[key] = 'Informe o nome completo.';
  else if (name.split(/\s+/).length < 2) errors[key] = 'Informe nome e sobrenome.';
}

export function checkCpf(values: Values, errors: Errors, key: string): void {
  const cpf = digitsOf(values[key]);
  if (!cpf) errors[key] = 'Informe o CPF.';
  else if (cpf.length !== 11) errors[key] = 'O CPF tem 11 dígitos.';
}

export function checkCnpj(values: Values, errors: Errors, key: string): void {
  const cnpj = (values[key] ?? '').replace(/[^0-9A-Za-z]/g, '');
  if (!cnpj) errors[key] = 'Informe o CNPJ.';
  else if (!/^[0-9A-Za-z]{12}[0-9]{2}$/.test(cnpj)) errors[key] = 'O CNPJ tem 14 caracteres.';
}

export function checkEmail(values: Values, errors: Errors, key: string, mandatory: boolean): void {
  const email = (values[key] ?? '').trim();
  if (!email) {
    if (mandatory) errors[key] = 'Informe o e-mail.';
  } else if (!EMAIL.test(email)) errors[key] = 'E-mail inválido: confira o endereço.';
}

export function checkPhone(values: Values, errors: Errors, key: string): void {
  const phone = digitsOf(values[key]);
  if (phone && !/^[1-9]{2}9?[0-9]{8}$/.test(phone)) errors[key] = 'Telefone com DDD: 10 ou 11 dígitos.';
}

/** The address fieldset under `prefix` (billing, delivery). */
export function checkAddress(values: Values, errors: Errors, prefix: string): void {
  const zipcode = digitsOf(values[`${prefix}.zipcode`]);
  if (!zipcode) errors[`${prefix}.zipcode`] = 'Informe o CEP.';
  else if (zipcode.length !== 8) errors[`${prefix}.zipcode`] = 'O CEP tem 8 dígitos.';
  required(values, errors, `${prefix}.street`, 'Informe a rua.');
  required(values, errors, `${prefix}.number`, 'Informe o número.');
  required(values, errors, `${prefix}.neighborhood`, 'Informe o bairro.');
  required(values, errors, `${prefix}.city`, 'Informe a cidade.');
  required(values, errors, `${prefix}.state`, 'Escolha o estado.');
}

export function addressOf(values: Values, prefix: string) {
  const complement = (values[`${prefix}.complement`] ?? '').trim();
  return {
    street: values[`${prefix}.street`].trim(),
    number: values[`${prefix}.number`].trim(),
    neighborhood: values[`${prefix}.neighborhood`].trim(),
    zipcode: digitsOf(values[`${prefix}.zipcode`]),
    city: values[`${prefix}.city`].trim(),
    state: values[`${prefix}.state`],
    ...(complement ? { complement } : {}),
  };
}

/** "MM/AA" or "MM/AAAA" → month and four-digit year; null when it is not a date. */
export function parseExpiry(text: string | undefined): { month: string; year: string } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text ?? '');
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month: String(month).padStart(2, '0'), year: m[2].length === 2 ? `20${m[2]}` : m[2] };
}

/**
 * The form field a refusal of the API names, from its JSON pointer: the customer's fields, the
 * juridical person's, the billing and delivery addresses, the card. Null: no field of the form.
 */
export function fieldOfPointer(pointer: string | null): string | null {
  if (!pointer) return null;
  let m = /^\/payment\/(?:banking_billet|credit_card)\/customer\/juridical_person\/(corporate_name|cnpj)$/.exec(pointer);
  if (m) return `juridical.${m[1]}`;
  if (/^\/payment\/(?:banking_billet|credit_card)\/customer\/juridical_person$/.test(pointer)) return 'juridical.cnpj';
  m = /^\/payment\/(?:banking_billet|credit_card)\/customer\/(name|cpf|email|birth|phone_number)$/.exec(pointer);
  if (m) return `customer.${m[1]}`;
  m = /^\/payment\/credit_card\/billing_address\/(street|number|neighborhood|zipcode|city|state|complement)$/.exec(pointer);
  if (m) return `billing.${m[1]}`;
  m = /^\/delivery_address\/(street|number|neighborhood|zipcode|city|state|complement)$/.exec(pointer);
  if (m) return `delivery.${m[1]}`;
  if (pointer === '/delivery_address') return 'delivery.street';
  if (pointer === '/payment/credit_card/billing_address') return 'billing.street';
  if (pointer === '/payment/credit_card/installments') return 'card.installments';
  if (pointer === '/payment/credit_card/payment_token') return 'card.number';
  return null;
}

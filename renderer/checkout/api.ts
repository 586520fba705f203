// What the payment page reads and sends: the link's data (GET <page>/dados) and the payer's choice
// (POST <page>/pagar), both beside the page's own URL (/pagamento/<code>) on this server.
import { errorFromBody, networkError } from '../api/errors.ts';

export type LinkMethod = 'banking_billet' | 'credit_card';

export interface BilletResult {
  payment: 'banking_billet';
  barcode: string;
  link: string;
  billet_link: string;
  pdf: { charge: string };
  expire_at: string;
  charge_id: number;
  status: string;
  total: number;
}

export interface CardResult {
  payment: 'credit_card';
  installments: number;
  installment_value: number;
  charge_id: number;
  status: string;
  refusal?: { reason: string; retry: boolean };
  total: number;
}

export type PaymentResult = BilletResult | CardResult;

export interface CheckoutData {
  charge_id: number;
  status: string;
  payee: string;
  account_code: string;
  items: Array<{ name: string; value: number; amount: number }>;
  shippings: Array<{ name: string; value: number }>;
  total: number;
  payment_method: LinkMethod | 'all';
  prices: Record<LinkMethod, number | null>;
  billet_discount: number | null;
  card_discount: number | null;
  conditional_discount: { type: 'currency' | 'percentage'; value: number; until_date: string } | null;
  message: string | null;
  expire_at: string;
  request_delivery_address: boolean;
  customer_email: string | null;
  result: (PaymentResult & { method: LinkMethod }) | null;
}

export interface Address {
  street: string;
  number: string;
  neighborhood: string;
  zipcode: string;
  city: string;
  state: string;
  complement?: string;
}

export interface BilletCustomer {
  name?: string;
  cpf?: string;
  email?: string;
  juridical_person?: { corporate_name: string; cnpj: string };
}

export interface CardCustomer {
  name: string;
  cpf: string;
  email: string;
  birth: string;
  phone_number?: string;
}

export type PayBody =
  | { payment: { banking_billet: { customer: BilletCustomer } }; delivery_address?: Address }
  | {
      payment: { credit_card: { customer: CardCustomer; payment_token: string; installments: number; billing_address: Address } };
      delivery_address?: Address;
    };

/** The page's own path, /pagamento/<code>, whatever trailing slash the address has. */
export function pagePath(): string {
  return window.location.pathname.replace(/\/+$/, '');
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch (cause) {
    throw networkError(cause);
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: errorFromBody keeps the text
  }
  if (!response.ok) throw errorFromBody(response.status, parsed, text);
  return parsed as T;
}

export function loadCheckout(): Promise<CheckoutData> {
  return call<CheckoutData>('GET', `${pagePath()}/dados`);
}

export async function payLink(body: PayBody): Promise<PaymentResult> {
  return (await call<{ code: number; data: PaymentResult }>('POST', `${pagePath()}/pagar`, body)).data;
}

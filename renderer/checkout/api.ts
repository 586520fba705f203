// What the payment page reads and sends: the link's data (GET <page>/dados) and the payer's choice
// (POST <page>/pagar), both beside the page's own URL (/pagamento/<code>) on this server.
import { errorFromBody, networkError } from '../api/errors.ts';
import type { Answer, Data, Schemas } from '../../testing/wire.ts';

// The wire types, as the OpenAPI document declares them (testing/wire.generated.ts).
export type CheckoutData = Answer<'/pagamento/{code}/dados'>;
export type LinkMethod = Exclude<CheckoutData['payment_method'], 'all'>;
export type BilletResult = Schemas['BilletIssued'];
export type CardResult = Schemas['CardPaid'];
export type PaymentResult = Data<'/pagamento/{code}/pagar', 'post'>;
export type PayBody = Schemas['LinkPay'];
export type Address = Schemas['BillingAddress'];
export type BilletCustomer = Schemas['Customer'];
export type CardCustomer = Schemas['CardCustomer'];
export type PixCode = Schemas['Pix'];

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

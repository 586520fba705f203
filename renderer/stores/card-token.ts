// What a checkout does with a card: the browser turns it into a payment_token (here the control
// API's tokenizer, POST /sandbox/v1/payment-tokens), and only the token goes on to the integrator's
// backend and to /v1. Shared by the charge's card dialog and the payment link's payer.
import type { AccountApi } from '../api/client.ts';
import type { TestCard } from '../api/types.ts';

export async function paymentTokenFor(api: AccountApi, card: TestCard): Promise<string> {
  const { brand, number, cvv, expiration_month, expiration_year } = card;
  return (await api.createPaymentToken({ brand, number, cvv, expiration_month, expiration_year })).payment_token;
}

// What a logged request's path says about the charges on screen, for the changes that publish no
// charge event of their own.

/** The charge a refund call names (`/v1/charge/card/:id/refund`), or null. */
export function refundedChargeId(path: string): number | null {
  const match = /^\/v1\/charge\/card\/(\d+)\/refund\b/.exec(path);
  return match ? Number(match[1]) : null;
}

/**
 * Whether a logged request changed a plan or a subscription (created, paid, canceled, renamed…):
 * a cancel or a new plan publishes no charge event, so the subscriptions page learns of it here.
 * Reads never count (the page's own reloads are requests too).
 */
export function isSubscriptionChange(event: { method: string; path: string; status: number }): boolean {
  if (event.method === 'GET' || event.status < 200 || event.status >= 300) return false;
  return /^\/(?:v1\/(?:plans?|subscription)\b|sandbox\/v1\/subscriptions\/)/.test(event.path);
}

/**
 * The charge whose payment link a logged request changed without a status change (its settings
 * changed, `PUT /v1/charge/:id/link`; sent by e-mail, `…/link/resend`), or null. Reads and refusals
 * never count.
 */
export function linkChangedChargeId(event: { method: string; path: string; status: number }): number | null {
  if (event.method === 'GET' || event.status < 200 || event.status >= 300) return null;
  const match = /^\/v1\/charge\/(\d+)\/link(?:\/resend)?\/?$/.exec(event.path);
  return match ? Number(match[1]) : null;
}

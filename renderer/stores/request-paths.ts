// What a logged request's path says about the charges on screen, for the changes that publish no
// charge event of their own.

/** The charge a refund call names (`/v1/charge/card/:id/refund`), or null. */
export function refundedChargeId(path: string): number | null {
  const match = /^\/v1\/charge\/card\/(\d+)\/refund\b/.exec(path);
  return match ? Number(match[1]) : null;
}

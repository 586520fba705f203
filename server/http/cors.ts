// CORS for the three calls the browser tokenizer (payment-token-efi) makes from a shop's page —
// GET /v1/pubkey, /v1/card/:code/jsonp, /v1/installments/:code/jsonp — and for nothing else: every
// other answer of this server stays unreadable to other origins (see cross-site-guard.ts). Any
// origin may read these, as any shop may embed the library; they carry no credentials (no cookie,
// no Authorization: the account code in the URL names the account), so `*` is all they need.
import type { ApiResponse, Handler } from './routes.ts';

/** Ahead of the tokenizer's GET routes: their answers, errors included, are readable by the page. */
export const allowAnyOrigin: Handler = (_req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  next();
};

/**
 * The preflight the card call triggers: the library sends `Content-Type: application/json` on a
 * GET, which is not a "simple" header. Only GET and that header are granted.
 */
export const answerPreflight = (res: ApiResponse): void => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
  res.setHeader('Access-Control-Max-Age', '600');
  res.status(204).end();
};

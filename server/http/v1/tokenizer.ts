// The browser tokenizer's endpoints, as payment-token-efi calls them in sandbox mode (sdks.md):
// no bearer — the account code in the URL names the account — and CORS, since a shop's page on
// any origin calls them with fetch. Despite the "jsonp" in their paths the library reads plain
// JSON in the usual envelope. Each call is recorded in the named account's request log.
import type { AppContext } from '../../app/context.ts';
import { accountByCode, tokenizeEncryptedCard, tokenizerPublicKey } from '../../app/tokenizer.ts';
import { quoteInstallments } from '../../app/installments.ts';
import { allowAnyOrigin, answerPreflight } from '../cors.ts';
import type { RouteTable } from '../routes.ts';
import { sendData } from '../envelope.ts';

export function tokenizerRoutes(ctx: AppContext): RouteTable {
  return [
    ['options', '/pubkey', answerPreflight],
    ['get', '/pubkey', allowAnyOrigin, async (req, res) => {
      const account = (res.locals.account = accountByCode(ctx, req.query.code));
      sendData(res, await tokenizerPublicKey(ctx, account));
    }],
    ['options', '/card/:code/jsonp', answerPreflight],
    ['get', '/card/:code/jsonp', allowAnyOrigin, async (req, res) => {
      const account = (res.locals.account = accountByCode(ctx, req.params.code));
      sendData(res, await tokenizeEncryptedCard(ctx, account, req.query.data));
    }],
    ['options', '/installments/:code/jsonp', answerPreflight],
    ['get', '/installments/:code/jsonp', allowAnyOrigin, (req, res) => {
      const account = (res.locals.account = accountByCode(ctx, req.params.code));
      sendData(res, quoteInstallments(account, req.query.brand, req.query.total));
    }],
  ];
}

// GET /v1/installments?brand=&total= (wire-format §7.37): the installments a payer may choose,
// with the calling account's interest settings.
import type { AppContext } from '../../app/context.ts';
import { quoteInstallments } from '../../app/installments.ts';
import { accountOf } from '../auth.ts';
import type { RouteTable } from '../routes.ts';
import { sendData } from '../envelope.ts';

export function installmentRoutes(_ctx: AppContext): RouteTable {
  return [
    ['get', '/installments', (req, res) => {
      sendData(res, quoteInstallments(accountOf(res), req.query.brand, req.query.total));
    }],
  ];
}

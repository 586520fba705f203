// GET /sandbox/v1/confirmations?date=YYYY-MM-DD: the confirmations file of a day (contracts.md;
// the layout in domain/confirmations-file.ts), as the real panel's download gives it.
import type { AppContext } from '../../app/context.ts';
import { confirmationsOfDay } from '../../app/confirmations.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';

const EXAMPLE =
  '00000000010000000000000010000106121118000000000000000620070000000001000000000000150' +
  '01abcdefghijklmnopqrst1511181211180000000000300\r\n';

export function confirmationsRoutes(ctx: AppContext) {
  return [
    route({
      method: 'get',
      path: '/confirmations',
      tag: 'Sandbox: bank',
      summary: 'The confirmations file of a day (the spec\'s §6.7 electronic file interchange)',
      description:
        'One 130-position record per boleto (type 1) or carnê parcel (type 2) that a bank or a Pix payment confirmed on that day of the ' +
        'account\'s clock — the day it became `paid`; manual settles and card payments are not in it. US-ASCII, each record followed by ' +
        'CRLF; a day without confirmations is an empty file. Layout and choices: docs/fidelity.md.',
      auth: 'account',
      query: [{ name: 'date', description: 'The day, YYYY-MM-DD (default: today on the account\'s clock).', schema: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } }],
      response: { type: 'text/plain', schema: { type: 'string' }, description: 'The file (`Content-Disposition: attachment; filename="confirmacoes-YYYY-MM-DD.txt"`).', example: EXAMPLE },
      errors: ['validation'],
      handler: ({ req, res }) => {
        const file = confirmationsOfDay(ctx, accountOf(res), req.query.date);
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/plain; charset=us-ascii');
        res.setHeader('Content-Disposition', `attachment; filename="confirmacoes-${file.day}.txt"`);
        res.end(file.text);
      },
    }),
  ];
}

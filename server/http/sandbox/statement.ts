// GET /sandbox/v1/statement: a day's CNAB 240 statement for the dashboard's reconciliation page —
// its entries as JSON rows with the raw lines (`format=json`, the default), or the file itself
// (`format=cnab240`, text/plain) as API Extratos serves it. Any day up to today on the account's
// clock; today's is partial (its balances are marked `P`).
import type { AppContext } from '../../app/context.ts';
import { formatDate } from '../../domain/clock.ts';
import { isIsoDate } from '../../domain/dates.ts';
import { ApiError } from '../../domain/errors.ts';
import { accountNow } from '../../app/context.ts';
import { statementOf } from '../../app/statement.ts';
import { accountOf } from '../auth.ts';
import { queryEnum } from '../query.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { arrayOf, boolean, cents, date, enumOf, integer, object, string } from '../openapi/route-doc.ts';

const entry = object({
  sequence: { ...integer, description: 'The segment E\'s number in the batch (positions 9–13).' },
  kind: { ...enumOf('C', 'D'), description: 'Credit or debit (position 169).' },
  category: { ...integer, description: 'FEBRABAN\'s category: 202 boleto or card received, 209 Pix received, 105 fee, 103 refund.' },
  history: string,
  value: cents,
  charge_id: integer,
  balance: { ...cents, description: 'The running balance after this entry (negative when the account owes).' },
  line: { ...string, description: 'The entry\'s raw 240-character line.' },
});

const statementShape = object({
  date,
  file_name: string,
  partial: { ...boolean, description: 'The day is today on the account\'s clock: more may come.' },
  opening_balance: cents,
  closing_balance: cents,
  debits: cents,
  credits: cents,
  entries: arrayOf(entry),
  lines: { ...arrayOf(string), description: 'Every line of the file, in order (file header, batch header, the entries, batch trailer, file trailer).' },
});

export function statementRoutes(ctx: AppContext) {
  return [
    route({
      method: 'get',
      path: '/statement',
      tag: 'Sandbox: reconciliation',
      summary: 'A day\'s CNAB 240 statement (API Extratos\' file): as JSON rows, or the file itself',
      auth: 'account',
      query: [
        { name: 'date', description: 'YYYY-MM-DD, at most today on the account\'s clock (default: today).', schema: date },
        { name: 'format', description: '`json` (default): the entries and raw lines; `cnab240`: the file, text/plain.', schema: enumOf('json', 'cnab240') },
      ],
      response: { schema: statementShape, type: ['application/json', 'text/plain'], description: 'The statement.' },
      errors: ['validation', 'statementDayInFuture', 'statementDayTooLarge'],
      handler: ({ req, res }) => {
        const account = accountOf(res);
        const day = req.query.date || formatDate(accountNow(ctx, account));
        if (!isIsoDate(day)) throw new ApiError('validation', { property: 'date', message: 'Deve ser uma data AAAA-MM-DD.' });
        const format = queryEnum(req.query.format, 'format', ['json', 'cnab240'] as const) ?? 'json';
        const statement = statementOf(ctx, account, day);
        if (format === 'cnab240') {
          res.writeHead(200, {
            'Content-Type': 'text/plain; charset=us-ascii',
            'Content-Length': Buffer.byteLength(statement.text),
            'Content-Disposition': `attachment; filename="${statement.name}"`,
          });
          res.end(statement.text);
          return;
        }
        const lines = statement.text.split('\r\n').slice(0, -1);
        sendJson(res, 200, {
          date: day,
          file_name: statement.name,
          partial: statement.partial,
          opening_balance: statement.openingCents,
          closing_balance: statement.closingCents,
          debits: statement.debitCents,
          credits: statement.creditCents,
          entries: statement.entries.map((e, i) => ({
            sequence: i + 1,
            kind: e.kind,
            category: e.category,
            history: e.history,
            value: e.cents,
            charge_id: e.chargeId,
            balance: e.balanceAfter,
            line: lines[i + 2],
          })),
          lines,
        });
      },
    }),
  ];
}

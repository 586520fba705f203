// The bank calendar, as the dashboard's date fields and clock page show it.
import { CALENDAR_MAX_DAYS, listNonBusinessDays } from '../../app/bank-calendar.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { arrayOf, date, enumOf, nullable, object, string } from '../openapi/route-doc.ts';

const tag = 'Sandbox: clock';

const nonBusinessDay = object({
  date,
  reason: enumOf('weekend', 'holiday'),
  name: { ...nullable(string), description: 'The national bank holiday ("Natal", "Carnaval"…); null on a plain weekend day.' },
});

export function calendarRoutes() {
  return [
    route({
      method: 'get',
      path: '/calendar',
      tag,
      summary: 'The days banks are closed between two dates: weekends and national bank holidays',
      description:
        'The calendar the sandbox applies to money and status: a boleto due on one of these days is paid at face value ' +
        'through the next business day. State and city holidays are not modelled. The same for every account.',
      auth: 'none',
      query: [
        { name: 'from', description: 'YYYY-MM-DD, the first day (inclusive).', schema: { type: 'string' } },
        { name: 'to', description: `YYYY-MM-DD, the last day (inclusive); at most ${CALENDAR_MAX_DAYS} days in all.`, schema: { type: 'string' } },
      ],
      response: {
        schema: object({ days: arrayOf(nonBusinessDay) }),
        description: 'Each non-business day in the range, in order; a holiday on a weekend is listed as the holiday.',
        example: {
          days: [
            { date: '2026-12-05', reason: 'weekend', name: null },
            { date: '2026-12-06', reason: 'weekend', name: null },
            { date: '2026-12-25', reason: 'holiday', name: 'Natal' },
          ],
        },
      },
      errors: ['validation'],
      handler: ({ req, res }) => {
        sendJson(res, 200, { days: listNonBusinessDays(req.query.from, req.query.to) });
      },
    }),
  ];
}

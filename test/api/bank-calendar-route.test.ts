// GET /sandbox/v1/calendar over real HTTP: the non-business days of a range with their reasons,
// and bad ranges refused in the API's error shape.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { request, startSandbox } from '../helpers/sandbox.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const calendar = (query: string) => request(sandbox.url, 'GET', `/sandbox/v1/calendar${query}`);

test('December 2026: its weekends, Christmas by name; business days are not listed', async () => {
  const answer = await calendar('?from=2026-12-19&to=2026-12-28');
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body.days, [
    { date: '2026-12-19', reason: 'weekend', name: null },
    { date: '2026-12-20', reason: 'weekend', name: null },
    { date: '2026-12-25', reason: 'holiday', name: 'Natal' },
    { date: '2026-12-26', reason: 'weekend', name: null },
    { date: '2026-12-27', reason: 'weekend', name: null },
  ]);
});

test('Carnaval 2027 and a holiday on a Saturday (Tiradentes 2029) are named', async () => {
  const carnaval = (await calendar('?from=2027-02-08&to=2027-02-10')).body.days;
  assert.deepEqual(carnaval.map((d: { date: string; name: string }) => [d.date, d.name]), [['2027-02-08', 'Carnaval'], ['2027-02-09', 'Carnaval']]);
  const tiradentes = (await calendar('?from=2029-04-21&to=2029-04-21')).body.days;
  assert.deepEqual(tiradentes, [{ date: '2029-04-21', reason: 'holiday', name: 'Tiradentes' }]);
});

for (const [query, pointer] of [
  ['', 'from'],
  ['?from=2026-02-30&to=2026-03-01', 'from'],
  ['?from=2026-03-01&to=tomorrow', 'to'],
  ['?from=2026-03-02&to=2026-03-01', 'to'],
  ['?from=2026-01-01&to=2027-01-02', 'to'],
  ['?from[]=2026-01-01&to=2026-01-02', 'from'],
] as const) {
  test(`a bad range is a 400 naming ${pointer}: ${query || '(no query)'}`, async () => {
    const answer = await calendar(query);
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.equal(typeof answer.body.code, 'number');
    assert.equal(typeof answer.body.error_description, 'object');
    assert.equal(answer.body.error_description.property, pointer);
  });
}

test('a whole year is one query: 2026-01-01 to 2026-12-31', async () => {
  const answer = await calendar('?from=2026-01-01&to=2026-12-31');
  assert.equal(answer.status, 200);
  assert.ok(answer.body.days.some((d: { date: string }) => d.date === '2026-12-31') === false, '31/12/2026, a Thursday, is a business day');
  assert.equal(answer.body.days.filter((d: { reason: string }) => d.reason === 'holiday').length >= 9, true);
});

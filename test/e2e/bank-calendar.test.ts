// The days banks are closed, as the dashboard shows them in a real Chromium: the clock page's bank
// calendar (today, and the next six weeks' closed days by name) and a date field's calendar, whose
// weekend and holiday days carry a mark and a title ("feriado bancário — Natal"), business days none.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import { expectNoSeriousAxeViolations, today } from './helpers.ts';

const suite = await browserSuite();

const br = (iso: string) => iso.split('-').reverse().join('/');
const weekdayOf = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

suite.test('December on the clock page and in the "até a data" calendar: Christmas named, weekends marked, business days plain', async ({ account, open }) => {
  const api = await account();
  // 20 December of next year, whatever day the suite runs: Christmas and New Year lie ahead.
  const year = Number((await today(api)).slice(0, 4)) + 1;
  const start = `${year}-12-20`;
  assert.equal((await api.post('/sandbox/v1/clock/advance', { to: `${start} 10:00:00` })).status, 200);
  const dashboard = await open(api, '#/relogio');
  const { page, clock } = dashboard;

  const panel = page.getByRole('region', { name: 'Calendário bancário' });
  const weekend = [0, 6].includes(weekdayOf(start));
  await panel.getByText(weekend ? 'sem expediente bancário — fim de semana' : 'dia útil bancário.', { exact: false }).waitFor();
  const ahead = panel.getByRole('list', { name: 'Próximos dias sem expediente bancário' });
  await ahead.locator(`li[data-date="${year}-12-25"]`).waitFor();
  assert.match(await ahead.locator(`li[data-date="${year}-12-25"]`).innerText(), new RegExp(`${br(`${year}-12-25`)} — feriado bancário — Natal$`));
  assert.match(await ahead.locator(`li[data-date="${year + 1}-01-01"]`).innerText(), /feriado bancário — Confraternização Universal$/);
  // A plain weekend day (not Christmas) in the last days of the year.
  const weekendDay = [21, 22, 23, 24, 26, 27, 28, 29, 30, 31].map((d) => `${year}-12-${d}`).find((iso) => [0, 6].includes(weekdayOf(iso)))!;
  assert.match(await ahead.locator(`li[data-date="${weekendDay}"]`).innerText(), /— fim de semana$/);
  const businessDay = [21, 22, 23, 24].map((d) => `${year}-12-${d}`).find((iso) => ![0, 6].includes(weekdayOf(iso)))!;
  assert.equal(await ahead.locator(`li[data-date="${businessDay}"]`).count(), 0, 'a business day is not listed');

  await clock.openCalendar.click();
  const calendar = clock.calendar;
  const day = (iso: string) => calendar.locator(`button[data-date="${iso}"]`);
  await calendar.locator(`button[data-date="${year}-12-25"][data-closed]`).waitFor();
  assert.equal(await day(`${year}-12-25`).getAttribute('title'), 'Sem expediente bancário: feriado bancário — Natal');
  assert.equal(await day(weekendDay).getAttribute('title'), 'Sem expediente bancário: fim de semana');
  assert.match((await day(weekendDay).getAttribute('class')) ?? '', /date-day-closed/);
  assert.equal(await day(businessDay).getAttribute('title'), null);
  assert.doesNotMatch((await day(businessDay).getAttribute('class')) ?? '', /date-day-closed/);
  // The name stays the date (what a screen reader and the other tests find); the mark is its description.
  assert.match((await day(`${year}-12-25`).getAttribute('aria-label')) ?? '', new RegExp(`25 de dezembro de ${year}$`));
  assert.equal(await day(`${year}-12-25`).getAttribute('aria-description'), 'sem expediente bancário: feriado bancário — Natal');
  await expectNoSeriousAxeViolations(page, 'the clock page with the marked calendar open');
  await dashboard.screenshot('bank-calendar-clock-1440.png', { fullPage: true });

  // The next month is asked for when shown: New Year's Day.
  await calendar.getByRole('button', { name: 'Próximo mês' }).click();
  await calendar.locator(`button[data-date="${year + 1}-01-01"][data-closed]`).waitFor();
  assert.equal(await day(`${year + 1}-01-01`).getAttribute('title'), 'Sem expediente bancário: feriado bancário — Confraternização Universal');
});

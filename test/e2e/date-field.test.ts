// The DD/MM/AAAA date field in a real Chromium set to English (`foreign: true`): what is typed is masked and checked
// in Portuguese at the field, a bad date blocks the form, and the calendar — in Portuguese, driven
// from the keyboard or the mouse — fills DD/MM/AAAA while the API receives YYYY-MM-DD.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import { addDays, createBoleto, expectNoSeriousAxeViolations, today } from './helpers.ts';

const suite = await browserSuite();

const br = (iso: string) => iso.split('-').reverse().join('/');

suite.test('change due date: bad dates are refused at the field in Portuguese; the keyboard calendar picks one and the API gets YYYY-MM-DD', async ({ account, open }) => {
  const api = await account();
  const id = await createBoleto(api, { expireInDays: 3 });
  const due = (await api.get(`/v1/charge/${id}`)).body.data.payment.banking_billet.expire_at;
  const now = await today(api);
  const dashboard = await open(api, `#/cobrancas/${id}`, { foreign: true });
  const { page, charges, forms } = dashboard;
  await charges.action('Alterar vencimento', charges.detail(id)).click();
  const dialog = charges.dialog(`Alterar vencimento — cobrança #${id}`);
  const input = forms.textbox(dialog, 'Novo vencimento');
  assert.equal(await input.inputValue(), br(due), 'the current due date, as DD/MM/AAAA');
  const save = forms.button(dialog, 'Salvar vencimento');
  const message = dialog.locator('#due-date-error');

  // A letter typed is refused: the field keeps showing what the mask kept (a controlled field put
  // back after the edit, though the state did not change).
  await input.fill('');
  await input.pressSequentially('31a');
  assert.equal(await input.inputValue(), '31');

  // Digits are masked as they are typed; a day the month lacks is named.
  await input.fill('');
  await input.pressSequentially('31022027');
  assert.equal(await input.inputValue(), '31/02/2027');
  assert.equal(await message.innerText(), '31/02/2027 não existe.');
  assert.equal(await input.getAttribute('aria-invalid'), 'true');
  assert.match((await input.getAttribute('aria-describedby')) ?? '', /due-date-error/);
  assert.equal(await save.isDisabled(), true);
  await input.press('Enter'); // the form's own validation holds it back too
  assert.equal(await dialog.isVisible(), true);

  // Half a date says how to write one once the field is left; so does a day before today.
  await input.fill('12/3');
  await input.press('Tab');
  assert.equal(await message.innerText(), 'Data inválida: use DD/MM/AAAA.');
  await input.fill(br(addDays(now, -1)));
  assert.equal(await message.innerText(), `Escolha uma data a partir de ${br(now)}.`);
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.payment.banking_billet.expire_at, due, 'nothing was sent');

  // The calendar, from the keyboard: it opens on today (the account's), in Portuguese.
  await forms.calendarButton(dialog).focus();
  await page.keyboard.press('Enter');
  const calendar = forms.calendar('Novo vencimento', dialog);
  assert.deepEqual(await forms.weekdays(calendar), ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
  const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  assert.match((await focusedLabel()) ?? '', /\(hoje\)$/);
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageUp');
  const picked = addDays(now, 10);
  const [year, month, day] = picked.split('-').map(Number);
  assert.match((await focusedLabel()) ?? '', new RegExp(`, ${day} de \\S+ de ${year}$`));
  const months = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
  await calendar.getByText(`${months[month - 1]} de ${year}`).waitFor();
  await dashboard.screenshot('date-picker-open-1440.png');
  await expectNoSeriousAxeViolations(page, 'the change-due-date dialog with its calendar open', 'dialog[open]');

  // Escape closes the calendar, not the dialog around it; so does tabbing on past it.
  await page.keyboard.press('Escape');
  await calendar.waitFor({ state: 'detached' });
  assert.equal(await dialog.isVisible(), true);
  await page.keyboard.press('Enter');
  await calendar.waitFor();
  await page.keyboard.press('Tab'); // from the focused day, the grid's one Tab stop, to "Voltar"
  await calendar.waitFor({ state: 'detached' });
  await forms.calendarButton(dialog).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await calendar.waitFor({ state: 'detached' });
  assert.equal(await input.inputValue(), br(picked));
  assert.equal(await message.innerText(), '');

  await save.click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.payment.banking_billet.expire_at, picked);
});

suite.test('new charge: an impossible date blocks "Criar boleto"; a day clicked in the calendar creates the boleto with that due date', async ({ account, open }) => {
  const api = await account();
  const now = await today(api);
  const dashboard = await open(api, '#/cobrancas', { foreign: true });
  const { page, charges, forms } = dashboard;
  await charges.newChargeButton.click();
  const dialog = forms.dialog('Nova cobrança');
  const input = forms.textbox(dialog, 'Vencimento');
  await input.fill('');
  await input.pressSequentially('30022028');
  await forms.button(dialog, 'Criar boleto').click();
  await dialog.getByText('30/02/2028 não existe.').waitFor();
  assert.equal((await api.get('/sandbox/v1/charges')).body.total, 0, 'no charge was created');

  await forms.calendarButton(dialog).click();
  const calendar = forms.calendar('Vencimento', dialog);
  await forms.nextMonth(calendar).click();
  const first = new Date(Date.UTC(Number(now.slice(0, 4)), Number(now.slice(5, 7)), 1)).toISOString().slice(0, 10);
  const picked = `${first.slice(0, 8)}20`;
  await forms.day(calendar, 20, '\\S+', picked.slice(0, 4)).click();
  assert.equal(await input.inputValue(), br(picked));
  await forms.button(dialog, 'Criar boleto').click();
  await dialog.waitFor({ state: 'detached' });
  const created = Number(/#\/cobrancas\/(\d+)/.exec(page.url())![1]);
  assert.equal((await api.get(`/v1/charge/${created}`)).body.data.payment.banking_billet.expire_at, picked);
});

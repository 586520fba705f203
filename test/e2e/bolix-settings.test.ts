// Bolix in a browser: the account page's switch turns the `pix` of the API's answers on and off,
// and the `qrcode_image` the API answers, drawn by Chromium, scans (zbarimg) to exactly `qrcode`.
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { browserSuite } from './suite.ts';
import { createBoleto } from './helpers.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const suite = await browserSuite();

suite.test('the account page switches Bolix: answers carry pix while it is on, none while it is off', async ({ account, open }) => {
  const api = await account('Loja Bolix');
  const dashboard = await open(api, '#/conta');
  const bolix = dashboard.account.bolixSwitch;
  // The switch shows before the account's settings arrive: wait for it to say on, not for it to exist.
  await dashboard.account.settings.getByRole('switch', { name: /Bolix/, checked: true }).waitFor();
  assert.ok('pix' in (await api.get(`/v1/charge/${await createBoleto(api)}`)).body.data.payment.banking_billet);

  await bolix.click();
  await dashboard.text('Bolix desligado: os boletos', { exact: false }).waitFor();
  assert.equal((await api.get('/sandbox/v1/settings')).body.bolix, false);
  assert.equal(await bolix.isChecked(), false);
  assert.ok(!('pix' in (await api.get(`/v1/charge/${await createBoleto(api)}`)).body.data.payment.banking_billet));

  await bolix.click();
  await dashboard.text('Bolix ligado: os boletos', { exact: false }).waitFor();
  assert.equal((await api.get('/sandbox/v1/settings')).body.bolix, true);
});

suite.test('until the settings have answered, the Bolix switch is neither on nor off and takes no click', async ({ account, open }) => {
  const api = await account('Loja Espera');
  const dashboard = await open(api, '#/cobrancas');
  const { page } = dashboard;
  // The settings' answer is held until the test lets it go: the moment between the switch showing
  // and the settings arriving lasts as long as the test needs, whatever the machine's speed.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/sandbox/v1/settings', async (route) => {
    if (route.request().method() === 'GET') await released;
    await route.continue();
  });
  const writes: string[] = [];
  page.on('request', (request) => void (request.url().includes('/sandbox/v1/settings') && request.method() !== 'GET' && writes.push(request.method())));

  await dashboard.section('account');
  const { settings, bolixSwitch: bolix } = dashboard.account;
  await bolix.waitFor();
  assert.equal(await settings.getAttribute('aria-busy'), 'true');
  assert.ok(await bolix.isDisabled());
  assert.equal(await bolix.evaluate((input: HTMLInputElement) => input.indeterminate), true, 'shown neither on nor off');
  // A click in that moment changes nothing (force: past Playwright's own wait for an enabled switch).
  await bolix.click({ force: true });

  release();
  await settings.getByRole('switch', { name: /Bolix/, checked: true }).waitFor();
  assert.equal(await settings.getAttribute('aria-busy'), 'false');
  assert.equal(await bolix.evaluate((input: HTMLInputElement) => input.indeterminate), false);
  assert.ok(await bolix.isEnabled());
  assert.deepEqual(writes, [], 'no setting was written');
  assert.equal((await api.get('/sandbox/v1/settings')).body.bolix, true);
});

const files = tempDir({ after }, 'bolix-qr-');

suite.test('the QR image the API answers scans to exactly the code beside it', async ({ account, browser }) => {
  const api = await account('Padaria Pão Quente');
  const id = await createBoleto(api);
  const pix = (await api.get(`/v1/charge/${id}`)).body.data.payment.banking_billet.pix;
  // A bare page of its own: the image as an <img>, drawn by Chromium's SVG renderer, scaled up.
  const page = await browser.newPage();
  try {
    await page.setContent(`<body style="margin:0;background:#fff"><img id="qr" alt="QR" src="${pix.qrcode_image}" style="width:480px;height:480px"></body>`);
    await page.locator('#qr').evaluate((image: HTMLImageElement) => image.decode());
    const file = join(files, `qr-${id}.png`);
    await page.locator('#qr').screenshot({ path: file });
    const decoded = execFileSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', file], { encoding: 'utf8' });
    assert.equal(decoded.replace(/\n$/, ''), pix.qrcode);
  } finally {
    await page.close();
  }
});

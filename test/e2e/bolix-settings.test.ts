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

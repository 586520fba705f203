// The carnê's pages in a real browser (Debian's Chromium through playwright-core), as the payer
// opens the `link` the API returned: the parcels with their typed lines and situations, a copy
// button that copies, links to each parcel's boleto and PDF and to the booklet that all work,
// the cover page and back — all under the page's Content-Security-Policy, with no console error.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../helpers/sandbox.ts';
import { addDays, customer, launchBrowser, today } from './helpers.ts';

const sandbox = await startSandbox();
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

test('the carnê page shows the parcels, copies a typed line, and every link leads where it says', async () => {
  const api = await sandbox.newAccount('Escola Exemplo');
  const created = await api.post('/v1/carnet', {
    items: [{ name: 'Mensalidade', value: 7500, amount: 1 }],
    customer: { ...customer, phone_number: '5144916523' },
    expire_at: addDays(await today(api), 5),
    repeats: 3,
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const data = created.body.data;
  await api.put(`/v1/carnet/${data.carnet_id}/parcel/1/settle`);

  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: sandbox.url });
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(data.link);

    await page.getByRole('heading', { name: 'Carnê de pagamento' }).waitFor();
    const rows = page.getByRole('table', { name: 'Parcelas do carnê' }).locator('tbody tr');
    assert.equal(await rows.count(), 3);
    for (const [i, parcel] of data.charges.entries()) {
      const row = rows.nth(i);
      assert.equal(await row.getByRole('rowheader').innerText(), `${i + 1}/3`);
      assert.ok((await row.innerText()).includes(parcel.barcode), `parcel ${i + 1}'s typed line is shown`);
      assert.ok((await row.innerText()).includes(parcel.expire_at.split('-').reverse().join('/')));
      assert.ok((await row.innerText()).includes(i === 0 ? 'Paga' : 'Em aberto'));
    }

    await page.getByRole('button', { name: 'Copiar a linha digitável da parcela 2/3' }).click();
    await page.getByRole('status').filter({ hasText: 'Linha digitável da parcela 2/3 copiada.' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), data.charges[1].barcode);

    // Every link on the page answers: the booklet PDF, the cover, each parcel's boleto page and PDF.
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    assert.deepEqual(hrefs, [data.pdf.carnet, data.cover, ...data.charges.flatMap((c: any) => [c.parcel_link, c.pdf.charge])]);
    for (const href of hrefs) {
      const response = await page.request.get(href);
      assert.equal(response.status(), 200, href);
      assert.match(response.headers()['content-type'], href.endsWith('.pdf') ? /^application\/pdf/ : /^text\/html/, href);
    }

    await page.getByRole('link', { name: 'Boleto da parcela 2/3' }).click();
    await page.waitForURL(data.charges[1].parcel_link);
    await page.getByRole('heading', { name: 'Recibo do Pagador' }).waitFor();
    assert.ok((await page.locator('main').innerText()).includes(data.charges[1].barcode), 'the parcel’s own boleto page');
    await page.goBack();

    await page.getByRole('link', { name: 'Capa' }).click();
    await page.waitForURL(data.cover);
    await page.getByRole('heading', { name: 'Capa do carnê' }).waitFor();
    assert.match(await page.locator('main').innerText(), /R\$ 225,00/);
    await page.getByRole('link', { name: 'Parcelas e linhas digitáveis' }).click();
    await page.waitForURL(data.link);

    // The policy holds: an injected script does not run.
    const injected = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    assert.equal(injected, false);
  } finally {
    await context.close();
  }
  const unexpected = errors.filter((text) => !/inline script violates the following Content Security Policy/.test(text));
  assert.deepEqual(unexpected, [], 'no console error but the refused injection');
});

test('on a phone-sized screen the parcels stay readable and nothing scrolls sideways', async () => {
  const api = await sandbox.newAccount();
  const created = await api.post('/v1/carnet', {
    items: [{ name: 'Mensalidade', value: 7500, amount: 1 }],
    customer: { ...customer, phone_number: '5144916523' },
    expire_at: addDays(await today(api), 5),
    repeats: 2,
  });
  const data = created.body.data;
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const page = await context.newPage();
    await page.goto(data.link);
    await page.getByRole('heading', { name: 'Carnê de pagamento' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    assert.ok(await page.getByText(data.charges[1].barcode).isVisible());
  } finally {
    await context.close();
  }
});

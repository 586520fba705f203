// The carnê's pages in a real browser (Debian's Chromium through playwright-core), as the payer
// opens the `link` the API returned: the parcels with their typed lines and situations, a copy
// button that copies, links to each parcel's boleto and PDF and to the booklet that all work,
// the cover page and back — all under the page's Content-Security-Policy, with no console error.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import { CarnetPages } from './pages/carnet-pages.ts';
import { addDays, customer, today } from './helpers.ts';
import { injectedScriptRan } from './pages/csp.ts';

const suite = await browserSuite({ dashboard: false });

/** The test injects an inline script to show that the policy refuses it; Chromium logs the refusal. */
const refusedInjection = { matches: /inline script violates the following Content Security Policy/, why: 'the injected script the policy refuses' };

suite.test('the carnê page shows the parcels, copies a typed line, and every link leads where it says', { allowErrors: [refusedInjection] }, async ({ account, openUrl }) => {
  const api = await account('Escola Exemplo');
  const created = await api.post('/v1/carnet', {
    items: [{ name: 'Mensalidade', value: 7500, amount: 1 }],
    customer: { ...customer, phone_number: '5144916523' },
    expire_at: addDays(await today(api), 5),
    repeats: 3,
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const data = created.body.data;
  await api.put(`/v1/carnet/${data.carnet_id}/parcel/1/settle`);

  const { page } = await openUrl(data.link, { viewport: { width: 1280, height: 900 } });
  const carnet = new CarnetPages(page);

  await carnet.heading.waitFor();
  const rows = carnet.parcels;
  assert.equal(await rows.count(), 3);
  for (const [i, parcel] of data.charges.entries()) {
    const row = rows.nth(i);
    assert.equal(await carnet.parcelNumber(row).innerText(), `${i + 1}/3`);
    assert.ok((await row.innerText()).includes(parcel.barcode), `parcel ${i + 1}'s typed line is shown`);
    assert.ok((await row.innerText()).includes(parcel.expire_at.split('-').reverse().join('/')));
    assert.ok((await row.innerText()).includes(i === 0 ? 'Paga' : 'Em aberto'));
  }

  await carnet.copyTypedLine('2/3').click();
  await carnet.copied('2/3').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), data.charges[1].barcode);

  // Every link on the page answers: the booklet PDF, the cover, each parcel's boleto page and PDF.
  const hrefs = await carnet.hrefs();
  assert.deepEqual(hrefs, [data.pdf.carnet, data.cover, ...data.charges.flatMap((c: any) => [c.parcel_link, c.pdf.charge])]);
  for (const href of hrefs) {
    const response = await page.request.get(href);
    assert.equal(response.status(), 200, href);
    assert.match(response.headers()['content-type'], href.endsWith('.pdf') ? /^application\/pdf/ : /^text\/html/, href);
  }

  await carnet.boletoLink('2/3').click();
  await page.waitForURL(data.charges[1].parcel_link);
  await carnet.boletoHeading.waitFor();
  assert.ok((await carnet.main.innerText()).includes(data.charges[1].barcode), 'the parcel’s own boleto page');
  await page.goBack();

  await carnet.coverLink.click();
  await page.waitForURL(data.cover);
  await carnet.coverHeading.waitFor();
  assert.match(await carnet.main.innerText(), /R\$ 225,00/);
  await carnet.parcelsLink.click();
  await page.waitForURL(data.link);

  // The policy holds: an injected script does not run.
  assert.equal(await injectedScriptRan(page), false);
});

suite.test('on a phone-sized screen the parcels stay readable and nothing scrolls sideways', async ({ account, openUrl }) => {
  const api = await account();
  const created = await api.post('/v1/carnet', {
    items: [{ name: 'Mensalidade', value: 7500, amount: 1 }],
    customer: { ...customer, phone_number: '5144916523' },
    expire_at: addDays(await today(api), 5),
    repeats: 2,
  });
  const data = created.body.data;
  const { page } = await openUrl(data.link, { viewport: { width: 375, height: 740 } });
  await new CarnetPages(page).heading.waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
  assert.ok(await page.getByText(data.charges[1].barcode).isVisible());
});

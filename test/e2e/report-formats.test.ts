// The integration report's JUnit and HTML in a real browser: Chromium's XML parser (strict, and
// not ours) reads the JUnit file — no JUnit or XML parser is installed in the project — and the
// HTML page is rendered under its own Content-Security-Policy, with its stylesheet applied and
// nothing the client sent turned into markup.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, basicAuth } from '../helpers/sandbox.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { launchBrowser } from './helpers.ts';

const sandbox = await startSandbox();
const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await sandbox.close();
});

/** An account whose report has one fail (a 401 never retried, on a path with markup) and the rest not exercised. */
async function accountWithAFailure() {
  const api = await sandbox.newAccount();
  await api.call('DELETE', '/sandbox/v1/tokens');
  const refused = await rawRequest(sandbox.url, 'GET', "/v1/charge/1?x=<b>bold</b>&q=\"'&amp;", { authorization: `Bearer ${api.token}` });
  assert.equal(refused.status, 401);
  await api.authorize(); // for the report's own call: the refused call is never retried
  return api;
}

test('the JUnit file is well-formed XML: one testcase per check, the failure and the skips where they belong', async () => {
  const api = await accountWithAFailure();
  const xml = (await api.get('/sandbox/v1/report?format=junit')).body as string;
  const page = await browser.newPage();
  try {
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      if (error) return { error: error.textContent };
      const suites = doc.documentElement;
      return {
        root: suites.tagName,
        totals: ['tests', 'failures', 'errors', 'skipped'].map((name) => suites.getAttribute(name)),
        cases: [...doc.getElementsByTagName('testcase')].map((c) => ({
          name: c.getAttribute('name'),
          outcome: c.getElementsByTagName('failure').length ? 'failure' : c.getElementsByTagName('skipped').length ? 'skipped' : 'passed',
          out: c.getElementsByTagName('system-out')[0]?.textContent ?? '',
        })),
      };
    }, xml);
    assert.equal(parsed.error, undefined, String(parsed.error));
    assert.equal(parsed.root, 'testsuites');
    assert.deepEqual(parsed.totals, ['30', '1', '0', '28']);
    const failed = parsed.cases!.filter((c) => c.outcome === 'failure');
    assert.deepEqual(failed.map((c) => c.name!.split(':')[0]), ['authorization.reauthorized']);
    assert.match(failed[0].out, /\/v1\/charge\/1\?x=<b>bold<\/b>&q="'&amp;/, 'the path comes back as sent, once the XML is read');
  } finally {
    await page.close();
  }
});

test('the HTML page renders under its CSP: styled, no script, the client\'s text shown as text, evidence linked to the dashboard', async () => {
  const api = await accountWithAFailure();
  const context = await browser.newContext({ extraHTTPHeaders: { authorization: basicAuth(api.clientId, api.clientSecret) } });
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  try {
    const answer = await page.goto(`${sandbox.url}/sandbox/v1/report?format=html`);
    assert.equal(answer?.status(), 200);
    assert.deepEqual(blocked, [], 'the page\'s own stylesheet is allowed by its policy');
    assert.equal(await page.locator('b').count(), 0, 'the <b> the client sent is text, not markup');
    const failed = page.locator('td.fail');
    assert.equal(await failed.count(), 1);
    assert.equal(await failed.evaluate((cell) => getComputedStyle(cell).fontWeight), '600', 'the stylesheet applies');
    const failedRow = page.locator('tr', { has: page.locator('td.fail') });
    assert.equal(await failedRow.locator('a[href^="/#/requisicoes/"]').count(), 1, 'the refused request, linked into the dashboard');
    assert.match((await failedRow.locator('li').first().textContent())!, /<b>bold<\/b>/);
  } finally {
    await context.close();
  }
});

// The sandbox as seen from the user's browser, where every other web page can reach it too: a
// rebound name gets nothing, another site's form changes nothing, and the pages run under their
// Content-Security-Policy without losing a feature.
//
// The sandbox, the browser and the pages come from the suite helper (the browser started with a
// host-resolver rule, so evil.example and promo.example reach this machine). The attacker's site
// stays a plain server of its own, apart from the suite on purpose: it stands for a page the user
// happens to visit, not for anything of the sandbox's, and its pages must keep nothing in common
// with the sandbox (no shared origin, no suite-granted permission) for the tests to mean anything.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { Response } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { request } from '../helpers/sandbox.ts';
import { createBoleto } from './helpers.ts';
import { browserSuite } from './suite.ts';
import { BoletoPage } from './pages/boleto-page.ts';

const suite = await browserSuite({ browserArgs: ['--host-resolver-rules=MAP evil.example 127.0.0.1, MAP promo.example 127.0.0.1'] });
const sandbox = suite.sandbox;
const port = new URL(sandbox.url).port;

// "Another site": a page served from this machine under names the browser resolves to 127.0.0.1,
// as DNS rebinding or a hostile page would have it.
const attacker = createServer((req, res) => {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  if (req.url === '/framed') {
    res.end(`<!doctype html><title>jogo</title><iframe id="f" src="http://127.0.0.1:${port}/" width="800" height="600"></iframe>`);
    return;
  }
  res.end(`<!doctype html><title>promo</title>
<form id="f" method="post" action="http://127.0.0.1:${port}/sandbox/v1/accounts" enctype="text/plain">
<input name='{"name":"intrusa","x":"' value='"}'></form>
<script>
fetch('http://127.0.0.1:${port}/sandbox/v1/accounts', { method: 'POST', mode: 'no-cors', body: '{"name":"intrusa-fetch"}' })
  .finally(() => document.getElementById('f').submit());
</script>`);
});
await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
const attackerPort = (attacker.address() as AddressInfo).port;
suite.cleanup(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

/** Chromium logs each refused document or fetch (HTTP 403) as a console error. */
const refused = { matches: /status of 403/, why: 'the sandbox refusing the other site, which is the point' };

async function accountNames(): Promise<string[]> {
  return (await request(sandbox.url, 'GET', '/sandbox/v1/accounts')).body.accounts.map((a: { name: string }) => a.name);
}

suite.test('a page on a rebound name (evil.example → 127.0.0.1) reads no credentials and no dashboard', { allowErrors: [refused] }, async ({ account, openUrl }) => {
  await account('vitima');
  const { page, status } = await openUrl(`http://evil.example:${port}/sandbox/v1/accounts`);
  assert.equal(status, 403);
  const text = await page.locator('body').innerText();
  assert.match(text, /Host não permitido/);
  assert.doesNotMatch(text, /client_secret/);
  // The page's own script, same-origin to itself, gets the same refusal.
  const read = await page.evaluate(async () => {
    const response = await fetch('/sandbox/v1/accounts');
    return { status: response.status, text: await response.text() };
  });
  assert.equal(read.status, 403);
  assert.doesNotMatch(read.text, /client_secret/);
  const dashboard = await page.goto(`http://evil.example:${port}/`);
  assert.equal(dashboard?.status(), 403);
});

suite.test("another site's form post and no-cors fetch create nothing", { allowErrors: [refused] }, async ({ openUrl }) => {
  const before = await accountNames();
  let formPost!: Promise<Response>;
  const { context } = await openUrl(`http://promo.example:${attackerPort}/`, {
    async context(context) {
      formPost = context.waitForEvent('response', (response) => response.url().includes('/sandbox/v1/accounts') && response.request().method() === 'POST' && response.request().resourceType() === 'document');
    },
  });
  assert.equal((await formPost).status(), 403);
  await context.close();
  assert.deepEqual(await accountNames(), before);
});

suite.test(
  'another site cannot frame the dashboard (no clickjacking of its buttons)',
  { allowErrors: [{ matches: /frame-ancestors/, why: 'the dashboard refusing to be framed, which is the point', times: 1 }] },
  async ({ openUrl }) => {
    let refusal!: Promise<unknown>;
    const { page } = await openUrl(`http://promo.example:${attackerPort}/framed`, {
      async context(context) {
        refusal = context.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
      },
    });
    await refusal;
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    assert.ok(frame, 'the iframe exists');
    assert.doesNotMatch(frame.url(), new RegExp(`127\\.0\\.0\\.1:${port}/$`), 'the dashboard did not load in the frame');
  },
);

suite.test(
  'the boleto page runs its own script under its CSP, and nothing else',
  { allowErrors: [{ matches: /Content Security Policy/, why: 'the injected inline script the policy refuses' }] },
  async ({ account, openUrl }) => {
  const api = await account();
  const id = await createBoleto(api);
  const link = (await api.get(`/v1/charge/${id}`)).body.data.payment.banking_billet.link as string;
  const head = await request(sandbox.url, 'GET', new URL(link).pathname);
  const csp = head.headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src 'sha256-[A-Za-z0-9+/=]+'/);
  assert.equal(head.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(head.headers.get('referrer-policy'), 'no-referrer');

  const { page, errors: violations } = await openUrl(link);
  const boleto = new BoletoPage(page);
  await boleto.copyTypedLine.click();
  // Either outcome of the copy proves the inline script ran; a blocked script would say nothing.
  await boleto.copyOutcome.waitFor();
  // An injected inline script is refused by the policy.
  assert.equal(await boleto.injectedScriptRan(), false);
  assert.ok(violations.some((text) => /Content Security Policy/.test(text)), 'the blocked injection is reported');
  assert.equal(violations.filter((text) => !/Content Security Policy/.test(text)).length, 0, violations.join('\n'));
  },
);

suite.test('every HTML answer carries a CSP and nosniff: the dashboard and its not-found page', async () => {
  for (const path of ['/', '/index.html', '/cobrancas/123']) {
    const result = await request(sandbox.url, 'GET', path, { headers: { accept: 'text/html' } });
    assert.match(result.headers.get('content-type') ?? '', /text\/html/, path);
    assert.match(result.headers.get('content-security-policy') ?? '', /default-src 'self'/, path);
    assert.equal(result.headers.get('x-content-type-options'), 'nosniff', path);
    assert.equal(result.headers.get('referrer-policy'), 'no-referrer', path);
  }
});

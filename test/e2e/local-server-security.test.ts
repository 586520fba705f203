// The sandbox as seen from the user's browser, where every other web page can reach it too: a
// rebound name gets nothing, another site's form changes nothing, and the pages run under their
// Content-Security-Policy without losing a feature.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { startSandbox, request } from '../helpers/sandbox.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertDashboardBuilt, createBoleto } from './helpers.ts';

assertDashboardBuilt();
const sandbox = await startSandbox();
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

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP evil.example 127.0.0.1, MAP promo.example 127.0.0.1'],
});
after(async () => {
  await browser.close();
  attacker.close();
  await sandbox.close();
});

async function accountNames(): Promise<string[]> {
  return (await request(sandbox.url, 'GET', '/sandbox/v1/accounts')).body.accounts.map((a: { name: string }) => a.name);
}

test('a page on a rebound name (evil.example → 127.0.0.1) reads no credentials and no dashboard', async () => {
  await sandbox.newAccount('vitima');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const accounts = await page.goto(`http://evil.example:${port}/sandbox/v1/accounts`);
    assert.equal(accounts?.status(), 403);
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
  } finally {
    await context.close();
  }
});

test("another site's form post and no-cors fetch create nothing", async () => {
  const before = await accountNames();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const refused = page.waitForResponse((response) => response.url().includes('/sandbox/v1/accounts') && response.request().method() === 'POST' && response.request().resourceType() === 'document');
    await page.goto(`http://promo.example:${attackerPort}/`);
    assert.equal((await refused).status(), 403);
  } finally {
    await context.close();
  }
  assert.deepEqual(await accountNames(), before);
});

test('another site cannot frame the dashboard (no clickjacking of its buttons)', async () => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const refusal = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.goto(`http://promo.example:${attackerPort}/framed`);
    await refusal;
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    assert.ok(frame, 'the iframe exists');
    assert.doesNotMatch(frame.url(), new RegExp(`127\\.0\\.0\\.1:${port}/$`), 'the dashboard did not load in the frame');
  } finally {
    await context.close();
  }
});

test('the boleto page runs its own script under its CSP, and nothing else', async () => {
  const api = await sandbox.newAccount();
  const id = await createBoleto(api);
  const link = (await api.get(`/v1/charge/${id}`)).body.data.payment.banking_billet.link as string;
  const head = await request(sandbox.url, 'GET', new URL(link).pathname);
  const csp = head.headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src 'sha256-[A-Za-z0-9+/=]+'/);
  assert.equal(head.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(head.headers.get('referrer-policy'), 'no-referrer');

  const context = await browser.newContext();
  const violations: string[] = [];
  try {
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await page.goto(link);
    await page.getByRole('button', { name: 'Copiar linha digitável' }).click();
    // Either outcome of the copy proves the inline script ran; a blocked script would say nothing.
    await page.getByRole('status').filter({ hasText: /Linha digitável copiada|Não foi possível copiar/ }).waitFor();
    // An injected inline script is refused by the policy.
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
  assert.ok(violations.some((text) => /Content Security Policy/.test(text)), 'the blocked injection is reported');
  assert.equal(violations.filter((text) => !/Content Security Policy/.test(text)).length, 0, violations.join('\n'));
});

test('every HTML answer carries a CSP and nosniff: the dashboard and its not-found page', async () => {
  for (const path of ['/', '/index.html', '/cobrancas/123']) {
    const result = await request(sandbox.url, 'GET', path, { headers: { accept: 'text/html' } });
    assert.match(result.headers.get('content-type') ?? '', /text\/html/, path);
    assert.match(result.headers.get('content-security-policy') ?? '', /default-src 'self'/, path);
    assert.equal(result.headers.get('x-content-type-options'), 'nosniff', path);
    assert.equal(result.headers.get('referrer-policy'), 'no-referrer', path);
  }
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  isAllowedNavigation,
  isExternalLink,
  isPermissionAllowed,
  navigationDecision,
  windowOpenDecision,
} from '../../electron/navigation-policy.ts';
import { applyContentSecurityPolicy, parsePolicy, type HeadersReceivedResponse } from '../../electron/csp.ts';

const engine = 'http://127.0.0.1:4455';

test('the window may only navigate within the engine origin', () => {
  for (const url of [`${engine}/`, `${engine}/charges/12?tab=history#top`, 'http://127.0.0.1:4455', 'HTTP://127.0.0.1:4455/x']) {
    assert.equal(isAllowedNavigation(url, engine), true, url);
  }
  for (const url of [
    'http://127.0.0.1:4456/',
    'http://localhost:4455/',
    'https://127.0.0.1:4455/',
    'http://127.0.0.1:4455.evil.example/',
    'http://user@evil.example/?http://127.0.0.1:4455',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'about:blank',
    'not a url',
    '',
  ]) {
    assert.equal(isAllowedNavigation(url, engine), false, url);
  }
});

test('nothing is allowed while the engine is down (empty origin)', () => {
  assert.equal(isAllowedNavigation(`${engine}/`, ''), false);
  assert.equal(isPermissionAllowed('clipboard-sanitized-write', `${engine}/`, ''), false);
});

test('only web and mail links go to the system browser; other schemes are dropped', () => {
  assert.equal(isExternalLink('https://dev.efipay.com.br/docs'), true);
  assert.equal(isExternalLink('http://example.com'), true);
  assert.equal(isExternalLink('mailto:dev@example.com'), true);
  for (const url of ['file:///C:/Windows/System32/calc.exe', 'javascript:alert(1)', 'smb://host/share', 'vscode://x', 'ms-msdt:/id', '']) {
    assert.equal(isExternalLink(url), false, url);
  }
});

test('navigation decisions: stay, hand to the browser, or block', () => {
  assert.equal(navigationDecision(`${engine}/accounts`, engine), 'allow');
  assert.equal(navigationDecision('https://github.com/', engine), 'open-externally');
  assert.equal(navigationDecision('file:///etc/hosts', engine), 'block');
  // Popups never become Electron windows, the engine's own boleto PDF included.
  assert.equal(windowOpenDecision(`${engine}/boleto/1.pdf`), 'open-externally');
  assert.equal(windowOpenDecision('https://example.com'), 'open-externally');
  assert.equal(windowOpenDecision('javascript:void(0)'), 'block');
});

test('only clipboard writes are granted, and only to the engine pages', () => {
  assert.equal(isPermissionAllowed('clipboard-sanitized-write', `${engine}/accounts`, engine), true);
  assert.equal(isPermissionAllowed('clipboard-sanitized-write', engine, engine), true, 'permission checks pass an origin');
  assert.equal(isPermissionAllowed('clipboard-sanitized-write', 'https://evil.example/', engine), false);
  for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'hid', 'serial', 'usb', 'fullscreen']) {
    assert.equal(isPermissionAllowed(permission, `${engine}/`, engine), false, permission);
  }
});

function cspFor(url: string, responseHeaders?: Record<string, string[]>): HeadersReceivedResponse {
  let response: HeadersReceivedResponse | undefined;
  applyContentSecurityPolicy({ url, responseHeaders }, engine, (r) => (response = r));
  assert.ok(response, 'the callback is always called');
  return response;
}

test('engine responses get a strict content security policy, other headers kept', () => {
  const response = cspFor(`${engine}/`, { 'Content-Type': ['text/html'] });
  assert.deepEqual(response.responseHeaders?.['Content-Type'], ['text/html']);
  const header = response.responseHeaders?.['Content-Security-Policy'];
  assert.ok(Array.isArray(header) && header.length === 1);
  const policy = parsePolicy(header[0]);
  assert.deepEqual(policy.get('default-src'), ["'self'"]);
  assert.deepEqual(policy.get('script-src'), ["'self'"], 'no inline script, no eval, no remote script');
  assert.deepEqual(policy.get('connect-src'), ["'self'"], 'the dashboard talks to the engine only');
  assert.deepEqual(policy.get('object-src'), ["'none'"]);
  assert.ok(policy.has('base-uri') && policy.has('form-action') && policy.has('frame-ancestors'));
  for (const sources of policy.values()) {
    assert.ok(!sources.includes('*') && !sources.includes("'unsafe-eval'"), sources.join(' '));
  }
});

test("the engine's own policy is kept alongside, so both are enforced", () => {
  const engineCsp = "default-src 'self'; base-uri 'none'";
  const response = cspFor(`${engine}/charges`, { 'content-type': ['text/html; charset=utf-8'], 'content-security-policy': [engineCsp] });
  const header = response.responseHeaders?.['Content-Security-Policy'] as string[];
  assert.equal(header.length, 2);
  assert.equal(header[1], engineCsp);
  assert.equal(response.responseHeaders?.['content-security-policy'], undefined, 'one header name, two values');
  assert.deepEqual(response.responseHeaders?.['content-type'], ['text/html; charset=utf-8']);
});

test('other origins and non-HTML engine responses (the boleto PDF, JSON) are left untouched', () => {
  assert.deepEqual(cspFor('https://example.com/', { 'Content-Type': ['text/html'] }), {});
  assert.deepEqual(cspFor('devtools://devtools/bundled/inspector.html'), {});
  assert.deepEqual(cspFor(`${engine}/boleto/1.pdf`, { 'Content-Type': ['application/pdf'] }), {});
  assert.deepEqual(cspFor(`${engine}/v1/charge/1`, { 'content-type': ['application/json'] }), {});
});

// Who may call a route is said once, in its declaration's `auth`: the router mounts the middleware
// its prefix offers for that kind, and the document's `security` is read from the same field. What
// could still go wrong is a declaration whose auth the mount cannot enforce: that stops start-up
// rather than leaving the route open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { routerFrom } from '../../server/http/routes.ts';
import { route } from '../../server/http/route-declaration.ts';
import { adminAuth } from '../../server/http/auth.ts';
import type { Auth } from '../../server/http/openapi/route-doc.ts';

const declared = (auth: Auth, adminAction?: string) =>
  route({ method: 'get', path: '/thing', tag: 'Test', summary: 'A thing', auth, adminAction, response: { description: 'The thing.' }, errors: [], handler: () => {} });

test('a route whose auth its mount does not offer is a start-up error, not an open route', () => {
  assert.throws(() => routerFrom([declared('account')], { auth: { none: [] } }), /GET \/thing declares auth "account", which its mount does not offer/);
  assert.throws(() => routerFrom([declared('bearer')]), /does not offer/);
  assert.doesNotThrow(() => routerFrom([declared('none')], { auth: { none: [] } }));
});

test('an admin route must name the action its refusal names', () => {
  const auth = { admin: adminAuth({ open: false, adminToken: 'secret' }) };
  assert.throws(() => routerFrom([declared('admin')], { auth }), /declares auth "admin" without the adminAction/);
  assert.doesNotThrow(() => routerFrom([declared('admin', 'Listar coisas')], { auth }));
});

// The dashboard's first requests: the sandbox's info and its accounts are asked for by the HTML's
// classic script (public/boot.js) while the modules download, and the entry takes those
// answers over instead of asking again — once each, marked as the dashboard's own calls (the request
// log keeps the integrator's apart by that header), under the page's CSP.
import assert from 'node:assert/strict';
import { browserSuite } from './suite.ts';
import { createBoleto } from './helpers.ts';
import { Dashboard } from './pages/dashboard.ts';

const suite = await browserSuite();

suite.test('the page asks for the info and the accounts once each, as the dashboard, and shows the list', async ({ account, openUrl, sandbox }) => {
  const api = await account('Loja Primeira');
  const id = await createBoleto(api);
  const asked: Array<{ path: string; client: string | undefined }> = [];
  const { page, errors } = await openUrl(`${sandbox.url}/?account=${encodeURIComponent(api.clientId)}#/cobrancas`, {
    reportCsp: true,
    context: async (context) => {
      context.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === '/sandbox/v1/info' || pathname === '/sandbox/v1/accounts') asked.push({ path: `${request.method()} ${pathname}`, client: request.headers()['x-sandbox-client'] });
      });
    },
  });
  const dashboard = new Dashboard(page, sandbox.url, api, errors);
  await dashboard.charges.row(id).waitFor();
  await dashboard.live.waitFor();
  assert.deepEqual(
    asked.sort((a, b) => a.path.localeCompare(b.path)),
    [
      { path: 'GET /sandbox/v1/accounts', client: 'dashboard' },
      { path: 'GET /sandbox/v1/info', client: 'dashboard' },
    ],
  );
  assert.deepEqual(errors, []);
});

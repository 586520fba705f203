// Requisições, as an integrator uses it: their own calls (not the dashboard's) with links to what
// each touched, filters over the whole log, both clocks, and a curl command that really works.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { browserSuite } from './suite.ts';

const run = promisify(execFile);
const suite = await browserSuite();

suite.test("the dashboard's own calls are hidden until asked for; an integrator's control-API reads show", async ({ account, open }) => {
  const api = await account();
  const dashboard = await open(api, '#/requisicoes');
  const { requests } = dashboard;
  await requests.empty.waitFor();
  const id = await api.createCharge();
  await api.get('/sandbox/v1/clock'); // a test suite reading the control API, as the dashboard does
  await requests.waitForRows(['GET /sandbox/v1/clock 200', 'POST /v1/charge 200']);
  assert.equal(await requests.dashboardChip().count(), 0);

  // The dashboard did read the control API meanwhile; the toggle shows those reads, marked.
  await requests.showDashboardCalls.check();
  const dashboardRow = requests.dashboardRows.first();
  await dashboardRow.waitFor();
  assert.match(await dashboardRow.innerText(), /GET[\s\S]*\/sandbox\/v1\//);
  // …and the dashboard's own actions too: its settle shows as a dashboard call.
  await dashboard.goto(`#/cobrancas/${id}`);
  await dashboard.charges.action('Baixar manualmente (settle)').click();
  await dashboard.dialog().getByRole('button', { name: 'Baixar cobrança' }).click();
  await dashboard.text('Cobrança baixada manualmente.').waitFor();
  await dashboard.goto('#/requisicoes');
  const settle = requests.row('PUT', `/v1/charge/${id}/settle`);
  await requests.dashboardChip(settle).waitFor();
  await requests.showDashboardCalls.uncheck();
  await requests.waitForRows(['GET /sandbox/v1/clock 200', 'POST /v1/charge 200']);
});

suite.test("a request links to the charge it made, and the link opens the charge", async ({ account, open }) => {
  const api = await account();
  const dashboard = await open(api, '#/requisicoes');
  const { page, requests } = dashboard;
  const id = await api.createCharge();
  const carnet = await api.post('/v1/carnet', {
    items: [{ name: 'Curso', value: 10000, amount: 1 }],
    customer: { name: 'Maria da Silva', cpf: '52998224725', phone_number: '11987654321' },
    expire_at: (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10),
    repeats: 2,
  });
  assert.equal(carnet.status, 200, JSON.stringify(carnet.body));
  const carnetId = carnet.body.data.carnet_id;
  await requests.row('POST', '/v1/carnet').getByRole('link', { name: `Carnê #${carnetId}` }).waitFor();
  assert.equal(await requests.row('POST', '/v1/carnet').getByRole('link', { name: `Carnê #${carnetId}` }).getAttribute('href'), `#/carnes/${carnetId}`);

  await requests.row('POST', '/v1/charge').getByRole('link', { name: `Cobrança #${id}` }).click();
  await dashboard.charges.heading(id).waitFor();
  assert.ok(page.url().endsWith(`#/cobrancas/${id}`), page.url());
});

suite.test('filters by method, status and failures find requests beyond the rows loaded', async ({ account, open }) => {
  const api = await account();
  assert.equal((await api.post('/v1/charge', { items: [] })).status, 400); // the oldest of all
  const id = await api.createCharge();
  for (let n = 0; n < 210; n++) await api.get(`/v1/charge/${id}`);
  assert.equal((await api.get('/v1/charge/999999999')).status, 404);
  assert.equal((await api.put(`/v1/charge/${id}/cancel`)).status, 200);
  const dashboard = await open(api, '#/requisicoes');
  const { requests } = dashboard;
  await requests.row('PUT', `/v1/charge/${id}/cancel`).waitFor();
  assert.equal(await requests.rows.count(), 200, 'the page loads the latest 200');
  assert.equal(await requests.row('POST', '/v1/charge').count(), 0, 'the 400 is older than those');

  await requests.failuresOnly.check();
  await requests.waitForRows(['GET /v1/charge/999999999 404', 'POST /v1/charge 400']);
  await requests.failuresOnly.uncheck();

  await requests.methodFilter.selectOption('POST');
  await requests.waitForRows(['POST /v1/charge 200', 'POST /v1/charge 400']);
  await requests.statusFilter.fill('4xx');
  await requests.waitForRows(['POST /v1/charge 400']);
  await requests.methodFilter.selectOption('');
  await requests.waitForRows(['GET /v1/charge/999999999 404', 'POST /v1/charge 400']);
  await requests.statusFilter.fill('404');
  await requests.waitForRows(['GET /v1/charge/999999999 404']);
  await requests.statusFilter.fill('');
  await requests.pathFilter.fill('/CANCEL');
  await requests.waitForRows([`PUT /v1/charge/${id}/cancel 200`]);
  await requests.pathFilter.fill('nada-disso');
  await requests.emptyFiltered.waitFor();

  await requests.statusFilter.fill('abc');
  await requests.badStatusFilter.waitFor();
});

const brasilia = (ms: number) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
};

suite.test("each row shows the account's clock and the local wall time, both with the date", async ({ account, open }) => {
  const api = await account();
  await api.post('/sandbox/v1/clock/advance', { days: 3 });
  await api.createCharge();
  const [logged] = (await api.get('/sandbox/v1/requests?limit=1&method=POST')).body.requests;
  const [date, time] = logged.virtual_at.split(' ');
  const virtual = `${date.split('-').reverse().join('/')} ${time}`;
  const wall = brasilia(Date.parse(logged.at)); // the browser runs in America/Sao_Paulo
  assert.notEqual(virtual.slice(0, 10), wall.slice(0, 10), 'three days apart');
  const dashboard = await open(api, '#/requisicoes');
  const { requests } = dashboard;
  const row = requests.row('POST', '/v1/charge');
  await requests.clocksHeader.waitFor();
  await row.getByText(`relógio da conta ${virtual}`).waitFor();
  await row.getByText(`hora local ${wall}`).waitFor();
  await row.getByRole('link', { name: '/v1/charge', exact: true }).click();
  const detail = requests.detail;
  await detail.getByText(`relógio da conta ${virtual}`).waitFor();
  await detail.getByText(`hora local ${wall}`).waitFor();
});

suite.test('copy as curl: the copied command, run with curl, gets the same answer again', async ({ account, open }) => {
  const api = await account();
  const id = await api.createCharge({ items: [{ name: "Caneca d'água", value: 2590, amount: 2 }], metadata: { custom_id: 'curl-1' } });
  await api.get(`/v1/charge/${id}`);
  const dashboard = await open(api, '#/requisicoes');
  const { requests } = dashboard;
  // The create, with a body holding a single quote, replayed: a second charge like the first.
  await requests.row('POST', '/v1/charge').getByRole('link', { name: '/v1/charge', exact: true }).click();
  await requests.copyAsCurl.click();
  await requests.copied.waitFor();
  const create = await dashboard.clipboard();
  assert.match(create, /^curl -sS -X POST '[^']+\/v1\/charge'/);
  assert.ok(create.includes('"Authorization: Bearer $TOKEN"'), create);
  assert.ok(!create.includes(api.token), 'no credentials in the copied command');
  const created = await runShell(create, { TOKEN: api.token });
  assert.equal(created.code, 200, JSON.stringify(created));
  assert.notEqual(created.data.charge_id, id);
  assert.equal(created.data.custom_id, 'curl-1');
  assert.equal(created.data.total, 5180);
  const logged = (await api.get('/sandbox/v1/requests?method=POST&limit=10')).body.requests.at(-1);
  assert.deepEqual(Object.keys(created.data).sort(), Object.keys(JSON.parse(logged.response_body).data).sort(), 'the same shape');

  // A GET, with the command that sets TOKEN from the account's credentials in front of it.
  await requests.row('GET', `/v1/charge/${id}`).getByRole('link', { name: `/v1/charge/${id}`, exact: true }).click();
  await requests.copyAsCurl.click();
  const read = await dashboard.clipboard();
  await requests.setTokenToggle.click();
  await requests.copySetToken.click();
  const setToken = await dashboard.clipboard();
  assert.match(setToken, /^TOKEN=\$\(curl/);
  const answer = await runShell(`${setToken}\n${read}`, {});
  assert.equal(answer.code, 200, JSON.stringify(answer));
  assert.equal(answer.data.charge_id, id);
  assert.equal(answer.data.status, 'new');
});

/** Runs a copied command in a shell, with only PATH and the given variables, and parses its JSON output. */
async function runShell(script: string, env: Record<string, string>): Promise<any> {
  const { stdout } = await run('sh', ['-c', script], { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env } });
  return JSON.parse(stdout);
}

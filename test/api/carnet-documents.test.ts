// A carnê's printable documents over real HTTP, at the URLs POST /v1/carnet returns: the booklet
// PDF (cover + three slips to a page, each barcode scannable and payable at the bank), the cover
// PDF, the carnê and cover pages with their security headers, the cache following the parcels,
// the JSON 404s, and POST /v1/carnet/:id/resend into the e-mail outbox.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { dataOf, scanPdfPage } from '../helpers/zbar.ts';

const require = createRequire(import.meta.url);
const validationBr = require('validation-br');

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const dir = mkdtempSync(join(tmpdir(), 'carnet-docs-'));
after(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const br = (iso: string) => iso.split('-').reverse().join('/');

/** The 44 barcode digits a typed line stands for (FEBRABAN layout, boleto.md §1.2), worked out here independently. */
function barcodeOf(typedLine: string): string {
  const d = typedLine.replace(/\D/g, '');
  return d.slice(0, 4) + d[32] + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
}

async function createCarnet(api: ApiClient, extra: Record<string, unknown> = {}) {
  const result = await api.post('/v1/carnet', {
    items: [{ name: 'Mensalidade', value: 7500, amount: 1 }], customer, expire_at: addDays(await today(api), 10), repeats: 12, ...extra,
  });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data;
}

let counter = 0;
async function download(url: string): Promise<{ path: string; bytes: Buffer; response: Response }> {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const path = join(dir, `doc-${++counter}.pdf`);
  writeFileSync(path, bytes);
  return { path, bytes, response };
}

const squash = (s: string) => s.replace(/[ \u00a0]+/g, ' ');
const text = (path: string, page?: number) => squash(execFileSync('pdftotext',
  ['-layout', '-nodiag', ...(page === undefined ? [] : ['-f', String(page), '-l', String(page)]), path, '-'], { encoding: 'utf8' }));
const pageCount = (path: string) => Number(execFileSync('pdfinfo', [path], { encoding: 'utf8' }).match(/^Pages:\s+(\d+)/m)![1]);

/** The slips' barcodes (I2/5) on a page; a Bolix slip's QR has its own tests (bolix-documents.test.ts). */
const barcodesOn = (path: string, page: number): string[] => dataOf(scanPdfPage(path, page, dir), 'I2/5');

test('the booklet: a cover with the carnê’s facts, then every parcel’s slip three to a page; a scanned slip pays its parcel', async () => {
  const api = await sandbox.newAccount('Escola Exemplo');
  const data = await createCarnet(api, { message: 'Mensalidade escolar' });
  const { path, response } = await download(data.pdf.carnet);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/pdf');
  assert.match(response.headers.get('content-disposition') ?? '', new RegExp(`carne-${data.carnet_id}\\.pdf`));
  assert.equal(pageCount(path), 5, '1 cover + 12 slips / 3 per page');

  const first = data.charges[0].expire_at;
  const last = data.charges[11].expire_at;
  const cover = text(path, 1);
  for (const fact of ['Carnê de pagamento', `Carnê nº ${data.carnet_id}`, 'Escola Exemplo', 'Gorbadoc Oldbuck', 'CPF 942.715.646-56',
    'Parcelas', 'R$ 900,00', '12 × R$ 75,00', br(first), br(last), 'Como pagar']) {
    assert.ok(cover.includes(fact), `the cover shows ${fact}`);
  }
  const all = text(path);
  for (const parcel of data.charges) {
    assert.ok(all.split(parcel.barcode).length - 1 >= 2, `parcel ${parcel.parcel}'s typed line on the cover and on its slip`);
  }
  assert.match(text(path, 2), /Parcela 1\/12[^]*Parcela 2\/12[^]*Parcela 3\/12/);
  assert.ok(text(path, 2).includes('Mensalidade escolar'), 'the carnê’s message on the slips');

  // Page 3 carries parcels 4–6: what the scanner reads is each parcel's barcode.
  const scanned = barcodesOn(path, 3).sort();
  const expected = data.charges.slice(3, 6).map((c: any) => barcodeOf(c.barcode)).sort();
  assert.deepEqual(scanned, expected);
  for (const barcode of scanned) assert.equal(validationBr.isBoleto(barcode), true, 'a valid boleto barcode');
  const paid = await api.post('/sandbox/v1/bank/payments', { barcode: scanned[0] });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.equal(paid.body.charge_id, data.charges.find((c: any) => barcodeOf(c.barcode) === scanned[0]).charge_id);
  assert.equal(paid.body.status, 'paid');
});

test('the cover PDF is the cover page alone; each parcel keeps its own boleto PDF', async () => {
  const api = await sandbox.newAccount('Escola Exemplo');
  const data = await createCarnet(api, { repeats: 3 });
  const { path, response } = await download(data.pdf.cover);
  assert.equal(response.headers.get('content-type'), 'application/pdf');
  assert.equal(pageCount(path), 1);
  assert.ok(text(path).includes('R$ 225,00'));
  const parcel = await download(data.charges[1].pdf.charge);
  assert.equal(parcel.response.status, 200);
  assert.ok(text(parcel.path).includes(data.charges[1].barcode));
});

test('the booklet is cached until a parcel changes: a new due date, a payment and a cancel show in the next one', async () => {
  const api = await sandbox.newAccount();
  const data = await createCarnet(api, { repeats: 4 });
  const id = data.carnet_id;
  const a = await download(data.pdf.carnet);
  const b = await download(data.pdf.carnet);
  assert.ok(a.bytes.equals(b.bytes), 'same booklet, same bytes');

  const later = addDays(await today(api), 90);
  assert.deepEqual((await api.put(`/v1/carnet/${id}/parcel/2`, { expire_at: later })).body, { code: 200 });
  assert.deepEqual((await api.put(`/v1/carnet/${id}/parcel/1/settle`)).body, { code: 200 });
  assert.deepEqual((await api.put(`/v1/carnet/${id}/parcel/3/cancel`)).body, { code: 200 });
  const moved = (await api.get(`/v1/carnet/${id}`)).body.data.charges[1];
  const c = await download(data.pdf.carnet);
  assert.ok(!c.bytes.equals(a.bytes));
  const slips = text(c.path, 2);
  assert.ok(slips.includes(moved.barcode) && slips.includes(br(later)), 'the re-issued parcel’s new numbers and date');
  assert.ok(!text(c.path).includes(data.charges[1].barcode), 'the old typed line is gone');
  assert.match(slips, /1\/4 +PAGA/);
  assert.match(slips, /3\/4 +CANCELADA/);
  const cover = text(c.path, 1);
  assert.match(cover, /1\/4 .*Paga/);
  assert.match(cover, /3\/4 .*Cancelada/);
  assert.equal(pageCount(c.path), 3, 'every parcel still printed');
});

test('the carnê page, its classic twin and the cover page: HTML under their own policy, nosniff, no referrer', async () => {
  const api = await sandbox.newAccount('Escola Exemplo');
  const data = await createCarnet(api, { repeats: 3 });
  for (const url of [data.link, data.carnet_link, data.cover]) {
    const response = await fetch(url);
    assert.equal(response.status, 200, url);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html; charset=utf-8/);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; style-src 'sha256-/, url);
    assert.match(csp, /frame-ancestors 'self'/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const html = await response.text();
    assert.ok(html.includes(`Carnê nº ${data.carnet_id}`));
    assert.ok(html.includes(data.pdf.carnet), 'a link to the booklet');
  }
  const page = await (await fetch(data.link)).text();
  for (const parcel of data.charges) {
    assert.ok(page.includes(parcel.barcode), `typed line of parcel ${parcel.parcel}`);
    assert.ok(page.includes(`href="${parcel.parcel_link}"`) && page.includes(`href="${parcel.pdf.charge}"`), `links of parcel ${parcel.parcel}`);
  }
  assert.ok((await (await fetch(data.cover)).text()).includes(`href="${data.pdf.cover}"`));
});

test('unknown or malformed codes are JSON 404s, even for a browser; nothing answers 5xx', async () => {
  const api = await sandbox.newAccount();
  const data = await createCarnet(api, { repeats: 1 });
  const code = new URL(data.link).pathname.split('/').pop()!;
  const boletoCode = new URL(data.charges[0].parcel_link).pathname.split('/').pop()!;
  for (const path of [
    '/carne/1_0123456789', '/carne/1_0123456789.pdf', '/carne/1_0123456789/capa', '/carne/1_0123456789/capa.pdf',
    `/carne/${code}/nada`, `/carne/${code}/capa.PDF`, `/carne/${code.toLowerCase()}`, `/carne/${boletoCode}`, `/carne/${boletoCode}.pdf`,
    '/emissao/carne/1_0123456789', '/carne/%E0%A4%A', '/carne/..%2F..%2Fv1', `/carne/${'9'.repeat(400)}`, '/carne', '/carne/a/b/c',
  ]) {
    const response = await fetch(sandbox.url + path, { headers: { accept: 'text/html' } });
    assert.ok(response.status === 404 || response.status === 400, `${path} → ${response.status}`);
    const body = await response.json();
    assert.equal(typeof body.code, 'number', path);
    assert.equal(typeof body.error, 'string', path);
  }
  assert.equal((await fetch(`${sandbox.url}/carne/${code}`, { method: 'POST' })).status, 405);
  assert.equal((await fetch(`${sandbox.url}/carne/${code}`, { method: 'HEAD' })).status, 200);
});

test('POST /v1/carnet/:id/resend puts the booklet into the outbox and a line in the history; refused once finished', async () => {
  const api = await sandbox.newAccount('Escola Exemplo');
  const data = await createCarnet(api, { repeats: 6 });
  const id = data.carnet_id;
  assert.deepEqual((await api.post(`/v1/carnet/${id}/resend`, { email: 'responsavel@example.com' })).body, { code: 200 });

  const { emails } = (await api.get('/sandbox/v1/emails')).body;
  assert.equal(emails.length, 1);
  const [email] = emails;
  assert.equal(email.recipient, 'responsavel@example.com');
  assert.equal(email.charge_id, null, 'the e-mail belongs to the carnê, not one parcel');
  assert.equal(email.attachment_name, `carne-${id}.pdf`);
  assert.match(email.subject, new RegExp(`Carnê ${id} — 6 parcelas`));
  assert.match(email.body, /R\$ 450,00/);
  assert.match(email.body, /Escola Exemplo/);
  const attachment = await fetch(email.attachment_url, { headers: { authorization: `Bearer ${api.token}` } });
  assert.equal(attachment.headers.get('content-type'), 'application/pdf');
  const path = join(dir, `attachment-${++counter}.pdf`);
  writeFileSync(path, Buffer.from(await attachment.arrayBuffer()));
  assert.equal(pageCount(path), 3, 'cover + two pages of three slips');
  for (const parcel of data.charges) assert.ok(text(path).includes(parcel.barcode));

  const history = (await api.get(`/v1/carnet/${id}`)).body.data.history;
  assert.equal(history.at(-1).message, 'Carnê enviado para responsavel@example.com');

  assert.equal((await api.post(`/v1/carnet/${id}/resend`, { email: 'não é e-mail' })).body.error_description.property, '/email');
  assert.equal((await api.post(`/v1/carnet/${id}/resend`, {})).body.code, 3500034);
  assert.equal((await api.post(`/v1/carnet/${id}/resend`, { email: 'a@b.co', extra: 1 })).body.code, 3500034);
  assert.equal((await api.post('/v1/carnet/99999999/resend', { email: 'a@b.co' })).body.code, 3500010);
  const other = await sandbox.newAccount();
  assert.equal((await other.post(`/v1/carnet/${id}/resend`, { email: 'a@b.co' })).body.code, 3500010, 'another account’s carnê is unknown');

  assert.deepEqual((await api.put(`/v1/carnet/${id}/cancel`)).body, { code: 200 });
  const refused = await api.post(`/v1/carnet/${id}/resend`, { email: 'responsavel@example.com' });
  assert.equal(refused.status, 400);
  assert.equal(refused.body.code, 3500083);
  assert.equal((await api.get('/sandbox/v1/emails')).body.emails.length, 1, 'nothing more in the outbox');
});

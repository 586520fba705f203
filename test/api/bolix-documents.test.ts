// A Bolix's Pix code on every document a person gets, over real HTTP: the boleto's PDF and page,
// the carnê booklet (each slip its parcel's own code), and the PDFs the e-mails attach. Each QR is
// read back by zbarimg from a 150 dpi rendering and must be exactly the `pix.qrcode` the API
// answered; pix-utils (an independent parser) accepts that code. An account without Bolix gets none.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasError, parsePix } from 'pix-utils';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { dataOf, scanPdfPage } from '../helpers/zbar.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());
const dir = tempDir({ after }, 'bolix-docs-');

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523' };

async function expireIn(api: ApiClient, days: number): Promise<string> {
  const today = (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10) as string;
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

let counter = 0;
async function savePdf(url: string, token?: string): Promise<string> {
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  assert.equal(response.headers.get('content-type'), 'application/pdf', url);
  const path = join(dir, `doc-${++counter}.pdf`);
  writeFileSync(path, Buffer.from(await response.arrayBuffer()));
  return path;
}

function assertBrCode(code: string): void {
  const parsed = parsePix(code);
  assert.ok(!hasError(parsed) && parsed.type === 'DYNAMIC', `pix-utils parses a dynamic code: ${code}`);
}

async function issueBoleto(api: ApiClient) {
  const issued = await api.post('/v1/charge/one-step', {
    items: [{ name: 'Bolo de fubá', value: 12000, amount: 1 }],
    payment: { banking_billet: { expire_at: await expireIn(api, 5), customer } },
  });
  assert.equal(issued.status, 200, JSON.stringify(issued.body));
  return issued.body.data as { charge_id: number; barcode: string; link: string; pdf: { charge: string }; pix?: { qrcode: string } };
}

test('the boleto PDF, its page and the e-mailed PDF carry the QR of exactly the code the API answered', async () => {
  const api = await sandbox.newAccount('Padaria Pão de Açúcar');
  const issued = await issueBoleto(api);
  const code = (await api.get(`/v1/charge/${issued.charge_id}`)).body.data.payment.banking_billet.pix.qrcode as string;
  assertBrCode(code);

  const symbols = scanPdfPage(await savePdf(issued.pdf.charge), 1, dir);
  assert.deepEqual(dataOf(symbols, 'QR-Code'), [code]);
  assert.equal(dataOf(symbols, 'I2/5').length, 1, 'the barcode still reads beside it');

  const page = await (await fetch(issued.link)).text();
  assert.ok(page.includes('Pague com Pix'));
  assert.ok(page.includes(`data-line="${code}"`), 'the copy button carries the code');

  assert.deepEqual((await api.post(`/v1/charge/${issued.charge_id}/billet/resend`, { email: 'cliente@example.com' })).body, { code: 200 });
  const [email] = (await api.get('/sandbox/v1/emails')).body.emails;
  assert.deepEqual(dataOf(scanPdfPage(await savePdf(email.attachment_url, api.token), 1, dir), 'QR-Code'), [code]);
});

test('a new due date prints the new code, not the old one', async () => {
  const api = await sandbox.newAccount();
  const issued = await issueBoleto(api);
  const before = (await api.get(`/v1/charge/${issued.charge_id}`)).body.data.payment.banking_billet.pix.qrcode as string;
  assert.deepEqual((await api.put(`/v1/charge/${issued.charge_id}/billet`, { expire_at: await expireIn(api, 9) })).body, { code: 200 });
  const after = (await api.get(`/v1/charge/${issued.charge_id}`)).body.data.payment.banking_billet.pix.qrcode as string;
  assert.notEqual(after, before);
  assert.deepEqual(dataOf(scanPdfPage(await savePdf(issued.pdf.charge), 1, dir), 'QR-Code'), [after]);
});

test('each slip of the carnê booklet, and of the e-mailed booklet, carries its own parcel\'s code', async () => {
  const api = await sandbox.newAccount('Escola Exemplo');
  const created = await api.post('/v1/carnet', { items: [{ name: 'Mensalidade', value: 7500, amount: 1 }], customer, expire_at: await expireIn(api, 10), repeats: 4 });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const { carnet_id: id, pdf } = created.body.data as { carnet_id: number; pdf: { carnet: string } };
  const parcels = (await api.get(`/v1/carnet/${id}`)).body.data.charges as Array<{ parcel: number; pix: { qrcode: string } }>;
  const codes = parcels.map((p) => p.pix.qrcode);
  assert.equal(new Set(codes).size, 4, 'one code per parcel');
  codes.forEach(assertBrCode);
  const expectOnPages = async (path: string) => {
    assert.deepEqual(dataOf(scanPdfPage(path, 1, dir), 'QR-Code'), [], 'none on the cover');
    assert.deepEqual(dataOf(scanPdfPage(path, 2, dir), 'QR-Code'), codes.slice(0, 3).sort());
    assert.deepEqual(dataOf(scanPdfPage(path, 3, dir), 'QR-Code'), codes.slice(3));
  };
  await expectOnPages(await savePdf(pdf.carnet));
  assert.deepEqual((await api.post(`/v1/carnet/${id}/resend`, { email: 'responsavel@example.com' })).body, { code: 200 });
  const [email] = (await api.get('/sandbox/v1/emails')).body.emails;
  await expectOnPages(await savePdf(email.attachment_url, api.token));
});

test('a paid boleto prints no QR any more (its code is no longer payable); an account without Bolix never gets one', async () => {
  const api = await sandbox.newAccount();
  const issued = await issueBoleto(api);
  assert.equal((await api.post('/sandbox/v1/bank/payments', { charge_id: issued.charge_id })).status, 200);
  const paidPdf = await savePdf(issued.pdf.charge);
  assert.deepEqual(dataOf(scanPdfPage(paidPdf, 1, dir), 'QR-Code'), []);

  const plain = await sandbox.newAccount();
  assert.equal((await plain.put('/sandbox/v1/settings', { bolix: false })).status, 200);
  const without = await issueBoleto(plain);
  assert.equal(without.pix, undefined);
  assert.deepEqual(dataOf(scanPdfPage(await savePdf(without.pdf.charge), 1, dir), 'QR-Code'), []);
  assert.ok(!(await (await fetch(without.link)).text()).includes('Pague com Pix'));
});

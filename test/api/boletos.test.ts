import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';
import { businessDayOnOrAfter } from '../../server/domain/bank-calendar.ts';
import { startReceiver, waitFor } from '../helpers/receiver.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';
import { dataOf, scanPdfPage } from '../helpers/zbar.ts';

// Independent validators from the registry: our numbers are checked with someone else's code.
const require = createRequire(import.meta.url);
const brazilianUtils = require('@brazilian-utils/brazilian-utils');
const validationBr = require('validation-br');

// Receivers here answer 2xx without fetching while advances walk their retry ladders: a short fetch
// grace keeps each walk fast (the real 2 s grace has its own tests, callbacks-once.test.ts).
const sandbox = await startSandbox({ jobs: { pollMs: 50, fetchGraceMs: 10 } });
after(() => sandbox.close());

const customer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };

async function today(api: ApiClient): Promise<string> {
  return (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function oneStep(api: ApiClient, billet: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  // A business day, so that "the day after the due date" means the same whatever day the suite runs
  // (a due date on a weekend or holiday has a grace through the next business day).
  const expire = businessDayOnOrAfter(addDays(await today(api), 5));
  return api.post('/v1/charge/one-step', {
    items: [{ name: 'Product 1', value: 10000, amount: 1 }, { name: 'Product 2', value: 2500, amount: 2 }],
    shippings: [{ name: 'Frete', value: 1000 }],
    payment: { banking_billet: { expire_at: expire, customer, ...billet } },
    ...extra,
  });
}

test('one-step issues a boleto with the real field set and numbers independent validators accept', async () => {
  const api = await sandbox.newAccount();
  const result = await oneStep(api);
  assert.equal(result.status, 200, JSON.stringify(result.body));
  const data = result.body.data;
  // `pix` because a new account has Bolix on (test/api/bolix.test.ts covers it).
  assert.deepEqual(Object.keys(data).sort(), ['barcode', 'billet_link', 'charge_id', 'expire_at', 'link', 'payment', 'pdf', 'pix', 'status', 'total']);
  assert.equal(data.status, 'waiting');
  assert.equal(data.payment, 'banking_billet');
  assert.equal(data.total, 16000);
  assert.match(data.barcode, /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  assert.ok(data.link.startsWith(sandbox.url));
  assert.ok(data.pdf.charge.endsWith('.pdf'));

  assert.equal(brazilianUtils.isValidBoleto(data.barcode), true, 'brazilian-utils accepts the typed line');
  assert.equal(validationBr.isBoleto(data.barcode.replace(/\D/g, '')), true, 'validation-br accepts the typed line');
  const info = brazilianUtils.getBoletoInfo(data.barcode, { referenceDate: new Date(`${data.expire_at}T12:00:00`) });
  assert.equal(info.bankCode, '364');
  assert.equal(info.amount, 16000, 'the value the barcode encodes, in cents');
  assert.equal((info.expirationDate as Date).toISOString().slice(0, 10), data.expire_at, 'the due-date factor decodes to expire_at');
});

test('two-step: POST /v1/charge then /pay; GET shows customer and payment.banking_billet', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items: [{ name: 'Curso', value: 15000 }] });
  const expire = addDays(await today(api), 10);
  const paid = await api.post(`/v1/charge/${id}/pay`, {
    payment: {
      banking_billet: {
        expire_at: expire,
        customer: { ...customer, address: { street: 'Avenida JK', number: 909, neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' } },
        configurations: { fine: 200, interest: 33 },
        conditional_discount: { type: 'percentage', value: 500, until_date: expire },
        message: 'linha 1\nlinha 2',
      },
    },
  });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.equal(paid.body.data.charge_id, id);
  const detail = (await api.get(`/v1/charge/${id}`)).body.data;
  assert.equal(detail.status, 'waiting');
  assert.equal(detail.customer.name, customer.name);
  assert.equal(detail.customer.address.number, '909', 'address.number comes back as a string');
  assert.equal(detail.payment.method, 'banking_billet');
  assert.equal(detail.payment.message, 'linha 1\nlinha 2');
  assert.deepEqual(detail.payment.banking_billet.configurations, { days_to_write_off: 89, interest_type: 'daily', interest: 33, fine: 200 });
  assert.equal(detail.payment.banking_billet.barcode, paid.body.data.barcode);
  assert.equal(detail.payment.banking_billet.pdf.charge, paid.body.data.pdf.charge);
  assert.deepEqual(detail.history.map((h: any) => h.message), ['Cobrança criada', 'Pagamento via boleto aguardando confirmação']);

  const again = await api.post(`/v1/charge/${id}/pay`, { payment: { banking_billet: { expire_at: expire, customer } } });
  assert.equal(again.body.code, 3500030);
});

test('pay is refused for a canceled charge (3500044)', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge();
  await api.put(`/v1/charge/${id}/cancel`);
  const expire = addDays(await today(api), 1);
  const canceled = await api.post(`/v1/charge/${id}/pay`, { payment: { banking_billet: { expire_at: expire, customer } } });
  assert.equal(canceled.body.code, 3500044);
});

test('boleto field rules answer with the pointer of the offending property', { timeout: HANG_GUARD_MS }, async () => {
  const api = await sandbox.newAccount();
  const now = await today(api);
  const cases: Array<[Record<string, unknown>, number, string]> = [
    [{ customer: { ...customer, name: 'Gorbadoc' } }, 3500034, '/payment/banking_billet/customer/name'],
    [{ customer: { ...customer, cpf: '94271564657' } }, 3500034, '/payment/banking_billet/customer/cpf'],
    [{ customer: { ...customer, cpf: '9427156465' } }, 3500034, '/payment/banking_billet/customer/cpf'],
    [{ customer: { ...customer, phone_number: '0144916523' } }, 3500034, '/payment/banking_billet/customer/phone_number'],
    [{ customer: { ...customer, email: 'not-an-email' } }, 3500034, '/payment/banking_billet/customer/email'],
    [{ customer: { email: 'a@b.co' } }, 3500034, '/payment/banking_billet/customer/name'],
    [{ customer: { juridical_person: { corporate_name: 'ACME Ltda', cnpj: '11222333000180' } } }, 3500034, '/payment/banking_billet/customer/juridical_person/cnpj'],
    [{ expire_at: addDays(now, -1) }, 4600007, '/payment/banking_billet/expire_at'],
    [{ expire_at: '2025-02-30' }, 3500034, '/payment/banking_billet/expire_at'],
    [{ message: 'a\nb\nc\nd\ne' }, 3500034, '/payment/banking_billet/message'],
    [{ message: 'x'.repeat(101) }, 3500034, '/payment/banking_billet/message'],
    [{ configurations: { fine: 1001 } }, 3500034, '/payment/banking_billet/configurations/fine'],
    [{ configurations: { interest: 331 } }, 3500034, '/payment/banking_billet/configurations/interest'],
    [{ configurations: { interest: { value: 331, type: 'daily' } } }, 3500034, '/payment/banking_billet/configurations/interest/value'],
    [{ configurations: { days_to_write_off: 121 } }, 3500034, '/payment/banking_billet/configurations/days_to_write_off'],
    [{ configurations: {} }, 3500034, '/payment/banking_billet/configurations'],
    [{ discount: { type: 'cash', value: 1 } }, 3500034, '/payment/banking_billet/discount/type'],
    [{ conditional_discount: { type: 'currency', value: 100 } }, 3500034, '/payment/banking_billet/conditional_discount/until_date'],
    [{ surprise: true }, 3500034, '/payment/banking_billet/surprise'],
  ];
  for (const [billet, code, property] of cases) {
    const result = await oneStep(api, billet);
    assert.equal(result.body.code, code, `${JSON.stringify(billet)} -> ${JSON.stringify(result.body)}`);
    assert.equal(result.body.error_description.property, property, JSON.stringify(billet));
  }
  // A juridical person needs no name or CPF, only a valid CNPJ.
  const company = await oneStep(api, { customer: { juridical_person: { corporate_name: 'ACME Ltda', cnpj: '11222333000181' } } });
  assert.equal(company.status, 200, JSON.stringify(company.body));
  // The real name pattern backtracks exponentially; ours answers at once.
  const hostile = await oneStep(api, { customer: { ...customer, name: `${'a '.repeat(120)}\n` } });
  assert.equal(hostile.body.error_description.property, '/payment/banking_billet/customer/name');
});

test('the R$ 5,00 minimum: 4600036 below it, 4600523 when discounts take it below', async () => {
  const api = await sandbox.newAccount();
  const expire = addDays(await today(api), 3);
  const small = await api.post('/v1/charge/one-step', { items: [{ name: 'Bala', value: 499 }], payment: { banking_billet: { expire_at: expire, customer } } });
  assert.equal(small.body.code, 4600036);
  const discounted = await oneStep(api, { discount: { type: 'currency', value: 15600 } });
  assert.equal(discounted.body.code, 4600523);
});

test('the barcode value field: a boleto over R$ 99.999.999,99 is 4600037 and nothing is written', async () => {
  const api = await sandbox.newAccount();
  const expire = addDays(await today(api), 3);
  // 10,000,000,000 cents, after shippings: one cent more than the 10-digit field holds.
  const over = { items: [{ name: 'Fazenda', value: 1_999_999_999, amount: 5 }], shippings: [{ name: 'Frete', value: 5 }] };
  const payment = { banking_billet: { expire_at: expire, customer } };

  const oneStepOver = await api.post('/v1/charge/one-step', { ...over, payment });
  assert.equal(oneStepOver.status, 400);
  assert.equal(oneStepOver.body.code, 4600037);
  assert.match(oneStepOver.body.error_description, /R\$ 99\.999\.999,99/);
  const listed = await api.get('/sandbox/v1/charges');
  assert.equal(listed.body.total, 0, 'the one-step charge was not created');

  const id = await api.createCharge(over);
  const payOver = await api.post(`/v1/charge/${id}/pay`, { payment });
  assert.equal(payOver.status, 400);
  assert.equal(payOver.body.code, 4600037);
  const still = await api.get(`/v1/charge/${id}`);
  assert.equal(still.body.data.status, 'new', 'the charge is untouched');
  assert.equal(still.body.data.payment, undefined);

  // The unconditional discount is part of the document value: one cent off and it fits.
  const fits = await api.post(`/v1/charge/${id}/pay`, { payment: { banking_billet: { ...payment.banking_billet, discount: { type: 'currency', value: 1 } } } });
  assert.equal(fits.status, 200);
  assert.match(fits.body.data.barcode, /9{10}$/, 'the largest value the field holds');
});

test('an unpaid boleto turns unpaid the day after its due date, with its callback', async () => {
  const hook = await startReceiver(200);
  try {
    const api = await sandbox.newAccount();
    const issued = await oneStep(api, {}, { metadata: { notification_url: hook.url } });
    const id = issued.body.data.charge_id;
    await api.post('/sandbox/v1/clock/advance', { to: `${issued.body.data.expire_at} 23:59:59` });
    assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'waiting', 'still payable on the due date');
    const advanced = await api.post('/sandbox/v1/clock/advance', { minutes: 1 });
    assert.ok(advanced.body.processed >= 1);
    const detail = (await api.get(`/v1/charge/${id}`)).body.data;
    assert.equal(detail.status, 'unpaid');
    await waitFor(() => hook.calls.length >= 3, 'the unpaid callback');
    const events = (await api.get(`/v1/notification/${hook.calls[0].token}`)).body.data;
    assert.deepEqual(events.map((e: any) => e.status.current), ['new', 'waiting', 'unpaid']);
    assert.equal(events[2].created_at, `${addDays(issued.body.data.expire_at, 1)} 00:00:00`);
  } finally {
    await hook.close();
  }
});

test('PUT /billet moves the due date, re-issues the numbers and reopens an unpaid boleto', async () => {
  const api = await sandbox.newAccount();
  const issued = (await oneStep(api)).body.data;
  const id = issued.charge_id;
  await api.post('/sandbox/v1/clock/advance', { to: addDays(issued.expire_at, 2) });
  assert.equal((await api.get(`/v1/charge/${id}`)).body.data.status, 'unpaid');
  const newDate = addDays(issued.expire_at, 10);
  assert.deepEqual((await api.put(`/v1/charge/${id}/billet`, { expire_at: newDate })).body, { code: 200 });
  const detail = (await api.get(`/v1/charge/${id}`)).body.data;
  assert.equal(detail.status, 'waiting');
  assert.equal(detail.payment.banking_billet.expire_at, newDate);
  assert.notEqual(detail.payment.banking_billet.barcode, issued.barcode);
  assert.equal(brazilianUtils.isValidBoleto(detail.payment.banking_billet.barcode), true);
  assert.ok(detail.history.some((h: any) => h.message.startsWith('Data de vencimento alterada para')));

  const past = await api.put(`/v1/charge/${id}/billet`, { expire_at: issued.expire_at });
  assert.equal(past.body.code, 4600007);
  const plain = await api.createCharge();
  assert.equal((await api.put(`/v1/charge/${plain}/billet`, { expire_at: newDate })).body.code, 3500036);
  await api.put(`/v1/charge/${id}/settle`);
  assert.equal((await api.put(`/v1/charge/${id}/billet`, { expire_at: newDate })).body.code, 3500038);
});

test('resend puts an e-mail with the PDF in the outbox; refused without a boleto', async () => {
  const api = await sandbox.newAccount();
  const issued = (await oneStep(api)).body.data;
  assert.deepEqual((await api.post(`/v1/charge/${issued.charge_id}/billet/resend`, { email: 'cliente@example.com' })).body, { code: 200 });
  const { emails } = (await api.get('/sandbox/v1/emails')).body;
  assert.equal(emails.length, 1);
  assert.equal(emails[0].recipient, 'cliente@example.com');
  assert.equal(emails[0].charge_id, issued.charge_id);
  assert.match(emails[0].body, new RegExp(issued.barcode.replace(/\./g, '\\.')));
  const attachment = await fetch(emails[0].attachment_url, { headers: { authorization: `Bearer ${api.token}` } });
  assert.equal(attachment.headers.get('content-type'), 'application/pdf');
  assert.equal(Buffer.from(await attachment.arrayBuffer()).subarray(0, 5).toString(), '%PDF-');
  const history = (await api.get(`/v1/charge/${issued.charge_id}`)).body.data.history;
  assert.equal(history.at(-1).message, 'Cobrança enviada para cliente@example.com');

  const plain = await api.createCharge();
  assert.equal((await api.post(`/v1/charge/${plain}/billet/resend`, { email: 'a@b.co' })).body.code, 3500066);
  assert.equal((await api.post(`/v1/charge/${issued.charge_id}/billet/resend`, { email: 'nope' })).body.error_description.property, '/email');
});

test('balance sheet: set once before paying, then refused with 3500086', async () => {
  const api = await sandbox.newAccount();
  const id = await api.createCharge({ items: [{ name: 'Condomínio', value: 45000 }] });
  const sheet = {
    title: 'Balancete Geral',
    body: [{ header: 'Receitas', tables: [{ rows: [[{ align: 'left', color: '#000000', style: 'bold', text: 'Taxa', colspan: 2 }, { align: 'right', color: '#000000', style: 'normal', text: 'R$ 450,00', colspan: 2 }]] }] }],
  };
  assert.deepEqual((await api.post(`/v1/charge/${id}/balance-sheet`, sheet)).body, { code: 200 });
  assert.equal((await api.post(`/v1/charge/${id}/balance-sheet`, sheet)).body.code, 3500086);
  const bad = await api.post(`/v1/charge/${id}/balance-sheet`, { ...sheet, body: [{ header: 'Receitas', tables: [{ rows: [[{ align: 'left', color: 'black', style: 'bold', text: 'x', colspan: 1 }]] }] }] });
  assert.equal(bad.body.error_description.property, '/body/0/tables/0/rows/0/0/color');
});

test('the served PDF and page show the boleto; the PDF barcode scans to the typed line digits', async (t) => {
  const { execFileSync } = await import('node:child_process');
  const { writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const api = await sandbox.newAccount('Loja Exemplo');
  const issued = (await oneStep(api, { message: 'Obrigado pela compra', configurations: { fine: 200, interest: 33 } })).body.data;

  const pdfResponse = await fetch(issued.pdf.charge);
  assert.equal(pdfResponse.headers.get('content-type'), 'application/pdf');
  const dir = tempDir(t, 'cobranca-pdf-');
  const file = join(dir, 'boleto.pdf');
  writeFileSync(file, Buffer.from(await pdfResponse.arrayBuffer()));
  const text = execFileSync('pdftotext', ['-layout', '-nodiag', file, '-'], { encoding: 'utf8' });
  assert.ok(text.includes(issued.barcode), 'the typed line is printed');
  assert.match(text, /FICHA DE COMPENSAÇÃO/);
  assert.match(text, /Obrigado pela compra/);
  assert.match(text, /multa de 2,00%/);
  assert.match(text, /Gorbadoc Oldbuck/);
  // The barcode (I2/5); a Bolix's QR beside it has its own tests (bolix-documents.test.ts).
  const [scanned] = dataOf(scanPdfPage(file, 1, dir), 'I2/5');
  const detail = (await api.get(`/v1/charge/${issued.charge_id}`)).body.data;
  assert.equal(scanned.length, 44);
  assert.equal(validationBr.isBoleto(scanned), true, 'the scanned barcode is a valid boleto barcode');
  assert.equal(brazilianUtils.getBoletoInfo(detail.payment.banking_billet.barcode, { referenceDate: new Date() }).amount, Number(scanned.slice(9, 19)));

  const page = await fetch(issued.link);
  assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  const html = await page.text();
  assert.ok(html.includes(issued.barcode));
  assert.ok(html.includes(issued.pdf.charge));
  assert.equal((await fetch(issued.billet_link)).status, 200);
  assert.equal((await fetch(`${sandbox.url}/boleto/1_1_DEADBEEF.pdf`)).status, 404);

  // The bank reads the printed barcode: paying with what the scanner saw settles this charge.
  const paid = await api.post('/sandbox/v1/bank/payments', { barcode: scanned });
  assert.equal(paid.body.charge_id, issued.charge_id);
  assert.equal(paid.body.status, 'paid');
});

// The dashboard's search (`q` on the control API's lists): a charge, carnê, subscription, payment
// link or e-mail found by what a person has at hand — a typed line pasted with its dots, a name
// typed without accents, a CPF with punctuation, an e-mail, a notification token, an id.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox, type ApiClient } from '../helpers/sandbox.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());

const items = [{ name: 'Produto', value: 5000, amount: 1 }];
const joao = { name: 'João Araújo', cpf: '94271564656', email: 'Joao.Araujo@Example.com', phone_number: '11988887777' };
const maria = { name: 'Maria da Silva', cpf: '52998224725', email: 'maria@example.com' };
const acme = { juridical_person: { corporate_name: 'Açaí Comércio Ltda', cnpj: '11222333000181' }, email: 'financeiro@acai.example' };
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = async (api: ApiClient) => (await api.get('/sandbox/v1/clock')).body.now.slice(0, 10) as string;

async function boleto(api: ApiClient, customer: object, customId?: string) {
  const result = await api.post('/v1/charge/one-step', {
    items,
    ...(customId ? { metadata: { custom_id: customId } } : {}),
    payment: { banking_billet: { expire_at: addDays(await today(api), 5), customer } },
  });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  const id = result.body.data.charge_id as number;
  const timeline = (await api.get(`/sandbox/v1/charges/${id}/timeline`)).body;
  return { id, typedLine: timeline.boleto.typed_line as string, barcode: timeline.boleto.barcode as string, token: timeline.notification_token as string };
}

async function found(api: ApiClient, list: string, key: string, q: string): Promise<number[]> {
  const result = await api.get(`/sandbox/v1/${list}?q=${encodeURIComponent(q)}`);
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body[list === 'payment-links' ? 'links' : list].map((row: Record<string, number>) => row[key]);
}
const charges = (api: ApiClient, q: string) => found(api, 'charges', 'charge_id', q);

test('charges are found by typed line, barcode, name, CPF/CNPJ, e-mail, phone, token, id and custom_id', async () => {
  const api = await sandbox.newAccount();
  const other = await sandbox.newAccount();
  const a = await boleto(api, joao, 'Pedido-77');
  const b = await boleto(api, maria);
  const c = await boleto(api, acme);
  const plain = await api.createCharge({ items, metadata: { custom_id: 'sem-pagador' } });
  const foreign = await boleto(other, joao);

  assert.match(a.typedLine, /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  assert.deepEqual(await charges(api, a.typedLine), [a.id], 'the typed line as shown, dots and spaces');
  assert.deepEqual(await charges(api, a.typedLine.replace(/\D/g, '')), [a.id], 'the typed line as digits');
  assert.deepEqual(await charges(api, ` ${a.typedLine.replace(/ /g, '  ')}\n`), [a.id], 'pasted with stray whitespace');
  assert.deepEqual(await charges(api, a.barcode), [a.id], 'the barcode');
  assert.deepEqual(await charges(api, a.typedLine.slice(24)), [a.id], 'the end of a typed line');
  assert.deepEqual(await charges(api, 'joao'), [a.id], 'a name without its accent');
  assert.deepEqual(await charges(api, 'ARAÚJO'), [a.id], 'in capitals, with its accent');
  assert.deepEqual(await charges(api, 'acai comercio'), [c.id], 'a company name');
  assert.deepEqual(await charges(api, '942.715.646-56'), [a.id], 'a CPF with punctuation');
  assert.deepEqual(await charges(api, '94271564656'), [a.id], 'a CPF as digits');
  assert.deepEqual(await charges(api, '11.222.333/0001-81'), [c.id], 'a CNPJ with punctuation');
  assert.deepEqual(await charges(api, 'joao.araujo@example.com'), [a.id], 'an e-mail, whatever its case');
  assert.deepEqual(await charges(api, '(11) 98888-7777'), [a.id], 'a phone number');
  assert.deepEqual(await charges(api, a.token), [a.id], 'a notification token');
  assert.deepEqual(await charges(api, a.token.toUpperCase()), [a.id], 'a token in capitals');
  assert.deepEqual(await charges(api, a.token.slice(-12)), [a.id], 'the end of a token');
  assert.deepEqual(await charges(api, String(b.id)), [b.id], 'an id');
  assert.deepEqual(await charges(api, 'pedido-77'), [a.id], 'a custom_id');
  assert.deepEqual(await charges(api, 'example.com'), [b.id, a.id], 'part of an e-mail, newest first');
  assert.deepEqual(await charges(api, 'sem-pagador'), [plain], 'a charge with no payer yet');
  assert.deepEqual(await charges(api, foreign.typedLine), [], "another account's charge is never found");
  assert.deepEqual(await charges(api, 'Zé Ninguém'), []);

  const waiting = await api.get(`/sandbox/v1/charges?q=example.com&status=waiting`);
  assert.deepEqual(waiting.body.charges.map((row: { charge_id: number }) => row.charge_id), [b.id, a.id], 'with a status filter too');
  assert.equal((await api.get(`/sandbox/v1/charges?q=example.com&status=paid`)).body.total, 0);
});

test('a short query does not look in tokens and typed lines, where it would turn up by chance', async () => {
  const api = await sandbox.newAccount();
  const a = await boleto(api, maria);
  // Every typed line of the account starts with the bank, the currency and the account number.
  assert.deepEqual(await charges(api, a.typedLine.slice(0, 5)), []);
  assert.deepEqual(await charges(api, a.token.slice(0, 8)), []);
  assert.deepEqual(await charges(api, a.typedLine.slice(0, 11)), [a.id], 'ten digits and more do');
});

test('the search follows changes: a new due date, new metadata, a payment chosen later', async () => {
  const api = await sandbox.newAccount();
  const a = await boleto(api, maria);
  const moved = await api.put(`/v1/charge/${a.id}/billet`, { expire_at: addDays(await today(api), 20) });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  const newLine = (await api.get(`/sandbox/v1/charges/${a.id}/timeline`)).body.boleto.typed_line as string;
  assert.notEqual(newLine, a.typedLine);
  assert.deepEqual(await charges(api, newLine), [a.id]);
  assert.deepEqual(await charges(api, a.typedLine), [], 'the old typed line no longer finds it');

  assert.equal((await api.put(`/v1/charge/${a.id}/metadata`, { custom_id: 'Renomeado' })).status, 200);
  assert.deepEqual(await charges(api, 'renomeado'), [a.id]);

  const later = await api.createCharge({ items });
  assert.deepEqual(await charges(api, 'Ana Beatriz'), []);
  const paid = await api.post(`/v1/charge/${later}/pay`, {
    payment: { banking_billet: { expire_at: addDays(await today(api), 3), customer: { name: 'Ana Beatriz', cpf: '52998224725' } } },
  });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.deepEqual(await charges(api, 'ana beatriz'), [later]);
});

test('carnês are found by their own fields and by any parcel: its typed line or charge id', async () => {
  const api = await sandbox.newAccount();
  const created = await api.post('/v1/carnet', { items, customer: joao, expire_at: addDays(await today(api), 10), repeats: 3, metadata: { custom_id: 'carne-escola' } });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const carnet = created.body.data;
  const second = await api.post('/v1/carnet', { items, customer: { ...maria, phone_number: '11999990000' }, expire_at: addDays(await today(api), 10), repeats: 2 });
  assert.equal(second.status, 200, JSON.stringify(second.body));
  const other = second.body.data;
  const carnets = (q: string) => found(api, 'carnets', 'carnet_id', q);
  const third = carnet.charges[2];
  const parcel = (await api.get(`/sandbox/v1/charges/${third.charge_id}/timeline`)).body;

  assert.deepEqual(await carnets(third.barcode), [carnet.carnet_id], "a parcel's typed line, as the API gives it");
  assert.deepEqual(await carnets(parcel.boleto.barcode), [carnet.carnet_id], "a parcel's barcode");
  assert.deepEqual(await carnets(String(third.charge_id)), [carnet.carnet_id], "a parcel's charge id");
  assert.deepEqual(await carnets(String(carnet.carnet_id)), [carnet.carnet_id], "the carnê's id");
  assert.deepEqual(await carnets('joao araujo'), [carnet.carnet_id], 'the payer, without accents');
  assert.deepEqual(await carnets('529.982.247-25'), [other.carnet_id], 'a CPF with punctuation');
  assert.deepEqual(await carnets('ESCOLA'), [carnet.carnet_id], 'the custom_id');
  assert.deepEqual(await carnets(parcel.notification_token), [carnet.carnet_id], 'the token');
  const page = await api.get(`/sandbox/v1/carnets?q=example.com`);
  assert.deepEqual([page.body.total, page.body.carnets.length], [2, 2]);
});

test('subscriptions are found by the payer and by any period charge; payment links by their e-mail', async () => {
  const api = await sandbox.newAccount();
  const planId = (await api.post('/v1/plan', { name: 'Mensal', interval: 1, repeats: 12 })).body.data.plan_id;
  const subscribed = await api.post(`/v1/plan/${planId}/subscription/one-step`, {
    items, metadata: { custom_id: 'assinatura-1' }, payment: { banking_billet: { customer: acme, expire_at: addDays(await today(api), 4) } },
  });
  assert.equal(subscribed.status, 200, JSON.stringify(subscribed.body));
  const subscription = subscribed.body.data;
  const unpaid = (await api.post(`/v1/plan/${planId}/subscription`, { items, metadata: { custom_id: 'ainda-sem-pagamento' } })).body.data;
  const subscriptions = (q: string) => found(api, 'subscriptions', 'subscription_id', q);
  assert.deepEqual(await subscriptions('açai'), [subscription.subscription_id], 'the company, accent or not');
  assert.deepEqual(await subscriptions('11222333000181'), [subscription.subscription_id], 'the CNPJ');
  assert.deepEqual(await subscriptions(subscription.barcode), [subscription.subscription_id], "its period charge's typed line");
  assert.deepEqual(await subscriptions(String(subscription.charge.id)), [subscription.subscription_id], "its period charge's id");
  assert.deepEqual(await subscriptions('sem-pagamento'), [unpaid.subscription_id], 'one not paid yet, by its custom_id');
  assert.deepEqual(await subscriptions(String(unpaid.subscription_id)), [unpaid.subscription_id], 'its id');
  assert.equal((await api.get(`/sandbox/v1/subscriptions?q=acai&status=canceled`)).body.total, 0, 'the status filter still applies');

  const settings = { expire_at: addDays(await today(api), 3), request_delivery_address: false, payment_method: 'all' };
  const link = (await api.post('/v1/charge/one-step/link', { items, customer: { email: 'Comprador@Loja.example' }, metadata: { custom_id: 'link-1' }, settings })).body.data;
  const plainLink = (await api.post('/v1/charge/one-step/link', { items, settings })).body.data;
  const links = (q: string) => found(api, 'payment-links', 'charge_id', q);
  assert.deepEqual(await links('comprador@loja'), [link.charge_id], "the payer's e-mail");
  assert.deepEqual(await links(String(plainLink.charge_id)), [plainLink.charge_id], 'the charge id');
  assert.deepEqual(await links('LINK-1'), [link.charge_id], 'the custom_id');
  assert.deepEqual(await links('joao'), [], 'charges without a link are not listed');
  const all = await api.get('/sandbox/v1/payment-links?q=');
  assert.equal(all.body.total, 2, 'a blank q is no search');
});

test('e-mails are found by recipient, subject, body (a typed line as digits) and by their charge', async () => {
  const api = await sandbox.newAccount();
  const a = await boleto(api, joao);
  const b = await boleto(api, maria);
  for (const [id, to] of [[a.id, 'caixa@empresa.example'], [b.id, 'outra@empresa.example']] as const) {
    assert.equal((await api.post(`/v1/charge/${id}/billet/resend`, { email: to })).status, 200);
  }
  const emails = async (q: string) => {
    const result = await api.get(`/sandbox/v1/emails?q=${encodeURIComponent(q)}`);
    assert.equal(result.status, 200, JSON.stringify(result.body));
    return result.body.emails.map((email: { charge_id: number }) => email.charge_id);
  };
  assert.deepEqual(await emails('CAIXA@'), [a.id], 'the recipient');
  assert.deepEqual(await emails(a.typedLine.replace(/\D/g, '')), [a.id], 'the typed line in the body, as digits');
  assert.deepEqual(await emails(a.typedLine), [a.id], 'the typed line as written');
  assert.deepEqual(await emails('joão'), [a.id], "the charge's payer");
  assert.deepEqual(await emails(String(b.id)), [b.id], "the charge's id");
  assert.deepEqual(await emails('empresa.example'), [b.id, a.id], 'newest first');
});

test('position_of says where a charge stands in the list, so a deep link can scroll to it', async () => {
  const api = await sandbox.newAccount();
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) ids.push(await api.createCharge({ items, metadata: { custom_id: i % 2 ? `impar-${i}` : `par-${i}` } }));
  await api.put(`/v1/charge/${ids[4]}/cancel`);
  const position = async (query: string) => {
    const result = await api.get(`/sandbox/v1/charges?limit=1&${query}`);
    assert.equal(result.status, 200, JSON.stringify(result.body));
    return result.body.position;
  };
  assert.equal(await position(`position_of=${ids[0]}`), 5, 'the oldest is last');
  assert.equal(await position(`position_of=${ids[5]}`), 0);
  assert.equal(await position(`position_of=${ids[1]}&q=impar`), 2);
  assert.equal(await position(`position_of=${ids[0]}&q=impar`), null, 'not in the list searched');
  assert.equal(await position(`position_of=${ids[4]}&status=canceled`), 0);
  assert.equal(await position(`position_of=${ids[3]}&status=canceled`), null);
  assert.equal(await position('position_of=999'), null, 'unknown');
  assert.equal('position' in (await api.get('/sandbox/v1/charges')).body, false, 'only when asked');
});

test('bad search parameters are a 3500034 naming them', async () => {
  const api = await sandbox.newAccount();
  for (const list of ['charges', 'carnets', 'subscriptions', 'payment-links', 'emails']) {
    const result = await api.get(`/sandbox/v1/${list}?q=${'x'.repeat(256)}`);
    assert.equal(result.status, 400, list);
    assert.deepEqual([result.body.code, result.body.error_description.property], [3500034, 'q'], list);
  }
  const bad = await api.get('/sandbox/v1/charges?position_of=abc');
  assert.deepEqual([bad.status, bad.body.code, bad.body.error_description.property], [400, 3500034, 'position_of']);
  for (const q of ['%', '_', '\\', "'", '"', '%%%', '\u0000', '🙂', '   ']) {
    assert.equal((await api.get(`/sandbox/v1/charges?q=${encodeURIComponent(q)}`)).status, 200, JSON.stringify(q));
  }
});

test('every control list pages alike: the same bounds and the same 3500034 for a bad limit or offset', async () => {
  const api = await sandbox.newAccount();
  const refusal = async (path: string) => {
    const { status, body } = await api.get(path);
    return [status, body.code, body.error_description?.property, body.error_description?.message];
  };
  const pageSizeMessage = 'Deve ser um número inteiro de 1 a 500.';
  for (const list of ['charges', 'carnets', 'subscriptions', 'plans', 'deliveries', 'emails', 'payment-links']) {
    assert.deepEqual(await refusal(`/sandbox/v1/${list}?limit=0`), [400, 3500034, 'limit', pageSizeMessage], list);
    assert.deepEqual(await refusal(`/sandbox/v1/${list}?limit=501`), [400, 3500034, 'limit', pageSizeMessage], list);
    assert.deepEqual(await refusal(`/sandbox/v1/${list}?limit=1e2`), [400, 3500034, 'limit', pageSizeMessage], list);
    const offset = await refusal(`/sandbox/v1/${list}?offset=-1`);
    assert.deepEqual(offset.slice(0, 3), [400, 3500034, 'offset'], list);
    assert.equal((await api.get(`/sandbox/v1/${list}?limit=500&offset=0`)).status, 200, list);
  }
  for (const list of ['charges', 'carnets', 'subscriptions']) {
    assert.deepEqual(await refusal(`/sandbox/v1/${list}?q=${'x'.repeat(256)}`), [400, 3500034, 'q', 'A busca deve ter no máximo 255 caracteres.'], list);
  }
  assert.deepEqual((await refusal('/sandbox/v1/subscriptions?status=paid')).slice(0, 3), [400, 3500034, 'status']);
});

test('a restored snapshot is searchable again, though its search columns are never exported', async () => {
  const api = await sandbox.newAccount();
  const a = await boleto(api, joao);
  const taken = (await api.post('/sandbox/v1/snapshots', { name: 'antes' })).body;
  const exported = await api.get(`/sandbox/v1/snapshots/${taken.snapshot_id}/export`);
  assert.equal(exported.status, 200);
  assert.equal(JSON.stringify(exported.body).includes('search_text'), false, 'derived columns stay out of the file');
  await boleto(api, maria);
  assert.equal((await api.post(`/sandbox/v1/snapshots/${taken.snapshot_id}/restore`)).status, 200);
  assert.deepEqual(await charges(api, 'joao'), [a.id]);
  assert.deepEqual(await charges(api, a.typedLine), [a.id]);
  assert.deepEqual(await charges(api, 'maria'), []);
});

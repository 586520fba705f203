// GET /v1/charges's query rules (server/domain/charge-list-query.ts), without a server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../server/domain/errors.ts';
import { readChargeListQuery } from '../../server/domain/charge-list-query.ts';

const base = { charge_type: 'carnet', begin_date: '2025-01-31', end_date: '2025-03-01' };

function refusedAt(query: Record<string, string>): string {
  try {
    readChargeListQuery(query);
  } catch (error) {
    assert.ok(error instanceof ApiError);
    const body = error.toBody();
    assert.equal(body.code, 3500034);
    return (body.error_description as { property: string }).property;
  }
  return assert.fail(`accepted ${JSON.stringify(query)}`);
}

test('defaults: the creation date, 20 a page, the first page', () => {
  assert.deepEqual(readChargeListQuery(base), {
    chargeType: 'carnet', dateOf: 'creation', beginDate: '2025-01-31', endDate: '2025-03-01',
    status: undefined, customerDocument: undefined, customId: undefined, value: undefined, limit: 20, offset: 0, page: 1,
  });
});

test('PHP\'s `due` is the due date; `offset` wins over `page` and names the page it falls in', () => {
  assert.equal(readChargeListQuery({ ...base, date_of: 'due' }).dateOf, 'expired');
  assert.deepEqual(pick(readChargeListQuery({ ...base, limit: '25', page: '3' })), { limit: 25, offset: 50, page: 3 });
  assert.deepEqual(pick(readChargeListQuery({ ...base, limit: '25', page: '9', offset: '30' })), { limit: 25, offset: 30, page: 2 });
  assert.deepEqual(pick(readChargeListQuery({ ...base, limit: '25', offset: '0' })), { limit: 25, offset: 0, page: 1 });
});

function pick({ limit, offset, page }: { limit: number; offset: number; page: number }) {
  return { limit, offset, page };
}

test('a document is compared bare: CPF digits, an alphanumeric CNPJ in capitals', () => {
  assert.equal(readChargeListQuery({ ...base, customer_document: '529.982.247-25' }).customerDocument, '52998224725');
  assert.equal(readChargeListQuery({ ...base, customer_document: '12.abc.345/01de-35' }).customerDocument, '12ABC34501DE35');
  for (const bad of ['5299822472', '529982247250', '12ABC34501DEAB', 'abc', '1'.repeat(30)]) assert.equal(refusedAt({ ...base, customer_document: bad }), 'customer_document', bad);
});

test('the first bad parameter in the SDKs\' order is the one named', () => {
  assert.equal(refusedAt({ begin_date: 'x', end_date: 'y' }), 'charge_type');
  assert.equal(refusedAt({ ...base, begin_date: '2025-02-29', end_date: 'x' }), 'begin_date');
  assert.equal(refusedAt({ ...base, end_date: '2025-01-30' }), 'end_date');
  assert.equal(refusedAt({ ...base, date_of: 'paid', status: 'x' }), 'date_of');
  assert.equal(refusedAt({ ...base, status: 'pago', limit: '0' }), 'status');
  assert.equal(refusedAt({ ...base, value: '1e3' }), 'value');
  assert.equal(refusedAt({ ...base, limit: '1001' }), 'limit');
  assert.equal(refusedAt({ ...base, page: '-1' }), 'page');
  assert.equal(refusedAt({ ...base, offset: '1.5' }), 'offset');
});

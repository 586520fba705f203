// Marketplace split through gn-api-sdk-node (unchanged but for its base URL), with the body of its
// own example, examples/charges/marketplace/createOneStepBilletMarketplace.js: the split charge is
// issued and read back with its repasses; the example as printed (one placeholder payee_code for
// both repasses) is the duplicate the real service refuses with 3500026; and the payment's shares
// are what the control API shows.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { startSandbox } from '../helpers/sandbox.ts';

const require = createRequire(import.meta.url);
const constants = require('gn-api-sdk-node/lib/constants');
const Gerencianet = require('gn-api-sdk-node');

const sandbox = await startSandbox();
after(() => sandbox.close());
constants.APIS.DEFAULT.URL.SANDBOX = `${sandbox.url}/v1`;

const payeeA = '84569721306548792010354876123456';
const payeeB = '36987410213546789104587410235689';

/** The example's body, with its expire_at moved to the account's clock and its payee codes filled in. */
function exampleBody(expireAt: string, first: string, second: string) {
  return {
    payment: {
      banking_billet: {
        expire_at: expireAt,
        customer: { name: 'Gorbadoc Oldbuck', email: 'oldbuck@gerencianet.com.br', cpf: '94271564656', birth: '1977-01-15', phone_number: '5144916523' },
      },
    },
    items: [{ name: 'Product 1', value: 500, amount: 1, marketplace: { mode: 2, repasses: [{ payee_code: first, percentage: 2500 }, { payee_code: second, percentage: 1500 }] } }],
    shippings: [{ name: 'Default Shipping Cost', value: 100 }],
  };
}

test('gn-api-sdk-node issues the example split, reads its repasses back, and gets 3500026 for one payee twice', async () => {
  const account = await sandbox.newAccount();
  const gn = new Gerencianet({ client_id: account.clientId, client_secret: account.clientSecret, sandbox: true });
  const expire = (await account.get('/sandbox/v1/clock')).body.now.slice(0, 10);

  const issued = await gn.createOneStepCharge([], exampleBody(expire, payeeA, payeeB));
  assert.equal(issued.data.total, 600);
  const detail = await gn.detailCharge({ id: issued.data.charge_id });
  assert.deepEqual(detail.data.items[0].marketplace.repasses, [{ payee_code: payeeA, percentage: 2500 }, { payee_code: payeeB, percentage: 1500 }]);

  await assert.rejects(gn.createOneStepCharge([], exampleBody(expire, payeeA, payeeA)), (error: any) => {
    assert.equal(error.code, 3500026);
    assert.equal(error.error_description.property, '/items/0/marketplace/repasses/1/payee_code');
    return true;
  });

  // Paid at the bank: 25 % and 15 % of the item's R$ 5,00; the shipping and the rest stay here.
  await account.post('/sandbox/v1/bank/payments', { typed_line: issued.data.barcode });
  const split = (await account.get(`/sandbox/v1/charges/${issued.data.charge_id}/timeline`)).body.split;
  assert.deepEqual(split.shares.map((share: any) => share.amount), [125, 75]);
  assert.equal(split.issuer, 400);
});

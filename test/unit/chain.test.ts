// Middlewares chained into one Express layer (server/http/chain.ts) behave as the separate layers
// did: in order, an error passed or thrown — also after a `next()` that came later, as a body
// reader's does — skips the rest and reaches the error handler, and so does a rejected promise.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { chain } from '../../server/http/chain.ts';
import type { Handler } from '../../server/http/routes.ts';

const ran: string[] = [];
const step = (name: string): Handler => (_req, _res, next) => {
  ran.push(name);
  next();
};
const later: Handler = (_req, _res, next) => {
  ran.push('later');
  setImmediate(() => next());
};

const app = express();
app.get('/in-order', chain(step('a'), later, step('b')), (_req, res) => res.send(ran.join(',')));
app.get('/passed', chain(step('a'), (_req, _res, next) => next(new Error('passed')), step('never')), (_req, res) => res.send('handler'));
app.get('/thrown-after-async-next', chain(later, () => { throw new Error('thrown'); }, step('never')), (_req, res) => res.send('handler'));
app.get('/rejected', chain(step('a'), async () => { throw new Error('rejected'); }), (_req, res) => res.send('handler'));
app.get('/route-skipped', chain((_req, _res, next) => next('route')), (_req, res) => res.send('handler'));
app.get('/route-skipped', (_req, res) => res.send('next route'));
app.use(((error, _req, res, _next) => res.status(500).send(`error: ${(error as Error).message}; ran ${ran.join(',')}`)) satisfies ErrorRequestHandler);

const server = app.listen(0, '127.0.0.1');
after(() => server.close());
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function get(path: string): Promise<{ status: number; text: string }> {
  ran.length = 0;
  const response = await fetch(base + path);
  return { status: response.status, text: await response.text() };
}

test('the chained middlewares run in order, across an asynchronous next(), then the handler', async () => {
  assert.deepEqual(await get('/in-order'), { status: 200, text: 'a,later,b' });
});

test('an error passed to next skips the rest of the chain and the handler', async () => {
  assert.deepEqual(await get('/passed'), { status: 500, text: 'error: passed; ran a' });
});

test('a throw after an asynchronous next() reaches the error handler, not the void', async () => {
  assert.deepEqual(await get('/thrown-after-async-next'), { status: 500, text: 'error: thrown; ran later' });
});

test('a rejected promise reaches the error handler', async () => {
  assert.deepEqual(await get('/rejected'), { status: 500, text: 'error: rejected; ran a' });
});

test("next('route') skips to the next route, as from a layer of its own", async () => {
  assert.deepEqual(await get('/route-skipped'), { status: 200, text: 'next route' });
});

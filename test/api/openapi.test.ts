// GET /openapi.json: a valid OpenAPI 3.1 document (checked by an independent validator), served
// publicly but behind the host guard, describing every route the app registers — and nothing it
// does not — with request schemas that are the very ones the routes validate with, and examples
// that pass them.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startSandbox, request } from '../helpers/sandbox.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { createResponseChecker, openApiPath, type OpenApiDocument } from '../helpers/openapi.ts';
import { appRouteDocs, appRoutes } from '../helpers/routes.ts';
import { validateBody } from '../../server/http/validate.ts';
import { createChargeSchema } from '../../server/http/schemas/charge.ts';
import { advanceSchema } from '../../server/http/sandbox/clock.ts';

const sandbox = await startSandbox();
after(() => sandbox.close());
const { server } = sandbox;

const served = await request(server.url, 'GET', '/openapi.json');
const doc = served.body as OpenApiDocument & { openapi: string; servers: Array<{ url: string }>; components: any };

// The routes the app registers, walked from its route declarations as the route sweep does.
const registered = [...appRoutes(server).map(([method, path]) => ({ method, path })), { method: 'GET', path: '/openapi.json' }];

test('the document is OpenAPI 3.1 and valid for an independent validator', async () => {
  assert.equal(served.status, 200);
  assert.match(served.headers.get('content-type') ?? '', /^application\/json/);
  assert.equal(doc.openapi, '3.1.0');
  const result = await new Validator().validate(structuredClone(doc));
  assert.equal(result.valid, true, JSON.stringify(result.errors, null, 1)?.slice(0, 3000));
});

test('every route the app registers is in the document, with its method', () => {
  assert.ok(registered.length >= 80, `${registered.length} routes`);
  const missing = registered.filter(({ method, path }) => !doc.paths[openApiPath(path)]?.[method.toLowerCase()]);
  assert.deepEqual(
    missing.map(({ method, path }) => `${method} ${path}`),
    [],
    missing
      .map(({ method, path }) => `${method} ${path} is served but not in /openapi.json: declare it with route() (server/http/route-declaration.ts; copy a neighbour).`)
      .join('\n'),
  );
});

test('the document describes no route the app does not serve', () => {
  const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
  assert.equal(operations.length, registered.length);
});

test('request bodies are the schemas the routes validate with, published once by name', () => {
  const charge = doc.paths['/v1/charge'].post.requestBody;
  assert.equal(charge.required, true);
  const schema = doc.components.schemas[charge.content['application/json'].schema.$ref.split('/').pop()];
  // Same rules as the route's schema; shared parts become references to named components.
  assert.deepEqual(schema.required, createChargeSchema.required);
  assert.deepEqual(schema.properties.items, { $ref: '#/components/schemas/Items' });
  assert.deepEqual(doc.components.schemas.Items, createChargeSchema.properties.items);
  // A schema defined inside a route file (the clock's) is published as it is.
  assert.deepEqual(doc.components.schemas.ClockAdvance, advanceSchema);
});

test('each operation lists the error codes it can answer, as responses and as x-error-codes', () => {
  const cancel = doc.paths['/v1/charge/{id}/cancel'].put;
  const names = cancel['x-error-codes'].map((entry: { error: string }) => entry.error);
  for (const name of ['charge_status_not_cancelable', 'property_does_not_exists', 'unauthorized', 'validation_error']) assert.ok(names.includes(name), name);
  assert.deepEqual(cancel.responses['400'].content['application/json'].schema.properties.error.enum.includes('charge_status_not_cancelable'), true);
  assert.deepEqual(cancel.responses['404'], { $ref: '#/components/responses/property_does_not_exists' });
  assert.equal(cancel['x-error-codes'].find((entry: { error: string }) => entry.error === 'charge_status_not_cancelable').shared, false);
  // The control API's bodies must be JSON; /v1's need not be.
  assert.ok(doc.paths['/sandbox/v1/clock/advance'].post.responses['415']);
  assert.equal(doc.paths['/v1/charge'].post.responses['415'], undefined);
});

// Who may call each route is its declaration's `auth`, which both the router (routes.ts: the
// mount's middleware for that kind, or a start-up error) and the document's `security` read:
// test/unit/route-auth.test.ts covers the start-up checks.
test('the OAuth2 token URL and the server are this sandbox\'s', () => {
  assert.equal(doc.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl, `${server.publicUrl}/v1/authorize`);
  assert.deepEqual(doc.servers, [{ url: server.publicUrl, description: 'This sandbox' }]);
});

test('every request example passes the route\'s own validation, and every answer example its response schema', () => {
  let requests = 0;
  for (const [key, route] of appRouteDocs(server)) {
    if (route.body?.example === undefined) continue;
    const { read, schema, example } = route.body;
    assert.doesNotThrow(() => (read ? read(example) : validateBody(schema, example)), `${key}: its request example is refused`);
    requests++;
  }
  const checker = createResponseChecker(doc);
  let answers = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries<any>(item)) {
      for (const [status, response] of Object.entries<any>(operation.responses)) {
        const media = response.content?.['application/json'];
        if (media?.example === undefined) continue;
        assert.equal(checker.check(method, path, Number(status), media.example), null, `${method.toUpperCase()} ${path} ${status}: its example does not fit its schema`);
        answers++;
      }
    }
  }
  assert.ok(requests >= 20 && answers >= 15, `${requests} request examples, ${answers} answer examples`);
});

test('the document is public, cached, and behind the host guard like every route', async () => {
  const again = await rawRequest(server.url, 'GET', '/openapi.json');
  assert.equal(again.status, 200);
  assert.equal(again.text, JSON.stringify(doc));
  const head = await rawRequest(server.url, 'HEAD', '/openapi.json');
  assert.equal(head.status, 200);
  assert.equal(head.text, '');
  const rebound = await rawRequest(server.url, 'GET', '/openapi.json', { host: 'evil.example' });
  assert.equal(rebound.status, 403);
  assert.equal(rebound.body.error, 'forbidden');
});

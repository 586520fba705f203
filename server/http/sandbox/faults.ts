// /sandbox/v1/faults: an account's fault injection rules — create, list, remove — the /v1
// routes a rule can name, and the report of how the integrator's receiver coped.
import type { AppContext } from '../../app/context.ts';
import { createFaultRule, deleteFaultRule, deleteFaultRules, findFaultRule, listFaultRules, type FaultRuleInput } from '../../app/faults.ts';
import { receiverReport } from '../../app/receiver-report.ts';
import { ApiError, invalidProperty } from '../../domain/errors.ts';
import { ANY_ROUTE, AUTHORIZE_ROUTE, FAULTS_WITH_AFTER, isSpent, routeKey, type FaultRule } from '../../domain/faults.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { validateBody } from '../validate.ts';
import type { RouteList } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { apiFaultSchema, callbackFaultSchema, type ApiFaultBody, type CallbackFaultBody } from '../schemas/faults.ts';
import { arrayOf, boolean, enumOf, integer, nullable, number, object, string, type Schema } from '../openapi/route-doc.ts';

/** Every route a rule can name: POST /v1/authorize and each route called with the access token. */
export function faultableRoutes(v1Lists: RouteList[]): string[] {
  const routes = v1Lists.flat().filter(({ auth }) => auth === 'bearer').map(({ method, path }) => routeKey(method.toUpperCase(), `/v1${path}`));
  return [AUTHORIZE_ROUTE, ...routes];
}

const tag = 'Sandbox: fault injection';
const usage = {
  times_left: nullable(integer),
  probability: nullable(number),
  hits: integer,
  spent: boolean,
  created_at: string,
};
const apiRule = object({ id: integer, target: { const: 'api' }, fault: string, route: string, when: enumOf('before', 'after'), latency_ms: nullable(integer), ...usage });
const callbackRule = object({ id: integer, target: { const: 'callbacks' }, fault: string, delay_ms: nullable(integer), ...usage });
const rule: Schema = { anyOf: [apiRule, callbackRule] };
const counts: Schema = { type: 'object', additionalProperties: integer };
const report = object({
  injected: object({ total: integer, api: counts, callbacks: counts }),
  callbacks: object({
    sent: integer,
    answered_2xx: integer,
    tokens_notified: integer,
    tokens_fetched: integer,
    token_fetches: integer,
    duplicates: object({ sent: integer, answered_2xx: integer, token_fetched_after: integer }),
    out_of_order: object({ held: integer, released: integer }),
    delayed: integer,
    never_acknowledged: object({
      count: integer,
      deliveries: arrayOf(object({ delivery_id: integer, token: string, charge_id: nullable(integer), state: string, attempts: integer })),
    }),
  }),
});
const ruleExample = {
  id: 1, target: 'api', fault: 'error_500', route: 'POST /v1/charge/:id/pay', when: 'after', latency_ms: null,
  times_left: 1, probability: null, hits: 0, spent: false, created_at: '2026-11-23T03:52:20.446Z',
};

function ruleView(rule: FaultRule) {
  const common = { id: rule.id, target: rule.target, fault: rule.fault };
  const usage = {
    times_left: rule.timesLeft,
    probability: rule.probability,
    hits: rule.hits,
    spent: isSpent(rule),
    created_at: new Date(rule.createdAtMs).toISOString(),
  };
  if (rule.target === 'callbacks') return { ...common, delay_ms: rule.fault === 'delay' ? rule.latencyMs : null, ...usage };
  return { ...common, route: rule.route, when: rule.when, latency_ms: rule.fault === 'latency' ? rule.latencyMs : null, ...usage };
}

const required = (name: string) => new ApiError('validation', { property: `/${name}`, message: `A propriedade [${name}] é obrigatória.` });

function apiRuleInput(body: ApiFaultBody, routes: ReadonlySet<string>): FaultRuleInput {
  if (body.route !== ANY_ROUTE && !routes.has(body.route)) {
    throw invalidProperty('/route', `Rota desconhecida: "${body.route}". Use "*" ou uma rota de GET /sandbox/v1/faults/routes, como "POST /v1/charge/:id/pay".`);
  }
  if (body.fault === 'latency' && body.latency_ms === undefined) throw required('latency_ms');
  if (body.fault !== 'latency' && body.latency_ms !== undefined) throw invalidProperty('/latency_ms', 'latency_ms só vale com fault "latency".');
  const when = body.when ?? 'before';
  if (when === 'after' && !FAULTS_WITH_AFTER.includes(body.fault)) {
    throw invalidProperty('/when', `fault "${body.fault}" só existe com when "before": a API autentica antes de executar.`);
  }
  return { target: 'api', route: body.route, fault: body.fault, when, latencyMs: body.latency_ms ?? null, times: body.times ?? null, probability: body.probability ?? null };
}

function callbackRuleInput(body: CallbackFaultBody): FaultRuleInput {
  if (body.fault === 'delay' && body.delay_ms === undefined) throw required('delay_ms');
  if (body.fault !== 'delay' && body.delay_ms !== undefined) throw invalidProperty('/delay_ms', 'delay_ms só vale com fault "delay".');
  return { target: 'callbacks', route: ANY_ROUTE, fault: body.fault, when: 'before', latencyMs: body.delay_ms ?? null, times: body.times ?? null, probability: body.probability ?? null };
}

/** The body's rule: callbacks when `target` says so, else an API rule, each checked against its own schema. */
function ruleInput(body: unknown, routes: ReadonlySet<string>): FaultRuleInput {
  const isCallbacks = typeof body === 'object' && body !== null && (body as { target?: unknown }).target === 'callbacks';
  // The types are the schemas' own (FromSchema, schemas/faults.ts), so the result is what the check passed.
  if (isCallbacks) return callbackRuleInput(validateBody<CallbackFaultBody>(callbackFaultSchema, body));
  return apiRuleInput(validateBody<ApiFaultBody>(apiFaultSchema, body), routes);
}

/** What the document publishes: either kind of rule (the reader checks the one `target` names). */
const faultRuleSchema: Schema = { anyOf: [apiFaultSchema, callbackFaultSchema] };

export function faultRoutes(ctx: AppContext, routes: readonly string[]) {
  const known = new Set(routes);
  return [
    route({
      method: 'get',
      path: '/faults',
      tag,
      summary: "The calling account's fault rules, spent ones included",
      auth: 'account',
      response: { schema: object({ rules: arrayOf(rule) }), description: 'The rules.', example: { rules: [ruleExample] } },
      errors: [],
      handler: ({ res }) => {
        sendJson(res, 200, { rules: listFaultRules(ctx, accountOf(res)).map(ruleView) });
      },
    }),
    route({
      method: 'post',
      path: '/faults',
      tag,
      summary: 'Add a fault rule: a /v1 route answering 500/503, timing out, dropping the connection, slow, or with an expired token; or callbacks duplicated, out of order, delayed',
      description: 'An API rule by default; `"target": "callbacks"` makes a callback rule. For the next `times` calls, or with a `probability`, or both.',
      auth: 'account',
      body: {
        name: 'FaultRuleRequest',
        schema: faultRuleSchema,
        // The schema by `target`, so a refusal names the property of that kind of rule.
        read: (received) => ruleInput(received, known),
        example: { route: 'POST /v1/charge/:id/pay', fault: 'error_500', when: 'after', times: 1 },
      },
      response: { schema: rule, description: 'The rule.', example: ruleExample },
      errors: [],
      handler: ({ res, body }) => {
        sendJson(res, 200, ruleView(createFaultRule(ctx, accountOf(res), body)));
      },
    }),
    route({
      method: 'delete',
      path: '/faults',
      tag,
      summary: 'Remove every fault rule of the calling account',
      auth: 'account',
      noBody: true,
      response: { schema: object({ deleted: integer }), description: 'How many were removed.', example: { deleted: 2 } },
      errors: [],
      handler: ({ res }) => {
        sendJson(res, 200, { deleted: deleteFaultRules(ctx, accountOf(res)) });
      },
    }),
    route({
      method: 'get',
      path: '/faults/routes',
      tag,
      summary: 'Every route a fault rule can name ("*" for all)',
      auth: 'account',
      response: { schema: object({ routes: arrayOf(string) }), description: 'The routes.', example: { routes: ['*', 'POST /v1/authorize', 'POST /v1/charge'] } },
      errors: [],
      handler: ({ res }) => {
        sendJson(res, 200, { routes: [ANY_ROUTE, ...routes] });
      },
    }),
    route({
      method: 'get',
      path: '/faults/report',
      tag,
      summary: "How the integrator's receiver coped: faults injected, callbacks answered, tokens fetched, duplicates, callbacks never acknowledged",
      auth: 'account',
      response: { schema: report, description: 'The report.' },
      errors: [],
      handler: ({ res }) => {
        sendJson(res, 200, receiverReport(ctx, accountOf(res)));
      },
    }),
    route({
      method: 'get',
      path: '/faults/:id',
      tag,
      summary: 'One fault rule',
      auth: 'account',
      response: { schema: rule, description: 'The rule.', example: ruleExample },
      errors: [],
      handler: ({ res, params }) => {
        sendJson(res, 200, ruleView(findFaultRule(ctx, accountOf(res), params.id)));
      },
    }),
    route({
      method: 'delete',
      path: '/faults/:id',
      tag,
      summary: 'Remove one fault rule',
      auth: 'account',
      noBody: true,
      response: { schema: object({ deleted: { const: 1 } }), description: 'Removed.', example: { deleted: 1 } },
      errors: [],
      handler: ({ res, params }) => {
        deleteFaultRule(ctx, accountOf(res), params.id);
        sendJson(res, 200, { deleted: 1 });
      },
    }),
  ];
}

// /sandbox/v1/faults: an account's fault injection rules — create, list, remove — the /v1
// routes a rule can name, and the report of how the integrator's receiver coped.
import type { AppContext } from '../../app/context.ts';
import { createFaultRule, deleteFaultRule, deleteFaultRules, findFaultRule, listFaultRules, type FaultRuleInput } from '../../app/faults.ts';
import { receiverReport } from '../../app/receiver-report.ts';
import { ApiError, invalidProperty } from '../../domain/errors.ts';
import { ANY_ROUTE, AUTHORIZE_ROUTE, FAULTS_WITH_AFTER, isSpent, routeKey, type FaultRule } from '../../domain/faults.ts';
import { accountOf, requireBearerOrBasic } from '../auth.ts';
import { idParam, routesOf, type RouteList, type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';
import { expectNoBody, validateBody } from '../validate.ts';
import { apiFaultSchema, callbackFaultSchema, type ApiFaultBody, type CallbackFaultBody } from '../schemas/faults.ts';

/** Every route a rule can name: POST /v1/authorize and each route called with the access token. */
export function faultableRoutes(v1Lists: RouteList[]): string[] {
  const routes = v1Lists.flatMap(routesOf).filter(({ method }) => method !== 'options').map(({ method, path }) => routeKey(method.toUpperCase(), `/v1${path}`));
  return [AUTHORIZE_ROUTE, ...routes];
}

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

/** The body's rule: callbacks when `target` says so, else an API rule. */
function ruleInput(body: unknown, routes: ReadonlySet<string>): FaultRuleInput {
  const isCallbacks = typeof body === 'object' && body !== null && (body as { target?: unknown }).target === 'callbacks';
  if (isCallbacks) return callbackRuleInput(validateBody<CallbackFaultBody>(callbackFaultSchema, body));
  return apiRuleInput(validateBody<ApiFaultBody>(apiFaultSchema, body), routes);
}

export function faultRoutes(ctx: AppContext, routes: readonly string[]): RouteTable {
  const auth = requireBearerOrBasic(ctx);
  const known = new Set(routes);
  return [
    ['get', '/faults', auth, (_req, res) => {
      sendJson(res, 200, { rules: listFaultRules(ctx, accountOf(res)).map(ruleView) });
    }],
    ['post', '/faults', auth, (req, res) => {
      sendJson(res, 200, ruleView(createFaultRule(ctx, accountOf(res), ruleInput(req.body, known))));
    }],
    ['delete', '/faults', auth, (req, res) => {
      expectNoBody(req.body);
      sendJson(res, 200, { deleted: deleteFaultRules(ctx, accountOf(res)) });
    }],
    ['get', '/faults/routes', auth, (_req, res) => {
      sendJson(res, 200, { routes: [ANY_ROUTE, ...routes] });
    }],
    ['get', '/faults/report', auth, (_req, res) => {
      sendJson(res, 200, receiverReport(ctx, accountOf(res)));
    }],
    ['get', '/faults/:id', auth, (req, res) => {
      sendJson(res, 200, ruleView(findFaultRule(ctx, accountOf(res), idParam(req.params.id))));
    }],
    ['delete', '/faults/:id', auth, (req, res) => {
      expectNoBody(req.body);
      deleteFaultRule(ctx, accountOf(res), idParam(req.params.id));
      sendJson(res, 200, { deleted: 1 });
    }],
  ];
}

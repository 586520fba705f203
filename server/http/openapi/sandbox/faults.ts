// Fault injection (server/http/sandbox/faults.ts): an account's rules that break its /v1 answers or
// its callbacks, the routes a rule can name, and the report of how the receiver coped.
import { apiFaultSchema, callbackFaultSchema } from '../../schemas/faults.ts';
import { arrayOf, boolean, enumOf, integer, nullable, number, object, string, type RouteDocs, type Schema } from '../route-doc.ts';

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

export const faultDocs: RouteDocs = {
  'GET /sandbox/v1/faults': {
    tag,
    summary: "The calling account's fault rules, spent ones included",
    auth: 'account',
    response: { schema: object({ rules: arrayOf(rule) }), description: 'The rules.', example: { rules: [ruleExample] } },
    errors: [],
  },
  'POST /sandbox/v1/faults': {
    tag,
    summary: 'Add a fault rule: a /v1 route answering 500/503, timing out, dropping the connection, slow, or with an expired token; or callbacks duplicated, out of order, delayed',
    description: 'An API rule by default; `"target": "callbacks"` makes a callback rule. For the next `times` calls, or with a `probability`, or both.',
    auth: 'account',
    body: {
      name: 'FaultRuleRequest',
      schema: { anyOf: [apiFaultSchema, callbackFaultSchema] },
      example: { route: 'POST /v1/charge/:id/pay', fault: 'error_500', when: 'after', times: 1 },
    },
    response: { schema: rule, description: 'The rule.', example: ruleExample },
    errors: [],
  },
  'DELETE /sandbox/v1/faults': {
    tag,
    summary: 'Remove every fault rule of the calling account',
    auth: 'account',
    noBody: true,
    response: { schema: object({ deleted: integer }), description: 'How many were removed.', example: { deleted: 2 } },
    errors: [],
  },
  'GET /sandbox/v1/faults/routes': {
    tag,
    summary: 'Every route a fault rule can name ("*" for all)',
    auth: 'account',
    response: { schema: object({ routes: arrayOf(string) }), description: 'The routes.', example: { routes: ['*', 'POST /v1/authorize', 'POST /v1/charge'] } },
    errors: [],
  },
  'GET /sandbox/v1/faults/report': {
    tag,
    summary: "How the integrator's receiver coped: faults injected, callbacks answered, tokens fetched, duplicates, callbacks never acknowledged",
    auth: 'account',
    response: { schema: report, description: 'The report.' },
    errors: [],
  },
  'GET /sandbox/v1/faults/:id': {
    tag,
    summary: 'One fault rule',
    auth: 'account',
    response: { schema: rule, description: 'The rule.', example: ruleExample },
    errors: [],
  },
  'DELETE /sandbox/v1/faults/:id': {
    tag,
    summary: 'Remove one fault rule',
    auth: 'account',
    noBody: true,
    response: { schema: object({ deleted: { const: 1 } }), description: 'Removed.', example: { deleted: 1 } },
    errors: [],
  },
};

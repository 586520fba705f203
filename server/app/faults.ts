// Fault rules of an account (the control API's /sandbox/v1/faults) and the choice, per /v1
// request, of the fault to inject. Choosing and using up a rule is one transaction, so a rule for
// the next N calls hits exactly N calls however many arrive at once.
import type { AppContext } from './context.ts';
import { accountNowById } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { NewFaultRule } from '../store/faults-repo.ts';
import { notFound } from '../domain/errors.ts';
import { ruleFires, ruleMatchesRoute, type FaultKind, type FaultRule, type FaultTarget, type FaultWhen } from '../domain/faults.ts';

export interface FaultRuleInput {
  target: FaultTarget;
  route: string;
  fault: FaultKind;
  when: FaultWhen;
  latencyMs: number | null;
  times: number | null;
  probability: number | null;
}

export function createFaultRule(ctx: AppContext, account: AccountRow, input: FaultRuleInput): FaultRule {
  const rule: NewFaultRule = {
    accountId: account.id,
    target: input.target,
    route: input.route,
    fault: input.fault,
    when: input.when,
    latencyMs: input.latencyMs,
    timesLeft: input.times,
    probability: input.probability,
    createdAtMs: ctx.wallClock(),
  };
  return ctx.store.transaction(() => ctx.store.faults.insert(rule));
}

export function listFaultRules(ctx: AppContext, account: AccountRow): FaultRule[] {
  return ctx.store.faults.list(account.id);
}

export function findFaultRule(ctx: AppContext, account: AccountRow, id: number): FaultRule {
  const rule = ctx.store.faults.find(account.id, id);
  if (!rule) throw notFound('id');
  return rule;
}

export function deleteFaultRule(ctx: AppContext, account: AccountRow, id: number): void {
  if (!ctx.store.transaction(() => ctx.store.faults.delete(account.id, id))) throw notFound('id');
}

/** Removes the account's rules (the record of injected faults stays, for the report). */
export function deleteFaultRules(ctx: AppContext, account: AccountRow): number {
  return ctx.store.transaction(() => ctx.store.faults.deleteAll(account.id));
}

/**
 * The rule that hits this call of `route` (Express's pattern, e.g. `POST /v1/charge/:id/pay`),
 * used up by one; null when none does. The cheap in-memory check comes first: an account without
 * rules pays one Map lookup per request.
 */
/** Whether the account has API fault rules left (in memory: asked on every authenticated request). */
export function hasApiFaults(ctx: AppContext, accountId: number): boolean {
  return ctx.store.faults.hasLive(accountId, 'api');
}

/** Whether any account has API fault rules left (asked on every POST /v1/authorize). */
export function anyApiFaults(ctx: AppContext): boolean {
  return ctx.store.faults.anyLive('api');
}

export function takeApiFault(ctx: AppContext, accountId: number, route: string, roll: () => number = Math.random): FaultRule | null {
  const { faults } = ctx.store;
  if (!faults.hasLive(accountId, 'api')) return null;
  return ctx.store.transaction(() => {
    for (const rule of faults.live(accountId, 'api')) {
      if (ruleMatchesRoute(rule, route) && ruleFires(rule, roll()) && faults.consume(rule.id)) return rule;
    }
    return null;
  });
}

export interface InjectedApiFault {
  rule: FaultRule;
  route: string;
  /** The charge the request was about, when known (its path's id, or the id an "after" answer carried). */
  chargeId: number | null;
  /** Under "after": what the handler answered before the fault replaced it. */
  answeredStatus: number | null;
}

/** Keeps the fault for the charge's timeline and the report (the request log marks it in memory). */
export function recordApiFault(ctx: AppContext, accountId: number, injected: InjectedApiFault): void {
  const { rule } = injected;
  ctx.store.transaction(() =>
    ctx.store.faults.recordEvent({
      account_id: accountId,
      rule_id: rule.id,
      target: 'api',
      fault: rule.fault,
      when_applied: rule.when,
      route: injected.route,
      charge_id: injected.chargeId,
      virtual_at_ms: accountNowById(ctx, accountId),
      wall_at_ms: ctx.wallClock(),
      status_code: injected.answeredStatus,
      latency_ms: rule.latencyMs,
    }),
  );
}

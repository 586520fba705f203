// Plan use cases (wire-format §7.26–7.29): create, list, rename, delete — each one transaction.
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { PlanRecord } from '../store/plans-repo.ts';
import { formatTimestamp } from '../domain/clock.ts';
import { ApiError, notFound } from '../domain/errors.ts';

export interface CreatePlanInput {
  name: string;
  interval: number;
  repeats?: number | null;
}

export function createPlan(ctx: AppContext, account: AccountRow, input: CreatePlanInput): PlanRecord {
  const fields = {
    accountId: account.id,
    name: input.name,
    interval: input.interval,
    repeats: input.repeats ?? null,
    createdAt: formatTimestamp(accountNow(ctx, account)),
  };
  return ctx.store.transaction(() => ({ id: ctx.store.plans.insert(fields), ...fields }));
}

/** The plan, if it belongs to this account; another tenant's id reads as unknown. */
export function findPlan(ctx: AppContext, account: Pick<AccountRow, 'id'>, planId: number): PlanRecord {
  const plan = ctx.store.plans.find(account.id, planId);
  if (!plan) throw notFound('id');
  return plan;
}

export function listPlans(ctx: AppContext, account: AccountRow, filter: { name?: string; limit: number; offset: number }) {
  return ctx.store.plans.list(account.id, filter);
}

export function renamePlan(ctx: AppContext, account: AccountRow, planId: number, name: string): void {
  ctx.store.transaction(() => {
    ctx.store.plans.rename(findPlan(ctx, account, planId).id, name);
  });
}

/** A plan goes only while no subscription was ever made to it (3500032): their charges point at it. */
export function deletePlan(ctx: AppContext, account: AccountRow, planId: number): void {
  ctx.store.transaction(() => {
    const plan = findPlan(ctx, account, planId);
    if (ctx.store.plans.hasSubscriptions(plan.id)) {
      throw new ApiError('planHasSubscriptions', 'O plano possui assinaturas ou transações associadas e não pode ser removido.');
    }
    ctx.store.plans.remove(plan.id);
  });
}

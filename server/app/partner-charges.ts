// The partner routes (POST /v1/partner/charge/one-step and …/:id/pay) are the ordinary one-step
// and pay, called by a partner platform on the account's behalf: the same use case runs, and the
// partner-token it came with is recorded on the charge in the same transaction, so a refusal
// records nothing and an issued charge always says which partner issued it.
import type { AppContext } from './context.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';

export function throughPartner(ctx: AppContext, partnerToken: string, issue: () => ChargeRecord): ChargeRecord {
  return ctx.store.transaction(() => {
    const charge = issue();
    ctx.store.charges.setPartnerToken(charge.id, partnerToken);
    return { ...charge, partnerToken };
  });
}

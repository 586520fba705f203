// An account of many boletos, issued in-process in batches of one transaction each: the set-up of
// the benches that read a big account (charges-list.ts, statement.ts).
import type { AppContext } from '../../server/app/context.ts';
import { createOneStepBillet } from '../../server/app/boletos.ts';
import { addDays } from '../../server/domain/dates.ts';

const BATCH = 5_000;

/** Issues `count` boletos due 30 days after `issueDay`; answers their charge ids in order. */
export function issueBoletos(app: AppContext, accountId: number, count: number, issueDay: string): number[] {
  const ids: number[] = [];
  for (let done = 0; done < count; done += BATCH) {
    const account = app.store.accounts.findById(accountId)!;
    app.store.transaction(() => {
      for (let i = done; i < Math.min(done + BATCH, count); i++) {
        ids.push(createOneStepBillet(app, account, {
          items: [{ name: 'Mensalidade', value: 1000 + (i % 5000), amount: 1 }],
          metadata: { custom_id: `pedido-${i}` },
          payment: { banking_billet: { expire_at: addDays(issueDay, 30), customer: { name: `Cliente ${i}`, cpf: '52998224725' } } },
        }).id);
      }
    });
  }
  return ids;
}

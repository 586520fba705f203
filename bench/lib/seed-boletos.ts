// An account's boletos made in bulk for the benches that read a big account (charges-list,
// confirmations-file, statement), through the use case (the rows and indexes a real
// POST /v1/charge/one-step leaves), in transactions of 5,000: ids in issue order.
import type { AppContext } from '../../server/app/context.ts';
import { createOneStepBillet } from '../../server/app/boletos.ts';
import { addDays } from '../../server/domain/dates.ts';

const BATCH = 5_000;

/** `count` boletos of R$ 10,00–R$ 59,99 due 30 days after `issueDay`, custom_id `pedido-<n>`. */
export function seedBoletos(app: AppContext, accountId: number, count: number, issueDay: string): number[] {
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

// A charge of a snapshot file, on its own: its payment method, its boleto, card or link, its
// status and what was paid agree the way the engine's use cases leave them. A charge that
// disagrees (a `waiting` charge without a payment, a card charge with a boleto) would make later
// reads and status changes misbehave: refused at import (domain/snapshot-integrity.ts).
import type { ChargeStatus } from './charge.ts';
import type { Fail, SnapshotFileRow } from './snapshot-integrity.ts';

/** The statuses a charge can reach with each payment method (domain/charge.ts's transition table). */
const statusesByMethod: Record<string, readonly ChargeStatus[]> = {
  // Created, given a link that expired, canceled, or settled by hand before any payment.
  // `settled`: settled by hand under the `efi` profile (no paid value).
  none: ['new', 'link', 'expired', 'canceled', 'paid', 'settled'],
  // `identified`: paid at a bank, awaiting its confirmation (compensation next_business_day, profile efi).
  banking_billet: ['waiting', 'identified', 'unpaid', 'paid', 'settled', 'canceled'],
  carnet: ['waiting', 'identified', 'unpaid', 'paid', 'settled', 'canceled'],
  credit_card: ['waiting', 'approved', 'unpaid', 'paid', 'settled', 'refunded', 'contested', 'canceled'],
};

/** The statuses of a charge that was paid (and keeps what was paid, and when). */
const paidStatuses: readonly ChargeStatus[] = ['paid', 'refunded', 'contested'];

const present = (value: unknown): boolean => value !== null && value !== undefined;

export function checkChargeRecord(fail: Fail, index: number, row: SnapshotFileRow, owner: 'carnet' | 'subscription' | null): void {
  const at = (column: string, message: string) => fail('charges', index, column, message);
  const method: string | null = row.payment_method ?? null;
  if ((method === 'carnet') !== (owner === 'carnet')) at('payment_method', 'As parcelas de um carnê, e só elas, são pagas pelo carnê (payment_method "carnet").');
  const allowed = statusesByMethod[method ?? 'none'];
  if (!allowed.includes(row.status)) at('status', `Uma cobrança ${method === null ? 'sem forma de pagamento' : `paga por ${method}`} não fica com status [${row.status}].`);

  const boleto = method === 'banking_billet' || method === 'carnet';
  const card = method === 'credit_card';
  const expect = (column: string, wanted: boolean, what: string) => {
    if (present(row[column]) !== wanted) at(column, wanted ? `Falta ${what} da forma de pagamento ${method}.` : `${what[0].toUpperCase()}${what.slice(1)} não cabe numa cobrança ${method === null ? 'sem forma de pagamento' : `paga por ${method}`}.`);
  };
  expect('customer', method !== null, 'o pagador');
  expect('payment_created_at', method !== null, 'a data');
  expect('billet', boleto, 'o boleto');
  expect('billet_code', boleto, 'o código do boleto');
  expect('card', card, 'o cartão');
  if (card && row.card.refunded > row.card.total) at('card', 'O valor reembolsado não pode passar do valor pago.');
  if (present(row.balance_sheet) && method !== null && method !== 'banking_billet') at('balance_sheet', 'Só um boleto tem balancete.');

  if (present(row.link) !== present(row.link_code) || (present(row.link) && row.link.code !== row.link_code)) {
    at('link_code', 'O código do link é o do registro do link.');
  }
  if ((row.status === 'link' || row.status === 'expired') && !present(row.link)) at('link', `Uma cobrança com status [${row.status}] tem link de pagamento.`);
  if (present(row.link) && owner !== null) at('link', 'Parcelas de carnês e cobranças de assinaturas não têm link de pagamento.');
  if (present(row.link?.payment) && row.link.payment.method !== (method === 'credit_card' ? 'credit_card' : 'banking_billet')) {
    at('link', 'A escolha do pagador no link é a forma de pagamento da cobrança.');
  }

  const paid = present(row.paid_value);
  if (paid !== present(row.received_by_bank_at)) at('received_by_bank_at', 'O valor pago e a data em que o banco o recebeu vêm juntos.');
  if (paid !== paidStatuses.includes(row.status)) {
    at('paid_value', paid ? `Uma cobrança com status [${row.status}] não tem valor pago.` : `Uma cobrança com status [${row.status}] tem o valor pago e a data.`);
  }
}

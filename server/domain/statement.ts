// The account's money, day by day, as the CNAB 240 statement shows it (issue 26 §4). Pure: the
// history lines come from store/statement-repo.ts. Which lines move money, and by how much:
//   a boleto confirmed by a bank or paid by its Pix code   credit of what was paid (202 / 209),
//                                                           then the `boleto_fee` debit (105)
//   a card payment captured                                 credit of what was paid (202)
//   a card refund, partial or whole; a dispute lost         debit of what goes back (103)
// A manual settle moves no money through the account (the real service's "baixa manual" is money
// received outside it), so it is not in the statement, as it is not in the confirmations file.
import { chargeTransitions } from './charge.ts';
import type { StatementEntry } from './cnab240.ts';

const bankPaid = chargeTransitions.payAtBank.history;
const pixPaid = chargeTransitions.payByPix.history;
const cardCaptured = chargeTransitions.captureCard.history;
const refunded = chargeTransitions.refund.history;
const disputeLost = chargeTransitions.disputeLost.history;
/** The line app/card-payments.ts writes for a partial refund: "Reembolso parcial de R$ 1.234,56". */
export const PARTIAL_REFUND_PREFIX = 'Reembolso parcial de ';

/** The whole messages that move money (a partial refund's starts with PARTIAL_REFUND_PREFIX). */
export const MONEY_MESSAGES: readonly string[] = [bankPaid, pixPaid, cardCaptured, refunded, disputeLost];

export interface MoneyLineInput {
  charge_id: number;
  message: string;
  created_at: string;
  paid_value: number | null;
}

/** "R$ 1.234,56" → 123456; null when the text is not such an amount. */
export function centsOfBRL(text: string): number | null {
  const match = /^R\$ (\d{1,3}(?:\.\d{3})*),(\d{2})$/.exec(text);
  return match ? Number(match[1].replaceAll('.', '')) * 100 + Number(match[2]) : null;
}

interface Movement {
  kind: 'C' | 'D';
  category: number;
  historyCode: string;
  history: string;
  cents: number;
}

/**
 * The movements of `lines` (oldest first), each charge's refunds tracked so that a whole refund or
 * a lost dispute returns what partial refunds have not.
 */
function* movements(lines: readonly MoneyLineInput[], boletoFeeCents: number): Generator<[MoneyLineInput, Movement]> {
  const refundedSoFar = new Map<number, number>();
  for (const line of lines) {
    const paid = line.paid_value ?? 0;
    if (line.message === bankPaid || line.message === pixPaid) {
      const pix = line.message === pixPaid;
      yield [line, { kind: 'C', category: pix ? 209 : 202, historyCode: pix ? 'PIX' : 'BOL', history: pix ? 'PIX RECEBIDO BOLIX' : 'LIQUIDACAO BOLETO', cents: paid }];
      if (boletoFeeCents > 0) yield [line, { kind: 'D', category: 105, historyCode: 'TAR', history: 'TARIFA BOLETO', cents: boletoFeeCents }];
    } else if (line.message === cardCaptured) {
      yield [line, { kind: 'C', category: 202, historyCode: 'CRT', history: 'LIQUIDACAO CARTAO', cents: paid }];
    } else if (line.message.startsWith(PARTIAL_REFUND_PREFIX)) {
      const cents = centsOfBRL(line.message.slice(PARTIAL_REFUND_PREFIX.length));
      if (cents === null || cents <= 0) continue;
      refundedSoFar.set(line.charge_id, (refundedSoFar.get(line.charge_id) ?? 0) + cents);
      yield [line, { kind: 'D', category: 103, historyCode: 'EST', history: 'REEMBOLSO PARCIAL CARTAO', cents }];
    } else if (line.message === refunded || line.message === disputeLost) {
      const cents = paid - (refundedSoFar.get(line.charge_id) ?? 0);
      refundedSoFar.set(line.charge_id, paid);
      if (cents <= 0) continue;
      yield [line, { kind: 'D', category: 103, historyCode: 'EST', history: line.message === refunded ? 'REEMBOLSO CARTAO' : 'CONTESTACAO PERDIDA', cents }];
    }
  }
}

const signed = (movement: Movement) => (movement.kind === 'C' ? movement.cents : -movement.cents);

/**
 * The day's entries with their running balance, and the opening balance (every movement before
 * the day; an account starts at zero). `lines` end with the day's last: none after it.
 */
export function statementOfDay(lines: readonly MoneyLineInput[], day: string, boletoFeeCents: number): { openingCents: number; entries: StatementEntry[] } {
  let openingCents = 0;
  let balance = 0;
  const entries: StatementEntry[] = [];
  for (const [line, movement] of movements(lines, boletoFeeCents)) {
    if (line.created_at < day) {
      openingCents += signed(movement);
      balance = openingCents;
      continue;
    }
    balance += signed(movement);
    entries.push({ ...movement, chargeId: line.charge_id, balanceAfter: balance });
  }
  return { openingCents, entries };
}

// The payload a Bolix's Pix code points to: the "cobv" (a Pix charge with a due date) that the
// receiver's PSP serves, signed, at the code's location (bolix-pix.md). Pure: the caller gives the
// boleto, who receives, the location's txid and revision, and what the bank simulator's one money
// function says is due on the payment day (server/app/bank.ts quoteBoleto) — no second formula.
import type { AmountDue } from '../money.ts';
import type { BilletRecord, Customer } from '../billet-record.ts';
import { lastPayableDate } from '../billet.ts';
import { daysBetween } from '../dates.ts';

/** The statuses of Banco Central's cobv that the sandbox uses. */
export type CobvStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR';

export interface CobvPayload {
  revisao: number;
  calendario: { criacao: string; apresentacao: string; dataDeVencimento: string; validadeAposVencimento: number };
  devedor?: { cpf: string; nome: string } | { cnpj: string; nome: string };
  recebedor: { cnpj: string; nome: string };
  valor: { original: string; multa: string; juros: string; abatimento: string; desconto: string; final: string };
  chave: string;
  txid: string;
  status: CobvStatus;
}

export interface CobvInput {
  billet: Pick<BilletRecord, 'expireAt' | 'daysToWriteOff' | 'documentValue'>;
  customer: Customer | null;
  receiver: { name: string; cnpj: string };
  location: { txid: string; revision: number; createdAtMs: number };
  /** What is due on the payment day (DPP), from the bank simulator's quote. */
  due: AmountDue;
  status: CobvStatus;
  /** The instant the payload is served (`apresentacao`). */
  nowMs: number;
}

/** Cents as Banco Central writes money: a dot and two decimals. */
export function pixMoney(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function payerOf(customer: Customer | null): CobvPayload['devedor'] {
  const company = customer?.juridical_person;
  if (company) return { cnpj: company.cnpj, nome: company.corporate_name };
  if (customer?.cpf && customer.name) return { cpf: customer.cpf, nome: customer.name };
  return undefined;
}

export function buildCobvPayload(input: CobvInput): CobvPayload {
  const { billet, due } = input;
  // The unconditional discount is part of the boleto's own value and outlives the due date: what
  // Pix calls an `abatimento`. The rest of the quote's discount is the conditional one: `desconto`.
  const abatement = due.base - billet.documentValue;
  const payer = payerOf(input.customer);
  return {
    revisao: input.location.revision,
    calendario: {
      criacao: new Date(input.location.createdAtMs).toISOString(),
      apresentacao: new Date(input.nowMs).toISOString(),
      dataDeVencimento: billet.expireAt,
      // Calendar days after the due date the code is still paid: days_to_write_off, or more when
      // the write-off day fell on a non-business day and moved to the next business day.
      validadeAposVencimento: daysBetween(billet.expireAt, lastPayableDate(billet)),
    },
    ...(payer ? { devedor: payer } : {}),
    recebedor: { cnpj: input.receiver.cnpj, nome: input.receiver.name },
    valor: {
      original: pixMoney(due.base),
      multa: pixMoney(due.fine),
      juros: pixMoney(due.interest),
      abatimento: pixMoney(abatement),
      desconto: pixMoney(due.discount - abatement),
      final: pixMoney(due.total),
    },
    // The sandbox account has no Pix key of its own: its CNPJ, a valid key type, stands for one.
    chave: input.receiver.cnpj,
    txid: input.location.txid,
    status: input.status,
  };
}

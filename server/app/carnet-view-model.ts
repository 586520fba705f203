// What a carnê shows when printed: the cover's facts and one slip per parcel, every value decided
// and formatted here, so the booklet PDF, the cover PDF and the HTML pages only lay it out.
//
// Every parcel is printed, whatever its status: the booklet keeps the numbering and page count of
// the one the payer already has. A parcel that must not be paid any more (paid, canceled…) carries
// a big diagonal mark and its situation on the stub; an overdue one only says "VENCIDA" on the
// stub, since it can still be paid, with the instructions' charges.
import type { AccountRow } from '../store/accounts-repo.ts';
import type { ChargeStatus } from '../domain/charge.ts';
import type { CarnetView, CarnetParcelSummary } from '../pdf/carnet-view.ts';
import { boletoViewOf } from './boleto-view-model.ts';
import { formatBRL, formatDateBR } from '../domain/format.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';
import type { CarnetRecord } from '../domain/carnet.ts';

const situations: Record<ChargeStatus, string> = {
  new: 'Em processamento',
  link: 'Em processamento',
  approved: 'Em processamento',
  waiting: 'Em aberto',
  identified: 'Paga, aguardando confirmação',
  unpaid: 'Vencida',
  paid: 'Paga',
  settled: 'Paga (baixa manual)',
  canceled: 'Cancelada',
  refunded: 'Estornada',
  contested: 'Contestada',
  expired: 'Expirada',
};

const tones: Record<ChargeStatus, CarnetParcelSummary['tone']> = {
  new: 'open', link: 'open', approved: 'open', waiting: 'open', identified: 'open', unpaid: 'late',
  paid: 'paid', settled: 'paid', canceled: 'void', refunded: 'void', contested: 'void', expired: 'void',
};

/** Statuses whose slip must not be paid again: marked across the slip. */
const marked: ReadonlySet<ChargeStatus> = new Set(['paid', 'settled', 'canceled', 'refunded', 'contested', 'expired']);

export const HOW_TO_PAY = [
  'Pague cada parcela até o vencimento impresso na lâmina, em qualquer banco, casa lotérica, internet banking ou aplicativo do seu banco.',
  'Leia o código de barras da lâmina ou digite a linha digitável, os 47 números impressos acima dele.',
  'Destaque a lâmina na linha pontilhada: a ficha de compensação vai para o caixa e o canhoto fica com você como comprovante.',
  'Após o vencimento valem os acréscimos das instruções de cada lâmina, quando houver.',
];

/** "12 × R$ 75,00"; with split cents, "1 × R$ 333,34 + 2 × R$ 333,33" (runs of equal values). */
export function describeParcelValues(values: number[]): string {
  const runs: Array<{ value: number; count: number }> = [];
  for (const value of values) {
    const last = runs[runs.length - 1];
    if (last?.value === value) last.count += 1;
    else runs.push({ value, count: 1 });
  }
  return runs.map((run) => `${run.count} × ${formatBRL(run.value)}`).join(' + ');
}

/** A carnê has 1 to 12 parcels, each with its boleto; `pixCodes`: each Bolix parcel's code, by charge id. */
export function carnetViewOf(
  carnet: CarnetRecord, parcels: ChargeRecord[], account: Pick<AccountRow, 'id' | 'name'>, pixCodes: ReadonlyMap<number, string>,
): CarnetView {
  const count = parcels.length;
  if (count === 0) throw new Error(`carnê ${carnet.id} has no parcels`);
  const boletos = parcels.map((parcel) => ({ parcel, boleto: boletoViewOf(parcel, account, pixCodes.get(parcel.id) ?? null) }));
  const message = carnet.terms.message ? carnet.terms.message.split('\n') : [];
  const slips = boletos.map(({ parcel, boleto }) => ({
    parcelLabel: `Parcela ${parcel.parcel}/${count}`,
    situation: parcel.status === 'waiting' ? null : situations[parcel.status].toUpperCase(),
    mark: marked.has(parcel.status) ? situations[parcel.status].toUpperCase() : null,
    // The slip shows its own mark; the carnê's message goes with every parcel.
    boleto: { ...boleto, stamp: null, messageLines: message },
  }));
  const summaries: CarnetParcelSummary[] = boletos.map(({ parcel, boleto }) => ({
    number: `${parcel.parcel}/${count}`,
    dueDate: boleto.dueDate,
    value: boleto.documentValue,
    situation: situations[parcel.status],
    tone: tones[parcel.status],
    ourNumber: boleto.ourNumber,
    typedLine: boleto.typedLine,
  }));
  const dueDates = parcels.map((parcel) => parcel.billet!.expireAt).sort();
  const values = parcels.map((parcel) => parcel.billet!.documentValue);
  const first = boletos[0].boleto;
  return {
    cover: {
      title: `Carnê nº ${carnet.id}`,
      beneficiary: first.beneficiary,
      payer: first.payer,
      parcelCount: count,
      total: formatBRL(values.reduce((sum, value) => sum + value, 0)),
      parcelValues: describeParcelValues(values),
      firstDueDate: formatDateBR(dueDates[0]),
      lastDueDate: formatDateBR(dueDates[count - 1]),
      howToPay: HOW_TO_PAY,
      parcels: summaries,
    },
    slips,
    sandboxNotice: first.sandboxNotice,
  };
}

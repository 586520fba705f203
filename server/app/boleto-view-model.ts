// What a charge's boleto shows when printed: every value decided and formatted here, so the
// PDF and the HTML page only lay it out.
import type { AccountRow } from '../store/accounts-repo.ts';
import type { BoletoView } from '../pdf/boleto-view.ts';
import type { Customer } from '../domain/billet-record.ts';
import { billetInstructions } from '../domain/billet.ts';
import { completeCnpj } from '../domain/documents.ts';
import { formatDate } from '../domain/clock.ts';
import { formatBRL, formatCnpj, formatCpf, formatDateBR } from '../domain/format.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';

/** Each sandbox account "is" a beneficiary with a CNPJ that passes the check-digit test. */
export function beneficiaryCnpj(accountId: number): string {
  return completeCnpj(`${String(10_000_000 + accountId).slice(-8)}0001`);
}

function payerAddress(customer: Customer): string | null {
  const address = customer.address;
  if (!address) return null;
  const parts = [
    [address.street, address.number].filter(Boolean).join(', '),
    address.complement,
    address.neighborhood,
    [address.city, address.state].filter(Boolean).join('/'),
    address.zipcode ? `CEP ${String(address.zipcode).replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : null,
  ];
  return parts.filter((part) => part !== null && part !== undefined && part !== '').join(' — ') || null;
}

const stamps: Partial<Record<ChargeRecord['status'], string>> = { paid: 'PAGO', canceled: 'CANCELADO', unpaid: 'VENCIDO' };

/** A Bolix's QR is printed while the boleto can still be paid: not once paid, canceled or refunded. */
export const PIX_PAYABLE: ReadonlySet<ChargeRecord['status']> = new Set(['waiting', 'unpaid']);

/** `pixCode`: the boleto's current Bolix code (app/bolix.ts bolixCodeOf), null without Bolix. */
export function boletoViewOf(charge: ChargeRecord, account: Pick<AccountRow, 'id' | 'name'>, pixCode: string | null): BoletoView {
  const billet = charge.billet!;
  const customer = charge.customer ?? {};
  const juridical = customer.juridical_person;
  const sequence = String(charge.id).padStart(10, '0');
  const issued = formatDate(billet.issuedAtMs);
  const discount = billet.documentValue < charge.total ? formatBRL(charge.total - billet.documentValue) : null;
  return {
    bankCode: '364-6',
    bankName: 'Efí S.A. (sandbox)',
    typedLine: billet.typedLine,
    barcode: billet.barcode,
    paymentPlace: 'Pagável em qualquer banco até o vencimento; após, até a data limite das instruções.',
    beneficiary: {
      name: account.name,
      document: `CNPJ ${formatCnpj(beneficiaryCnpj(account.id))}`,
      address: 'Cobrança Sandbox — ambiente de testes',
    },
    agencyCode: `0001 / ${String(account.id).padStart(9, '0')}-0`,
    payer: {
      name: juridical?.corporate_name ?? customer.name ?? '',
      document: juridical ? `CNPJ ${formatCnpj(juridical.cnpj)}` : customer.cpf ? `CPF ${formatCpf(customer.cpf)}` : null,
      address: payerAddress(customer),
      email: customer.email ?? null,
    },
    dueDate: formatDateBR(billet.expireAt),
    documentDate: formatDateBR(charge.createdAt),
    processingDate: formatDateBR(issued),
    documentNumber: String(charge.id),
    ourNumber: sequence,
    documentKind: 'DS',
    acceptance: 'N',
    wallet: '1',
    documentValue: formatBRL(billet.documentValue),
    discount,
    instructions: billetInstructions(billet, charge.total),
    messageLines: billet.message ? billet.message.split('\n') : [],
    items: [
      ...charge.items.map((item) => ({
        name: item.name,
        amount: item.amount ?? 1,
        value: formatBRL(item.value),
        total: formatBRL(item.value * (item.amount ?? 1)),
      })),
      ...(charge.shippings ?? []).map((shipping) => ({ name: `Frete: ${shipping.name}`, amount: 1, value: formatBRL(shipping.value), total: formatBRL(shipping.value) })),
    ],
    stamp: stamps[charge.status] ?? null,
    sandboxNotice: 'Documento de teste gerado pelo Cobrança Sandbox — sem valor, não pague.',
    balanceSheet: charge.balanceSheet,
    pix: pixCode !== null && PIX_PAYABLE.has(charge.status) ? { qrcode: pixCode } : null,
  };
}

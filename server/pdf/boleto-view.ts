// What a printed boleto shows, already decided and formatted by the use case: the PDF and the
// HTML page only lay it out. Pure data, so both renderers are tested from fixtures.
import type { BalanceSheet } from '../domain/balance-sheet.ts';

export interface BoletoView {
  /** "364-6": the bank code with its check digit, printed big in the ficha's header. */
  bankCode: string;
  bankName: string;
  /** Formatted typed line, "36490.00019 00004.361804 00001.020676 9 88610000009990". */
  typedLine: string;
  /** The 44 digits the Interleaved 2 of 5 barcode encodes. */
  barcode: string;
  paymentPlace: string; // "Pagável em qualquer banco até o vencimento"
  beneficiary: { name: string; document: string; address: string };
  agencyCode: string; // "Agência / Código do beneficiário"
  payer: { name: string; document: string | null; address: string | null; email: string | null };
  dueDate: string; // DD/MM/YYYY
  documentDate: string; // DD/MM/YYYY
  processingDate: string; // DD/MM/YYYY
  documentNumber: string;
  ourNumber: string; // nosso número
  documentKind: string; // "DS"
  acceptance: string; // "N"
  wallet: string; // carteira
  /** Formatted money, "R$ 1.234,56". */
  documentValue: string;
  discount: string | null;
  /** Lines under "Instruções": fine, interest, discounts, write-off — already worded. */
  instructions: string[];
  /** The API `message`, one entry per line (at most 4). */
  messageLines: string[];
  /** What was sold, for the payer's receipt. */
  items: Array<{ name: string; amount: number; value: string; total: string }>;
  /** A stamp over the document when it is no longer simply payable: "PAGO", "CANCELADO", "VENCIDO". */
  stamp: string | null;
  /** Printed on every page: this is a sandbox document with no value. */
  sandboxNotice: string;
  balanceSheet: BalanceSheet | null;
  /** The boleto's Pix code when the account has Bolix (issue 24), printed as a QR beside "Pague com Pix". */
  pix: BoletoPix | null;
}

export interface BoletoPix {
  /** The BR Code, the "Pix copia e cola": the QR encodes exactly this string. */
  qrcode: string;
}

/** What every surface says beside the QR: the PDF, the slip, the HTML page. */
export const PIX_TEXTS = {
  title: 'Pague com Pix',
  howTo: 'Abra o aplicativo do seu banco, escolha pagar com Pix e leia o QR code, ou cole o código "Pix copia e cola".',
  amount: 'O valor é o do boleto na data do pagamento, com os descontos, a multa e os juros das instruções.',
  copyLabel: 'Pix copia e cola',
  qrLabel: 'QR code Pix do boleto',
} as const;

// The `balance_sheet` a boleto may carry (wire-format: POST /v1/charge/:id/balance-sheet): a
// demonstrative table printed with the boleto, stored with its charge as it was given. Types only.

export interface BalanceSheetCell {
  align: 'left' | 'center' | 'right';
  color: string; // #rrggbb
  style: 'normal' | 'italic' | 'bold' | 'underline' | 'line-through';
  text: string;
  colspan: 1 | 2 | 3 | 4;
}

export interface BalanceSheet {
  title: string;
  body: Array<{ header: string; tables: Array<{ rows: BalanceSheetCell[][] }> }>;
}

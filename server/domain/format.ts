// Brazilian formats for what people read: money as "R$ 1.234,56", dates as DD/MM/YYYY,
// CPF and CNPJ with their punctuation.

export function formatBRL(cents: number): string {
  return cents < 0 ? `-R$ ${formatCurrencyBR(-cents)}` : `R$ ${formatCurrencyBR(cents)}`;
}

/** Cents as the API's `currency` strings read: 123456 → "1.234,56" (no symbol). */
export function formatCurrencyBR(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const reais = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${reais},${String(abs % 100).padStart(2, '0')}`;
}

/** "2025-03-15" → "15/03/2025" */
export function formatDateBR(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** Percent with Brazilian decimals: (200, 2) → "2,00%" for a value in hundredths. */
export function formatPercent(value: number, decimals: number): string {
  return `${(value / 10 ** decimals).toFixed(decimals).replace('.', ',')}%`;
}

export function formatCpf(cpf: string): string {
  return cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

export function formatCnpj(cnpj: string): string {
  return cnpj.toUpperCase().replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

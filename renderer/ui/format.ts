// Brazilian formats without a library: money and counts as Intl pt-BR writes them, dates by
// rearranging the API's own "YYYY-MM-DD[ HH:MM:SS]" strings (already in Brasília time — no Date,
// no time-zone drift).
//
// No Intl on the dashboard's first screen: a page's first Intl formatter costs 33–77 ms of its main
// thread (ICU starting up in each new renderer process; measured in Chromium, docs/performance.md,
// "Dashboard first rows, seventh part"), on the way to the first rows, which show amounts and a
// count. Whole cents and whole counts are grouped here, as Intl pt-BR does (the test compares the
// two); anything else goes to Intl, made on first use, as do the wall-clock formats below.

let moneyFormat: Intl.NumberFormat | null = null;
let integerFormat: Intl.NumberFormat | null = null;

/** A non-negative safe integer's digits in groups of three: 1234567 → "1.234.567". */
function grouped(digits: number): string {
  return String(digits).replace(/\B(?=(\d{3})+$)/g, '.');
}

/** What the grouping here writes as Intl does: whole, not -0, and far from where cents / 100 loses digits. */
const exact = (value: number) => Number.isInteger(value) && Math.abs(value) < 1e15 && !Object.is(value, -0);

/** Cents → "R$ 1.234,56" (with the non-breaking space Intl puts after R$). */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return '—';
  if (exact(cents)) {
    const abs = Math.abs(cents);
    return `${cents < 0 ? '-' : ''}R$\u00a0${grouped(Math.floor(abs / 100))},${String(abs % 100).padStart(2, '0')}`;
  }
  moneyFormat ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return moneyFormat.format(cents / 100);
}

export function formatInteger(value: number): string {
  if (exact(value)) return `${value < 0 ? '-' : ''}${grouped(Math.abs(value))}`;
  integerFormat ??= new Intl.NumberFormat('pt-BR');
  return integerFormat.format(value);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME = /[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

/** "2026-11-21" or "2026-11-21 16:40:00" → "21/11/2026". */
export function formatDate(value: string | null | undefined): string {
  const m = value ? DATE.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value || '—';
}

/** "2026-11-21 16:40:05" → "21/11/2026 16:40"; a bare date stays a date. */
export function formatDateTime(value: string | null | undefined, seconds = false): string {
  if (!value) return '—';
  const date = formatDate(value);
  const t = TIME.exec(value);
  if (!t) return date;
  return `${date} ${t[1]}:${t[2]}${seconds ? `:${t[3] ?? '00'}` : ''}`;
}

/** Just the time of day, for dense logs: "16:40:05". */
export function formatTime(value: string | null | undefined): string {
  const t = value ? TIME.exec(value) : null;
  return t ? `${t[1]}:${t[2]}:${t[3] ?? '00'}` : '—';
}

/** "153,50", "1.234,56", "R$ 10" → cents; null when it is not an amount. */
export function parseMoney(text: string): number | null {
  const bare = text.replace(/R\$|\s/g, '');
  // A dot only groups thousands: "150.00" is refused, not read as R$ 15.000,00.
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(bare)) return null;
  const [reais, centavos = ''] = bare.replace(/\./g, '').split(',');
  return Number(reais) * 100 + Number(centavos.padEnd(2, '0'));
}

/** Cents → "153,50", for an editable field. */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** "YYYY-MM-DD HH:MM:SS" → "YYYY-MM-DD". */
export function datePart(value: string): string {
  return value.slice(0, 10);
}

/** Groups card digits in fours: "4111 1111 1111 1111". */
export function formatCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  // American Express prints as 4-6-5.
  if (digits.length === 15) return `${digits.slice(0, 4)} ${digits.slice(4, 10)} ${digits.slice(10)}`;
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The API's mask grouped like the card: "XXXXXXXXXXXX3335" → "XXXX XXXX XXXX 3335" (Amex 4-6-5). */
export function formatCardMask(mask: string): string {
  if (mask.length === 15) return `${mask.slice(0, 4)} ${mask.slice(4, 10)} ${mask.slice(10)}`;
  return mask.replace(/(.{4})(?=.)/g, '$1 ');
}

let wallTimeFormat: Intl.DateTimeFormat | null = null;
let wallDateFormat: Intl.DateTimeFormat | null = null;
const wallTime = () => (wallTimeFormat ??= new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', second: '2-digit' }));
const wallDate = () => (wallDateFormat ??= new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }));

/**
 * Wall-clock instants (ISO 8601 with a zone, as the request log records them) in this computer's
 * time zone: when your code made the call, not the account's virtual time.
 */
export function formatWallTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? formatTime(iso) : wallTime().format(ms);
}

export function formatWallDateTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? formatDateTime(iso, true) : `${wallDate().format(ms)} ${wallTime().format(ms)}`;
}

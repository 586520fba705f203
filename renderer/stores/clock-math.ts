// Arithmetic on the account clock's "YYYY-MM-DD HH:MM:SS" strings (Brasília time). They are read
// as if they were UTC so no browser time zone can shift them; only differences matter.

const STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

export function parseStamp(value: string): number | null {
  const m = STAMP.exec(value.trim());
  if (!m) return null;
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function addMs(stamp: string, ms: number): string {
  const base = parseStamp(stamp);
  return base === null ? stamp : formatStamp(base + ms);
}

/** Whole days from one date to another (YYYY-MM-DD or stamps), for "vence em 3 dias". */
export function daysBetween(from: string, to: string): number | null {
  const a = parseStamp(from.slice(0, 10));
  const b = parseStamp(to.slice(0, 10));
  return a === null || b === null ? null : Math.round((b - a) / 86_400_000);
}

// Escaping for the public HTML pages (boleto, carnê): every string that comes from a view goes
// through these, so no payer name or message can become markup or a script URL.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}

/** An href for one of our own URLs: absolute http(s) or root-relative, anything else goes nowhere. */
export function safeHref(url: string): string {
  return /^(https?:\/\/|\/)/i.test(url) ? escapeHtml(url) : '#';
}

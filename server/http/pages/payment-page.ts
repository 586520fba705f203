// The payment link's hosted page, GET /pagamento/:code (the `payment_url` the API returns): a
// React page of the renderer's build (renderer/checkout/, built to <dashboardDir>/checkout/
// checkout.html) that reads its data from /pagamento/:code/dados and posts the payer's choice to
// /pagamento/:code/pagar. It is sent with a strict policy of its own: scripts, styles and fetches
// from this server only, nothing inline, nothing else at all (the card is tokenized in the page
// with Efí's payment-token-efi, bundled, whose calls reach this server's /v1 tokenizer routes).
// An unknown code is a Portuguese 404 page for a browser, the API's error shape for anything else.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiResponse } from '../routes.ts';
import { sendHtml } from '../security-headers.ts';
import { escapeHtml } from './html.ts';

export const PAYMENT_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Where the build puts the page, under the dashboard's directory. */
export const PAYMENT_PAGE_FILE = join('checkout', 'checkout.html');

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

// The pages below are written here (no build needed): one inline stylesheet, allowed by its hash.
const CSS = `body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1b2230;background:#f5f6f8}
main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem}
.card{background:#fff;border:1px solid #e2e5ea;border-radius:12px;padding:1.5rem}
h1{font-size:1.35rem;margin:0 0 .75rem}
p{margin:.5rem 0}
code{font:.85em ui-monospace,Menlo,Consolas,monospace;background:#f2f3f5;padding:.1rem .3rem;border-radius:4px;overflow-wrap:anywhere}
.sandbox{font-size:.8rem;color:#5d6878;text-transform:uppercase;letter-spacing:.06em;margin-bottom:1rem}`;

/** The policy of a page written by staticPage with `css`: that stylesheet, no script; `formAction` where its forms may go. */
export function staticPageCsp(css = CSS, formAction = "'none'"): string {
  return `default-src 'none'; style-src 'sha256-${sha256(css)}'; img-src data:; base-uri 'none'; form-action ${formAction}; frame-ancestors 'none'`;
}

const STATIC_PAGE_CSP = staticPageCsp();

/** The pages' stylesheet, for a page that adds rules of its own (the 3-D Secure challenge). */
export const STATIC_PAGE_CSS = CSS;

const ICON = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M8 1l7 7-7 7-7-7z' fill='%230e7490'/%3E%3C/svg%3E";

/** A small server-written page: `body` is markup whose every value the caller escaped. */
export function staticPage(title: string, body: string, css = CSS): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Cobrança Sandbox</title><link rel="icon" href="${ICON}"><style>${css}</style></head>
<body><main><div class="card"><p class="sandbox">Cobrança Sandbox · ambiente de testes</p>
<h1>${escapeHtml(title)}</h1>
${body}
</div></main></body></html>
`;
}

/** The 404 a browser gets for a code that names no link: still HTML, still under a policy. */
export function sendPaymentPageNotFound(res: ApiResponse, code: string): void {
  const shown = code.length > 60 ? `${code.slice(0, 60)}…` : code;
  const body =
    `<p>O endereço <code>/pagamento/${escapeHtml(shown)}</code> não corresponde a nenhum link de pagamento.</p>\n` +
    '<p>Confira se o link foi copiado por inteiro ou peça um novo link a quem fez a cobrança.</p>';
  sendHtml(res, 404, staticPage('Link de pagamento não encontrado', body), STATIC_PAGE_CSP);
}

/**
 * The built page, read on every request (small, and a rebuild shows on reload). Its asset URLs
 * are relative to checkout/ (the build's base is './'); here they become root paths, since the page
 * is served at /pagamento/<code> (with or without a trailing slash).
 */
export async function sendPaymentPage(res: ApiResponse, dashboardDir: string): Promise<void> {
  let html: string;
  try {
    html = await readFile(join(dashboardDir, PAYMENT_PAGE_FILE), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
    const body =
      `<p>A página de pagamento não foi compilada: nada em <code>${escapeHtml(join(dashboardDir, PAYMENT_PAGE_FILE))}</code>.</p>\n` +
      '<p>Rode <code>npm run build:renderer</code> e recarregue esta página.</p>';
    return sendHtml(res, 503, staticPage('Página de pagamento indisponível', body), STATIC_PAGE_CSP);
  }
  sendHtml(res, 200, html.replace(/(src|href)="(?:\.\.\/)+assets\//g, '$1="/assets/'), PAYMENT_PAGE_CSP);
}

// The issuer's 3-D Secure challenge page (the `action_url` of a `tds_challenge`), as the sandbox
// plays the issuer: what the payer is asked to confirm, and a form to pass or fail. Written here,
// no script, one stylesheet allowed by its hash; its form may go to this server only — and to the
// merchant's callback origin, where the answer redirects the browser (Chromium checks a form's
// redirects against form-action too).
import type { ApiResponse } from '../routes.ts';
import { sendHtml } from '../security-headers.ts';
import { escapeHtml } from './html.ts';
import { STATIC_PAGE_CSS, staticPage, staticPageCsp } from './payment-page.ts';
import { formatBRL } from '../../domain/format.ts';

const CSS = `${STATIC_PAGE_CSS}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{color:#5d6878}dd{margin:0;font-weight:600}
form{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
button{font:inherit;padding:.6rem 1.1rem;border-radius:8px;border:1px solid #0e7490;cursor:pointer}
.pass{background:#0e7490;color:#fff}.fail{background:#fff;color:#0e7490}`;

export interface ChallengeView {
  code: string;
  payee: string;
  total: number;
  mask: string;
  callbackUrl: string;
}

/** The policy of a page whose form's answer redirects to `callbackUrl` (an http(s) URL checked when given). */
function challengeCsp(callbackUrl?: string): string {
  const origin = callbackUrl && URL.canParse(callbackUrl) ? new URL(callbackUrl).origin : null;
  return staticPageCsp(CSS, origin && origin !== 'null' ? `'self' ${origin}` : "'self'");
}

export function sendChallengePage(res: ApiResponse, view: ChallengeView): void {
  const body = `<p>O banco emissor do cartão pede que você confirme esta compra. No sandbox não há senha nem código: escolha o resultado da autenticação.</p>
<dl><dt>Loja</dt><dd>${escapeHtml(view.payee)}</dd><dt>Valor</dt><dd>${escapeHtml(formatBRL(view.total))}</dd><dt>Cartão</dt><dd><code>${escapeHtml(view.mask)}</code></dd></dl>
<form method="post" action="/3ds/desafio/${escapeHtml(view.code)}/resposta">
<button class="pass" type="submit" name="resultado" value="aprovar">Confirmar compra</button>
<button class="fail" type="submit" name="resultado" value="recusar">Não reconheço esta compra</button>
</form>`;
  // Under no-referrer, Chromium sends `Origin: null` with the page's own form post, which the
  // cross-site guard refuses: the page's address (its code) is sent to this server only.
  res.setHeader('Referrer-Policy', 'same-origin');
  sendHtml(res, 200, staticPage('Autenticação 3D Secure', body, CSS), challengeCsp(view.callbackUrl));
}

/** A challenge the browser cannot answer (unknown, already answered, a form that is not its own). */
export function sendChallengeProblem(res: ApiResponse, status: number, title: string, message: string): void {
  sendHtml(res, status, staticPage(title, `<p>${escapeHtml(message)}</p>`, CSS), challengeCsp());
}

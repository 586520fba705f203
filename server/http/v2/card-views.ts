// The answer of POST /v2/charge/card (Node SDK 2.0's CreateChargeCardResponseSchema): not wrapped
// in `{code, data}`; `refusal` when `unpaid`; `tds_challenge` when `waiting` for the payer's
// 3-D Secure challenge — the form the merchant's page posts to the issuer's page (`form_data`),
// and the same form as a whole HTML document that posts itself (`html_template`).
import type { ChargeRecord } from '../../domain/charge-record.ts';
import { challengeCode, challengeRequest, sessionData } from '../../domain/card-3ds.ts';
import { escapeHtml } from '../pages/html.ts';

/** Where the challenge page is, under the sandbox's public URL. */
export const CHALLENGE_PATH = '/3ds/desafio';
/** The only path another site's page may post to (cross-site-guard.ts): the challenge's entry. */
export const CHALLENGE_ENTRY = new RegExp(`^${CHALLENGE_PATH}/[^/]+/?$`);

export interface ChallengeForm {
  method: 'POST';
  action_url: string;
  creq: string;
  threeDSSessionData: string;
}

export function challengeForm(charge: ChargeRecord, publicUrl: string): ChallengeForm | null {
  const tds = charge.card?.tds;
  if (!tds?.secret || tds.challenge !== 'pending') return null;
  const code = challengeCode(charge.accountId, charge.id, tds.secret);
  return {
    method: 'POST',
    action_url: `${publicUrl}${CHALLENGE_PATH}/${code}`,
    creq: challengeRequest(tds.identifier, code),
    threeDSSessionData: sessionData(charge.id),
  };
}

/** The form as a document that submits itself on load (a button when scripts are off). */
function htmlTemplate(form: ChallengeForm): string {
  return `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="UTF-8"><title>Autenticação 3D Secure</title></head>
<body><form id="tds_challenge_form" method="POST" action="${escapeHtml(form.action_url)}">
<input type="hidden" name="creq" value="${escapeHtml(form.creq)}">
<input type="hidden" name="threeDSSessionData" value="${escapeHtml(form.threeDSSessionData)}">
<noscript><button type="submit">Continuar para o banco</button></noscript>
</form>
<script>document.getElementById('tds_challenge_form').submit();</script></body></html>`;
}

export function cardChargeV2View(charge: ChargeRecord, publicUrl: string) {
  const card = charge.card!;
  const form = charge.status === 'waiting' ? challengeForm(charge, publicUrl) : null;
  return {
    charge_id: charge.id,
    installments: card.installments,
    installment_value: card.installmentValue,
    total: card.total,
    status: charge.status,
    ...(charge.status === 'unpaid' && card.refusal ? { refusal: card.refusal } : {}),
    ...(form ? { tds_challenge: { form_data: form, html_template: htmlTemplate(form) } } : {}),
  };
}

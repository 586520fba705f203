// 3-D Secure on POST /v2/charge/card (PHP SDK 1.19.0, Node SDK 2.0): which test cards make the
// issuer ask the payer for a challenge, what a challenge keeps on the charge, and the rules of its
// untrusted inputs (the merchant's callback URL, the challenge's code). Everything else of the
// card payment is the one-step card rule (cards.ts, card-payment.ts).
import { ApiError } from './errors.ts';

/**
 * The card number's last digit that makes the issuer ask for a challenge on /v2/charge/card. Ours:
 * Efí documents no 3-D Secure test cards. 9 is used by no other test card (approved numbers end in
 * 0, 4 and 5; refused ones in 1, 2 and 3), and on the /v1 routes, which have no 3-D Secure, the
 * card rule approves it like any other digit.
 */
export const CHALLENGE_DIGIT = 9;

export function asksForChallenge(lastDigit: number): boolean {
  return lastDigit === CHALLENGE_DIGIT;
}

/** The refusal when the payer fails (or gives up) the challenge. Ours: Efí documents no wording. */
export const CHALLENGE_FAILED_REASON = 'Autenticação 3DS não confirmada pelo portador do cartão.';

export type ChallengeState = 'pending' | 'passed' | 'failed';

/** What a charge keeps of its 3-D Secure authentication, inside its card record. */
export interface TdsRecord {
  /** The merchant's `tds_info.tds_identifier` (the 3DS Server's transaction id). */
  identifier: string;
  /** Where the payer's browser goes once the challenge is answered. */
  callbackUrl: string;
  /** The challenge's secret (none without a challenge): with the account and the charge it makes the page's address. */
  secret: string | null;
  /** `pending` until the payer answers; a frictionless authentication has no challenge (null). */
  challenge: ChallengeState | null;
}

const CALLBACK_MAX_LENGTH = 2048;

/**
 * The merchant's `challenge_callback_url`, as the browser will be sent to it: an absolute http(s)
 * URL with a host, no credentials, no fragment to hide in. Anything else (javascript:, data:, a
 * relative path) would let a request make the sandbox's page send a payer anywhere.
 */
export function callbackUrlProblem(value: string): string | null {
  if (value.length > CALLBACK_MAX_LENGTH) return `A URL deve ter no máximo ${CALLBACK_MAX_LENGTH} caracteres.`;
  if (!URL.canParse(value)) return 'A URL de retorno deve ser uma URL absoluta.';
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'A URL de retorno deve usar http ou https.';
  if (url.hostname === '') return 'A URL de retorno deve ter um host.';
  if (url.username !== '' || url.password !== '') return 'A URL de retorno não pode conter usuário ou senha.';
  return null;
}

export function checkCallbackUrl(value: string, pointer: string): void {
  const problem = callbackUrlProblem(value);
  if (problem) throw new ApiError('validation', { property: pointer, message: problem });
}

/** The challenge page's code: `<account>-<charge>-<secret>`; the secret alone is unguessable. */
export function challengeCode(accountId: number, chargeId: number, secret: string): string {
  return `${accountId}-${chargeId}-${secret}`;
}

export function parseChallengeCode(code: string): { accountId: number; chargeId: number; secret: string } | null {
  const match = /^([0-9]{1,15})-([0-9]{1,15})-([0-9a-f]{32})$/.exec(code);
  return match ? { accountId: Number(match[1]), chargeId: Number(match[2]), secret: match[3] } : null;
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * The EMV 3DS challenge request the browser posts to the issuer's page (`creq`): base64url JSON,
 * as in the specification's browser flow. The page checks it names the challenge of its address.
 */
export function challengeRequest(identifier: string, code: string): string {
  return base64url(JSON.stringify({ threeDSServerTransID: identifier, acsTransID: code, messageType: 'CReq', messageVersion: '2.2.0', challengeWindowSize: '05' }));
}

/** Whether a posted `creq` is the one this challenge gave (anything unreadable is not). */
export function creqNames(creq: string, code: string): boolean {
  try {
    const parsed = JSON.parse(Buffer.from(creq, 'base64url').toString('utf8')) as { acsTransID?: unknown };
    return parsed.acsTransID === code;
  } catch {
    return false;
  }
}

/** `threeDSSessionData`: opaque to the merchant, echoed by the browser; ours names the charge. */
export function sessionData(chargeId: number): string {
  return base64url(JSON.stringify({ charge_id: chargeId }));
}

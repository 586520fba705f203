// The partner routes' `partner-token` header (issue 25 §1). The SDKs that list the partner routes
// (PHP 1.19 ApiRequest.php, Java, Ruby, gn-php) send whatever string the integrator configured as
// `partner_token`; no source publishes its format. So the sandbox requires one on the partner
// routes and accepts any printable token of reasonable length: what the real service would
// refuse beyond that is not known (docs/fidelity.md).
import { ApiError } from './errors.ts';

export const PARTNER_TOKEN_HEADER = 'partner-token';
/** Visible ASCII, no spaces: what a token handed out by a service looks like; 255 is ours. */
export const PARTNER_TOKEN_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The header's value once checked: absent, empty or not a plain token is 3500034. */
export function checkPartnerToken(value: string | undefined): string {
  if (value === undefined || value.trim() === '') {
    throw new ApiError('validation', { property: PARTNER_TOKEN_HEADER, message: 'O cabeçalho partner-token é obrigatório nas rotas de parceiro.' });
  }
  if (!PARTNER_TOKEN_PATTERN.test(value)) {
    throw new ApiError('validation', {
      property: PARTNER_TOKEN_HEADER,
      message: 'O partner-token deve ter de 1 a 255 caracteres ASCII visíveis, sem espaços.',
    });
  }
  return value;
}

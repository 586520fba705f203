// API Extratos' own OAuth (POST /v1/oauth/token on its host): client credentials as for /v1, a
// token that carries the scopes it was given. Its tokens live in the same table as /v1's (a reset
// or a revoke treats both alike) but open only API Extratos, and /v1's open only /v1: each kind is
// told by its first characters (a constant JWT header of its own), which costs /v1's hot path one
// string comparison, not a decode.
import { randomBytes } from 'node:crypto';
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { findAccountByCredentials } from './accounts.ts';
import { EXTRATOS_TOKEN_PREFIX } from './extratos-token.ts';
import { ApiError } from '../domain/errors.ts';

/** Every scope of API Extratos (issue 26: `gn.cnab-statement.*`); a token gets all unless it asks for fewer. */
export const EXTRATOS_SCOPES = {
  read: 'gn.cnab-statement.read',
  write: 'gn.cnab-statement.write',
} as const;
export type ExtratosScope = (typeof EXTRATOS_SCOPES)[keyof typeof EXTRATOS_SCOPES];
const ALL_SCOPES: readonly string[] = Object.values(EXTRATOS_SCOPES);

/** An hour, as the Efí APIs with their own OAuth (Pix, Extratos) give. */
export const EXTRATOS_TOKEN_SECONDS = 3600;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface ExtratosTokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

/** The scopes a token request asks for: all of them when it names none. */
export function requestedScopes(scope: string | undefined): string[] {
  if (scope === undefined || scope.trim() === '') return [...ALL_SCOPES];
  const asked = [...new Set(scope.trim().split(/\s+/))];
  const unknown = asked.filter((name) => !ALL_SCOPES.includes(name));
  if (unknown.length > 0) {
    throw new ApiError('statementScopeInvalid', `Escopo não disponível para API Extratos: ${unknown.slice(0, 5).map((name) => JSON.stringify(name.slice(0, 64))).join(', ')}. Escopos: ${ALL_SCOPES.join(', ')}.`);
  }
  return asked;
}

export function issueExtratosToken(ctx: AppContext, clientId: string, clientSecret: string, scope: string | undefined): ExtratosTokenAnswer {
  const account = findAccountByCredentials(ctx, clientId, clientSecret);
  if (!account) throw new ApiError('invalidClient', 'Credenciais inválidas: client_id ou client_secret incorretos.');
  const scopes = requestedScopes(scope);
  const nowMs = ctx.wallClock();
  const issuedAt = Math.floor(nowMs / 1000);
  const payload = base64url({ iat: issuedAt, exp: issuedAt + EXTRATOS_TOKEN_SECONDS, data: { key_id: account.id, scope: scopes.join(' ') } });
  const token = `${EXTRATOS_TOKEN_PREFIX}${payload}.${randomBytes(32).toString('base64url')}`;
  ctx.store.transaction(() => ctx.store.tokens.insert(token, account.id, nowMs + EXTRATOS_TOKEN_SECONDS * 1000));
  return { access_token: token, token_type: 'Bearer', expires_in: EXTRATOS_TOKEN_SECONDS, scope: scopes.join(' ') };
}

/** The scopes written in a stored token's payload (the row, not the text, is what vouches for it). */
function scopesOf(token: string): string[] {
  try {
    const payload = JSON.parse(Buffer.from(token.slice(EXTRATOS_TOKEN_PREFIX.length).split('.')[0], 'base64url').toString('utf8')) as { data?: { scope?: unknown } };
    return typeof payload.data?.scope === 'string' ? payload.data.scope.split(' ') : [];
  } catch {
    return [];
  }
}

/** The account behind an API Extratos token that holds `scope`, or the refusal. */
export function authenticateExtratos(ctx: AppContext, token: string, scope: ExtratosScope): AccountRow {
  if (!token.startsWith(EXTRATOS_TOKEN_PREFIX)) {
    throw new ApiError('statementTokenOfOtherApi', 'Este token não é da API Extratos: obtenha um em POST /v1/oauth/token no host da API Extratos.');
  }
  const found = ctx.store.tokens.lookup(token);
  const account = found && ctx.store.accounts.findById(found.accountId);
  if (!found || !account) throw new ApiError('unauthorized', 'Token de acesso inválido ou inexistente.');
  if (found.revoked) throw new ApiError('unauthorized', 'Token de acesso revogado.');
  if (found.expiresAtMs <= ctx.wallClock()) throw new ApiError('unauthorized', 'Token de acesso expirado.');
  if (!scopesOf(token).includes(scope)) throw new ApiError('statementScopeMissing', `O token não tem o escopo ${scope}, que esta rota exige.`);
  return account;
}

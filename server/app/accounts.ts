// Accounts are tenants: each has its own credentials, tokens, charges and clock.
import { randomBytes } from 'node:crypto';
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { ApiError } from '../domain/errors.ts';
import { EXTRATOS_TOKEN_PREFIX } from './extratos-token.ts';

export const TOKEN_LIFETIME_SECONDS = 600;

export interface AccountCredentials {
  account_id: number;
  client_id: string;
  client_secret: string;
  name: string;
  /** The account identifier the browser tokenizer (payment-token-efi) is given. */
  account_code: string;
}

function credentialsOf(row: AccountRow): AccountCredentials {
  return { account_id: row.id, client_id: row.client_id, client_secret: row.client_secret, name: row.name, account_code: row.account_code };
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export function createAccount(ctx: AppContext, input: { name?: string; clientId?: string; clientSecret?: string; isDefault?: boolean }): AccountCredentials {
  const row = ctx.store.transaction(() =>
    ctx.store.accounts.insert({
      name: input.name ?? 'Sandbox account',
      // Shaped like the real credentials, so code that checks their prefix keeps working.
      clientId: input.clientId ?? `Client_Id_${hex(20)}`,
      clientSecret: input.clientSecret ?? `Client_Secret_${hex(20)}`,
      // The tokenizer's setAccount() takes exactly 32 alphanumeric characters.
      accountCode: hex(16),
      isDefault: input.isDefault,
      createdAtMs: ctx.wallClock(),
    }),
  );
  return credentialsOf(row);
}

/** Every account with its credentials, oldest first (the dashboard's account switcher). */
export function listAccounts(ctx: AppContext): AccountCredentials[] {
  return ctx.store.accounts.list().map(credentialsOf);
}

/**
 * Makes sure an account with exactly these credentials exists (the CLI's --client-id/--client-secret),
 * so a CI job knows them before the server starts. A known client id with another secret is refused
 * rather than silently rewritten.
 */
export function ensureAccount(ctx: AppContext, clientId: string, clientSecret: string): AccountCredentials {
  const existing = ctx.store.accounts.findByClientId(clientId);
  if (existing) {
    if (existing.client_secret !== clientSecret) {
      throw new Error(`an account with client id ${clientId} already exists with another client secret`);
    }
    return credentialsOf(existing);
  }
  return createAccount(ctx, { name: 'CI account', clientId, clientSecret });
}

/** The account created on first start when no credentials are given; reused after. */
export function ensureDefaultAccount(ctx: AppContext): AccountCredentials {
  const existing = ctx.store.accounts.findDefault();
  return existing ? credentialsOf(existing) : createAccount(ctx, { name: 'Default account', isDefault: true });
}

export function findAccountByCredentials(ctx: AppContext, clientId: string, clientSecret: string): AccountRow | undefined {
  const account = ctx.store.accounts.findByClientId(clientId);
  return account && account.client_secret === clientSecret ? account : undefined;
}

function base64url(value: object | string): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

/** A JWT-shaped opaque token, like the real one; only its presence in the store makes it valid. */
function jwtShapedToken(keyId: number, type: string, issuedAt: number, lifetime: number): string {
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url({ iat: issuedAt, exp: issuedAt + lifetime, data: { key_id: keyId, type } });
  return `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expire_at: string;
  token_type: 'Bearer';
}

/** POST /v1/authorize: tokens expire on wall-clock time, whatever the account's virtual clock says. */
export function issueAccessToken(ctx: AppContext, clientId: string, clientSecret: string): TokenResponse {
  const account = findAccountByCredentials(ctx, clientId, clientSecret);
  if (!account) throw new ApiError('invalidClient', 'Credenciais inválidas: client_id ou client_secret incorretos.');
  const nowMs = ctx.wallClock();
  const issuedAt = Math.floor(nowMs / 1000);
  const expiresAtMs = nowMs + TOKEN_LIFETIME_SECONDS * 1000;
  const accessToken = jwtShapedToken(account.id, 'accessToken', issuedAt, TOKEN_LIFETIME_SECONDS);
  ctx.store.transaction(() => {
    ctx.store.tokens.purgeExpiredBefore(nowMs - 24 * 60 * 60 * 1000);
    ctx.store.tokens.insert(accessToken, account.id, expiresAtMs);
  });
  return {
    access_token: accessToken,
    refresh_token: jwtShapedToken(account.id, 'refreshToken', issuedAt, TOKEN_LIFETIME_SECONDS * 2),
    expires_in: TOKEN_LIFETIME_SECONDS,
    expire_at: String(expiresAtMs),
    token_type: 'Bearer',
  };
}

/** Whose token this is, even expired or revoked: says whose a request was, authenticates nothing. */
export function findAccountByToken(ctx: AppContext, token: string): AccountRow | undefined {
  const found = ctx.store.tokens.lookup(token);
  return found ? ctx.store.accounts.findById(found.accountId) : undefined;
}

/** The account behind a bearer token, or the 401 the SDKs re-authorize on. */
export function authenticateBearer(ctx: AppContext, token: string): AccountRow {
  // API Extratos' tokens (app/extratos-oauth.ts) share the table but open only that API.
  if (token.startsWith(EXTRATOS_TOKEN_PREFIX)) throw new ApiError('unauthorized', 'Token da API Extratos: obtenha um token de Cobranças em POST /v1/authorize.');
  const found = ctx.store.tokens.lookup(token);
  const account = found && ctx.store.accounts.findById(found.accountId);
  if (!found || !account) throw new ApiError('unauthorized', 'Token de acesso inválido ou inexistente.');
  if (found.revoked) throw new ApiError('unauthorized', 'Token de acesso revogado.');
  if (found.expiresAtMs <= ctx.wallClock()) throw new ApiError('unauthorized', 'Token de acesso expirado.');
  return account;
}

export function authenticateBasic(ctx: AppContext, clientId: string, clientSecret: string): AccountRow {
  const account = findAccountByCredentials(ctx, clientId, clientSecret);
  if (!account) throw new ApiError('unauthorized', 'Credenciais inválidas: client_id ou client_secret incorretos.');
  return account;
}

export function revokeAccessTokens(ctx: AppContext, account: AccountRow): number {
  return ctx.store.transaction(() => ctx.store.tokens.revokeForAccount(account.id));
}

// The one place the dashboard calls fetch. Knows the base URL, the account's credentials and the
// OAuth dance: authorize with HTTP Basic, send Bearer, re-authorize once on a 401 (control-API
// calls made before the first token arrives send the credentials by Basic instead).
import { ApiError, errorFromBody, networkError } from './errors.ts';
import { takeEarlyResponse } from './early-requests.ts';

export interface Credentials {
  clientId: string;
  clientSecret: string;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** 'account' sends the Bearer token; 'none' sends nothing. */
  auth?: 'account' | 'none';
  signal?: AbortSignal;
}

export type Transport = {
  baseUrl: string;
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  /** The bytes of an authenticated resource (a PDF attachment, say). */
  blob(path: string): Promise<Blob>;
  /** A token that is valid now, for URLs that cannot carry headers (EventSource). */
  freshToken(): Promise<string>;
};

function basic({ clientId, clientSecret }: Credentials): string {
  const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<{ body: unknown; text: string }> {
  const text = await response.text();
  try {
    return { body: text ? JSON.parse(text) : null, text };
  } catch {
    return { body: null, text };
  }
}

/**
 * Marks every call as the dashboard's: the request log keeps these apart and hides them by
 * default, so the integrator's own calls are what it shows (server/http/request-logging.ts).
 */
export const CLIENT_HEADER = { 'x-sandbox-client': 'dashboard' } as const;

/** A plain GET with no headers of its own and no signal: what the page may have asked for early. */
function earlyResponse(url: string, init: RequestInit): Promise<Response> | undefined {
  const plain = init.method === 'GET' && init.body === undefined && !init.signal && Object.keys(init.headers ?? {}).length === 0;
  return plain ? takeEarlyResponse(url) : undefined;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await (earlyResponse(url, init) ?? fetch(url, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...CLIENT_HEADER } }));
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw networkError(error);
  }
}

/** Tokens last 600 s; renew a little early so a long-lived stream reconnects with a good one. */
const TOKEN_LIFETIME_MS = 540_000;

export function createTransport(baseUrl: string, credentials: Credentials | null): Transport {
  let token: { value: string; obtainedAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const authorize = (): Promise<string> => {
    if (!credentials) return Promise.reject(new ApiError(0, null, 'no_account', 'Nenhuma conta selecionada.'));
    pending ??= (async () => {
      const response = await send(`${baseUrl}/v1/authorize`, {
        method: 'POST',
        headers: { authorization: basic(credentials), 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials' }),
      });
      const { body, text } = await readJson(response);
      if (!response.ok) throw errorFromBody(response.status, body, text);
      const value = (body as { access_token?: string })?.access_token;
      if (!value) throw new ApiError(response.status, null, 'no_token', 'A autorização não devolveu access_token.');
      token = { value, obtainedAt: Date.now() };
      return value;
    })().finally(() => {
      pending = null;
    });
    return pending;
  };

  const currentToken = (): Promise<string> =>
    token && Date.now() - token.obtainedAt < TOKEN_LIFETIME_MS ? Promise.resolve(token.value) : authorize();

  async function authorized(url: string, init: RequestInit, auth: RequestOptions['auth'], path: string): Promise<Response> {
    if (auth === 'none') return send(url, init);
    if (!token && credentials && path.startsWith('/sandbox/')) {
      // No token yet (the first calls after the page opens): the control API also takes the
      // account's credentials by HTTP Basic, so the first page of charges waits for one round
      // trip, not for /v1/authorize and then the list. The token is fetched meanwhile, for /v1
      // calls and the event stream; once it is here every call sends it.
      currentToken().catch(() => {});
      return send(url, withAuthorization(init, basic(credentials)));
    }
    const first = await send(url, withBearer(init, await currentToken()));
    if (first.status !== 401) return first;
    // Expired or revoked (DELETE /sandbox/v1/tokens): one fresh token, one retry.
    token = null;
    return send(url, withBearer(init, await authorize()));
  }

  return {
    baseUrl,
    async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
      const init: RequestInit = { method, signal: options.signal, headers: {} };
      if (options.body !== undefined) {
        init.body = JSON.stringify(options.body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
      const response = await authorized(buildUrl(baseUrl, path, options.query), init, options.auth ?? 'account', path);
      const { body, text } = await readJson(response);
      if (!response.ok || isErrorEnvelope(body)) throw errorFromBody(response.status, body, text);
      return body as T;
    },
    async blob(path: string): Promise<Blob> {
      const response = await authorized(`${baseUrl}${path}`, { method: 'GET', headers: {} }, 'account', path);
      if (!response.ok) {
        const { body, text } = await readJson(response);
        throw errorFromBody(response.status, body, text);
      }
      return response.blob();
    },
    freshToken: currentToken,
  };
}

function withBearer(init: RequestInit, value: string): RequestInit {
  return withAuthorization(init, `Bearer ${value}`);
}

function withAuthorization(init: RequestInit, authorization: string): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), authorization } };
}

/** The /v1 envelope answers errors with HTTP 4xx, but guard against {code: 4xx} in a 200 too. */
function isErrorEnvelope(body: unknown): boolean {
  return !!body && typeof body === 'object' && 'error' in body && 'code' in body && (body as { code: unknown }).code !== 200;
}

// HTTP calls to a running sandbox as one account. The control API (/sandbox/v1) goes with HTTP Basic
// client credentials: no token to expire, or to be revoked by a reset. /v1 needs a Bearer token:
// fetched on first use, and once more after a 401 (a reset or `DELETE /sandbox/v1/tokens` revokes it).

/** A call the sandbox refused (or an answer that is not JSON), with the API's error fields. */
export class SandboxError extends Error {
  override name = 'SandboxError';
  /** The API's error code (e.g. 4900002), when the answer carried one. */
  readonly code: number | undefined;
  readonly error: string | undefined;

  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as { code?: number; error?: string; error_description?: unknown };
    const description = typeof fields.error_description === 'string' ? fields.error_description : JSON.stringify(fields.error_description ?? body);
    const code = fields.code !== undefined && fields.code !== status ? ` (${fields.code})` : '';
    super(`${method} ${path} → HTTP ${status}${fields.error ? ` ${fields.error}` : ''}${code}: ${description}`);
    this.code = fields.code;
    this.error = fields.error;
  }
}

export class AccountClient {
  #token: string | undefined;

  constructor(
    readonly baseUrl: string,
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  get #basic(): string {
    return `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
  }

  /** An access token for /v1 (`POST /v1/authorize`), reused until a call says it is no longer valid. */
  async accessToken(): Promise<string> {
    if (this.#token) return this.#token;
    const answer = await this.#send<{ access_token: string }>('POST', '/v1/authorize', this.#basic, { grant_type: 'client_credentials' });
    this.#token = answer.access_token;
    return this.#token;
  }

  forgetToken(): void {
    this.#token = undefined;
  }

  /** Any call as the account: `/sandbox/…` with Basic credentials, anything else with the Bearer token. */
  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    if (path.startsWith('/sandbox/')) return this.#send<T>(method, path, this.#basic, body);
    try {
      return await this.#send<T>(method, path, `Bearer ${await this.accessToken()}`, body);
    } catch (error) {
      if (!(error instanceof SandboxError) || error.status !== 401) throw error;
      this.forgetToken();
      return this.#send<T>(method, path, `Bearer ${await this.accessToken()}`, body);
    }
  }

  async #send<T>(method: string, path: string, authorization: string, body: unknown): Promise<T> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(this.baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
    } catch (error) {
      // fetch's own message is "fetch failed"; the cause says why (ECONNREFUSED: stopped, or never there).
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new Error(`${method} ${path}: cannot reach the sandbox at ${this.baseUrl} (${cause?.code ?? cause?.message ?? (error as Error).message})`, { cause: error });
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new SandboxError(method, path, response.status, text.slice(0, 200));
    }
    if (!response.ok) throw new SandboxError(method, path, response.status, parsed);
    return parsed as T;
  }
}

// Starts the real server in-process on port 0 with a fresh SQLite file, and gives each test its
// own account and an HTTP client that speaks to it over the loopback interface.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type StartOptions } from '../../server/start.ts';
import { assertFitsDocument } from './answer-check.ts';

const CALLBACK_TIMEOUT_MS = 30_000;

export interface HttpResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestSandbox {
  server: RunningServer;
  url: string;
  dbFile: string;
  newAccount(name?: string): Promise<ApiClient>;
  close(): Promise<void>;
}

export async function startSandbox(options: Partial<StartOptions> = {}): Promise<TestSandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'cobranca-test-'));
  const dbFile = join(dir, 'sandbox.db');
  const server = await startServer({
    db: dbFile,
    port: 0,
    log: () => {},
    ...options,
    // A test's receivers answer as soon as they can, but on a loaded machine that can take
    // seconds: a callback timing out there is a false failure, not the receiver's. A test of the
    // timeout itself gives its own (with a receiver that never answers, whatever the value).
    jobs: { deliveryTimeoutMs: CALLBACK_TIMEOUT_MS, ...options.jobs },
  });
  return {
    server,
    url: server.url,
    dbFile,
    async newAccount(name?: string) {
      const created = await request(server.url, 'POST', '/sandbox/v1/accounts', { body: name ? { name } : {} });
      if (created.status !== 200) throw new Error(`account creation failed: ${JSON.stringify(created.body)}`);
      const client = new ApiClient(server.url, created.body.client_id, created.body.client_secret);
      client.accountId = created.body.account_id;
      client.accountCode = created.body.account_code;
      await client.authorize();
      return client;
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is instead of JSON-encoding `body`. */
  raw?: string;
  headers?: Record<string, string>;
  /**
   * Why this answer is not to be checked against the OpenAPI document. Every other answer is
   * (answer-check.ts), and a drift fails the test; keep this for requests made outside the
   * document on purpose that the rule for those does not already cover.
   */
  unchecked?: string;
}

export async function request(baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<HttpResult> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined = options.raw;
  if (body === undefined && options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(baseUrl + path, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // left as text: the assertion will show it
  }
  if (options.unchecked === undefined) {
    await assertFitsDocument(baseUrl, { method, path, status: response.status, contentType: response.headers.get('content-type') ?? '', body: parsed, text });
  } else if (options.unchecked.trim() === '') {
    throw new Error(`${method} ${path}: \`unchecked\` needs the reason the answer is not checked against the document`);
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export function basicAuth(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/** An integrator's client: authorizes once, then sends Bearer calls. */
export class ApiClient {
  accountId = 0;
  /** What the browser tokenizer is given for this account (payment-token-efi's setAccount). */
  accountCode = '';
  token = '';

  constructor(
    readonly baseUrl: string,
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  async authorize(): Promise<void> {
    const result = await request(this.baseUrl, 'POST', '/v1/authorize', {
      body: { grant_type: 'client_credentials' },
      headers: { authorization: basicAuth(this.clientId, this.clientSecret) },
    });
    if (result.status !== 200) throw new Error(`authorize failed: ${JSON.stringify(result.body)}`);
    this.token = result.body.access_token;
  }

  call(method: string, path: string, options: RequestOptions = {}): Promise<HttpResult> {
    return request(this.baseUrl, method, path, {
      ...options,
      headers: { authorization: `Bearer ${this.token}`, ...options.headers },
    });
  }

  get = (path: string, options?: RequestOptions) => this.call('GET', path, options);
  post = (path: string, body?: unknown, options?: RequestOptions) => this.call('POST', path, { body, ...options });
  put = (path: string, body?: unknown, options?: RequestOptions) => this.call('PUT', path, { body, ...options });
  del = (path: string, options?: RequestOptions) => this.call('DELETE', path, options);

  /** Creates a charge and returns its id, failing loudly if the API refuses. */
  async createCharge(body: unknown = { items: [{ name: 'Produto', value: 1000, amount: 1 }] }): Promise<number> {
    const result = await this.post('/v1/charge', body);
    if (result.status !== 200) throw new Error(`charge creation failed: ${JSON.stringify(result.body)}`);
    return result.body.data.charge_id;
  }
}

/** The account's notification deliveries (GET /sandbox/v1/deliveries), failing loudly on an error. */
export async function listDeliveries(api: ApiClient, query = ''): Promise<any[]> {
  const result = await api.get(`/sandbox/v1/deliveries${query}`);
  if (result.status !== 200) throw new Error(`deliveries failed: ${JSON.stringify(result.body)}`);
  return result.body.deliveries;
}

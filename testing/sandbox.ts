// One sandbox account as a test sees it: where the API is, the account's credentials, the world's
// actions (clock, bank), state control (reset, snapshots) and the callbacks that came back.
import { AccountClient } from './account-client.ts';
import { CallbackLog, describeFilter } from './callback-log.ts';
import { startCallbackReceiver, type CallbackReceiver } from './callback-receiver.ts';
import { startCli, type RunningCli } from './spawn-cli.ts';
import type {
  BankPayment,
  BankPaymentOptions,
  BoletoReference,
  CallbackFilter,
  ClockAdvance,
  ClockAnswer,
  NotificationEvent,
  ReceivedCallback,
  Snapshot,
  SnapshotDocument,
} from './types.ts';

export const DEFAULT_CLIENT_ID = 'Client_Id_cobranca_sandbox_testing';
export const DEFAULT_CLIENT_SECRET = 'Client_Secret_cobranca_sandbox_testing';
const DEFAULT_CALLBACK_TIMEOUT_MS = 10_000;

export interface StartOptions {
  /** The account's credentials, known in advance (default DEFAULT_CLIENT_ID / DEFAULT_CLIENT_SECRET). */
  clientId?: string;
  clientSecret?: string;
  /** SQLite file; default `:memory:`, gone when the sandbox stops. */
  db?: string;
  /** An exported snapshot (JSON file) the account starts from: `--seed`. */
  seed?: string;
  /** Further flags for the `cobranca-sandbox` command, e.g. `['--public-url', 'http://sandbox:4455']`. */
  args?: string[];
  /** How long to wait for the server's ready line (default 30,000 ms). */
  startTimeoutMs?: number;
}

export interface AttachOptions {
  /** A sandbox already running, e.g. `http://127.0.0.1:4455`. */
  url: string;
  clientId: string;
  clientSecret: string;
}

/** Starts `cobranca-sandbox --port 0` from this package with known credentials, and the callback receiver. */
export async function startSandbox(options: StartOptions = {}): Promise<Sandbox> {
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const clientSecret = options.clientSecret ?? DEFAULT_CLIENT_SECRET;
  const args = ['--port', '0', '--db', options.db ?? ':memory:', '--client-id', clientId, '--client-secret', clientSecret];
  if (options.seed !== undefined) args.push('--seed', options.seed);
  const cli = await startCli([...args, ...(options.args ?? [])], options.startTimeoutMs ?? 30_000);
  try {
    return await Sandbox.open(cli.url, clientId, clientSecret, cli);
  } catch (error) {
    await cli.stop();
    throw error;
  }
}

/** Uses a sandbox started elsewhere (a CI service, `npx cobranca-sandbox`); stop() leaves it running. */
export async function attachSandbox(options: AttachOptions): Promise<Sandbox> {
  return Sandbox.open(options.url.replace(/\/+$/, ''), options.clientId, options.clientSecret, null);
}

export class Sandbox {
  readonly #client: AccountClient;
  readonly #cli: RunningCli | null;
  readonly #receiver: CallbackReceiver;
  readonly #log = new CallbackLog();
  /** Bumped by reset and restore, so a token fetch that straddles one is not recorded. */
  #generation = 0;

  private constructor(client: AccountClient, cli: RunningCli | null, receiver: CallbackReceiver) {
    this.#client = client;
    this.#cli = cli;
    this.#receiver = receiver;
  }

  /** @internal */
  static async open(url: string, clientId: string, clientSecret: string, cli: RunningCli | null): Promise<Sandbox> {
    const client = new AccountClient(url, clientId, clientSecret);
    // Fails fast, with the API's own error, on a wrong URL or wrong credentials.
    await client.accessToken();
    let onToken = (_token: string): void => {};
    const receiver = await startCallbackReceiver((token) => onToken(token));
    const sandbox = new Sandbox(client, cli, receiver);
    onToken = (token) => void sandbox.#fetchToken(token);
    return sandbox;
  }

  /** The sandbox's base URL, e.g. `http://127.0.0.1:41234` (the dashboard is there too). */
  get url(): string {
    return this.#client.baseUrl;
  }

  /** Base URL of the `/v1` API, what a client or SDK is pointed at. */
  get apiUrl(): string {
    return `${this.url}/v1`;
  }

  get clientId(): string {
    return this.#client.clientId;
  }

  get clientSecret(): string {
    return this.#client.clientSecret;
  }

  /** A local receiver to give as `notification_url`; waitForCallback() sees what reaches it. */
  get callbackUrl(): string {
    return this.#receiver.url;
  }

  /** Every notification event received at callbackUrl since the start (or the last reset/restore). */
  get callbacks(): readonly ReceivedCallback[] {
    return this.#log.received;
  }

  /** A `/v1` access token for the account (`POST /v1/authorize`). */
  accessToken(): Promise<string> {
    return this.#client.accessToken();
  }

  /** Any call as the account: `/sandbox/v1/…` with client credentials, `/v1/…` with a Bearer token. */
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    return this.#client.request<T>(method, path, body);
  }

  /** Empties the account (charges, tokens, clock back to now…); the credentials stay. */
  async reset(): Promise<void> {
    await this.#client.request('POST', '/sandbox/v1/reset');
    this.#forgetState();
  }

  /** The account's whole state, clock included, kept under a name to restore() later. */
  snapshot(name?: string): Promise<Snapshot> {
    return this.#client.request<Snapshot>('POST', '/sandbox/v1/snapshots', name === undefined ? {} : { name });
  }

  /** Puts the account back exactly as it was at the snapshot. */
  async restore(snapshot: Snapshot | number): Promise<void> {
    await this.#client.request('POST', `/sandbox/v1/snapshots/${snapshotId(snapshot)}/restore`);
    this.#forgetState();
  }

  async snapshots(): Promise<Snapshot[]> {
    return (await this.#client.request<{ snapshots: Snapshot[] }>('GET', '/sandbox/v1/snapshots')).snapshots;
  }

  async deleteSnapshot(snapshot: Snapshot | number): Promise<void> {
    await this.#client.request('DELETE', `/sandbox/v1/snapshots/${snapshotId(snapshot)}`);
  }

  /** The snapshot as a JSON document: save it in your repository, give it to importSnapshot() or `seed`. */
  exportSnapshot(snapshot: Snapshot | number): Promise<SnapshotDocument> {
    return this.#client.request<SnapshotDocument>('GET', `/sandbox/v1/snapshots/${snapshotId(snapshot)}/export`);
  }

  importSnapshot(document: SnapshotDocument): Promise<Snapshot> {
    return this.#client.request<Snapshot>('POST', '/sandbox/v1/snapshots/import', document);
  }

  /** The account's virtual time, `YYYY-MM-DD HH:MM:SS`. */
  async now(): Promise<string> {
    return (await this.#client.request<{ now: string }>('GET', '/sandbox/v1/clock')).now;
  }

  /** Moves the account's clock forward, running everything that falls due on the way, in order. */
  advanceClock(by: ClockAdvance): Promise<ClockAnswer> {
    return this.#client.request<ClockAnswer>('POST', '/sandbox/v1/clock/advance', by);
  }

  /** A payer pays this boleto at a bank (by charge id, typed line or barcode). */
  payBoleto(boleto: BoletoReference, options: BankPaymentOptions = {}): Promise<BankPayment> {
    return this.#client.request<BankPayment>('POST', '/sandbox/v1/bank/payments', { ...boletoTarget(boleto), ...options });
  }

  /**
   * Resolves with the first notification event received at callbackUrl that matches — already
   * received, or still to come. Rejects after `timeoutMs` (default 10 s) saying what did arrive and
   * what the sandbox's deliveries show (a failed attempt, another URL, no delivery at all).
   */
  async waitForCallback(filter: CallbackFilter = {}): Promise<ReceivedCallback> {
    const timeoutMs = filter.timeoutMs ?? DEFAULT_CALLBACK_TIMEOUT_MS;
    const callback = await this.#log.wait(filter, timeoutMs);
    if (callback) return callback;
    throw new Error(`waitForCallback: no callback for ${describeFilter(filter)} within ${timeoutMs} ms.\n${await this.#whyNoCallback(filter)}`);
  }

  /** Stops the sandbox this helper started (not an attached one) and the callback receiver. */
  async stop(): Promise<void> {
    await Promise.all([this.#cli?.stop(), this.#receiver.close()]);
  }

  #forgetState(): void {
    this.#generation += 1;
    this.#log.clear();
    this.#client.forgetToken();
  }

  async #fetchToken(token: string): Promise<void> {
    const generation = this.#generation;
    try {
      const answer = await this.#client.request<{ data: NotificationEvent[] }>('GET', `/v1/notification/${encodeURIComponent(token)}`);
      if (generation === this.#generation) this.#log.record(token, answer.data);
    } catch {
      // A token of a state since reset or restored away: nothing to record. A wait that needed it
      // times out and reports the deliveries.
    }
  }

  async #whyNoCallback(filter: CallbackFilter): Promise<string> {
    const received = this.#log.received
      .slice(-10)
      .map(({ token, event }) => `  token ${token}: ${event.type} ${JSON.stringify(event.identifiers)} ${event.status.previous ?? '—'} → ${event.status.current}`);
    const lines = [received.length > 0 ? `Received at ${this.callbackUrl}:\n${received.join('\n')}` : `Nothing was received at ${this.callbackUrl}.`];
    const query = filter.token !== undefined ? `token=${encodeURIComponent(filter.token)}` : filter.chargeId !== undefined ? `charge_id=${filter.chargeId}` : 'limit=10';
    try {
      const { deliveries } = await this.#client.request<{ deliveries: DeliverySummary[] }>('GET', `/sandbox/v1/deliveries?${query}`);
      if (deliveries.length === 0) {
        lines.push(`The sandbox has no deliveries (${query}): was the object created with notification_url = ${this.callbackUrl}?`);
      } else {
        lines.push(`The sandbox's deliveries (${query}), newest first:`);
        for (const delivery of deliveries) {
          const last = delivery.attempts.at(-1);
          const attempt = last ? `last attempt ${last.url} → ${last.status_code ?? last.error}` : 'no attempt yet';
          lines.push(`  #${delivery.id} charge ${delivery.charge_id ?? '—'} event ${delivery.event_id}: ${delivery.state}, ${attempt}`);
        }
      }
    } catch (error) {
      lines.push(`(The sandbox's deliveries could not be read: ${(error as Error).message})`);
    }
    return lines.join('\n');
  }
}

interface DeliverySummary {
  id: number;
  charge_id: number | null;
  event_id: number;
  state: string;
  attempts: { url: string; status_code: number | null; error: string | null }[];
}

function snapshotId(snapshot: Snapshot | number): number {
  return typeof snapshot === 'number' ? snapshot : snapshot.snapshot_id;
}

function boletoTarget(boleto: BoletoReference): object {
  if (typeof boleto === 'number') return { charge_id: boleto };
  if (typeof boleto !== 'string') return boleto;
  // 44 digits is a barcode; a typed line has 47 (and usually dots and spaces).
  return boleto.replace(/\D/g, '').length === 44 ? { barcode: boleto } : { typed_line: boleto };
}

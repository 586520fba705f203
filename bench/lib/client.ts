// A small HTTP client on node:http for the few one-off calls a benchmark makes (authorize, seeding,
// cold-start probes). Loopback only: anything but 127.0.0.1 is refused.
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  body: string;
  json(): any;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: Agent;
  timeoutMs?: number;
}

export function assertLoopback(url: string): URL {
  const parsed = new URL(url);
  if (parsed.hostname !== '127.0.0.1') throw new Error(`benchmarks only target 127.0.0.1, not ${parsed.hostname}`);
  return parsed;
}

export function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const target = assertLoopback(url);
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const headers: Record<string, string | number> = { ...options.headers };
  if (body) headers['content-length'] = body.length;
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: options.method ?? 'GET',
        headers,
        agent: options.agent,
        timeout: options.timeoutMs ?? 5000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            json: () => JSON.parse(text),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${options.method ?? 'GET'} ${url} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

export const CHARGE_BODY = JSON.stringify({
  items: [{ name: 'Produto', value: 1000, amount: 2 }],
  metadata: { custom_id: 'bench' },
});

/** POST /v1/authorize with HTTP Basic; returns the bearer token. */
export async function authorize(baseUrl: string, clientId: string, clientSecret: string, agent?: Agent): Promise<string> {
  const answer = await call(`${baseUrl}/v1/authorize`, {
    method: 'POST',
    agent,
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ grant_type: 'client_credentials' }),
  });
  if (answer.status !== 200) throw new Error(`POST /v1/authorize answered ${answer.status}: ${answer.body}`);
  const token = answer.json().access_token;
  if (typeof token !== 'string') throw new Error(`POST /v1/authorize gave no access_token: ${answer.body}`);
  return token;
}

/** The id in a created-charge answer: the sandbox's {code, data:{charge_id}} or the bare server's {id}. */
export function chargeIdOf(body: any): number {
  const id = body?.data?.charge_id ?? body?.id;
  if (typeof id !== 'number') throw new Error(`no charge id in ${JSON.stringify(body)}`);
  return id;
}

/** Creates `count` charges over one keep-alive connection, a bounded sequential loop; returns their ids. */
export async function seedCharges(baseUrl: string, headers: Record<string, string>, count: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const ids: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const answer = await call(`${baseUrl}/v1/charge`, { method: 'POST', headers, body: CHARGE_BODY, agent });
      if (answer.status !== 200) throw new Error(`seeding: POST /v1/charge answered ${answer.status}: ${answer.body}`);
      ids.push(chargeIdOf(answer.json()));
    }
  } finally {
    agent.destroy();
  }
  return ids;
}

/** One timed POST /sandbox/v1/clock/advance as the account (HTTP Basic); fails loudly on a refusal. */
export async function timeClockAdvance(
  baseUrl: string,
  credentials: { client_id: string; client_secret: string },
  request: Record<string, unknown>,
): Promise<{ seconds: number; processed: number }> {
  assertLoopback(baseUrl);
  const basic = `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64')}`;
  const started = performance.now();
  const response = await fetch(`${baseUrl}/sandbox/v1/clock/advance`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const seconds = (performance.now() - started) / 1000;
  const body = (await response.json()) as { processed: number };
  if (response.status !== 200) throw new Error(`advance answered ${response.status}: ${JSON.stringify(body)}`);
  return { seconds, processed: body.processed };
}

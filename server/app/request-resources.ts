// Which charges, carnês, subscriptions, plans and payment links a logged request touched, so the
// dashboard can link each row to them. Worked out from the path (`/v1/charge/1000001/settle`) and,
// for the calls that make something or name things (a create, a bank payment, a notification
// lookup), from the answer. Pure, and run only when someone lists the log: recording stays cheap.

export type ResourceKind = 'charge' | 'carnet' | 'subscription' | 'plan' | 'link';

export interface TouchedResource {
  kind: ResourceKind;
  id: number;
}

/** A notification token's answer can list many events of one resource; a handful of links is plenty. */
const MAX_RESOURCES = 5;

const ID = /^\d{1,15}$/;

/** First path segment after the prefix → the kind its id names (the link routes are told apart below). */
const V1_SEGMENTS: Record<string, ResourceKind> = { charge: 'charge', carnet: 'carnet', subscription: 'subscription', plan: 'plan' };
const SANDBOX_SEGMENTS: Record<string, ResourceKind> = {
  charges: 'charge',
  carnets: 'carnet',
  subscriptions: 'subscription',
  'payment-links': 'link',
  quote: 'charge',
};

/** The answer's members that name a resource, wherever the envelope puts them. */
const ANSWER_IDS: Array<[string, ResourceKind]> = [
  ['charge_id', 'charge'],
  ['carnet_id', 'carnet'],
  ['subscription_id', 'subscription'],
  ['plan_id', 'plan'],
];

function fromPath(path: string): TouchedResource[] {
  const segments = path.split('?')[0].split('/').filter(Boolean);
  const found: TouchedResource[] = [];
  if (segments[0] === 'v1') {
    // /v1/charge/card/:id/refund names its charge one segment later.
    const offset = segments[1] === 'charge' && segments[2] === 'card' ? 1 : 0;
    const kind = V1_SEGMENTS[segments[1]];
    const id = segments[2 + offset];
    if (kind && id && ID.test(id)) {
      const isLink = kind === 'charge' && segments[3 + offset] === 'link';
      found.push({ kind: isLink ? 'link' : kind, id: Number(id) });
    }
  } else if (segments[0] === 'sandbox' && segments[1] === 'v1') {
    // /sandbox/v1/bank/quote/:id: the resource segment is one later.
    const at = segments[2] === 'bank' ? 3 : 2;
    const kind = SANDBOX_SEGMENTS[segments[at]];
    const id = segments[at + 1];
    if (kind && id && ID.test(id)) found.push({ kind, id: Number(id) });
  }
  return found;
}

/** The answer names resources when it made them (POST) or lists a token's events (GET /v1/notification). */
function readsAnswer(method: string, path: string): boolean {
  return method === 'POST' || (method === 'GET' && path.startsWith('/v1/notification/'));
}

function idsOf(value: unknown, linkCreated: boolean, into: TouchedResource[]): void {
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const [member, kind] of ANSWER_IDS) {
    const id = record[member];
    if (typeof id === 'number' && Number.isSafeInteger(id)) into.push({ kind: kind === 'charge' && linkCreated ? 'link' : kind, id });
  }
  // A subscription's one-step answer names its first charge as `charge.id`.
  const charge = record.charge as Record<string, unknown> | undefined;
  if (typeof charge?.id === 'number') into.push({ kind: 'charge', id: charge.id });
  // A notification's events name theirs under `identifiers`.
  if (record.identifiers) idsOf(record.identifiers, false, into);
}

function fromAnswer(path: string, answer: string): TouchedResource[] {
  let body: unknown;
  try {
    body = JSON.parse(answer);
  } catch {
    return []; // cut at the log's limit, or not JSON
  }
  if (typeof body !== 'object' || body === null) return [];
  const data = 'data' in body ? (body as { data: unknown }).data : body;
  const linkCreated = /^\/v1\/charge\/one-step\/link\/?$/.test(path.split('?')[0]);
  const found: TouchedResource[] = [];
  for (const item of Array.isArray(data) ? data : [data]) idsOf(item, linkCreated, found);
  return found;
}

/**
 * What a request touched, first what its path names, then what its answer adds; none for answers
 * that say there is no such thing (404) or that the caller may not see it (401, 403).
 */
export function resourcesTouched(method: string, path: string, status: number, answer: string | null): TouchedResource[] {
  if (status === 401 || status === 403 || status === 404) return [];
  const found = fromPath(path);
  if (answer !== null && status >= 200 && status < 300 && readsAnswer(method, path)) found.push(...fromAnswer(path, answer));
  const seen = new Set<string>();
  return found
    .filter((resource) => {
      const key = `${resource.kind}:${resource.id}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .slice(0, MAX_RESOURCES);
}

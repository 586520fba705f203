// What the report's checks need of a request body, taken once when the request is observed so the
// body itself can go: a session of 100,000 calls cannot keep 100,000 bodies. One walk over the
// parsed body (the router parsed it already) gathers every fact; comparisons use 53-bit hashes.

/** Money fields in cents: the real API takes integers only. */
export const MONEY_KEYS = new Set(['value', 'amount', 'total']);

export interface BodyFacts {
  /** Hash of the raw body: "sent again unchanged" compares these. */
  rawHash: number;
  /** Hash of [items, metadata.custom_id] when the body is a JSON object: two creates alike. */
  identity: number | null;
  /** Every `brand` string at any depth, lower case. */
  brands: string[];
  /** Whether any money key holds a number. */
  hasMoney: boolean;
  /** `key: value` of each money key holding a non-integer number. */
  decimals: string[];
  /** Every `notification_url` string at any depth. */
  notificationUrls: string[];
  /** Whether metadata.custom_id is a non-empty string (not the string: the record keeps no client text it need not). */
  hasCustomId: boolean;
}

/** cyrb53: a fast 53-bit string hash; a collision would only merge two bodies in a report. */
export function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const NONE: string[] = [];
/**
 * Deeper than any real body: JSON.parse takes 400,000 nested arrays within the 1 MB limit, and
 * following them would overflow the stack on the request path.
 */
export const MAX_DEPTH = 32;
/**
 * What one call may leave in the record, whatever its body: the record holds 200,000 calls an
 * account, so a client sending 1 MB bodies full of `notification_url`s must not make it hold them.
 * 8 values of 2 KB each: more than any real body names, and longer than any real URL.
 */
export const MAX_VALUES_KEPT = 8;
export const MAX_VALUE_CHARS = 2048;
const kept = (list: string[], value: string): string[] => {
  const into = list === NONE ? [] : list;
  if (into.length < MAX_VALUES_KEPT) into.push(value.length > MAX_VALUE_CHARS ? value.slice(0, MAX_VALUE_CHARS) : value);
  return into;
};

/** The facts of a body: `raw` as sent, `parsed` as the router parsed it (undefined when it did not). */
export function bodyFacts(raw: string, parsed: unknown): BodyFacts {
  const facts: BodyFacts = { rawHash: hash53(raw), identity: null, brands: NONE, hasMoney: false, decimals: NONE, notificationUrls: NONE, hasCustomId: false };
  if (parsed === null || typeof parsed !== 'object') return facts;
  walk(parsed, facts, 0);
  const { items, metadata } = parsed as { items?: unknown; metadata?: { custom_id?: unknown } };
  const customId = metadata !== null && typeof metadata === 'object' ? metadata.custom_id : undefined;
  facts.hasCustomId = typeof customId === 'string' && customId !== '';
  try {
    facts.identity = hash53(JSON.stringify([items ?? null, customId ?? null]));
  } catch {
    // `items` nested past the stack: no real create, so nothing to compare it with.
  }
  return facts;
}

/** Every key at any depth, without a generator: this runs on every /v1 call with a body. */
function walk(value: object, facts: BodyFacts, depth: number): void {
  for (const key in value) {
    const inner = (value as Record<string, unknown>)[key];
    if (typeof inner === 'object') {
      if (inner !== null && depth < MAX_DEPTH) walk(inner, facts, depth + 1);
    } else if (typeof inner === 'number') {
      if (MONEY_KEYS.has(key)) {
        facts.hasMoney = true;
        if (!Number.isInteger(inner)) facts.decimals = kept(facts.decimals, `${key}: ${inner}`);
      }
    } else if (typeof inner === 'string') {
      if (key === 'brand') facts.brands = kept(facts.brands, inner.toLowerCase());
      else if (key === 'notification_url') facts.notificationUrls = kept(facts.notificationUrls, inner);
    }
  }
}

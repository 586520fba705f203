// Where a Bolix code's payload lives (field 26/25 of the BR Code): the shape of the real PSP's
// host, `qrcodes-pix.gerencianet.com.br/bolix/v2/cobv/<32 hex>`. The sandbox answers for that
// host through its proxy and on its own port (the payload location, served elsewhere), so the one
// builder below is what both the code and the server agree on.

export const PIX_LOCATION_HOST = 'qrcodes-pix.gerencianet.com.br';
export const PIX_LOCATION_PATH_PREFIX = '/bolix/v2/cobv/';

/**
 * A location id: 32 lower-case hex digits (migration 017). Made by locationIdOf: time-ordered, so
 * that a new one lands at the right edge of the table's B-tree.
 */
export const LOCATION_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * Why ids start with the time they were made: `pix_locations` is keyed by the location id (and
 * was indexed by (account, txid) until migration 028). Wholly random keys sent every Bolix issue's
 * row to a random leaf of those B-trees, so each issue dirtied two pages of its own that the commit then wrote to the WAL;
 * keys that grow with time land on the same last leaves as the issues committed with them
 * (docs/performance.md, "Bolix issuing, sixth session"). What follows the time stays random
 * enough that no one guesses another boleto's code: 80 bits in the location, 125 in the txid.
 */
export const LOCATION_RANDOM_BYTES = 10;

const HEX = '0123456789abcdef';

/** `value` (a non-negative integer below 2^53) as `digits` digits of `alphabet`, most significant first. */
function fixedWidth(value: number, digits: number, alphabet: string): string {
  const base = alphabet.length;
  let out = '';
  for (let i = 0; i < digits; i++) {
    out = alphabet[value % base] + out;
    value = Math.floor(value / base);
  }
  return out;
}

/** A location id: `nowMs` in 12 hex digits (to the year 10889), then LOCATION_RANDOM_BYTES in hex. */
export function locationIdOf(nowMs: number, random: Uint8Array): string {
  if (random.length < LOCATION_RANDOM_BYTES) throw new RangeError(`a location id needs ${LOCATION_RANDOM_BYTES} random bytes`);
  let id = fixedWidth(nowMs, 12, HEX);
  for (let i = 0; i < LOCATION_RANDOM_BYTES; i++) id += HEX[random[i] >> 4] + HEX[random[i] & 15];
  return id;
}

/** The location's URL as field 25 carries it: host and path, without the scheme. */
export function pixLocationUrl(locationId: string): string {
  return `${PIX_LOCATION_HOST}${PIX_LOCATION_PATH_PREFIX}${locationId}`;
}

/** The path the location is served at (on the stand-in host, or under the sandbox's own port). */
export function pixLocationPath(locationId: string): string {
  return `${PIX_LOCATION_PATH_PREFIX}${locationId}`;
}

/** The location id a field-25 URL names, or null when it is not one of this host's locations. */
export function locationIdOfUrl(url: string): string | null {
  const prefix = `${PIX_LOCATION_HOST}${PIX_LOCATION_PATH_PREFIX}`;
  if (!url.startsWith(prefix)) return null;
  const id = url.slice(prefix.length);
  return LOCATION_ID_PATTERN.test(id) ? id : null;
}

/**
 * The cobv's txid: the BCB wants 26 to 35 characters of [a-zA-Z0-9] for a charge with a due date.
 * 35 characters of a 32-letter alphabet (digits and A–V, in ASCII order, so that text order is
 * number order): the time first, as for the location id, then one character per random byte's
 * low five bits (no modulo bias).
 */
export const TXID_PATTERN = /^[a-zA-Z0-9]{26,35}$/;
const TXID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
export const TXID_LENGTH = 35;
/** The time's characters: 50 bits of milliseconds, to the year 37648. */
const TXID_TIME_LENGTH = 10;
export const TXID_RANDOM_BYTES = TXID_LENGTH - TXID_TIME_LENGTH;

/** A txid: `nowMs` in TXID_TIME_LENGTH characters, then TXID_RANDOM_BYTES random ones (125 bits). */
export function txidOf(nowMs: number, random: Uint8Array): string {
  if (random.length < TXID_RANDOM_BYTES) throw new RangeError(`a txid needs ${TXID_RANDOM_BYTES} random bytes`);
  let txid = fixedWidth(nowMs, TXID_TIME_LENGTH, TXID_ALPHABET);
  for (let i = 0; i < TXID_RANDOM_BYTES; i++) txid += TXID_ALPHABET[random[i] & 31];
  return txid;
}

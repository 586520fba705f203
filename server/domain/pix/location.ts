// Where a Bolix code's payload lives (field 26/25 of the BR Code): the shape of the real PSP's
// host, `qrcodes-pix.gerencianet.com.br/bolix/v2/cobv/<32 hex>`. The sandbox answers for that
// host through its proxy and on its own port (the payload location, served elsewhere), so the one
// builder below is what both the code and the server agree on.

export const PIX_LOCATION_HOST = 'qrcodes-pix.gerencianet.com.br';
export const PIX_LOCATION_PATH_PREFIX = '/bolix/v2/cobv/';

/** A location id: 16 random bytes in lower-case hex (migration 017). */
export const LOCATION_ID_PATTERN = /^[0-9a-f]{32}$/;

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
 * 35 characters of a 32-letter alphabet (digits and A–V), one per random byte's low five bits:
 * 175 random bits, no modulo bias.
 */
export const TXID_PATTERN = /^[a-zA-Z0-9]{26,35}$/;
const TXID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
export const TXID_LENGTH = 35;

export function txidFromRandomBytes(bytes: Uint8Array): string {
  if (bytes.length < TXID_LENGTH) throw new RangeError(`a txid needs ${TXID_LENGTH} random bytes`);
  let txid = '';
  for (let i = 0; i < TXID_LENGTH; i++) txid += TXID_ALPHABET[bytes[i] & 31];
  return txid;
}

// The Bolix BR Code, checked by an independent parser (pix-utils, from the npm registry) and by
// our own parser against codes it did not build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { parsePix, PixElementType, hasError, type DynamicPixEmvElements } from 'pix-utils';
import { buildBrCode, crc16CcittFalse, foldMerchantText, LOCATION_ID_PATTERN, LOCATION_RANDOM_BYTES, locationIdOf, locationIdOfUrl, parseBrCode, pixLocationUrl, TXID_PATTERN, TXID_RANDOM_BYTES, txidOf } from '../../server/domain/pix/index.ts';

const locationId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** pix-utils' reading of `code`, which must be a valid dynamic Pix. */
function dynamicPix(code: string): DynamicPixEmvElements {
  const parsed = parsePix(code);
  if (hasError(parsed) || parsed.type !== PixElementType.DYNAMIC) assert.fail(`not a valid dynamic Pix: ${code} → ${JSON.stringify(parsed)}`);
  return parsed;
}

test('the CRC is CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
  assert.equal(crc16CcittFalse('123456789'), '29B1');
});

test('the CRC is over UTF-8 bytes: a pasted code with accents is checked as its bytes, as a bit-by-bit CRC does', () => {
  const bitwise = (text: string) => {
    let crc = 0xffff;
    for (const byte of Buffer.from(text, 'utf8')) {
      crc ^= byte << 8;
      for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
    return crc.toString(16).toUpperCase().padStart(4, '0');
  };
  for (const text of ['', 'A', '5913PADARIA SAO JOAO', 'São João', 'x'.repeat(300) + 'é', '漢字 Ñ']) assert.equal(crc16CcittFalse(text), bitwise(text), text);
});

test('each account name gives its own field 59, whichever was built before', () => {
  const build = (merchantName: string) => buildBrCode({ location: pixLocationUrl(locationId), merchantName, merchantCity: 'Ouro Preto' });
  for (const name of ['Loja Um', 'Loja Dois', 'Loja Um']) assert.equal(dynamicPix(build(name)).merchantName, name.toUpperCase());
});

test('a built code parses with pix-utils as a dynamic Pix with our location, name and city', () => {
  const code = buildBrCode({ location: pixLocationUrl(locationId), merchantName: 'Padaria São João Ltda.', merchantCity: 'Ouro Preto' });
  const parsed = dynamicPix(code);
  assert.equal(parsed.url, `qrcodes-pix.gerencianet.com.br/bolix/v2/cobv/${locationId}`);
  assert.equal(parsed.merchantName, 'PADARIA SAO JOAO LTDA.');
  assert.equal(parsed.merchantCity, 'OURO PRETO');
  assert.equal(parsed.transactionCurrency, '986');
  assert.equal(parsed.countryCode, 'BR');
  assert.equal(parsed.merchantCategoryCode, '0000');
  assert.match(code, /^000201010212/);
  assert.match(code, /62070503\*\*\*6304[0-9A-F]{4}$/);
  assert.equal(code.slice(0, -4) + crc16CcittFalse(code.slice(0, -4)), code);
  assert.deepEqual(parseBrCode(code), {
    ok: true,
    value: { location: pixLocationUrl(locationId), merchantName: 'PADARIA SAO JOAO LTDA.', merchantCity: 'OURO PRETO', referenceLabel: '***' },
  });
  assert.equal(locationIdOfUrl(pixLocationUrl(locationId)), locationId);
  assert.equal(locationIdOfUrl('example.com/bolix/v2/cobv/' + locationId), null);
});

test('names and cities are folded to what every payer app accepts, within their lengths', () => {
  assert.equal(foldMerchantText('Açaí & Cia — Ñandú   Comércio de Alimentos', 25, 'X'), 'ACAI CIA NANDU COMERCIO D');
  assert.equal(foldMerchantText('São Paulo', 15, 'X'), 'SAO PAULO');
  assert.equal(foldMerchantText('漢字 ✓', 25, 'BENEFICIARIO'), 'BENEFICIARIO');
  assert.equal(foldMerchantText('Loja de Teste                 X', 10, 'X'), 'LOJA DE TE');
});

test('random names: every code parses with pix-utils, the name is upper-case ASCII within 25', () => {
  const alphabet = 'abcçdeéfgãhijklmnñoõpqrstuvwxyzÁÉÍÓÚ0123456789 .-&/@!漢';
  for (let i = 0; i < 300; i++) {
    const bytes = randomBytes(60);
    const name = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('').slice(0, 1 + (bytes[0] % 60));
    const id = randomBytes(16).toString('hex');
    const code = buildBrCode({ location: pixLocationUrl(id), merchantName: name, merchantCity: name });
    const parsed = dynamicPix(code);
    assert.match(parsed.merchantName, /^[A-Z0-9 .-]{1,25}$/);
    assert.match(parsed.merchantCity, /^[A-Z0-9 .-]{1,15}$/);
    assert.equal(locationIdOfUrl(parsed.url), id);
  }
});

const good = buildBrCode({ location: pixLocationUrl(locationId), merchantName: 'Loja', merchantCity: 'Ouro Preto' });

test('parseBrCode refuses a code with any single character altered (CRC or structure)', () => {
  for (let at = 0; at < good.length; at++) {
    const replacement = good[at] === '7' ? '8' : '7';
    const altered = good.slice(0, at) + replacement + good.slice(at + 1);
    const result = parseBrCode(altered);
    assert.equal(result.ok, false, `altered at ${at}: ${altered}`);
  }
  const lastDigit = good.at(-1) === '0' ? '1' : '0';
  assert.deepEqual(parseBrCode(good.slice(0, -1) + lastDigit), { ok: false, reason: 'wrong_crc' });
});

test('parseBrCode says why a code is not a Bolix code', () => {
  const withCrc = (body: string) => body + crc16CcittFalse(body);
  assert.deepEqual(parseBrCode('not a code'), { ok: false, reason: 'malformed' });
  assert.deepEqual(parseBrCode(42), { ok: false, reason: 'malformed' });
  assert.deepEqual(parseBrCode(good.slice(0, -8)), { ok: false, reason: 'wrong_crc' });
  assert.deepEqual(parseBrCode('x'.repeat(600)), { ok: false, reason: 'malformed' });
  // The real sandbox's placeholder is no code at all.
  assert.deepEqual(parseBrCode('Este QRCode não pode ser pago, ele foi gerado em ambiente sandbox da Gerencianet.'), { ok: false, reason: 'malformed' });
  // A static code (a key, an amount): valid Pix, but not a charge's code.
  const staticCode = withCrc('000201' + '26360014br.gov.bcb.pix0114+5531999999999' + '52040000530398654041.005802BR5904LOJA6010OURO PRETO62070503***6304');
  assert.ok(!hasError(parsePix(staticCode)));
  assert.deepEqual(parseBrCode(staticCode), { ok: false, reason: 'not_dynamic' });
  // Field 59 missing.
  const noName = withCrc('000201010212' + '26' + good.slice(14, 16) + good.slice(16, 16 + Number(good.slice(14, 16))) + '5204000053039865802BR6010OURO PRETO62070503***6304');
  assert.deepEqual(parseBrCode(noName), { ok: false, reason: 'missing_field' });
  // Wrong currency.
  assert.deepEqual(parseBrCode(withCrc(good.slice(0, -4).replace('5303986', '5303840'))), { ok: false, reason: 'wrong_value' });
  // A field twice.
  assert.deepEqual(parseBrCode(withCrc(good.slice(0, -4).replace('5802BR', '5802BR5802BR'))), { ok: false, reason: 'malformed' });
});

test('txids have 35 characters of [0-9A-V], as the BCB allows for a cobv (26 to 35 alphanumerics)', () => {
  for (let i = 0; i < 100; i++) assert.match(txidOf(Date.now(), randomBytes(TXID_RANDOM_BYTES)), /^[0-9A-V]{35}$/);
  assert.match(txidOf(Date.now(), randomBytes(TXID_RANDOM_BYTES)), TXID_PATTERN);
  assert.throws(() => txidOf(Date.now(), randomBytes(10)), RangeError);
});

test('location ids and txids sort by the time they were made, and differ by their random part within one millisecond', () => {
  const times = [0, 1, 31, 32, 1_700_000_000_000, 1_700_000_000_001, Date.UTC(2026, 10, 27), Date.UTC(9999, 11, 31)];
  const locations = times.map((ms) => locationIdOf(ms, randomBytes(LOCATION_RANDOM_BYTES)));
  const txids = times.map((ms) => txidOf(ms, randomBytes(TXID_RANDOM_BYTES)));
  for (const id of locations) assert.match(id, LOCATION_ID_PATTERN);
  // SQLite compares TEXT keys byte by byte, as does this sort.
  assert.deepEqual([...locations].reverse().sort(), locations);
  assert.deepEqual([...txids].reverse().sort(), txids);
  const now = Date.now();
  const sameMs = new Set(Array.from({ length: 1000 }, () => locationIdOf(now, randomBytes(LOCATION_RANDOM_BYTES))));
  assert.equal(sameMs.size, 1000);
  assert.equal(locationIdOf(now, Buffer.alloc(LOCATION_RANDOM_BYTES)).slice(0, 12), now.toString(16).padStart(12, '0'));
  assert.throws(() => locationIdOf(now, randomBytes(4)), RangeError);
});

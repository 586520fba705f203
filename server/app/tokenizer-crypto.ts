// RSA for the browser tokenizer. payment-token-efi encrypts the card JSON with JSEncrypt: PKCS#1
// v1.5 type-2 padding, one block, base64. Node 20 refuses that padding in privateDecrypt
// (CVE-2023-46809), so node-forge decrypts. The key pair itself is made by Node (native, off the
// main thread). Forge is loaded on the first card only: the server's cold start does not pay for it.
import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type * as Forge from 'node-forge';
import { ApiError } from '../domain/errors.ts';

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * 2048 bits: the library encrypts the whole card JSON (with the holder's name and document it is
 * about 200 bytes) in one block, which a 1024-bit key cannot hold (245 bytes fit in 2048).
 */
export const TOKENIZER_KEY_BITS = 2048;

/** The longest `data` worth decoding: a 2048-bit block is 344 base64 characters. */
const MAX_DATA_LENGTH = 1024;

export interface PemKeyPair {
  publicKey: string;
  privateKey: string;
}

/** A new key pair: the public half as SPKI ("BEGIN PUBLIC KEY", what JSEncrypt reads), the private as PKCS#1. */
export async function newTokenizerKeyPair(): Promise<PemKeyPair> {
  return generateRsaKeyPair('rsa', {
    modulusLength: TOKENIZER_KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
}

let forgeLoading: Promise<typeof Forge> | null = null;
const loadForge = () => (forgeLoading ??= import('node-forge').then((module) => module.default));

// Parsing a PEM in forge costs more than a decryption; accounts are few, so keep them (bounded anyway).
const parsedKeys = new Map<string, Forge.pki.rsa.PrivateKey>();

/**
 * The usual cause of a card this account cannot decrypt: the library keeps the public key in a
 * cookie for an hour whatever the account, so a browser that tokenized for another account (or
 * for a sandbox whose database was since reset) encrypts with that key.
 */
export const PUBLIC_KEY_COOKIE_HINT =
  'O payment-token-efi guarda a chave pública num cookie (H_publicKey) por 1 hora, qualquer que seja a conta: ' +
  'depois de usar outra conta ou outro banco do sandbox no mesmo navegador, apague esse cookie.';

function invalidData(message: string): ApiError {
  return new ApiError('invalidCardData', { property: 'data', message });
}

/**
 * The plain text of `data` (base64 of one RSA block), or 3500011 invalid_data saying what is wrong
 * with it. A `+` sent unencoded in a query string arrives as a space; it is put back.
 */
export async function decryptTokenizerData(privateKeyPem: string, data: string): Promise<string> {
  const base64 = data.replace(/ /g, '+');
  if (base64.length > MAX_DATA_LENGTH) {
    throw invalidData(`O parâmetro [data] é longo demais (${data.length} caracteres): deve ser um bloco RSA de ${TOKENIZER_KEY_BITS} bits em base64.`);
  }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw invalidData('O parâmetro [data] não é base64.');
  const forge = await loadForge();
  let key = parsedKeys.get(privateKeyPem);
  if (!key) {
    if (parsedKeys.size >= 100) parsedKeys.clear();
    key = forge.pki.privateKeyFromPem(privateKeyPem);
    parsedKeys.set(privateKeyPem, key);
  }
  const blockBytes = Math.ceil(key.n.bitLength() / 8);
  const cipher = Buffer.from(base64, 'base64');
  if (cipher.length === 0 || cipher.length > blockBytes) {
    throw invalidData(`O parâmetro [data] tem ${cipher.length} bytes: deve ser um bloco RSA de ${blockBytes} bytes em base64.`);
  }
  // A block whose leading bytes are zero may come shorter; as a number it is the same.
  const block = Buffer.concat([Buffer.alloc(blockBytes - cipher.length), cipher]);
  let plain: string;
  try {
    plain = key.decrypt(block.toString('binary'), 'RSAES-PKCS1-V1_5');
  } catch {
    throw invalidData(`Não foi possível decifrar [data] com a chave desta conta: cifre com a de GET /v1/pubkey?code=<account_code> desta mesma conta. ${PUBLIC_KEY_COOKIE_HINT}`);
  }
  return Buffer.from(plain, 'binary').toString('utf8');
}

// The key with which the sandbox signs the Pix payloads behind its Bolix codes, as the receiver's
// PSP does: a JWS with PS256 (RSASSA-PSS, SHA-256, 32-byte salt), whose header names the key
// (`kid`) and where its public half is published (`jku`, the JWKS). Signed with node:crypto
// itself, so a test that checks the signature with a JOSE library checks it independently.
//
// The key is made on the first payload asked for (an RSA key costs more than the whole cold start
// may) and kept in the database (migration 018): the JWKS a payer's bank cached stays valid across
// restarts. For `--db :memory:` it lives as long as the process.
import { createHash, createPrivateKey, createPublicKey, generateKeyPair, sign, constants, type JsonWebKey, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { AppContext } from './context.ts';

const generateRsaKeyPair = promisify(generateKeyPair);

/** What the payer's bank fetches from the `jku`: the public key, as RFC 7517 publishes it. */
export interface Jwks {
  keys: (JsonWebKey & { kid: string; alg: 'PS256'; use: 'sig' })[];
}

export interface PixSigner {
  kid: string;
  jwks: Jwks;
  /** A compact JWS (RFC 7515 §7.1) of `payload`, its header naming the key and `jku`. */
  signCompact(payload: unknown, jku: string): string;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** RFC 7638 thumbprint of an RSA public key: a `kid` that says which key it is, not which row. */
function thumbprint(jwk: JsonWebKey): string {
  return base64url(createHash('sha256').update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n })).digest());
}

function signerOf(kid: string, privateKey: KeyObject): PixSigner {
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' });
  return {
    kid,
    jwks: { keys: [{ kty: publicJwk.kty, n: publicJwk.n, e: publicJwk.e, kid, alg: 'PS256', use: 'sig' }] },
    signCompact(payload, jku) {
      const input = `${base64url(JSON.stringify({ alg: 'PS256', kid, jku }))}.${base64url(JSON.stringify(payload))}`;
      const signature = sign('sha256', Buffer.from(input), { key: privateKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 });
      return `${input}.${base64url(signature)}`;
    },
  };
}

async function loadOrMake(ctx: AppContext): Promise<PixSigner> {
  let row = ctx.store.pixSigningKey.find();
  if (!row) {
    const { privateKey } = await generateRsaKeyPair('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const kid = thumbprint(createPublicKey(privateKey).export({ format: 'jwk' }));
    // Another server on the same database may have kept one meanwhile: the first one stays.
    row = ctx.store.transaction(() => ctx.store.pixSigningKey.keepFirst({ kid, private_key_pem: privateKey, created_at_ms: ctx.wallClock() }));
  }
  return signerOf(row.kid, createPrivateKey(row.private_key_pem));
}

const signers = new WeakMap<AppContext, Promise<PixSigner>>();

/** This server's signer, made or read once per process (a failure is tried again on the next call). */
export function pixSigner(ctx: AppContext): Promise<PixSigner> {
  let signer = signers.get(ctx);
  if (!signer) {
    signer = loadOrMake(ctx);
    signers.set(ctx, signer);
    signer.catch(() => signers.delete(ctx));
  }
  return signer;
}

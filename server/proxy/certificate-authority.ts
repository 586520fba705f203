// The local certificate authority with which the sandbox terminates TLS for the real API hosts it
// stands in for. Made once and kept on disk (a user trusts it once: NODE_EXTRA_CA_CERTS,
// REQUESTS_CA_BUNDLE, …), beside the database. Made on first need, not at start: an RSA key and
// a signature cost more than the whole cold start may.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { SecureContext } from 'node:tls';
import { createCaCertificate, createLeafCertificate, hasCurrentNameConstraints, newKeyPair, parseCa, type CaMaterial } from './certificates.ts';
import { CA_PERMITTED_DOMAINS, STAND_IN_HOSTS } from './stand-in-hosts.ts';

export const CA_CERT_FILE = 'cobranca-sandbox-ca.pem';
export const CA_KEY_FILE = 'cobranca-sandbox-ca-key.pem';

/** `<db dir>/ca`; for `:memory:`, the default data folder's (`~/.cobranca-sandbox/ca`). */
export function defaultCaDir(db: string): string {
  if (db === ':memory:' || db === '') return join(homedir(), '.cobranca-sandbox', 'ca');
  return join(dirname(resolve(db)), 'ca');
}

function readMaterial(dir: string): CaMaterial | null {
  const certFile = join(dir, CA_CERT_FILE);
  const keyFile = join(dir, CA_KEY_FILE);
  if (!existsSync(certFile) && !existsSync(keyFile)) return null;
  try {
    return { certPem: readFileSync(certFile, 'utf8'), keyPem: readFileSync(keyFile, 'utf8') };
  } catch (error) {
    throw new Error(`the certificate authority in ${dir} is incomplete (${(error as Error).message}); delete that folder to make a new one`, { cause: error });
  }
}

/** A new CA: an RSA key and a self-signed certificate constrained to the real API's domains. */
async function newMaterial(): Promise<CaMaterial> {
  const keys = await newKeyPair();
  return { certPem: await createCaCertificate(keys, CA_PERMITTED_DOMAINS), keyPem: keys.privateKey };
}

/**
 * Writes `material` into a fresh folder beside `dir`, then renames it into place: a reader never
 * sees half a CA, and of two servers placing one at the same time the second finds the first's.
 */
function placeMaterial(dir: string, material: CaMaterial): CaMaterial {
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true });
  const staging = mkdtempSync(join(parent, '.ca-'));
  try {
    writeFileSync(join(staging, CA_KEY_FILE), material.keyPem, { mode: 0o600 });
    writeFileSync(join(staging, CA_CERT_FILE), material.certPem, { mode: 0o644 });
    renameSync(staging, dir); // replaces an empty folder; fails if another server got there first
    return material;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    const theirs = readMaterial(dir);
    if (theirs) return theirs;
    throw error;
  }
}

/**
 * Replaces `outdated` (a CA made by an earlier version, see hasCurrentNameConstraints) with a new
 * one. The old folder is moved aside, the new one put in its place, the old one deleted. From the
 * check to the swap the work is synchronous, so of two servers replacing the same outdated CA the
 * later one finds the earlier one's (it is no longer the CA it read) and keeps it.
 */
async function replaceMaterial(dir: string, outdated: CaMaterial): Promise<CaMaterial> {
  const fresh = await newMaterial();
  const current = readMaterial(dir);
  if (current && current.certPem !== outdated.certPem) return current;
  const retired = join(dirname(dir), `.ca-replaced-${randomBytes(6).toString('hex')}`);
  if (current) renameSync(dir, retired);
  try {
    return placeMaterial(dir, fresh);
  } finally {
    rmSync(retired, { recursive: true, force: true });
  }
}

/** The CA in `dir`, made when missing and replaced when an earlier version made it. */
async function loadOrMake(dir: string, log: (line: string) => void): Promise<CaMaterial> {
  const found = readMaterial(dir);
  if (!found) return placeMaterial(dir, await newMaterial());
  if (await hasCurrentNameConstraints(found.certPem, CA_PERMITTED_DOMAINS)) return found;
  const replaced = await replaceMaterial(dir, found);
  log(
    `cobranca-sandbox: the proxy's certificate authority in ${dir} was made by an earlier version (its name constraints did not exclude IP addresses); ` +
      `it was replaced: trust the new ${join(dir, CA_CERT_FILE)} again (GET /sandbox/v1/ca.pem)`,
  );
  return replaced;
}

/** `make`'s promise, shared by every caller; after a failure the next call tries again. */
function shared<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const attempt = make();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };
}

export class CertificateAuthority {
  readonly dir: string;
  /** The CA certificate clients are told to trust (PEM). */
  readonly certFile: string;
  readonly keyFile: string;
  /**
   * The CA, read from disk, or made once, or replaced once when an earlier version made it (a
   * folder that could not be written is tried again).
   */
  readonly #material = shared(() => loadOrMake(this.dir, this.#log));
  readonly #signer = shared(async () => parseCa(await this.#material()));
  // One key for every host's leaf, made per process: leaves are never written to disk.
  readonly #leafKeys = shared(newKeyPair);
  readonly #contexts = new Map<string, Promise<SecureContext>>();
  readonly #log: (line: string) => void;

  /** `log` is told when an outdated CA is replaced: the user must trust the new one. */
  constructor(dir: string, log: (line: string) => void = (line) => console.error(line)) {
    this.dir = dir;
    this.#log = log;
    this.certFile = join(dir, CA_CERT_FILE);
    this.keyFile = join(dir, CA_KEY_FILE);
  }

  /** Whether the CA already exists on disk (it is made on first need otherwise). */
  exists(): boolean {
    return existsSync(this.certFile);
  }

  /** Makes sure the CA exists on disk. */
  async ensure(): Promise<void> {
    await this.#material();
  }

  /** The CA on disk and every stand-in host's leaf in memory, so that no client waits for them. */
  async prepare(): Promise<void> {
    await Promise.all(STAND_IN_HOSTS.map((host) => this.secureContextFor(host)));
  }

  /** The CA certificate, PEM. */
  async certificatePem(): Promise<string> {
    return (await this.#material()).certPem;
  }

  /**
   * A TLS server context for `host`: a leaf certificate signed by the CA. Made once per host and
   * kept for the life of the process; all hosts share one leaf key.
   */
  secureContextFor(host: string): Promise<SecureContext> {
    let context = this.#contexts.get(host);
    if (!context) {
      context = this.#makeContext(host);
      this.#contexts.set(host, context);
      context.catch(() => this.#contexts.delete(host));
    }
    return context;
  }

  async #makeContext(host: string): Promise<SecureContext> {
    const [signer, leafKeys] = await Promise.all([this.#signer(), this.#leafKeys()]);
    const cert = await createLeafCertificate(signer, host, leafKeys.publicKey);
    // node:tls loads with the first certificate, not at start (cold start).
    const { createSecureContext } = await import('node:tls');
    return createSecureContext({ key: leafKeys.privateKey, cert });
  }
}

// The X.509 work of the local certificate authority, done with node-forge: a self-signed CA
// certificate, and leaf certificates for the stand-in hosts signed by it. Keys are made by Node
// (native, off the main thread) and handed over as PEM. Forge is loaded on first use only, so the
// server's cold start does not pay for it. Forge builds the certificates; the RSA signatures are
// Node's own (nativeSigner).
import { constants, generateKeyPair, privateEncrypt, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type * as Forge from 'node-forge';

const generateRsaKeyPair = promisify(generateKeyPair);

export interface PemKeyPair {
  publicKey: string;
  privateKey: string;
}

export interface CaMaterial {
  certPem: string;
  keyPem: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
// Starting a day early tolerates a client whose clock runs behind.
const BACKDATE_MS = DAY_MS;
const CA_LIFETIME_MS = 10 * 365 * DAY_MS;
// A leaf lives in memory for one run of the server; a year is plenty and within what clients accept.
const LEAF_LIFETIME_MS = 365 * DAY_MS;

let forgeLoading: Promise<typeof Forge> | null = null;
const loadForge = () => (forgeLoading ??= import('node-forge').then((module) => module.default));

/** A new RSA 2048 key pair: widely accepted by every TLS client, and fast to sign with. */
export function newKeyPair(): Promise<PemKeyPair> {
  return generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** The DER prefix of PKCS #1 v1.5's DigestInfo for SHA-256 (RFC 8017 §9.2, note 1); the digest follows. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * What forge's cert.sign() needs of a key: `sign(md)`, the signature of the digest as a binary
 * string. Made by Node's native RSA rather than forge's JavaScript arithmetic, which held the event
 * loop ~100 ms per certificate (five at every first start, a second after the ready line, while
 * clients were already calling). The same bytes: RSASSA-PKCS1-v1_5 is the DigestInfo, padded
 * (block type 1) and raised to the private exponent — what privateEncrypt does with PKCS #1 padding.
 */
function nativeSigner(privateKeyPem: string): { sign(md: Forge.md.MessageDigest): string } {
  return {
    sign(md) {
      if (md.algorithm !== 'sha256') throw new Error(`only SHA-256 signatures are made here, not ${md.algorithm}`);
      const digestInfo = Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')]);
      return privateEncrypt({ key: privateKeyPem, padding: constants.RSA_PKCS1_PADDING }, digestInfo).toString('binary');
    },
  };
}

/** Signs `cert` with SHA-256 and RSA (nativeSigner stands in for forge's key object). */
function sign(forge: typeof Forge, cert: Forge.pki.Certificate, privateKeyPem: string): void {
  cert.sign(nativeSigner(privateKeyPem) as unknown as Forge.pki.rsa.PrivateKey, forge.md.sha256.create());
}

/** A random positive serial number (RFC 5280 §4.1.2.2: up to 20 octets, positive). */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] &= 0x7f;
  return bytes.toString('hex');
}

function validity(cert: Forge.pki.Certificate, now: number, lifetimeMs: number): void {
  cert.validity.notBefore = new Date(now - BACKDATE_MS);
  cert.validity.notAfter = new Date(now + lifetimeMs);
}

// Every IPv4 and every IPv6 address (RFC 5280 §4.2.1.10: the address followed by its mask, all
// zeros = the whole range). Excluded so that the CA cannot vouch for https://<an IP address>:
// constraining dNSName alone leaves iPAddress names unconstrained.
const ALL_IPV4 = '\0'.repeat(8);
const ALL_IPV6 = '\0'.repeat(32);

/**
 * RFC 5280 §4.2.1.10 NameConstraints: permitted dNSNames under `domains`, every IP address
 * excluded. Forge has no builder for this extension, so its value is assembled with forge's own
 * ASN.1 encoder: SEQUENCE { [0] { SEQUENCE { [2] IA5String domain } ... },
 * [1] { SEQUENCE { [7] OCTET STRING 0.0.0.0/0 }, SEQUENCE { [7] OCTET STRING ::/0 } } }.
 */
function nameConstraintsValue(forge: typeof Forge, domains: readonly string[]): Forge.asn1.Asn1 {
  const { asn1 } = forge;
  const subtree = (tag: number, value: string) =>
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, false, value)]);
  const permitted = domains.map((domain) => subtree(2, domain));
  const excluded = [subtree(7, ALL_IPV4), subtree(7, ALL_IPV6)];
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, permitted),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 1, true, excluded),
  ]);
}

const NAME_CONSTRAINTS_OID = '2.5.29.30';

function nameConstraints(forge: typeof Forge, domains: readonly string[]) {
  return { id: NAME_CONSTRAINTS_OID, critical: true, value: nameConstraintsValue(forge, domains) };
}

/**
 * Whether a CA certificate carries exactly the name constraints this version gives one for
 * `permittedDomains`: false for a CA made by an earlier version (say, one that did not exclude IP
 * addresses), which is then replaced.
 */
export async function hasCurrentNameConstraints(certPem: string, permittedDomains: readonly string[]): Promise<boolean> {
  const forge = await loadForge();
  const cert = forge.pki.certificateFromPem(certPem);
  const found = cert.extensions.find((extension: { id: string }) => extension.id === NAME_CONSTRAINTS_OID) as { critical: boolean; value: string } | undefined;
  if (!found?.critical) return false;
  return found.value === forge.asn1.toDer(nameConstraintsValue(forge, permittedDomains)).getBytes();
}

/** A self-signed CA certificate that may sign for `permittedDomains` only. */
export async function createCaCertificate(keys: PemKeyPair, permittedDomains: readonly string[], now = Date.now()): Promise<string> {
  const forge = await loadForge();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicKey);
  cert.serialNumber = serialNumber();
  validity(cert, now, CA_LIFETIME_MS);
  // A name of its own per installation, so a user can tell it apart in a trust store.
  const subject = [
    { name: 'commonName', value: `Cobranca Sandbox local CA ${randomBytes(4).toString('hex')}` },
    { name: 'organizationName', value: 'Cobranca Sandbox (local, not a real CA)' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
    nameConstraints(forge, permittedDomains),
  ]);
  sign(forge, cert, keys.privateKey);
  return forge.pki.certificateToPem(cert);
}

export interface ParsedCa {
  cert: Forge.pki.Certificate;
  /** The CA's private key, PEM, for nativeSigner. */
  keyPem: string;
}

/** The CA's certificate and key, parsed once per process for signing leaves. */
export async function parseCa(material: CaMaterial): Promise<ParsedCa> {
  const forge = await loadForge();
  return { cert: forge.pki.certificateFromPem(material.certPem), keyPem: material.keyPem };
}

/** A TLS server certificate for `host`, signed by the CA, carrying `leafPublicKey`. */
export async function createLeafCertificate(ca: ParsedCa, host: string, leafPublicKey: string, now = Date.now()): Promise<string> {
  const forge = await loadForge();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(leafPublicKey);
  cert.serialNumber = serialNumber();
  validity(cert, now, LEAF_LIFETIME_MS);
  cert.setSubject([{ name: 'commonName', value: host }]);
  cert.setIssuer(ca.cert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: [{ type: 2, value: host }] },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: ca.cert.generateSubjectKeyIdentifier().getBytes() },
  ]);
  sign(forge, cert, ca.keyPem);
  return forge.pki.certificateToPem(cert);
}

// The openssl command as an independent checker of the proxy's certificate authority: it makes
// certificates the way an attacker holding the CA's key would, makes a CA the way an earlier
// version of the sandbox did, and verifies chains with its own name-constraint code (not forge's,
// not the code under test).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CA_CERT_FILE, CA_KEY_FILE } from '../../server/proxy/certificate-authority.ts';
import { CA_PERMITTED_DOMAINS } from '../../server/proxy/stand-in-hosts.ts';

function openssl(args: string[], cwd: string): void {
  execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * Writes into `dir` a CA as versions before the IP exclusion made it: name constraints that permit
 * the real API's domains and say nothing about IP addresses.
 */
export function writeOldStyleCa(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const permitted = CA_PERMITTED_DOMAINS.map((domain) => `permitted;DNS:${domain}`).join(',');
  openssl(
    [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650',
      '-keyout', CA_KEY_FILE, '-out', CA_CERT_FILE,
      '-subj', '/CN=Cobranca Sandbox local CA 0ld0ld00/O=Cobranca Sandbox (local, not a real CA)',
      '-addext', 'basicConstraints=critical,CA:TRUE,pathlen:0',
      '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
      '-addext', `nameConstraints=critical,${permitted}`,
    ],
    dir,
  );
  chmodSync(join(dir, CA_KEY_FILE), 0o600);
}

let serial = 1;

/**
 * A server certificate for `subjectAltName` (`IP:93.184.216.34`, `DNS:host`) signed with the CA's
 * key, written in `workDir`; returns its path. No common name, so that only the SAN is judged.
 */
export function signLeaf(caDir: string, subjectAltName: string, workDir: string): string {
  mkdirSync(workDir, { recursive: true });
  const name = `leaf-${serial}`;
  writeFileSync(join(workDir, `${name}.ext`), `subjectAltName=${subjectAltName}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`);
  // An EC key: made in a millisecond, where RSA would cost the suite seconds.
  openssl(['req', '-new', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', `${name}.key`, '-subj', '/O=Someone Else', '-out', `${name}.csr`], workDir);
  openssl(
    ['x509', '-req', '-in', `${name}.csr`, '-CA', join(caDir, CA_CERT_FILE), '-CAkey', join(caDir, CA_KEY_FILE),
      '-set_serial', String(serial++), '-days', '30', '-extfile', `${name}.ext`, '-out', `${name}.pem`],
    workDir,
  );
  return join(workDir, `${name}.pem`);
}

/** `openssl verify -CAfile <ca> <check> <leaf>`: whether it says OK, and what it said. */
export function verifyLeaf(caFile: string, leafFile: string, check: ['-verify_ip' | '-verify_hostname', string]): { ok: boolean; output: string } {
  const result = spawnSync('openssl', ['verify', '-CAfile', caFile, ...check, leafFile], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

import type { CertificateAuthority } from '../../proxy/certificate-authority.ts';
import { type RouteTable } from '../routes.ts';

/**
 * GET /sandbox/v1/ca.pem (no authentication: a certificate is public): the local CA with which the
 * sandbox terminates TLS for the real API hosts when used as a proxy; made on the first call if
 * it does not exist yet. Clients trust it with NODE_EXTRA_CA_CERTS, REQUESTS_CA_BUNDLE, … .
 */
export function caRoutes(ca: Pick<CertificateAuthority, 'certificatePem'>): RouteTable {
  return [
    ['get', '/ca.pem', async (_req, res) => {
      const pem = await ca.certificatePem();
      res.writeHead(200, { 'Content-Type': 'application/x-pem-file', 'Content-Length': Buffer.byteLength(pem) });
      res.end(pem);
    }],
  ];
}

import type { CertificateAuthority } from '../../proxy/certificate-authority.ts';
import { route } from '../route-declaration.ts';

/**
 * GET /sandbox/v1/ca.pem (no authentication: a certificate is public): the local CA with which the
 * sandbox terminates TLS for the real API hosts when used as a proxy; made on the first call if
 * it does not exist yet. Clients trust it with NODE_EXTRA_CA_CERTS, REQUESTS_CA_BUNDLE, … .
 */
export function caRoutes(ca: Pick<CertificateAuthority, 'certificatePem'>) {
  return [
    route({
      method: 'get',
      path: '/ca.pem',
      tag: 'Sandbox: accounts',
      summary: 'The PEM certificate of the local CA with which the sandbox, as an HTTPS proxy, terminates TLS for the real API hosts',
      description: 'No authentication: a certificate is public. Give it to NODE_EXTRA_CA_CERTS, REQUESTS_CA_BUNDLE, CURL_CA_BUNDLE or SSL_CERT_FILE (docs/proxy.md).',
      auth: 'none',
      response: { type: 'application/x-pem-file', schema: { type: 'string' }, description: 'The certificate.' },
      errors: [],
      handler: async ({ res }) => {
        const pem = await ca.certificatePem();
        res.writeHead(200, { 'Content-Type': 'application/x-pem-file', 'Content-Length': Buffer.byteLength(pem) });
        res.end(pem);
      },
    }),
  ];
}

// GET /sandbox/v1/ca.pem (server/http/sandbox/ca.ts): the proxy's local certificate authority.
import type { RouteDocs } from '../route-doc.ts';

export const caDocs: RouteDocs = {
  'GET /sandbox/v1/ca.pem': {
    tag: 'Sandbox: accounts',
    summary: 'The PEM certificate of the local CA with which the sandbox, as an HTTPS proxy, terminates TLS for the real API hosts',
    description: 'No authentication: a certificate is public. Give it to NODE_EXTRA_CA_CERTS, REQUESTS_CA_BUNDLE, CURL_CA_BUNDLE or SSL_CERT_FILE (docs/proxy.md).',
    auth: 'none',
    response: { type: 'application/x-pem-file', schema: { type: 'string' }, description: 'The certificate.' },
    errors: [],
  },
};

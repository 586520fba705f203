// The real API hosts the sandbox stands in for when a client uses it as its HTTP(S) proxy: the
// Cobranças and Extratos hosts the official SDKs target, in sandbox and production mode (see docs/proxy.md).
// Every other host is refused, never forwarded: the sandbox does not reach the internet.
import { PIX_LOCATION_HOST } from '../domain/pix/location.ts';

/** Host names served through the proxy; requests to them are answered by this server's own /v1. */
export const STAND_IN_HOSTS: readonly string[] = [
  'sandbox.gerencianet.com.br', // gn-api-sdk-node, gn-api-sdk-typescript, gerencianet (PyPI): sandbox mode
  'api.gerencianet.com.br', // the same SDKs in production mode
  'cobrancas-h.api.efipay.com.br', // sdk-node-apis-efi, efipay (PyPI), the browser tokenizer: sandbox mode
  'cobrancas.api.efipay.com.br', // the same in production mode
  'extratos-h.api.efipay.com.br', // API Extratos (CNAB 240 statements, app/statement.ts): sandbox mode
  'extratos.api.efipay.com.br', // the same in production mode
  PIX_LOCATION_HOST, // the payload locations of Bolix Pix codes, and their JWKS (docs/admin-api.md)
];

/**
 * What the local certificate authority may vouch for (X.509 name constraints): these domains and
 * their subdomains. A client that trusts the CA therefore trusts it for nothing else, even if its
 * key leaked.
 */
export const CA_PERMITTED_DOMAINS: readonly string[] = ['gerencianet.com.br', 'efipay.com.br'];

export function isStandInHost(hostName: string): boolean {
  return STAND_IN_HOSTS.includes(hostName);
}

/**
 * Why the sandbox will not answer a proxy request for `host` on `port`, or null when it will.
 * `servedPort` is 443 for a CONNECT tunnel (the SDKs speak https on the default port), the URL
 * scheme's default port for an absolute-form request.
 */
export function proxyRefusal(host: string, port: number, servedPort: number): string | null {
  if (!isStandInHost(host)) {
    return `O sandbox atua como proxy só para os hosts da API que ele simula (${STAND_IN_HOSTS.join(', ')}): ${host}:${port} não é atendido nem encaminhado.`;
  }
  if (port !== servedPort) return `O sandbox atende ${host} só na porta ${servedPort}: ${host}:${port} não é atendido nem encaminhado.`;
  return null;
}

/**
 * The target of `CONNECT host:port` (authority form), lower-cased, without a trailing dot; null
 * when it is not a host name and a port.
 */
export function parseConnectTarget(authority: string): { host: string; port: number } | null {
  const match = /^([A-Za-z0-9.-]+?)\.?:(\d{1,5})$/.exec(authority);
  if (!match) return null;
  return { host: match[1].toLowerCase(), port: Number(match[2]) };
}

// A client that uses the sandbox as its HTTP proxy the way SDKs do, step by step, so tests can
// look at each step: the CONNECT answer, the certificate inside the tunnel, the request through it.
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import tls, { type PeerCertificate } from 'node:tls';
import { headerNamesOf, type RawResult } from './raw-http.ts';
import { HANG_GUARD_MS, hangGuardText } from './hang-guard.ts';

export interface ConnectAnswer {
  status: number;
  /** The open tunnel (status 200); for a refusal, already read to its end. */
  socket: Socket;
  /** A refusal's body. */
  text: string;
}

/** Sends `CONNECT authority` to the proxy at `proxyUrl`. */
export function sendConnect(proxyUrl: string, authority: string): Promise<ConnectAnswer> {
  const { hostname, port } = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, method: 'CONNECT', path: authority, headers: { host: authority }, agent: false, timeout: HANG_GUARD_MS });
    request.on('connect', (response, socket, head) => {
      const status = response.statusCode ?? 0;
      if (status === 200) return resolve({ status, socket, text: '' });
      let text = head.toString('utf8');
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve({ status, socket, text }));
      socket.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`CONNECT ${authority}: no answer within ${hangGuardText}`)));
    request.on('error', reject);
    request.end();
  });
}

export interface TunnelRequest {
  /** The CA to trust (PEM). */
  ca: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface TunnelResult extends RawResult {
  /** The server certificate presented inside the tunnel. */
  certificate: PeerCertificate;
}

/** One https request to `host` through a CONNECT tunnel, verifying the certificate against `ca`. */
export async function httpsThroughProxy(proxyUrl: string, host: string, options: TunnelRequest): Promise<TunnelResult> {
  const tunnel = await sendConnect(proxyUrl, `${host}:443`);
  if (tunnel.status !== 200) throw new Error(`CONNECT ${host}:443 answered ${tunnel.status}: ${tunnel.text}`);
  const secure = tls.connect({ socket: tunnel.socket, servername: host, ca: options.ca });
  await new Promise<void>((resolve, reject) => {
    secure.once('secureConnect', resolve);
    secure.once('error', reject);
  });
  const certificate = secure.getPeerCertificate();
  // No `agent`: with one (even agent: false) Node ignores createConnection and dials the host itself.
  return new Promise((resolve, reject) => {
    const request = https.request(
      { host, path: options.path, method: options.method ?? 'GET', headers: { host, ...options.headers }, createConnection: () => secure, timeout: HANG_GUARD_MS },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          secure.destroy();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: the assertion shows the text
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, headerNames: headerNamesOf(response), text, body, certificate });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${host}${options.path}: no answer within ${hangGuardText}`)));
    request.on('error', reject);
    request.end(options.body);
  });
}

// CONNECT tunnels: what axios (from 1.16.1), Python `requests`, PHP and curl send for an https URL
// when told to use a proxy. For a stand-in host on port 443 the sandbox says yes, terminates TLS
// itself with a certificate from its local CA, and hands the decrypted stream to its own HTTP
// server as one more connection — so the very same Express app answers, host guard and request
// log included. Any other target is refused with 403 and the socket closed: nothing is forwarded.
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from '../domain/errors.ts';
import type { CertificateAuthority } from './certificate-authority.ts';
import { markTunnel } from './proxied.ts';
import { parseConnectTarget, proxyRefusal } from './stand-in-hosts.ts';

const TUNNEL_PORT = 443;

/** An answer written straight to the socket (a CONNECT has no ServerResponse), then the socket closed. */
function answerAndClose(socket: Duplex, error: ApiError): void {
  const body = JSON.stringify(error.toBody());
  const status = error.httpStatus;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The stand-in host a CONNECT asks for, or why it is refused. */
function tunnelTarget(authority: string): { host: string } | { refusal: string } {
  const target = parseConnectTarget(authority);
  if (!target) return { refusal: `O alvo de CONNECT deve ser host:porta, recebido ${JSON.stringify(authority.slice(0, 100))}: nada é encaminhado.` };
  const refusal = proxyRefusal(target.host, target.port, TUNNEL_PORT);
  return refusal === null ? { host: target.host } : { refusal };
}

async function openTunnel(server: Server, ca: CertificateAuthority, req: IncomingMessage, socket: Duplex, head: Buffer, log: (line: string) => void) {
  const target = tunnelTarget(req.url ?? '');
  if ('refusal' in target) return answerAndClose(socket, new ApiError('forbidden', target.refusal));
  const { host } = target;
  // node:tls loads with the first tunnel, not at start (cold start: the API never needs it).
  const { TLSSocket } = await import('node:tls');
  let secureContext;
  try {
    // Before the 200: a client sends its TLS hello only once the tunnel is open.
    secureContext = await ca.secureContextFor(host);
  } catch (error) {
    log(`CONNECT ${req.url}: no certificate for ${host} from the CA in ${ca.dir}: ${(error as Error).message}`);
    return answerAndClose(socket, new ApiError('internal', `O sandbox não conseguiu criar o certificado de ${host} com a sua autoridade certificadora (${ca.dir}).`));
  }
  if (socket.destroyed) return;
  socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
  // Bytes the client sent right behind the CONNECT belong to the TLS stream.
  if (head.length > 0) socket.unshift(head);
  const tls = new TLSSocket(socket, { isServer: true, secureContext, ALPNProtocols: ['http/1.1'] });
  markTunnel(tls, host);
  server.emit('connection', tls);
}

/**
 * Serves CONNECT on `server`. Returns what closes the tunnels still open, for shutdown: the HTTP
 * server no longer tracks a socket once it became a tunnel.
 */
export function serveTunnels(server: Server, ca: CertificateAuthority, log: (line: string) => void): { destroyAll(): void } {
  const open = new Set<Duplex>();
  server.on('connect', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    // A client that goes away mid-handshake is no error of the server's.
    socket.on('error', () => socket.destroy());
    void openTunnel(server, ca, req, socket, head, log);
  });
  return {
    destroyAll: () => {
      for (const socket of open) socket.destroy();
    },
  };
}

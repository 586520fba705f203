// Which requests arrived through the proxy, and for which stand-in host: the host guard accepts a
// real API host name in Host only on those (server/http/host-guard.ts). A direct request that
// merely says `Host: sandbox.gerencianet.com.br` is not one of them — else DNS rebinding to that
// name would be served.
import type { IncomingMessage } from 'node:http';

// The decrypted side of a CONNECT tunnel → the host it was opened to.
const tunnels = new WeakMap<object, string>();
// An absolute-form request (`GET https://host/v1/…` sent to the proxy) → the host it names.
const absoluteForm = new WeakMap<object, string>();

export function markTunnel(socket: object, host: string): void {
  tunnels.set(socket, host);
}

export function markAbsoluteForm(req: IncomingMessage, host: string): void {
  absoluteForm.set(req, host);
}

/** The stand-in host a request was sent to through the proxy; undefined for a direct request. */
export function proxiedHostOf(req: IncomingMessage): string | undefined {
  return absoluteForm.get(req) ?? tunnels.get(req.socket);
}

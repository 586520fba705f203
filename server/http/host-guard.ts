// DNS rebinding: a web page on http://evil.example whose name is made to resolve to 127.0.0.1 can
// call this server from the user's browser as its "own" origin, and read every answer. What such
// a request cannot change is its Host header, which names the attacker's domain. So a request is
// served only when its Host names this server: a loopback name, the address it is bound to, the
// --public-url host or a host the user allowed with --allowed-host. Checked before any route runs.
import { ApiError } from '../domain/errors.ts';
import type { Handler } from './routes.ts';

export interface HostPolicy {
  /** The address the server listens on (`--host`). */
  bindHost: string;
  /** The base of the URLs the API returns; its host is allowed too. Read per request (port 0). */
  publicUrl: () => string;
  /** Extra names (`--allowed-host`), e.g. a Docker service name. */
  allowedHosts?: readonly string[];
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
const WILDCARD_BINDS = new Set(['0.0.0.0', '::', '[::]', '']);

/** The host name of a Host header, lower-case and without port or trailing dot; null if malformed. */
export function hostNameOf(header: string): string | null {
  const host = header.trim().toLowerCase();
  const bracketed = /^(\[[0-9a-f:.]+\])(?::\d{1,5})?$/.exec(host);
  if (bracketed) return bracketed[1];
  const plain = /^([a-z0-9_.-]+?)\.?(?::\d{1,5})?$/.exec(host);
  return plain ? plain[1] : null;
}

/** `--host ::1` is written without brackets, a Host header with them. */
function normalize(name: string): string {
  const lower = name.trim().toLowerCase().replace(/\.$/, '');
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower;
}

export function hostAllowed(policy: HostPolicy): (hostName: string) => boolean {
  const fixed = new Set((policy.allowedHosts ?? []).map(normalize));
  if (!WILDCARD_BINDS.has(policy.bindHost)) fixed.add(normalize(policy.bindHost));
  let publicUrl = '';
  let publicHost: string | null = null;
  return (hostName) => {
    if (LOOPBACK.test(hostName) || fixed.has(hostName)) return true;
    const url = policy.publicUrl();
    if (url !== publicUrl) {
      publicUrl = url;
      publicHost = URL.canParse(url) ? hostNameOf(new URL(url).host) : null;
    }
    return hostName === publicHost;
  };
}

/**
 * Middleware: the request target must be a path (`GET /v1/charge/1`). An absolute URL as target
 * (`GET http://evil.example/v1/charge/1`, as sent to a proxy) names a host of its own that would
 * outrank Host (RFC 9112 §3.2.2); this server is no proxy, so it is refused.
 */
export const refuseAbsoluteForm: Handler = (req, _res, next) => {
  if (req.url.startsWith('/')) return next();
  next(new ApiError('badRequest', 'Requisição malformada: o alvo da requisição deve ser um caminho começando por "/".'));
};

/** Middleware: 403 in the error shape for a Host that does not name this server. */
export function guardHost(policy: HostPolicy): Handler {
  const allowed = hostAllowed(policy);
  return (req, _res, next) => {
    const header = req.headers.host;
    // HTTP/1.0 without Host: no browser sends that, so it cannot be a rebinding attack.
    if (header === undefined) return next();
    const name = hostNameOf(header);
    if (name !== null && allowed(name)) return next();
    next(
      new ApiError(
        'forbidden',
        `Host não permitido: ${JSON.stringify(header.slice(0, 100))}. O sandbox só atende pelo endereço local, pelo host de --public-url ou por um host dado com --allowed-host (proteção contra DNS rebinding).`,
      ),
    );
  };
}

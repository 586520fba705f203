// DNS rebinding: a web page on http://evil.example whose name is made to resolve to 127.0.0.1 can
// call this server from the user's browser as its "own" origin, and read every answer. What such
// a request cannot change is its Host header, which names the attacker's domain. So a request is
// served only when its Host names this server: a loopback name, the address it is bound to, the
// --public-url host or a host the user allowed with --allowed-host — or the real API host a client
// reached through the sandbox as its proxy (docs/proxy.md). Checked before any route runs.
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../domain/errors.ts';
import { proxiedHostOf, markAbsoluteForm } from '../proxy/proxied.ts';
import { isStandInHost, proxyRefusal } from '../proxy/stand-in-hosts.ts';
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

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** An absolute-form target as a URL with its port made explicit; null when it is not http(s). */
function absoluteTarget(target: string): { url: URL; port: number; defaultPort: number } | null {
  const url = URL.canParse(target) ? new URL(target) : null;
  const defaultPort = url ? DEFAULT_PORTS[url.protocol] : undefined;
  if (!url || defaultPort === undefined || url.username !== '' || url.password !== '') return null;
  return { url, port: Number(url.port || defaultPort), defaultPort };
}

/**
 * Before Express sees the request (its router keeps the original target's scheme and host while
 * routing, so a rewrite from a middleware comes too late): a client that uses the sandbox as its
 * HTTP proxy the old way (axios up to 1.16.0 sends `GET https://host/v1/…` in plain HTTP) and names
 * a stand-in host is served the URL's path, with the URL's host as Host (RFC 9112 §3.2.2), marked
 * as proxied for the host guard. Any other absolute target is left for refuseAbsoluteForm.
 */
export function takeAbsoluteForm(req: IncomingMessage): void {
  const raw = req.url ?? '/';
  if (raw.startsWith('/')) return;
  const target = absoluteTarget(raw);
  if (!target || proxyRefusal(target.url.hostname, target.port, target.defaultPort) !== null) return;
  markAbsoluteForm(req, target.url.hostname);
  req.url = target.url.pathname + target.url.search;
  req.headers.host = target.url.hostname;
}

/**
 * Middleware: the request target must be a path. An absolute URL still here names a host this
 * server does not stand in for (it would outrank Host, RFC 9112 §3.2.2): refused, never forwarded.
 */
export const refuseAbsoluteForm: Handler = (req, _res, next) => {
  if (req.url.startsWith('/')) return next();
  const target = absoluteTarget(req.url);
  if (!target) return next(new ApiError('badRequest', 'Requisição malformada: o alvo da requisição deve ser um caminho começando por "/".'));
  next(new ApiError('forbidden', proxyRefusal(target.url.hostname, target.port, target.defaultPort)!));
};

/** Middleware: 403 in the error shape for a Host that does not name this server. */
export function guardHost(policy: HostPolicy): Handler {
  const allowed = hostAllowed(policy);
  // The last Host header read and its name: a client sends the same one on every request, and
  // parsing it (trim, lower case, a regular expression with captures) allocated on each.
  let lastHeader: string | undefined;
  let lastName: string | null = null;
  return (req, _res, next) => {
    const header = req.headers.host;
    // HTTP/1.0 without Host: no browser sends that, so it cannot be a rebinding attack.
    if (header === undefined) return next();
    if (header !== lastHeader) {
      lastName = hostNameOf(header);
      lastHeader = header;
    }
    const name = lastName;
    const proxied = proxiedHostOf(req);
    // Through the proxy, Host must name the host the client asked the proxy for — not even the
    // sandbox's own address: one tunnel, one host (docs/proxy.md).
    if (proxied !== undefined) {
      if (name === proxied) return next();
      return next(
        new ApiError(
          'forbidden',
          `Host não permitido: ${JSON.stringify(header.slice(0, 100))}. Esta conexão passou pelo proxy do sandbox para ${proxied}, e só atende requisições com Host: ${proxied}.`,
        ),
      );
    }
    if (name !== null && allowed(name)) return next();
    // Someone who wrote the real API's name into Host is told the way that works: the proxy.
    const hint = name !== null && isStandInHost(name) ? ` Para falar com ${name} pelo sandbox, use-o como proxy (HTTPS_PROXY).` : '';
    next(
      new ApiError(
        'forbidden',
        `Host não permitido: ${JSON.stringify(header.slice(0, 100))}. O sandbox só atende pelo endereço local, pelo host de --public-url ou por um host dado com --allowed-host (proteção contra DNS rebinding).${hint}`,
      ),
    );
  };
}

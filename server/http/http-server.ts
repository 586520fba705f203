// The one HTTP server the sandbox listens with (CLI, desktop app, tests, benchmark): how long it
// keeps a connection, and how it lets go of them when it stops.
//
// Every SDK keeps its sockets alive and reuses them (Node's http.Agent and fetch/undici, Guzzle and
// curl, Python's urllib3). A server that closes an idle socket while the client is reusing it
// loses a race: the request is written as the socket is destroyed and the client gets ECONNRESET
// ("fetch failed"). With Node's default of 5 s, 2 of 540 tests lost it on a loaded machine, after
// the event loop had been held for seconds (a 100,000-charge insert, a 12-parcel booklet) — and so
// would an integrator's client after a long clock walk or a snapshot import. Two defences:
//  - the server keeps idle sockets longer than clients keep them in their pools (the numbers below);
//  - a socket whose keep-alive timer fires is not closed if the client has written to it meanwhile
//    (keepIfClientSpoke).
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * 65 s, not Node's 5 s: longer than clients keep an idle socket, so the client lets go first.
 * Node's agent and undici keep one for the advertised `Keep-Alive: timeout=65` minus 1–2 s (4–5 s
 * without a hint); 65 s is also the usual figure behind load balancers (AWS ALB idles out at 60 s,
 * nginx's keepalive_timeout is 75 s). Node itself waits 1 s more than it advertises.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * 66 s: more than the keep-alive timeout, the long-standing advice (Node < 18 counted a reused
 * socket's idle time into it and cut requests that came late in the idle period). A client gets
 * that long to send a request's headers.
 */
export const HEADERS_TIMEOUT_MS = 66_000;

/** 300 s (Node's default, said here): the time to receive a whole request, such as a large snapshot import from a slow link. */
export const REQUEST_TIMEOUT_MS = 300_000;

export interface HttpServerOptions {
  /** Tests only: a short keep-alive, to make its timer fire without waiting a minute. */
  keepAliveTimeoutMs?: number;
  /** The prototypes the handler gives every request and response (Express's `app.request`, `app.response`). */
  prototypes?: { request: object; response: object };
}

/**
 * Request and response objects made with the handler's prototypes from the start. Express gives
 * them its own with Object.setPrototypeOf on every request (app.handle), and V8 pays for that far
 * beyond the call: measured on a bare Express app, 136 → 42 µs of CPU per POST, 9 KB → 2 bytes
 * promoted to the old generation per request, scavenge pauses 26 → 3 µs per request
 * (docs/performance.md, "POST /v1/charge: the profile against bare Express"). Made this way, the
 * objects already have the prototype Express sets, and its setPrototypeOf changes nothing. Node
 * calls these as it calls its own classes (`new`, the same arguments); they are Node's.
 */
function classesWith(prototypes: { request: object; response: object }) {
  function AppRequest(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  AppRequest.prototype = prototypes.request;
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: unknown) {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: unknown) => void).call(this, req, options);
  }
  AppResponse.prototype = prototypes.response;
  return { IncomingMessage: AppRequest as unknown as typeof IncomingMessage, ServerResponse: AppResponse as unknown as typeof ServerResponse };
}

export interface HttpServer {
  server: Server;
  /**
   * Stops accepting connections. Idle keep-alive sockets close now; a request in flight is
   * answered (with `Connection: close`) and then its socket closes. Resolves once every connection
   * is closed — at the latest when `cutAfterMs` has passed, when what is still open is cut.
   */
  close(cutAfterMs: number, cut?: () => void): Promise<void>;
}

/** Node's keep-alive timer fired for `socket`: close it unless the client has written to it since. */
function keepIfClientSpoke(socket: Socket, isBusy: (socket: Socket) => boolean): void {
  // Timers run before the event loop reads sockets. After the loop was held for longer than the
  // keep-alive timeout, a request the client already sent is still unread in the kernel when the
  // timer fires. setImmediate runs after this turn's reads: bytes read by then mean the socket is
  // in use (Node has cleared or re-armed its timer), and it stays open.
  const bytesRead = socket.bytesRead;
  setImmediate(() => {
    if (socket.destroyed || socket.bytesRead !== bytesRead || isBusy(socket)) return;
    socket.destroy();
  });
}

export function createHttpServer(handle: (req: IncomingMessage, res: ServerResponse) => void, options: HttpServerOptions = {}): HttpServer {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  const server = createServer(
    {
      keepAliveTimeout: options.keepAliveTimeoutMs ?? KEEP_ALIVE_TIMEOUT_MS,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      ...(options.prototypes ? classesWith(options.prototypes) : {}),
    },
    (req, res) => {
      // Asked to stop while the request was on its way: answered, then the socket is closed.
      if (closing) res.shouldKeepAlive = false;
      inFlight.add(res);
      res.once('close', () => {
        inFlight.delete(res);
        // The answer of a request that was in flight when the server was asked to stop has gone
        // out with keep-alive: its socket is idle now, and nothing else would close it.
        if (closing) server.closeIdleConnections();
      });
      handle(req, res);
    },
  );
  const isBusy = (socket: Socket) => [...inFlight].some((res) => res.socket === socket);
  // With a 'timeout' listener Node leaves closing a timed-out socket to it. The server sets no
  // other socket timeout (server.timeout is 0), so this only ever sees idle keep-alive sockets.
  server.on('timeout', (socket: Socket) => keepIfClientSpoke(socket, isBusy));
  return {
    server,
    close: (cutAfterMs, cut) =>
      new Promise<void>((resolve) => {
        closing = true;
        // An answer not started yet says `Connection: close`, so the client does not reuse the socket.
        for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
        const deadline = setTimeout(() => {
          server.closeAllConnections();
          cut?.();
        }, cutAfterMs);
        deadline.unref();
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections(); // server.close does it too from Node 19 on
      }),
  };
}

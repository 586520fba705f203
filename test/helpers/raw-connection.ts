// One kept-alive TCP connection, written and read by hand: what an SDK's keep-alive agent does
// with a pooled socket, minus the pool's own decisions. A test decides exactly when each request's
// bytes leave (write is synchronous on loopback) and sees when the server closes the socket.
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** An HTTP/1.1 request, byte for byte (send part of it to leave it in flight). */
export function requestBytes(method: string, path: string, options: { body?: string; headers?: Record<string, string> } = {}): Buffer {
  const body = options.body ?? '';
  const headers = { host: 'localhost', 'content-length': String(Buffer.byteLength(body)), ...options.headers };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return Buffer.from(`${method} ${path} HTTP/1.1\r\n${head}\r\n${body}`);
}

/** Whether nothing listens at `url` any more (a stopped server). */
export function refusesConnections(url: string): Promise<boolean> {
  return RawConnection.open(url).then(
    (connection) => {
      connection.close();
      return false;
    },
    () => true,
  );
}

export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  /** Resolves when the server has closed the connection (or it broke). */
  readonly closed: Promise<void>;

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {}); // a reset shows as 'close' without an answer
    socket.once('close', () => this.waiting?.());
  }

  static open(baseUrl: string): Promise<RawConnection> {
    const { hostname, port } = new URL(baseUrl);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.off('error', reject);
        resolve(new RawConnection(socket));
      });
      socket.once('error', reject);
    });
  }

  /** Writes `bytes` now: on loopback they are in the server's receive buffer when this returns. */
  send(bytes: Buffer | string): void {
    this.socket.write(bytes);
  }

  /** The next whole answer; rejects if the server closes the connection first. */
  async answer(): Promise<RawAnswer> {
    for (;;) {
      const parsed = this.takeAnswer();
      if (parsed) return parsed;
      if (this.socket.destroyed || this.socket.readableEnded) throw new Error('the server closed the connection without answering');
      await new Promise<void>((resolve) => (this.waiting = resolve));
      this.waiting = null;
    }
  }

  close(): void {
    this.socket.destroy();
  }

  private takeAnswer(): RawAnswer | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine, ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const rest = this.buffer.subarray(end + 4);
    let body: Buffer;
    let used: number;
    if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = [];
      let at = 0;
      for (;;) {
        const lineEnd = rest.indexOf('\r\n', at);
        if (lineEnd < 0) return null;
        const size = parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16);
        if (rest.length < lineEnd + 2 + size + 2) return null;
        chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(chunks);
      used = at;
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (rest.length < length) return null;
      body = rest.subarray(0, length);
      used = length;
    }
    this.buffer = this.buffer.subarray(end + 4 + used);
    return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
  }
}

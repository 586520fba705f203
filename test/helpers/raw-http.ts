// A request with headers fetch() will not send as given (a forged Host, a browser's Origin and
// Sec-Fetch-Site): node:http, which writes what it is told.
import http from 'node:http';
import { HANG_GUARD_MS } from './hang-guard.ts';

export interface RawResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The header names as the server wrote them (`headers` has them lower-cased). */
  headerNames: string[];
  text: string;
  body: any;
}

/** The names in `rawHeaders` (name, value, name, value, …), in the case they came in. */
export function headerNamesOf(response: http.IncomingMessage): string[] {
  return response.rawHeaders.filter((_, index) => index % 2 === 0);
}

/** `timeoutMs` only detects a hang (test/helpers/hang-guard.ts): how fast the answer comes is never the verdict. */
export function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: string, timeoutMs = HANG_GUARD_MS): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    // `path` goes on the request line as given: an absolute URL there is an absolute-form target.
    const { hostname, port } = new URL(baseUrl);
    const request = http.request({ hostname, port, path, method, headers, agent: false, timeout: timeoutMs }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: the assertion shows the text
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, headerNames: headerNamesOf(response), text, body: parsed });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });
}

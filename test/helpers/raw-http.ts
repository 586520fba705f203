// A request with headers fetch() will not send as given (a forged Host, a browser's Origin and
// Sec-Fetch-Site): node:http, which writes what it is told.
import http from 'node:http';
import { HANG_GUARD_MS, hangGuardText } from './hang-guard.ts';

export interface RawResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: any;
}

export function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    // `path` goes on the request line as given: an absolute URL there is an absolute-form target.
    const { hostname, port } = new URL(baseUrl);
    const request = http.request({ hostname, port, path, method, headers, agent: false, timeout: HANG_GUARD_MS }, (response) => {
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
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, body: parsed });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within ${hangGuardText}`)));
    request.on('error', reject);
    request.end(body);
  });
}

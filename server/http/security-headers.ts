// Headers every answer carries, and the way every HTML page is sent: with its own Content-
// Security-Policy, never cached stale, never sniffed into another type.
import type { ApiResponse, Handler } from './routes.ts';

/** Middleware: no MIME sniffing of any answer, and no URL (boleto codes, tokens) leaks as a referrer. */
export const securityHeaders: Handler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  next();
};

/** Sends an HTML document with the policy that page needs; nothing else may send HTML. */
export function sendHtml(res: ApiResponse, status: number, html: string | Buffer, contentSecurityPolicy: string): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Content-Security-Policy', contentSecurityPolicy);
  res.status(status).end(html);
}

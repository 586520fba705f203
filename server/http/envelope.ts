// The real API's envelopes (wire-format §2–3): HTTP 200 with {code:200, data} or {code:200};
// errors as {code, error, error_description} with the catalog's HTTP status.
import type { ServerResponse } from 'node:http';
import { ApiError } from '../domain/errors.ts';

// Written straight to the socket rather than through res.json: on the hot path Express's
// content negotiation and charset handling cost more than the JSON itself.
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

const OK = JSON.stringify({ code: 200 });

export function sendData(res: ServerResponse, data: unknown): void {
  sendJson(res, 200, { code: 200, data });
}

export function sendOk(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': OK.length });
  res.end(OK);
}

export function sendError(res: ServerResponse, error: ApiError): void {
  sendJson(res, error.httpStatus, error.toBody());
}

// The real API's envelopes (wire-format §2–3): HTTP 200 with {code:200, data} or {code:200};
// errors as {code, error, error_description} with the catalog's HTTP status.
import type { ServerResponse } from 'node:http';
import { ApiError } from '../domain/errors.ts';
import { answerJson } from '../app/ascii-json-string.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Written straight to the socket rather than through res.json: on the hot path Express's content
 * negotiation and charset handling cost more than the JSON itself. The two headers are set one by
 * one and `writeHead` gets the status alone: given a headers object after earlier `setHeader`s (the
 * request id, the security headers), Node takes its slow path (the object's keys listed, then each
 * set as by `setHeader`) — about 0.5 KB more allocated per answer, sampled. The head is still fixed
 * here, when the route answers, so an answer kept back (group commit, an "after" fault) is as before.
 */
function sendText(res: ServerResponse, status: number, text: string | Buffer): void {
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', typeof text === 'string' ? Buffer.byteLength(text) : text.length);
  res.writeHead(status);
  res.end(text);
}

/** As JSON; a Buffer when it carries a Bolix image (app/ascii-json-string.ts), else the string. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendText(res, status, answerJson(body));
}

const OK = JSON.stringify({ code: 200 });

export function sendData(res: ServerResponse, data: unknown): void {
  sendJson(res, 200, { code: 200, data });
}

export function sendOk(res: ServerResponse): void {
  sendText(res, 200, OK);
}

export function sendError(res: ServerResponse, error: ApiError): void {
  sendJson(res, error.httpStatus, error.toBody());
}

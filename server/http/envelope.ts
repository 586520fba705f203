// The real API's envelopes (wire-format §2–3): HTTP 200 with {code:200, data} or {code:200};
// errors as {code, error, error_description} with the catalog's HTTP status.
import type { Response } from 'express';
import { ApiError } from '../domain/errors.ts';

export function sendData(res: Response, data: unknown): void {
  res.status(200).json({ code: 200, data });
}

export function sendOk(res: Response): void {
  res.status(200).json({ code: 200 });
}

export function sendError(res: Response, error: ApiError): void {
  res.status(error.httpStatus).json(error.toBody());
}

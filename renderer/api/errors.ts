// The API's error shape, {code, error, error_description: string | {property, message}}, turned
// into one Error class the UI can print the same way everywhere.

export type ErrorDescription = string | { property: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number | null,
    readonly error: string,
    readonly description: ErrorDescription,
  ) {
    super(describeError(description));
    this.name = 'ApiError';
  }

  /** The JSON pointer of the offending property, when the API named one. */
  get property(): string | null {
    return typeof this.description === 'object' ? this.description.property : null;
  }
}

export function describeError(description: ErrorDescription): string {
  return typeof description === 'string' ? description : `${description.property}: ${description.message}`;
}

/** Builds an ApiError from whatever a non-2xx answer carried (the API's shape, or not). */
export function errorFromBody(httpStatus: number, body: unknown, fallbackText: string): ApiError {
  if (body && typeof body === 'object' && 'error' in body) {
    const b = body as { code?: unknown; error?: unknown; error_description?: unknown };
    const description = b.error_description;
    const usable =
      typeof description === 'string' ||
      (description !== null && typeof description === 'object' && 'message' in description)
        ? (description as ErrorDescription)
        : String(b.error);
    return new ApiError(httpStatus, typeof b.code === 'number' ? b.code : null, String(b.error), usable);
  }
  return new ApiError(httpStatus, null, `http_${httpStatus}`, fallbackText.slice(0, 300) || `HTTP ${httpStatus}`);
}

/** A network failure (engine stopped, connection refused) reads differently from an API refusal. */
export function networkError(cause: unknown): ApiError {
  return new ApiError(0, null, 'network_error', `Sem conexão com o sandbox (${(cause as Error)?.message ?? String(cause)}).`);
}

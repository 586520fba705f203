// Which logged requests a reader asked for (GET /sandbox/v1/requests?method=…&status=4xx…):
// applied to the whole kept log on the server, so a filter finds a failure from 400 requests ago
// and not just among the rows a page loaded.

export const REQUEST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

export interface RequestFilter {
  /** Upper case, exact. */
  method?: string;
  /** A part of the path (query string included), any case. */
  path?: string;
  /** One status (0: nothing was answered) or a class, 4 for 4xx. */
  status?: { exact: number } | { hundreds: number };
  /** Only what failed: an error status, an injected fault, or no answer at all. */
  failuresOnly?: boolean;
  /** The dashboard's own calls are left out unless asked for. */
  includeDashboard?: boolean;
}

/** What the filter looks at in one entry. */
export interface FilterableRequest {
  method: string;
  url: string;
  status: number;
  fault?: unknown;
  fromDashboard?: boolean;
}

export function isFailure(request: Pick<FilterableRequest, 'status' | 'fault'>): boolean {
  return request.status === 0 || request.status >= 400 || request.fault !== undefined;
}

/** `404`, `0`, or a class written `4xx`; null when it is neither. */
export function parseStatusFilter(text: string): RequestFilter['status'] | null {
  const exact = /^(?:0|[1-5]\d\d)$/.exec(text);
  if (exact) return { exact: Number(text) };
  const hundreds = /^([1-5])xx$/i.exec(text);
  return hundreds ? { hundreds: Number(hundreds[1]) } : null;
}

/** A predicate for the filter; the path is lowered once here, not per entry. */
export function requestMatcher(filter: RequestFilter): (request: FilterableRequest) => boolean {
  const path = filter.path?.toLowerCase();
  const status = filter.status;
  return (request) => {
    if (filter.method !== undefined && request.method !== filter.method) return false;
    if (status !== undefined) {
      if ('exact' in status ? request.status !== status.exact : Math.floor(request.status / 100) !== status.hundreds) return false;
    }
    if (filter.failuresOnly && !isFailure(request)) return false;
    if (path !== undefined && !request.url.toLowerCase().includes(path)) return false;
    return true;
  };
}

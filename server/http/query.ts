// Query-string parameters of the control API's list endpoints, checked strictly: a bad value is
// the usual 3500034 naming the parameter, never silently replaced.
import { ApiError } from '../domain/errors.ts';

export function queryInt(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) {
    throw new ApiError('validation', { property: name, message: `Deve ser um número inteiro de ${min} a ${max}.` });
  }
  return number;
}

export function queryEnum<T extends string>(value: string | undefined, name: string, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ApiError('validation', { property: name, message: `O valor deve ser um dos seguintes: ${allowed.join(', ')}.` });
  }
  return value as T;
}

const MAX_SEARCH_LENGTH = 255;

/** `q` of a list: free text (server/domain/search.ts), up to 255 characters; blank is no search. */
export function querySearch(value: string | undefined): string | undefined {
  if (value !== undefined && value.length > MAX_SEARCH_LENGTH) {
    throw new ApiError('validation', { property: 'q', message: `A busca deve ter no máximo ${MAX_SEARCH_LENGTH} caracteres.` });
  }
  return value?.trim() || undefined;
}

/** The biggest page a control-API list gives at once. */
const MAX_PAGE = 500;

export interface ListPage {
  limit: number;
  offset: number;
}

/** `limit` (1 to 500; `defaultLimit` when absent) and `offset` of a control-API list. */
export function queryPage(query: Record<string, string | undefined>, defaultLimit: number): ListPage {
  return {
    limit: queryInt(query.limit, 'limit', defaultLimit, 1, MAX_PAGE),
    offset: queryInt(query.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
  };
}

/**
 * A searchable list's query: `q`, a `status` filter when the list has one, and the page — read
 * in that order, so a request with several bad values is told about the same one as ever.
 */
export function queryList<S extends string = never>(
  query: Record<string, string | undefined>,
  options: { defaultLimit: number; statuses?: readonly S[] },
): ListPage & { q?: string; status?: S } {
  const q = querySearch(query.q);
  const status = options.statuses ? queryEnum(query.status, 'status', options.statuses) : undefined;
  return { q, status, ...queryPage(query, options.defaultLimit) };
}

// What the lists' search boxes say they find (GET /sandbox/v1/…?q=, server/domain/search.ts).
export const SEARCH_PLACEHOLDER = 'id, linha digitável, nome, CPF, e-mail…';

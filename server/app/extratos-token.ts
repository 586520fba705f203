// The first characters of every API Extratos token (app/extratos-oauth.ts): a JWT-shaped header of
// its own, constant, so /v1's bearer check tells such a token from its own by one comparison.
export const EXTRATOS_TOKEN_PREFIX = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'gn-cnab-statement' })).toString('base64url')}.`;

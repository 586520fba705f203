// "Copiar como curl": a logged request as a command that sends it again to this sandbox. The
// log keeps no headers, so the command adds the ones that matter — the JSON content type of a
// body, and Authorization as `$TOKEN`: the log never holds credentials, a token lasts only 600 s,
// and a command without a secret in it can be pasted into an issue or a test as it is.
import type { LoggedRequest } from '../../api/types.ts';

/** The browser tokenizer's calls carry no credentials: the account code in the path names the account. */
const OPEN_PATHS = [/^\/v1\/pubkey(?:[/?]|$)/, /^\/v1\/card\/[^/]+\/jsonp/, /^\/v1\/installments\/[^/]+\/jsonp/];

/** One argument for a POSIX shell: single quotes, each inner quote closed, escaped and reopened. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function needsToken(path: string): boolean {
  return !OPEN_PATHS.some((open) => open.test(path));
}

export function curlCommand(request: Pick<LoggedRequest, 'method' | 'path' | 'request_body'>, baseUrl: string): string {
  const method = request.method === 'GET' ? '' : request.method === 'HEAD' ? ' --head' : ` -X ${request.method}`;
  const parts = [`curl -sS${method} ${shellQuote(`${baseUrl}${request.path}`)}`];
  // Double quotes: the shell fills in $TOKEN.
  if (needsToken(request.path)) parts.push(`-H "Authorization: Bearer $TOKEN"`);
  if (request.request_body !== null) {
    parts.push(`-H 'Content-Type: application/json'`);
    parts.push(`--data-raw ${shellQuote(request.request_body)}`);
  }
  return parts.join(' \\\n  ');
}

/** Sets TOKEN for this account, the way the account page's curl example does. */
export function tokenCommand(baseUrl: string, clientId: string, clientSecret: string): string {
  return [
    `TOKEN=$(curl -sS -u ${shellQuote(`${clientId}:${clientSecret}`)} -H 'Content-Type: application/json' \\`,
    `  -d '{"grant_type":"client_credentials"}' ${shellQuote(`${baseUrl}/v1/authorize`)} \\`,
    `  | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
  ].join('\n');
}

/** Why sending the command again will not do quite what the logged request did, in Portuguese. */
export function replayCaveats(request: Pick<LoggedRequest, 'path' | 'request_body'>): string[] {
  const caveats: string[] = [];
  if (request.request_body && /… \[truncated: \d+ bytes\]$/.test(request.request_body)) {
    caveats.push('O corpo passou de 16 KB e foi cortado no registro: o comando envia só o começo dele.');
  }
  if (request.path.startsWith('/sandbox/v1/payment-tokens')) {
    caveats.push('O número do cartão e o CVV ficam mascarados no registro: troque-os antes de enviar.');
  }
  if (request.path.includes('<cifrado:')) {
    caveats.push('O cartão cifrado do tokenizador não é guardado: o comando leva só o seu tamanho.');
  }
  return caveats;
}

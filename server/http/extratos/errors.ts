// API Extratos refuses as Efí's APIs with their own OAuth do (the Node SDK's docs for its routes:
// "o campo disponível será `mensagem`"): `{ nome, mensagem }`, and `erros: [{ caminho, mensagem }]`
// naming the property (a JSON pointer) when the refusal is about one. The refusals themselves are
// the catalog's (domain/errors.ts): `nome` is the error's name, `mensagem` its description.
import type { ServerResponse } from 'node:http';
import type { ApiError } from '../../domain/errors.ts';
import { sendJson } from '../envelope.ts';

export interface ExtratosErrorBody {
  nome: string;
  mensagem: string;
  erros?: Array<{ caminho: string; mensagem: string }>;
}

export function extratosErrorBody(error: ApiError): ExtratosErrorBody {
  const { description } = error;
  if (typeof description === 'string') return { nome: error.entry.error, mensagem: description };
  return { nome: error.entry.error, mensagem: description.message, erros: [{ caminho: description.property, mensagem: description.message }] };
}

export function sendExtratosError(res: ServerResponse, error: ApiError): void {
  // A refused token is asked for again the OAuth way (RFC 6750).
  if (error.httpStatus === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="api-extratos"');
  sendJson(res, error.httpStatus, extratosErrorBody(error));
}

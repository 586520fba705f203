// How the dashboard names each fault, the same on the Falhas page and in the request log.
import type { ApiFaultKind, CallbackFaultKind, FaultWhen } from '../../api/types.ts';

export const API_FAULT_LABEL: Record<ApiFaultKind, string> = {
  error_500: 'Erro 500',
  error_503: 'Erro 503 (indisponível)',
  timeout: 'Timeout (nunca responde)',
  drop_connection: 'Conexão derrubada',
  latency: 'Latência',
  expired_token: '401 de token expirado',
};

export const API_FAULT_HINT: Record<ApiFaultKind, string> = {
  error_500: 'HTTP 500 com o corpo 3500000 internal_server_error da API.',
  error_503: 'HTTP 503 service_unavailable: o serviço fora do ar por instantes.',
  timeout: 'Segura a requisição sem responder até o cliente desistir (no máximo 5 min).',
  drop_connection: 'Fecha a conexão sem resposta: o cliente vê ECONNRESET ou “socket hang up”.',
  latency: 'Responde normalmente, mas só depois da latência escolhida.',
  expired_token: 'O 401 exato de um token vencido: o SDK deve pedir outro token e repetir.',
};

export const CALLBACK_FAULT_LABEL: Record<CallbackFaultKind, string> = {
  duplicate: 'Callback duplicado',
  out_of_order: 'Fora de ordem entre tokens',
  delay: 'Callback atrasado',
};

export const CALLBACK_FAULT_HINT: Record<CallbackFaultKind, string> = {
  duplicate: 'O mesmo POST notification=<token> é enviado duas vezes seguidas.',
  out_of_order: 'O callback de um token é retido e só sai depois do callback de outro token (ou após 60 s no relógio da conta).',
  delay: 'O callback sai mais tarde, no relógio da conta: avance o relógio ou espere.',
};

export const WHEN_LABEL: Record<FaultWhen, string> = {
  before: 'antes',
  after: 'depois',
};

export function faultLabel(fault: string): string {
  return API_FAULT_LABEL[fault as ApiFaultKind] ?? CALLBACK_FAULT_LABEL[fault as CallbackFaultKind] ?? fault;
}

/** "Erro 500 (depois)": how a request log row names the fault that changed it. */
export function faultMarkLabel(mark: { fault: string; when: string }): string {
  return `${faultLabel(mark.fault)} (${WHEN_LABEL[mark.when as FaultWhen] ?? mark.when})`;
}

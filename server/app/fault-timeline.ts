// The faults injected into a charge's story, as timeline lines: API calls about the charge whose
// answer a fault changed, and its callbacks that were duplicated, delayed or held back.
import type { AppContext } from './context.ts';
import type { FaultEventRow } from '../store/faults-repo.ts';
import { formatTimestamp } from '../domain/clock.ts';

export interface FaultTimelineEntry {
  at: string;
  kind: 'fault';
  title: string;
  detail: string | null;
  status_code?: number | null;
  delivery_id?: number;
}

const apiFaultNames: Record<string, string> = {
  error_500: 'erro 500',
  error_503: 'erro 503',
  timeout: 'sem resposta (timeout)',
  drop_connection: 'conexão derrubada',
  latency: 'latência',
  expired_token: '401 de token expirado',
};

function apiEntry(event: FaultEventRow): FaultTimelineEntry {
  const name = event.fault === 'latency' ? `latência de ${event.latency_ms} ms` : apiFaultNames[event.fault] ?? event.fault;
  const detail =
    event.when_applied === 'after'
      ? `depois: a requisição foi executada e gravada (resposta original HTTP ${event.status_code}), e o cliente recebeu a falha no lugar`
      : 'antes: a requisição não foi executada, nada mudou';
  return { at: formatTimestamp(event.virtual_at_ms), kind: 'fault', title: `Falha injetada: ${name} em ${event.route}`, detail: `${detail} · regra #${event.rule_id}` };
}

function callbackEntry(event: FaultEventRow): FaultTimelineEntry {
  const at = formatTimestamp(event.virtual_at_ms);
  const base = { at, kind: 'fault' as const, delivery_id: event.delivery_id ?? undefined };
  if (event.fault === 'duplicate') {
    const outcome = event.status_code !== null ? `HTTP ${event.status_code}` : (event.error ?? 'sem resposta');
    return { ...base, title: `Falha injetada: callback duplicado → ${outcome}`, detail: `o mesmo POST enviado duas vezes (entrega #${event.delivery_id}) · regra #${event.rule_id}`, status_code: event.status_code };
  }
  if (event.fault === 'delay') {
    return { ...base, title: `Falha injetada: callback atrasado ${event.latency_ms} ms`, detail: `entrega #${event.delivery_id}, no relógio da conta · regra #${event.rule_id}` };
  }
  const released = event.released_at_ms !== null ? `liberado em ${formatTimestamp(event.released_at_ms)}` : 'ainda retido';
  return { ...base, title: 'Falha injetada: callback fora de ordem (retido até sair o de outro token)', detail: `entrega #${event.delivery_id}, ${released} · regra #${event.rule_id}` };
}

/** API calls about the charge whose answer a fault changed. */
export function apiFaultTimeline(ctx: AppContext, accountId: number, chargeId: number): FaultTimelineEntry[] {
  return ctx.store.faults.eventsOfCharge(accountId, chargeId).filter((e) => e.target === 'api').map(apiEntry);
}

/** Faults on the given deliveries (the charge's token's). */
export function callbackFaultTimeline(ctx: AppContext, deliveryIds: number[]): FaultTimelineEntry[] {
  return deliveryIds.flatMap((id) => ctx.store.faults.eventsOfDelivery(id).map(callbackEntry));
}

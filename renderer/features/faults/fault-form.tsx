// "Nova regra": what to break (a /v1 route or the callbacks), how, and how often — the next N
// calls, a probability, or every call until the rule is removed.
import { useState, type FormEvent } from 'react';
import type { ApiFaultKind, CallbackFaultKind, FaultRuleRequest, FaultWhen } from '../../api/types.ts';
import { useFaultActions, useFaults, useToast } from '../../stores/hooks.ts';
import { ErrorMessage, Field } from '../../ui/components.tsx';
import { useSubmit } from '../charges/use-submit.ts';
import { API_FAULT_HINT, API_FAULT_LABEL, CALLBACK_FAULT_HINT, CALLBACK_FAULT_LABEL } from './fault-labels.ts';

type Target = 'api' | 'callbacks';

/** A rule of the API is "before" unless asked; a 401 exists only before (authentication comes first). */
const AFTER_ALLOWED = (fault: ApiFaultKind) => fault !== 'expired_token';

/** Empty is "no limit"; anything else is sent as typed and the API says what is wrong with it. */
const optionalNumber = (text: string, scale = 1): number | undefined => (text.trim() === '' ? undefined : Number(text.replace(',', '.')) * scale);

export function FaultForm() {
  const { routes } = useFaults();
  const { create } = useFaultActions();
  const toast = useToast();
  const [target, setTarget] = useState<Target>('api');
  const [route, setRoute] = useState('*');
  const [apiFault, setApiFault] = useState<ApiFaultKind>('error_500');
  const [when, setWhen] = useState<FaultWhen>('before');
  const [latency, setLatency] = useState('2000');
  const [callbackFault, setCallbackFault] = useState<CallbackFaultKind>('duplicate');
  const [delaySeconds, setDelaySeconds] = useState('600');
  const [times, setTimes] = useState('1');
  const [percent, setPercent] = useState('');

  const body = (): FaultRuleRequest => {
    const usage = { times: optionalNumber(times), probability: optionalNumber(percent, 0.01) };
    if (target === 'callbacks') {
      return { target, fault: callbackFault, ...(callbackFault === 'delay' ? { delay_ms: optionalNumber(delaySeconds, 1000) } : {}), ...usage };
    }
    return {
      target,
      route,
      fault: apiFault,
      when: AFTER_ALLOWED(apiFault) ? when : 'before',
      ...(apiFault === 'latency' ? { latency_ms: optionalNumber(latency) } : {}),
      ...usage,
    };
  };
  const { busy, error, submit } = useSubmit(async (event?: FormEvent) => {
    event?.preventDefault();
    const rule = await create(body());
    toast(`Regra #${rule.id} criada: ${target === 'api' ? API_FAULT_LABEL[apiFault] : CALLBACK_FAULT_LABEL[callbackFault]}.`);
  }, () => {});

  return (
    <section className="panel" aria-labelledby="fault-form-title">
      <h2 id="fault-form-title" className="panel-title">Nova regra</h2>
      <form className="form form-grid fault-form" onSubmit={(e) => void submit(e)}>
        <fieldset className="choice span-2">
          <legend className="visually-hidden">O que falha</legend>
          <label className="field-check">
            <input type="radio" name="fault-target" checked={target === 'api'} onChange={() => setTarget('api')} />
            Chamadas à API (<code>/v1</code>)
          </label>
          <label className="field-check">
            <input type="radio" name="fault-target" checked={target === 'callbacks'} onChange={() => setTarget('callbacks')} />
            Callbacks para a sua <code>notification_url</code>
          </label>
        </fieldset>

        {target === 'api' ? (
          <>
            <Field id="fault-route" label="Rota" hint="O padrão da rota do Express; “todas” inclui POST /v1/authorize.">
              <select id="fault-route" value={route} onChange={(e) => setRoute(e.target.value)}>
                {(routes.length ? routes : ['*']).map((r) => (
                  <option key={r} value={r}>
                    {r === '*' ? 'Todas as rotas (*)' : r}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="fault-kind" label="Falha" hint={API_FAULT_HINT[apiFault]}>
              <select id="fault-kind" value={apiFault} onChange={(e) => setApiFault(e.target.value as ApiFaultKind)}>
                {Object.entries(API_FAULT_LABEL).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </Field>
            <fieldset className="field-group span-2">
              <legend>Quando</legend>
              <div className="choice">
                <label className="field-check">
                  <input type="radio" name="fault-when" checked={when === 'before' || !AFTER_ALLOWED(apiFault)} onChange={() => setWhen('before')} />
                  Antes de executar — nada muda no sandbox
                </label>
                <label className="field-check">
                  <input type="radio" name="fault-when" disabled={!AFTER_ALLOWED(apiFault)} checked={when === 'after' && AFTER_ALLOWED(apiFault)} onChange={() => setWhen('after')} />
                  Depois de executar — a mudança é gravada, mas o cliente recebe a falha
                </label>
              </div>
            </fieldset>
            {apiFault === 'latency' && (
              <Field id="fault-latency" label="Latência (ms)" hint="Até 120.000 ms.">
                <input id="fault-latency" type="number" min={1} max={120000} value={latency} onChange={(e) => setLatency(e.target.value)} required />
              </Field>
            )}
          </>
        ) : (
          <>
            <Field id="fault-callback-kind" label="Falha" hint={CALLBACK_FAULT_HINT[callbackFault]}>
              <select id="fault-callback-kind" value={callbackFault} onChange={(e) => setCallbackFault(e.target.value as CallbackFaultKind)}>
                {Object.entries(CALLBACK_FAULT_LABEL).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </Field>
            {callbackFault === 'delay' && (
              <Field id="fault-delay" label="Atraso (segundos, no relógio da conta)" hint="Até 1 dia.">
                <input id="fault-delay" type="number" min={1} max={86400} value={delaySeconds} onChange={(e) => setDelaySeconds(e.target.value)} required />
              </Field>
            )}
          </>
        )}

        <Field id="fault-times" label="Quantas vezes" hint="Vazio: em toda chamada, até remover a regra.">
          <input id="fault-times" type="number" min={1} value={times} onChange={(e) => setTimes(e.target.value)} />
        </Field>
        <Field id="fault-probability" label="Probabilidade (%)" hint="Vazio: sempre. Com “quantas vezes”, conta só as que falharam.">
          <input id="fault-probability" type="number" min={0} max={100} step="any" value={percent} onChange={(e) => setPercent(e.target.value)} />
        </Field>

        <div className="span-2 button-row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Criando…' : 'Criar regra'}
          </button>
        </div>
        <div className="span-2">
          <ErrorMessage error={error} title="A regra não foi criada" />
        </div>
      </form>
    </section>
  );
}

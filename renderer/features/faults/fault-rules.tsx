// The account's rules: what each breaks, how often, how many times it has fired; remove one or all.
import { useState } from 'react';
import type { FaultRule } from '../../api/types.ts';
import { useFaultActions, useToast } from '../../stores/hooks.ts';
import { EmptyState, ErrorMessage } from '../../ui/components.tsx';
import { faultLabel, WHEN_LABEL } from './fault-labels.ts';

function whatItBreaks(rule: FaultRule): string {
  if (rule.target === 'callbacks') return 'callbacks';
  return rule.route === '*' ? 'todas as rotas' : rule.route;
}

function howItBreaks(rule: FaultRule): string {
  if (rule.target === 'callbacks') return rule.fault === 'delay' ? `${faultLabel(rule.fault)} ${(rule.delay_ms ?? 0) / 1000} s` : faultLabel(rule.fault);
  const latency = rule.fault === 'latency' ? ` ${rule.latency_ms} ms` : '';
  return `${faultLabel(rule.fault)}${latency} · ${WHEN_LABEL[rule.when]}`;
}

function howOften(rule: FaultRule): string {
  const chance = rule.probability === null ? 'sempre' : `${Math.round(rule.probability * 1000) / 10}% das chamadas`;
  const left = rule.times_left === null ? 'até remover' : `restam ${rule.times_left}`;
  return `${chance} · ${left}`;
}

export function FaultRules({ rules }: { rules: FaultRule[] }) {
  const { remove, removeAll } = useFaultActions();
  const toast = useToast();
  const [error, setError] = useState<unknown>(null);
  const run = (work: Promise<void>, done: string) => {
    setError(null);
    work.then(() => toast(done)).catch(setError);
  };

  return (
    <section className="panel" aria-labelledby="fault-rules-title">
      <div className="panel-head-row">
        <h2 id="fault-rules-title" className="panel-title">Regras desta conta</h2>
        {rules.length > 0 && (
          <button type="button" className="btn btn-small btn-danger" onClick={() => run(removeAll(), 'Todas as regras foram removidas.')}>
            Remover todas
          </button>
        )}
      </div>
      <ErrorMessage error={error} title="Não foi possível remover" />
      {rules.length === 0 ? (
        <EmptyState title="Nenhuma regra: a API e os callbacks se comportam normalmente.">
          <p>Crie uma regra acima para ver como o seu código reage a erros, timeouts e callbacks fora do roteiro.</p>
        </EmptyState>
      ) : (
        <div className="table-scroll">
          <table className="table fault-rules-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Onde</th>
                <th scope="col">Falha</th>
                <th scope="col">Frequência</th>
                <th scope="col" className="num">Disparos</th>
                <th scope="col">Estado</th>
                <th scope="col">
                  <span className="visually-hidden">Ação</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.id} className={rule.spent ? 'rule-spent' : undefined}>
                  <td className="mono">{rule.id}</td>
                  <td className="mono">{whatItBreaks(rule)}</td>
                  <td>{howItBreaks(rule)}</td>
                  <td>{howOften(rule)}</td>
                  <td className="num">{rule.hits}</td>
                  <td>
                    <span className={`outcome ${rule.spent ? 'outcome-ok' : 'outcome-warn'}`}>{rule.spent ? 'esgotada' : 'ativa'}</span>
                  </td>
                  <td className="num">
                    <button
                      type="button"
                      className="btn btn-small"
                      aria-label={`Remover a regra #${rule.id}`}
                      onClick={() => run(remove(rule.id), `Regra #${rule.id} removida.`)}
                    >
                      Remover
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

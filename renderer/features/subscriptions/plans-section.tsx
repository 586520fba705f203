// The account's plans, under the subscriptions: each with its terms, how many subscriptions it has
// and "Assinar"; "Novo plano" makes one, which is then marked and scrolled to.
import { useEffect, useRef, useState } from 'react';
import { usePlans } from '../../stores/hooks.ts';
import { ErrorMessage } from '../../ui/components.tsx';
import { formatInteger } from '../../ui/format.ts';
import { NewPlanButton } from './new-plan-dialog.tsx';
import { NewSubscriptionButton } from './new-subscription-dialog.tsx';
import { planEvery, planRepeats } from './subscription-rules.ts';

export function PlansSection() {
  const { plans, total, error } = usePlans();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const created = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    created.current?.scrollIntoView({ block: 'nearest' });
  }, [createdId, plans]);

  return (
    <section className="plans" aria-labelledby="plans-title">
      <div className="plans-head">
        <h2 id="plans-title" className="panel-title plans-title">
          Planos{total !== null && <span className="plans-count"> · {formatInteger(total)}</span>}
        </h2>
        <NewPlanButton onCreated={(plan) => setCreatedId(plan.plan_id)} />
      </div>
      <ErrorMessage error={error} title="Não foi possível carregar os planos" />
      {total === null && !error ? null : plans.length === 0 && !error ? (
        <p className="muted small plans-empty">
          Nenhum plano ainda: <code>POST /v1/plan</code> com <code>name</code>, <code>interval</code> (meses) e <code>repeats</code>.
        </p>
      ) : (
        <div className="plans-scroll">
          <table className="table table-compact plans-table" aria-label="Planos da conta">
            <thead>
              <tr>
                <th scope="col">Plano</th>
                <th scope="col">Cobra</th>
                <th scope="col" className="num">Assinaturas</th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.map((plan) => {
                const isNew = plan.plan_id === createdId;
                return (
                  <tr key={plan.plan_id} ref={isNew ? created : undefined} className={isNew ? 'selected' : undefined} aria-current={isNew || undefined}>
                    <td>
                      <div className="cell-stack">
                        <span>{plan.name}</span>
                        <span className="muted small mono">#{plan.plan_id}</span>
                      </div>
                    </td>
                    <td>
                      <div className="cell-stack">
                        {/* May wrap ("a cada 6 / meses"): at 1024 px the list is narrow, and "Assinar" needs its room. */}
                        <span>{planEvery(plan.interval)}</span>
                        <span className="muted small nowrap">{planRepeats(plan.repeats)}</span>
                      </div>
                    </td>
                    <td className="num">{formatInteger(plan.subscriptions)}</td>
                    <td className="plans-action">
                      <NewSubscriptionButton planId={plan.plan_id} label="Assinar" name={`Assinar o plano #${plan.plan_id}`} small />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

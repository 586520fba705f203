// "Novo plano": a plan made by hand (POST /v1/plan). The plans table marks the new one, whose
// "Assinar" starts its first subscription.
import { useState } from 'react';
import type { PlanCreated } from '../../api/types.ts';
import { useAccountStores, useToast } from '../../stores/hooks.ts';
import { Dialog, ErrorMessage } from '../../ui/components.tsx';
import { useSubmit } from '../charges/use-submit.ts';
import { PlanFields, SAMPLE_PLAN, planForApi } from './plan-fields.tsx';
import { planEvery, planRepeats } from './subscription-rules.ts';

export function NewPlanButton({ onCreated }: { onCreated(plan: PlanCreated): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-small" onClick={() => setOpen(true)}>
        Novo plano
      </button>
      {open && <NewPlanDialog onClose={() => setOpen(false)} onCreated={onCreated} />}
    </>
  );
}

function NewPlanDialog({ onClose, onCreated }: { onClose(): void; onCreated(plan: PlanCreated): void }) {
  const { api, subscriptions } = useAccountStores();
  const toast = useToast();
  const [plan, setPlan] = useState(SAMPLE_PLAN);
  const { busy, error, submit, clearError } = useSubmit(async () => {
    const created = await api.createPlan(planForApi(plan));
    toast(`Plano #${created.plan_id} criado: ${planEvery(created.interval)}, ${planRepeats(created.repeats)}.`);
    await subscriptions.getState().refresh();
    onCreated(created);
  }, onClose);

  return (
    <Dialog title="Novo plano" onClose={onClose}>
      <form className="form" noValidate onSubmit={submit} onInput={clearError}>
        <p className="muted small">
          Um plano diz quanto em quanto tempo se cobra (<code>POST /v1/plan</code>); o valor vem de cada assinatura.
        </p>
        <PlanFields idPrefix="np" plan={plan} onChange={setPlan} />
        <ErrorMessage error={error} title="A API recusou o plano" />
        <div className="dialog-foot">
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Criando…' : 'Criar plano'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

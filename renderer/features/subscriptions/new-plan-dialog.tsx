// "Novo plano": a plan made by hand (POST /v1/plan). The plans table marks the new one, whose
// "Assinar" starts its first subscription.
import { useState } from 'react';
import type { PlanCreated } from '../../api/types.ts';
import { useAccountStores, useToast } from '../../stores/hooks.ts';
import { CreateForm } from '../charges/create-form.tsx';
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
    <CreateForm
      title="Novo plano"
      grid={false}
      intro={<>Um plano diz de quanto em quanto tempo se cobra (<code>POST /v1/plan</code>); o valor vem de cada assinatura.</>}
      {...{ submit, clearError, error, busy, onClose }}
      errorTitle="A API recusou o plano"
      confirm="Criar plano"
    >
      <PlanFields idPrefix="np" plan={plan} onChange={setPlan} />
    </CreateForm>
  );
}

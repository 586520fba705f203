// "Nova assinatura": a subscription to a plan, its first period paid by boleto, in one call
// (POST /v1/plan/:id/subscription/one-step) — or, with no plan yet, the plan first (POST /v1/plan).
// A plan made here is kept as the choice, so a retry after the API refused the subscription does
// not make a second plan.
import { useState } from 'react';
import { useAccountStores, useClockNow, useNavigate, usePlans, useToast } from '../../stores/hooks.ts';
import { addMs } from '../../stores/clock-math.ts';
import { Field } from '../../ui/components.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { datePart, formatMoney } from '../../ui/format.ts';
import {
  CustomerFields, ItemFields, NotificationUrlField, SAMPLE_CUSTOMER_DRAFT, SAMPLE_ITEM, customerForApi, itemsForApi, metadataForApi,
} from '../charges/charge-fields.tsx';
import { CreateForm } from '../charges/create-form.tsx';
import { useSubmit } from '../charges/use-submit.ts';
import { PlanFields, SAMPLE_PLAN, planForApi } from './plan-fields.tsx';
import { planEvery, planRepeats } from './subscription-rules.ts';

const NEW_PLAN = 'new';

/** `name`: the accessible name when several buttons read alike ("Assinar" on each plan). */
export function NewSubscriptionButton({ planId, label = 'Nova assinatura', name, small }: { planId?: number; label?: string; name?: string; small?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`btn ${small ? 'btn-small' : 'btn-primary'}`} aria-label={name} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && <NewSubscriptionDialog planId={planId} onClose={() => setOpen(false)} />}
    </>
  );
}

function NewSubscriptionDialog({ planId, onClose }: { planId?: number; onClose(): void }) {
  const { api, subscriptions } = useAccountStores();
  const { plans } = usePlans();
  const { now } = useClockNow();
  const navigate = useNavigate();
  const toast = useToast();
  const [planChoice, setPlanChoice] = useState(String(planId ?? plans[0]?.plan_id ?? NEW_PLAN));
  const [plan, setPlan] = useState(SAMPLE_PLAN);
  const [item, setItem] = useState(SAMPLE_ITEM);
  const [expireAt, setExpireAt] = useState(now ? datePart(addMs(now, 3 * 86_400_000)) : '');
  const [customer, setCustomer] = useState(SAMPLE_CUSTOMER_DRAFT);
  const [notificationUrl, setNotificationUrl] = useState('');

  const { busy, error, submit, clearError } = useSubmit(async () => {
    let chosen = Number(planChoice);
    if (planChoice === NEW_PLAN) {
      const created = await api.createPlan(planForApi(plan));
      chosen = created.plan_id;
      setPlanChoice(String(chosen));
      void subscriptions.getState().refresh();
    }
    const metadata = metadataForApi('', notificationUrl);
    const subscribed = await api.subscribeOneStep(chosen, {
      items: itemsForApi(item),
      ...(metadata ? { metadata } : {}),
      payment: { banking_billet: { customer: customerForApi(customer), expire_at: expireAt } },
    });
    toast(`Assinatura #${subscribed.subscription_id} criada: 1º boleto, cobrança #${subscribed.charge.id}, ${formatMoney(subscribed.total)}.`);
    await subscriptions.getState().refresh();
    navigate('assinaturas', subscribed.subscription_id);
  }, onClose);

  return (
    <CreateForm
      title="Nova assinatura"
      intro={
        <>
          Assina um plano e emite o boleto do 1º período num passo só (<code>POST /v1/plan/:id/subscription/one-step</code>), como o seu código
          faria; o relógio da conta faz as renovações.
        </>
      }
      {...{ submit, clearError, error, busy, onClose }}
      errorTitle="A API recusou"
      confirm="Criar assinatura"
    >
      <Field id="ns-plan" label="Plano">
        <select id="ns-plan" value={planChoice} onChange={(e) => setPlanChoice(e.target.value)}>
          {plans.map((p) => (
            <option key={p.plan_id} value={p.plan_id}>
              #{p.plan_id} {p.name} — {planEvery(p.interval)}, {planRepeats(p.repeats)}
            </option>
          ))}
          <option value={NEW_PLAN}>Um plano novo…</option>
        </select>
      </Field>
      {planChoice === NEW_PLAN && <PlanFields idPrefix="ns" plan={plan} onChange={setPlan} />}
      <ItemFields idPrefix="ns" item={item} onChange={setItem} valueLabel="Valor de cada cobrança (R$)" />
      <DateField
        id="ns-expire"
        label="Vencimento do 1º boleto"
        value={expireAt}
        onChange={setExpireAt}
        today={now ? datePart(now) : undefined}
        required
      />
      <CustomerFields idPrefix="ns" customer={customer} onChange={setCustomer} />
      <NotificationUrlField id="ns-url" value={notificationUrl} onChange={setNotificationUrl} hint="Para onde o sandbox envia os callbacks da assinatura e das suas cobranças." />
    </CreateForm>
  );
}

// A plan's three fields (POST /v1/plan): its name, every how many months it charges, and how many
// times — or until canceled. Shared by "Novo plano" and "Nova assinatura" (a plan made on the way).
import type { CreatePlanRequest } from '../../api/types.ts';
import { CheckedField } from '../../ui/checked-field.tsx';
import { Field } from '../../ui/components.tsx';
import { checkRequired, checkWholeNumber } from '../../ui/field-checks.ts';
import { PLAN_INTERVAL, PLAN_REPEATS, planEvery } from './subscription-rules.ts';
const INTERVALS = Array.from({ length: PLAN_INTERVAL.max }, (_, i) => i + 1);

export interface PlanDraft {
  name: string;
  interval: number;
  /** Empty: until canceled. */
  repeats: string;
}

export const SAMPLE_PLAN: PlanDraft = { name: 'Plano mensal', interval: 1, repeats: '12' };

function planErrors(plan: PlanDraft) {
  return {
    name: checkRequired(plan.name),
    repeats: plan.repeats.trim() === '' ? null : checkWholeNumber(plan.repeats, PLAN_REPEATS.min, PLAN_REPEATS.max).error,
  };
}

/** Call only once the form's fields said valid. */
export function planForApi(plan: PlanDraft): CreatePlanRequest {
  return { name: plan.name.trim(), interval: plan.interval, repeats: plan.repeats.trim() === '' ? null : Number(plan.repeats.trim()) };
}

export function PlanFields({ idPrefix, plan, onChange }: { idPrefix: string; plan: PlanDraft; onChange(plan: PlanDraft): void }) {
  const errors = planErrors(plan);
  return (
    <>
      <CheckedField
        id={`${idPrefix}-plan-name`}
        label="Nome do plano"
        value={plan.name}
        maxLength={255}
        required
        error={errors.name}
        onChange={(name) => onChange({ ...plan, name })}
      />
      <Field id={`${idPrefix}-plan-interval`} label="Cobra">
        <select id={`${idPrefix}-plan-interval`} value={plan.interval} onChange={(e) => onChange({ ...plan, interval: Number(e.target.value) })}>
          {INTERVALS.map((months) => (
            <option key={months} value={months}>
              {planEvery(months)}
            </option>
          ))}
        </select>
      </Field>
      <CheckedField
        id={`${idPrefix}-plan-repeats`}
        label="Quantas cobranças (repeats)"
        hint={`De ${PLAN_REPEATS.min} a ${PLAN_REPEATS.max}; vazio: até cancelar.`}
        inputMode="numeric"
        value={plan.repeats}
        eager
        error={errors.repeats}
        onChange={(repeats) => onChange({ ...plan, repeats })}
      />
    </>
  );
}

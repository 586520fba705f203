// Pay a `new` charge by card, or try another card after a refusal — the way a checkout does it:
// the browser turns the card into a payment_token (here POST /sandbox/v1/payment-tokens) and the
// integrator's backend pays with the token (POST /v1/charge/:id/pay, or /retry). The acquirer's
// answer is shown as the API gave it: approved, or refused with its reason.
import { useEffect, useState, type FormEvent } from 'react';
import type { CardPaidResult, InstallmentOption } from '../../api/types.ts';
import { useDetailActions } from '../../stores/hooks.ts';
import { Dialog, ErrorMessage, Field, StatusBadge } from '../../ui/components.tsx';
import { formatMoney } from '../../ui/format.ts';
import { TestCardPicker, useChosenTestCard } from './test-card-picker.tsx';
import { PayerFields, payerForApi, type Payer } from './payer-fields.tsx';
import { SAMPLE_BILLING_ADDRESS, SAMPLE_CUSTOMER } from './sample-payer.ts';

const INSTALLMENT_COUNTS = Array.from({ length: 12 }, (_, i) => i + 1);

type Mode = { kind: 'pay' } | { kind: 'retry'; installments: number };

export function CardPayDialog({ chargeId, mode, onClose }: { chargeId: number; mode: Mode; onClose(): void }) {
  const { payWithCard, retryCard } = useDetailActions();
  const choice = useChosenTestCard();
  const card = choice.chosen;
  const [installments, setInstallments] = useState(1);
  const [payer, setPayer] = useState<Payer>({ customer: SAMPLE_CUSTOMER, address: SAMPLE_BILLING_ADDRESS });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [answer, setAnswer] = useState<CardPaidResult | null>(null);
  const retrying = mode.kind === 'retry';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!card) return;
    setBusy(true);
    setError(null);
    try {
      const { customer, address } = payerForApi(payer);
      const input = { card, customer, billingAddress: address };
      setAnswer(retrying ? await retryCard(input) : await payWithCard({ ...input, installments }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const title = `${retrying ? 'Tentar outro cartão' : 'Pagar com cartão'} — cobrança #${chargeId}`;
  return (
    <Dialog title={title} onClose={onClose} wide={!answer}>
      {answer ? (
        <>
          <CardAnswer answer={answer} />
          <div className="dialog-foot">
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Voltar à cobrança
            </button>
          </div>
        </>
      ) : (
        <form className="form" onSubmit={submit}>
          <p className="muted small">
            Como num checkout: o cartão vira um <code>payment_token</code> (<code>POST /sandbox/v1/payment-tokens</code>, o
            papel do tokenizador do navegador) e o pagamento vai com o token para{' '}
            <code>{retrying ? `POST /v1/charge/${chargeId}/retry` : `POST /v1/charge/${chargeId}/pay`}</code>.
          </p>
          <TestCardPicker choice={choice} />
          {mode.kind === 'pay' ? (
            <InstallmentsField brand={card?.brand ?? null} value={installments} onChange={setInstallments} />
          ) : (
            <p className="small">
              Parcelas: <strong>{mode.installments}×</strong>{' '}
              <span className="muted">— a nova tentativa mantém o parcelamento da anterior.</span>
            </p>
          )}
          <PayerFields payer={payer} onChange={setPayer} />
          <ErrorMessage error={error} title="A API recusou o pagamento" />
          <div className="dialog-foot">
            <button type="button" className="btn" onClick={onClose}>
              Voltar
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy || !card}>
              {busy ? 'Pagando…' : retrying ? 'Tentar com este cartão' : 'Pagar com este cartão'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/**
 * 1 to 12 installments. The values come from GET /v1/installments for the charge's total, what a
 * checkout shows the payer; without that list (an older engine) the counts alone, and the answer tells the values.
 */
function InstallmentsField({ brand, value, onChange }: { brand: string | null; value: number; onChange(n: number): void }) {
  const { installments } = useDetailActions();
  const [options, setOptions] = useState<InstallmentOption[]>([]);
  useEffect(() => {
    if (!brand) return;
    const controller = new AbortController();
    installments(brand, controller.signal).then(
      (list) => !controller.signal.aborted && setOptions(list),
      () => !controller.signal.aborted && setOptions([]),
    );
    return () => controller.abort();
  }, [brand, installments]);
  const label = (n: number) => {
    const option = options.find((o) => o.installment === n);
    if (!option) return n === 1 ? '1× (à vista)' : `${n}×`;
    const interest = option.has_interest ? 'com juros' : 'sem juros';
    return `${n}× de ${formatMoney(option.value)} (${interest}) — total ${formatMoney(option.value * n)}`;
  };
  return (
    <Field id="card-installments" label="Parcelas">
      <select id="card-installments" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {INSTALLMENT_COUNTS.map((n) => (
          <option key={n} value={n}>
            {label(n)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The pay (or retry) answer: HTTP 200 either way; a refusal is `status: unpaid` with `refusal`. */
export function CardAnswer({ answer }: { answer: CardPaidResult }) {
  const plan = `${answer.installments}× de ${formatMoney(answer.installment_value)} = ${formatMoney(answer.total)}`;
  if (answer.refusal) {
    return (
      <div className="card-answer card-answer-refused" role="status" aria-label="Resposta da operadora">
        <p>
          <StatusBadge status={answer.status} /> <strong>Recusado: {answer.refusal.reason}</strong>
        </p>
        <p className="muted small">
          A API respondeu HTTP 200 com <code>status: "{answer.status}"</code> e <code>refusal.retry: {String(answer.refusal.retry)}</code>
          {answer.refusal.retry ? ' — tente outro cartão em “Tentar outro cartão”.' : '.'} Parcelamento: {plan}.
        </p>
      </div>
    );
  }
  return (
    <div className="card-answer card-answer-approved" role="status" aria-label="Resposta da operadora">
      <p>
        <StatusBadge status={answer.status} /> <strong>Aprovado pela operadora: {plan}.</strong>
      </p>
      <p className="muted small">
        A captura (<code>paid</code>) acontece no dia seguinte, no relógio da conta: avance o Relógio para vê-la.
      </p>
    </div>
  );
}

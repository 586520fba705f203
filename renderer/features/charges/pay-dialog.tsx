// Pay the boleto at the bank: pick the payment date, see what is due on that date (fine,
// interest, discount — GET /sandbox/v1/bank/quote), adjust the amount if the payer pays short or
// over, confirm (POST /sandbox/v1/bank/payments).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BankQuote, BoletoInfo } from '../../api/types.ts';
import { useClockNow, useDetailActions, useToast } from '../../stores/hooks.ts';
import { Dialog, ErrorMessage, Field } from '../../ui/components.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { centsToInput, datePart, formatDate, formatMoney, parseMoney } from '../../ui/format.ts';

export function PayDialog({ chargeId, boleto, issuedAt, onClose }: { chargeId: number; boleto: BoletoInfo; issuedAt: string | null; onClose(): void }) {
  const { now } = useClockNow();
  const today = now ? datePart(now) : '';
  const { quote, payAtBank } = useDetailActions();
  const toast = useToast();
  const [paidAt, setPaidAt] = useState(today);
  const [quoted, setQuoted] = useState<BankQuote | null>(null);
  const [quoteError, setQuoteError] = useState<unknown>(null);
  const [amountText, setAmountText] = useState('');
  // Read when a quote arrives, not when it is asked for: an amount typed meanwhile is kept.
  const touchedAmount = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!paidAt) return;
    const controller = new AbortController();
    setQuoteError(null);
    quote(paidAt, controller.signal)
      .then((q) => {
        setQuoted(q);
        if (!touchedAmount.current) setAmountText(centsToInput(q.total));
      })
      .catch((e) => {
        if (!controller.signal.aborted) {
          setQuoted(null);
          setQuoteError(e);
        }
      });
    return () => controller.abort();
  }, [paidAt, quote]);

  const amount = parseMoney(amountText);
  const amountInvalid = amountText !== '' && amount === null;
  const differs = quoted !== null && amount !== null && amount !== quoted.total;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amountInvalid || !paidAt) return;
    setBusy(true);
    setError(null);
    try {
      const result = await payAtBank({ paidAt, amount: quoted && amount === quoted.total ? null : amount });
      toast(`Cobrança #${result.charge_id} paga no banco: ${formatMoney(result.value)} em ${formatDate(result.received_by_bank_at)}.`);
      onClose();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={`Pagar no banco — cobrança #${chargeId}`} onClose={onClose}>
      <form onSubmit={submit} className="form">
        <p className="muted small">
          Um pagador paga este boleto num banco. Vencimento: <strong>{formatDate(boleto.expire_at)}</strong>.
        </p>
        <DateField
          id="pay-date"
          label="Data do pagamento"
          hint="Hoje no relógio da conta, ou um dia anterior (não antes da emissão do boleto)."
          value={paidAt}
          onChange={setPaidAt}
          min={issuedAt ? datePart(issuedAt) : undefined}
          max={today || undefined}
          today={today || undefined}
          required
        />

        <div className="quote" aria-live="polite">
          {quoteError ? (
            <ErrorMessage error={quoteError} title="Não há como pagar nesta data" />
          ) : quoted ? (
            <table className="table table-compact quote-table" aria-label={`Valor devido em ${formatDate(quoted.paid_at)}`}>
              <tbody>
                <tr>
                  <th scope="row">Valor do boleto</th>
                  <td className="num">{formatMoney(quoted.base)}</td>
                </tr>
                {quoted.discount > 0 && (
                  <tr>
                    <th scope="row">Desconto</th>
                    <td className="num">− {formatMoney(quoted.discount)}</td>
                  </tr>
                )}
                {quoted.fine > 0 && (
                  <tr>
                    <th scope="row">Multa</th>
                    <td className="num">+ {formatMoney(quoted.fine)}</td>
                  </tr>
                )}
                {quoted.interest > 0 && (
                  <tr>
                    <th scope="row">Juros ({quoted.daysLate} {quoted.daysLate === 1 ? 'dia' : 'dias'} de atraso)</th>
                    <td className="num">+ {formatMoney(quoted.interest)}</td>
                  </tr>
                )}
                <tr className="quote-total">
                  <th scope="row">Devido em {formatDate(quoted.paid_at)}</th>
                  <td className="num">{formatMoney(quoted.total)}</td>
                </tr>
              </tbody>
            </table>
          ) : (
            <p className="muted">Calculando o valor devido…</p>
          )}
          {quoted && quoted.daysLate > 0 && quoted.fine === 0 && quoted.interest === 0 && (
            <p className="muted small">Pago {quoted.daysLate} dias após o vencimento; o boleto não tem multa nem juros configurados.</p>
          )}
        </div>

        <Field
          id="pay-amount"
          label="Valor pago (R$)"
          hint={differs ? 'Diferente do valor devido: o pagamento é aceito e anotado no histórico.' : 'O valor devido na data; mude para simular pagamento a menor ou a maior.'}
        >
          <input
            id="pay-amount"
            inputMode="decimal"
            value={amountText}
            aria-invalid={amountInvalid}
            aria-describedby="pay-amount-hint"
            onChange={(e) => {
              touchedAmount.current = true;
              setAmountText(e.target.value);
            }}
          />
        </Field>
        {amountInvalid && <p className="field-error">Use o formato 1.234,56.</p>}

        <ErrorMessage error={error} title="O banco recusou o pagamento" />
        <div className="dialog-foot">
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || amountInvalid || !paidAt || amount === null}>
            {busy ? 'Pagando…' : `Confirmar pagamento${amount !== null ? ` de ${formatMoney(amount)}` : ''}`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

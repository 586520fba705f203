// Pay the boleto at the bank: pick the payment date, see what is due on that date (fine,
// interest, discount — GET /sandbox/v1/bank/quote), then either pay the barcode, adjusting the
// amount if the payer pays short or over (POST /sandbox/v1/bank/payments), or, on a Bolix, pay by
// Pix: paste or pick the code, pay the payload's valor.final of that day — the same quote, the one
// money function — (POST /sandbox/v1/bank/pix).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BankQuote, BoletoInfo } from '../../api/types.ts';
import { useClockNow, useDetailActions, useToast } from '../../stores/hooks.ts';
import { Dialog, ErrorMessage, Field } from '../../ui/components.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { centsToInput, datePart, formatDate, formatMoney, parseMoney } from '../../ui/format.ts';

type Way = 'barcode' | 'pix';

export function PayDialog({ chargeId, boleto, issuedAt, onClose }: { chargeId: number; boleto: BoletoInfo; issuedAt: string | null; onClose(): void }) {
  const { now } = useClockNow();
  const today = now ? datePart(now) : '';
  const { quote, payAtBank, payByPix } = useDetailActions();
  const pix = boleto.pix ?? null;
  const [way, setWay] = useState<Way>('barcode');
  const [code, setCode] = useState(pix?.qrcode ?? '');
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
  // The quote is this boleto's: the amount a pasted code of another charge pays is that charge's own.
  const ownCode = pix !== null && code.trim() === pix.qrcode;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!paidAt || (way === 'barcode' && amountInvalid) || (way === 'pix' && code.trim() === '')) return;
    setBusy(true);
    setError(null);
    try {
      if (way === 'pix') {
        const result = await payByPix({ qrcode: code.trim(), paidAt });
        toast(`Cobrança #${result.charge_id} paga por Pix: ${formatMoney(result.value)} em ${formatDate(result.received_by_bank_at)}.`);
      } else {
        const result = await payAtBank({ paidAt, amount: quoted && amount === quoted.total ? null : amount });
        const confirmation = result.confirms_on ? ` Confirmação do banco em ${formatDate(result.confirms_on)}.` : '';
        toast(`Cobrança #${result.charge_id} paga no banco: ${formatMoney(result.value)} em ${formatDate(result.received_by_bank_at)}.${confirmation}`);
      }
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
        {pix && (
          <div className="tabs" role="tablist" aria-label="Forma de pagamento">
            <button type="button" role="tab" aria-selected={way === 'barcode'} className="tab" onClick={() => setWay('barcode')}>
              Código de barras
            </button>
            <button type="button" role="tab" aria-selected={way === 'pix'} className="tab" onClick={() => setWay('pix')}>
              Pix
            </button>
          </div>
        )}
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

        {way === 'pix' && pix ? (
          <PixCodeField code={code} own={pix.qrcode} onChange={setCode} />
        ) : (
          <>
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
          </>
        )}

        <ErrorMessage error={error} title="O banco recusou o pagamento" />
        <div className="dialog-foot">
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
          {way === 'pix' ? (
            <button type="submit" className="btn btn-primary" disabled={busy || !paidAt || code.trim() === ''}>
              {busy ? 'Pagando…' : `Pagar com Pix${ownCode && quoted ? ` ${formatMoney(quoted.total)}` : ''}`}
            </button>
          ) : (
            <button type="submit" className="btn btn-primary" disabled={busy || amountInvalid || !paidAt || amount === null}>
              {busy ? 'Pagando…' : `Confirmar pagamento${amount !== null ? ` de ${formatMoney(amount)}` : ''}`}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The "Pix copia e cola" the payer pastes in the bank's app: this charge's code to start with (pick
 * it again with one click), or any pasted one — the bank finds the charge by the code alone.
 */
function PixCodeField({ code, own, onChange }: { code: string; own: string; onChange(code: string): void }) {
  const other = code.trim() !== '' && code.trim() !== own;
  return (
    <Field
      id="pix-code"
      label="Pix copia e cola"
      hint={other ? 'Não é o código deste boleto: o banco cobra o valor do boleto a que ele pertence, nesta data.' : 'O banco lê o código e cobra o valor final do dia (desconto, multa e juros já aplicados), sem ajuste.'}
    >
      <textarea id="pix-code" rows={4} spellCheck={false} value={code} aria-describedby="pix-code-hint" onChange={(e) => onChange(e.target.value)} className="mono pix-paste" />
      {code.trim() !== own && (
        <button type="button" className="btn btn-small" onClick={() => onChange(own)}>
          Usar o código deste boleto
        </button>
      )}
    </Field>
  );
}

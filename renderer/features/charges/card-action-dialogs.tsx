// What happens to a paid card charge afterwards: the merchant refunds it (the real /v1 route), or
// the payer disputes it with the card issuer and the dispute ends one way or the other (world
// actions of the control API).
import { useState, type FormEvent } from 'react';
import type { CardInfo, DisputeWinner } from '../../api/types.ts';
import { useDetailActions, useToast } from '../../stores/hooks.ts';
import { Dialog, ErrorMessage, Field } from '../../ui/components.tsx';
import { centsToInput, formatMoney, parseMoney } from '../../ui/format.ts';
import { useSubmit } from './use-submit.ts';

export function RefundDialog({ chargeId, card, onClose }: { chargeId: number; card: CardInfo; onClose(): void }) {
  const { refund } = useDetailActions();
  const toast = useToast();
  const remaining = card.total - card.refunded;
  const [whole, setWhole] = useState(true);
  const [amountText, setAmountText] = useState(centsToInput(remaining));
  const amount = whole ? remaining : parseMoney(amountText);
  const amountInvalid = !whole && amount === null;
  // No upper bound here on purpose: asking for more than is left shows the API's own refusal.
  const { busy, error, submit } = useSubmit(async () => {
    await refund(whole ? null : amount);
    const left = remaining - (amount ?? 0);
    toast(`Reembolso de ${formatMoney(amount)} na cobrança #${chargeId}${left > 0 ? ` — restam ${formatMoney(left)}.` : ': tudo devolvido.'}`);
  }, onClose);

  return (
    <Dialog title={`Reembolsar — cobrança #${chargeId}`} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p className="muted small">
          <code>POST /v1/charge/card/{chargeId}/refund</code>: sem corpo devolve tudo o que resta; com{' '}
          <code>{'{ "amount": centavos }'}</code>, uma parte. Reembolsos parciais se somam e a cobrança continua{' '}
          <code>paid</code>; quando nada resta, vira <code>refunded</code> (com callback).
        </p>
        <p className="small">
          Pago: <strong>{formatMoney(card.total)}</strong>
          {card.refunded > 0 && <> · já reembolsado: {formatMoney(card.refunded)}</>} · reembolsável:{' '}
          <strong>{formatMoney(remaining)}</strong>
        </p>
        <fieldset className="choice">
          <legend className="visually-hidden">Quanto reembolsar</legend>
          <label className="field-check">
            <input type="radio" name="refund-kind" checked={whole} onChange={() => setWhole(true)} />
            Tudo o que resta ({formatMoney(remaining)})
          </label>
          <label className="field-check">
            <input type="radio" name="refund-kind" checked={!whole} onChange={() => setWhole(false)} />
            Uma parte
          </label>
        </fieldset>
        {!whole && (
          <Field id="refund-amount" label="Valor do reembolso (R$)" hint={`Até ${formatMoney(remaining)}.`}>
            <input
              id="refund-amount"
              inputMode="decimal"
              value={amountText}
              aria-invalid={amountInvalid}
              aria-describedby="refund-amount-hint"
              onChange={(e) => setAmountText(e.target.value)}
            />
          </Field>
        )}
        {amountInvalid && <p className="field-error">Use o formato 1.234,56.</p>}
        <ErrorMessage error={error} title="A API recusou o reembolso" />
        <div className="dialog-foot">
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy || amount === null}>
            {busy ? 'Reembolsando…' : `Reembolsar ${formatMoney(amount)}`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function DisputeDialog({ chargeId, onClose }: { chargeId: number; onClose(): void }) {
  const { dispute } = useDetailActions();
  const toast = useToast();
  const { busy, error, submit } = useSubmit(async () => {
    await dispute();
    toast(`Cobrança #${chargeId} contestada pelo pagador: agora está contested.`);
  }, onClose);
  return (
    <Dialog title={`Pagador contesta — cobrança #${chargeId}`} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p>
          O pagador não reconhece a compra e a contesta com o emissor do cartão (chargeback). A cobrança vai de{' '}
          <code>paid</code> para <code>contested</code>, com callback, até a contestação ser resolvida.
        </p>
        <p className="muted small">
          <code>POST /sandbox/v1/charges/{chargeId}/dispute</code> — uma ação do mundo, sem rota equivalente na API real.
        </p>
        <ErrorMessage error={error} title="O sandbox recusou a contestação" />
        <div className="dialog-foot">
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {busy ? 'Enviando…' : 'Registrar contestação'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const WINNER_TOAST: Record<DisputeWinner, string> = {
  merchant: 'o vendedor venceu, a cobrança volta a paid.',
  payer: 'o pagador venceu, a cobrança vira refunded.',
};

/** The button that submitted the form: each outcome is its own submit button, as in plain HTML. */
function submitterValue(event: FormEvent | undefined): string | undefined {
  return ((event?.nativeEvent as SubmitEvent | undefined)?.submitter as HTMLButtonElement | null)?.value;
}

export function ResolveDisputeDialog({ chargeId, onClose }: { chargeId: number; onClose(): void }) {
  const { resolveDispute } = useDetailActions();
  const toast = useToast();
  const { busy, error, submit } = useSubmit(async (event) => {
    const winner: DisputeWinner = submitterValue(event) === 'payer' ? 'payer' : 'merchant';
    await resolveDispute(winner);
    toast(`Contestação da cobrança #${chargeId} encerrada: ${WINNER_TOAST[winner]}`);
  }, onClose);
  return (
    <Dialog title={`Resolver contestação — cobrança #${chargeId}`} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p className="muted small">
          <code>POST /sandbox/v1/charges/{chargeId}/dispute/resolve</code> com <code>{'{ "winner": … }'}</code>. Cada
          desfecho muda o status e envia um callback.
        </p>
        <div className="outcome-choice">
          <button type="submit" name="winner" value="merchant" className="btn btn-primary" disabled={busy}>
            Vendedor vence
          </button>
          <p className="muted small">
            Fica com o dinheiro: volta a <code>paid</code>, e o evento traz o <code>value</code> ainda pago.
          </p>
          <button type="submit" name="winner" value="payer" className="btn btn-danger" disabled={busy}>
            Pagador vence
          </button>
          <p className="muted small">
            Recebe o dinheiro de volta: vira <code>refunded</code>.
          </p>
        </div>
        <ErrorMessage error={error} title="O sandbox recusou" />
        <div className="dialog-foot">
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
        </div>
      </form>
    </Dialog>
  );
}

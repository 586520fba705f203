// "Criar link": a payment link made by hand (POST /v1/charge/one-step/link) — the charge and its
// link in one call, as the integrator's code would — to try the payer's side before any code exists.
import { useState } from 'react';
import type { LinkPaymentMethod, LinkSettingsRequest } from '../../api/types.ts';
import { useAccountStores, useClockNow, useNavigate, useToast } from '../../stores/hooks.ts';
import { addMs } from '../../stores/clock-math.ts';
import { Dialog, ErrorMessage, Field } from '../../ui/components.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { datePart, formatMoney, parseMoney } from '../../ui/format.ts';
import { LINK_METHODS_LABEL } from '../../ui/status.ts';
import { useSubmit } from '../charges/use-submit.ts';

export function NewLinkButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        Criar link
      </button>
      {open && <NewLinkDialog onClose={() => setOpen(false)} />}
    </>
  );
}

const METHODS: LinkPaymentMethod[] = ['all', 'banking_billet', 'credit_card'];

/** An optional amount field: empty is "none", anything else must read as money. */
function optionalCents(text: string): number | null | undefined {
  return text.trim() === '' ? undefined : parseMoney(text);
}

function NewLinkDialog({ onClose }: { onClose(): void }) {
  const { api, links } = useAccountStores();
  const { now } = useClockNow();
  const navigate = useNavigate();
  const toast = useToast();
  const [item, setItem] = useState('Produto de teste');
  const [value, setValue] = useState('150,00');
  const [expireAt, setExpireAt] = useState(now ? datePart(addMs(now, 3 * 86_400_000)) : '');
  const [method, setMethod] = useState<LinkPaymentMethod>('all');
  const [billetDiscount, setBilletDiscount] = useState('');
  const [cardDiscount, setCardDiscount] = useState('');
  const [delivery, setDelivery] = useState(false);
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const cents = parseMoney(value);
  const billet = optionalCents(billetDiscount);
  const card = optionalCents(cardDiscount);
  const valid = cents !== null && billet !== null && card !== null && !!expireAt;

  const { busy, error, submit } = useSubmit(async () => {
    if (!valid) return;
    const settings: LinkSettingsRequest = {
      expire_at: expireAt,
      request_delivery_address: delivery,
      payment_method: method,
      ...(billet !== undefined && method !== 'credit_card' ? { billet_discount: billet } : {}),
      ...(card !== undefined && method !== 'banking_billet' ? { card_discount: card } : {}),
      ...(message.trim() ? { message: message.trim() } : {}),
    };
    const created = await api.createLink({
      items: [{ name: item, value: cents!, amount: 1 }],
      ...(email.trim() ? { customer: { email: email.trim() } } : {}),
      settings,
    });
    toast(`Link criado: cobrança #${created.charge_id}, ${formatMoney(created.total)}.`);
    void links.getState().refresh();
    navigate('links', created.charge_id);
  }, onClose);

  return (
    <Dialog title="Criar link de pagamento" onClose={onClose} wide>
      <form className="form form-grid link-form" onSubmit={submit}>
        <p className="muted small span-2">
          A cobrança e o seu link num passo só (<code>POST /v1/charge/one-step/link</code>), como o seu código faria. O pagador escolhe a forma
          de pagamento na página do link.
        </p>
        <Field id="nl-item" label="Item">
          <input id="nl-item" value={item} required onChange={(e) => setItem(e.target.value)} />
        </Field>
        <Field id="nl-value" label="Valor (R$)">
          <input id="nl-value" inputMode="decimal" value={value} required aria-invalid={cents === null} onChange={(e) => setValue(e.target.value)} />
        </Field>
        <DateField
          id="nl-expire"
          label="Pode pagar até"
          hint="expire_at: o link expira às 00:00 do dia seguinte."
          value={expireAt}
          onChange={setExpireAt}
          today={now ? datePart(now) : undefined}
          required
        />
        <Field id="nl-method" label="Formas de pagamento">
          <select id="nl-method" value={method} onChange={(e) => setMethod(e.target.value as LinkPaymentMethod)}>
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {LINK_METHODS_LABEL[m]} ({m})
              </option>
            ))}
          </select>
        </Field>
        <Field id="nl-billet-discount" label="Desconto no boleto (R$, opcional)">
          <input
            id="nl-billet-discount"
            inputMode="decimal"
            value={billetDiscount}
            disabled={method === 'credit_card'}
            placeholder="0,00"
            aria-invalid={billet === null}
            onChange={(e) => setBilletDiscount(e.target.value)}
          />
        </Field>
        <Field id="nl-card-discount" label="Desconto no cartão (R$, opcional)">
          <input
            id="nl-card-discount"
            inputMode="decimal"
            value={cardDiscount}
            disabled={method === 'banking_billet'}
            placeholder="0,00"
            aria-invalid={card === null}
            onChange={(e) => setCardDiscount(e.target.value)}
          />
        </Field>
        <div className="field field-check span-2">
          <input id="nl-delivery" type="checkbox" checked={delivery} onChange={(e) => setDelivery(e.target.checked)} />
          <label htmlFor="nl-delivery">Pedir o endereço de entrega ao pagador (request_delivery_address)</label>
        </div>
        <Field id="nl-message" label="Mensagem ao pagador (opcional)">
          <input id="nl-message" value={message} maxLength={100} onChange={(e) => setMessage(e.target.value)} />
        </Field>
        <Field id="nl-email" label="E-mail do pagador (opcional)">
          <input id="nl-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <div className="span-2">
          <ErrorMessage error={error} title="A API recusou o link" />
        </div>
        <div className="dialog-foot span-2">
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !valid}>
            {busy ? 'Criando…' : 'Criar link'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

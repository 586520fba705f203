// "Criar link": a payment link made by hand (POST /v1/charge/one-step/link) — the charge and its
// link in one call, as the integrator's code would — to try the payer's side before any code exists.
import { useState } from 'react';
import type { LinkPaymentMethod, LinkSettingsRequest } from '../../api/types.ts';
import { useAccountStores, useClockNow, useNavigate, useToast } from '../../stores/hooks.ts';
import { addMs } from '../../stores/clock-math.ts';
import { CheckedField } from '../../ui/checked-field.tsx';
import { Field } from '../../ui/components.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { checkEmail, checkMoney } from '../../ui/field-checks.ts';
import { datePart, formatMoney } from '../../ui/format.ts';
import { LINK_METHODS_LABEL } from '../../ui/status.ts';
import { ItemFields, NotificationUrlField, SAMPLE_ITEM, itemsForApi, metadataForApi } from '../charges/charge-fields.tsx';
import { CreateForm } from '../charges/create-form.tsx';
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

/** A link's discount in cents: the API's bound (server/http/schemas/link.ts). */
const MAX_LINK_DISCOUNT_CENTS = 99_999_999;
const checkDiscount = (text: string) => checkMoney(text, { min: 1, max: MAX_LINK_DISCOUNT_CENTS });

function NewLinkDialog({ onClose }: { onClose(): void }) {
  const { api, links } = useAccountStores();
  const { now } = useClockNow();
  const navigate = useNavigate();
  const toast = useToast();
  const [item, setItem] = useState(SAMPLE_ITEM);
  const [expireAt, setExpireAt] = useState(now ? datePart(addMs(now, 3 * 86_400_000)) : '');
  const [method, setMethod] = useState<LinkPaymentMethod>('all');
  const [billetDiscount, setBilletDiscount] = useState('');
  const [cardDiscount, setCardDiscount] = useState('');
  const [delivery, setDelivery] = useState(false);
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [notificationUrl, setNotificationUrl] = useState('');
  const billet = checkDiscount(billetDiscount);
  const card = checkDiscount(cardDiscount);

  const { busy, error, submit, clearError } = useSubmit(async () => {
    const settings: LinkSettingsRequest = {
      expire_at: expireAt,
      request_delivery_address: delivery,
      payment_method: method,
      ...(billet.cents !== null && method !== 'credit_card' ? { billet_discount: billet.cents } : {}),
      ...(card.cents !== null && method !== 'banking_billet' ? { card_discount: card.cents } : {}),
      ...(message.trim() ? { message: message.trim() } : {}),
    };
    const metadata = metadataForApi('', notificationUrl);
    const created = await api.createLink({
      items: itemsForApi(item),
      ...(metadata ? { metadata } : {}),
      ...(email.trim() ? { customer: { email: email.trim() } } : {}),
      settings,
    });
    toast(`Link criado: cobrança #${created.charge_id}, ${formatMoney(created.total)}.`);
    void links.getState().refresh();
    navigate('links', created.charge_id);
  }, onClose);

  return (
    <CreateForm
      title="Criar link de pagamento"
      className="link-form"
      intro={
        <>
          A cobrança e o seu link num passo só (<code>POST /v1/charge/one-step/link</code>), como o seu código faria. O pagador escolhe a forma
          de pagamento na página do link.
        </>
      }
      {...{ submit, clearError, error, busy, onClose }}
      errorTitle="A API recusou o link"
      confirm="Criar link"
    >
      <ItemFields idPrefix="nl" item={item} onChange={setItem} />
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
      <CheckedField
        id="nl-billet-discount"
        label="Desconto no boleto (R$, opcional)"
        inputMode="decimal"
        value={billetDiscount}
        disabled={method === 'credit_card'}
        placeholder="0,00"
        eager
        // A disabled field is not sent, so its text cannot block the form.
        error={method === 'credit_card' ? null : billet.error}
        onChange={setBilletDiscount}
      />
      <CheckedField
        id="nl-card-discount"
        label="Desconto no cartão (R$, opcional)"
        inputMode="decimal"
        value={cardDiscount}
        disabled={method === 'banking_billet'}
        placeholder="0,00"
        eager
        error={method === 'banking_billet' ? null : card.error}
        onChange={setCardDiscount}
      />
      <div className="field field-check span-2">
        <input id="nl-delivery" type="checkbox" checked={delivery} onChange={(e) => setDelivery(e.target.checked)} />
        <label htmlFor="nl-delivery">Pedir o endereço de entrega ao pagador (request_delivery_address)</label>
      </div>
      <Field id="nl-message" label="Mensagem ao pagador (opcional)">
        <input id="nl-message" value={message} maxLength={100} onChange={(e) => setMessage(e.target.value)} />
      </Field>
      <CheckedField id="nl-email" label="E-mail do pagador (opcional)" inputMode="email" value={email} error={checkEmail(email)} onChange={setEmail} />
      <NotificationUrlField id="nl-url" value={notificationUrl} onChange={setNotificationUrl} hint="Para onde o sandbox envia os callbacks da cobrança do link." />
    </CreateForm>
  );
}

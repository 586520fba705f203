// "Nova cobrança": a charge made by hand, for trying a flow before any code exists — a boleto in
// one step (POST /v1/charge/one-step), or a charge without a payment method (POST /v1/charge,
// status `new`: what paying by card or a payment link starts from). The defaults are the
// documentation's classic test customer (sample-payer.ts). Every field says at itself what is
// wrong (checked-field.tsx); the API's refusal is shown as the integrator's code would get it.
// A chunk of its own (shell/views.tsx); the button that opens it is new-charge-button.tsx.
import { useState } from 'react';
import { useChargeListActions, useClockNow, useNavigate, useToast } from '../../stores/hooks.ts';
import { addMs } from '../../stores/clock-math.ts';
import { DateField } from '../../ui/date-field.tsx';
import { datePart, formatMoney } from '../../ui/format.ts';
import {
  CustomIdField, CustomerFields, ItemFields, NotificationUrlField, SAMPLE_CUSTOMER_DRAFT, SAMPLE_ITEM, customerForApi, itemsForApi, metadataForApi,
} from './charge-fields.tsx';
import { CreateForm } from './create-form.tsx';
import { useSubmit } from './use-submit.ts';

type Kind = 'boleto' | 'none';

export function NewChargeDialog({ onClose }: { onClose(): void }) {
  const { now } = useClockNow();
  const { createBoleto, createCharge } = useChargeListActions();
  const navigate = useNavigate();
  const toast = useToast();
  const [kind, setKind] = useState<Kind>('boleto');
  const [item, setItem] = useState(SAMPLE_ITEM);
  const [expireAt, setExpireAt] = useState(now ? datePart(addMs(now, 3 * 86_400_000)) : '');
  const [customer, setCustomer] = useState(SAMPLE_CUSTOMER_DRAFT);
  const [notificationUrl, setNotificationUrl] = useState('');
  const [customId, setCustomId] = useState('');
  const [fine, setFine] = useState(true);

  const { busy, error, submit, clearError } = useSubmit(async () => {
    const items = itemsForApi(item);
    const metadata = metadataForApi(customId, notificationUrl);
    if (kind === 'none') {
      const created = await createCharge({ items, ...(metadata ? { metadata } : {}) });
      toast(`Cobrança #${created.charge_id} criada sem forma de pagamento (${formatMoney(created.total)}).`);
      navigate('cobrancas', created.charge_id);
      return;
    }
    const created = await createBoleto({
      items,
      ...(metadata ? { metadata } : {}),
      payment: {
        banking_billet: {
          customer: customerForApi(customer),
          expire_at: expireAt,
          // 2% fine and 0.033% a day: what most integrations configure.
          ...(fine ? { configurations: { fine: 200, interest: 33 } } : {}),
        },
      },
    });
    toast(`Boleto criado: cobrança #${created.charge_id}, ${formatMoney(created.total)}.`);
    navigate('cobrancas', created.charge_id);
  }, onClose);

  return (
    <CreateForm
      title="Nova cobrança"
      {...{ submit, clearError, error, busy, onClose }}
      errorTitle="A API recusou a cobrança"
      confirm={kind === 'boleto' ? 'Criar boleto' : 'Criar cobrança'}
    >
      <fieldset className="choice span-2">
        <legend className="visually-hidden">Forma de pagamento</legend>
        <label className="field-check">
          <input type="radio" name="nc-kind" checked={kind === 'boleto'} onChange={() => setKind('boleto')} />
          <span>
            Boleto, em um passo (<code>POST /v1/charge/one-step</code>)
          </span>
        </label>
        <label className="field-check">
          <input type="radio" name="nc-kind" checked={kind === 'none'} onChange={() => setKind('none')} />
          <span>
            Sem forma de pagamento (<code>POST /v1/charge</code>): fica <code>new</code>, para pagar com cartão ou criar um link
          </span>
        </label>
      </fieldset>
      <ItemFields idPrefix="nc" item={item} onChange={setItem} />
      {kind === 'boleto' && (
        <>
          <DateField id="nc-expire" label="Vencimento" value={expireAt} onChange={setExpireAt} today={now ? datePart(now) : undefined} required />
          <div className="field field-check">
            <input id="nc-fine" type="checkbox" checked={fine} onChange={(e) => setFine(e.target.checked)} />
            <label htmlFor="nc-fine">Multa de 2% e juros de 0,033% ao dia após o vencimento</label>
          </div>
          <CustomerFields idPrefix="nc" customer={customer} onChange={setCustomer} />
        </>
      )}
      <CustomIdField id="nc-custom" value={customId} onChange={setCustomId} />
      <NotificationUrlField id="nc-url" value={notificationUrl} onChange={setNotificationUrl} hint="Para onde o sandbox envia os callbacks desta cobrança." />
    </CreateForm>
  );
}

// "Novo carnê": a carnê made by hand (POST /v1/carnet) — monthly boletos for one customer — as the
// integrator's code would make it. The customer of a carnê must have a phone (the API's schema).
import { useState } from 'react';
import { useAccountStores, useClockNow, useNavigate, useToast } from '../../stores/hooks.ts';
import { addMs } from '../../stores/clock-math.ts';
import { Dialog, ErrorMessage, Field } from '../../ui/components.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { datePart, formatMoney } from '../../ui/format.ts';
import {
  CustomerFields, ItemFields, NotificationUrlField, SAMPLE_CUSTOMER_DRAFT, SAMPLE_ITEM, carnetCustomerForApi, itemsForApi, metadataForApi,
} from '../charges/charge-fields.tsx';
import { useSubmit } from '../charges/use-submit.ts';

/** More than 12 parcels is the API's 4600059; the form offers what it accepts. */
const PARCEL_COUNTS = Array.from({ length: 12 }, (_, i) => i + 1);

export function NewCarnetButton({ label = 'Novo carnê', small }: { label?: string; small?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`btn ${small ? 'btn-small' : 'btn-primary'}`} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && <NewCarnetDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function NewCarnetDialog({ onClose }: { onClose(): void }) {
  const { api, carnets } = useAccountStores();
  const { now } = useClockNow();
  const navigate = useNavigate();
  const toast = useToast();
  const [item, setItem] = useState(SAMPLE_ITEM);
  const [repeats, setRepeats] = useState(4);
  const [expireAt, setExpireAt] = useState(now ? datePart(addMs(now, 3 * 86_400_000)) : '');
  const [customer, setCustomer] = useState(SAMPLE_CUSTOMER_DRAFT);
  const [notificationUrl, setNotificationUrl] = useState('');
  const [customId, setCustomId] = useState('');

  const { busy, error, submit, clearError } = useSubmit(async () => {
    const metadata = metadataForApi(customId, notificationUrl);
    const created = await api.createCarnet({
      items: itemsForApi(item),
      customer: carnetCustomerForApi(customer),
      expire_at: expireAt,
      repeats,
      ...(metadata ? { metadata } : {}),
    });
    const total = created.charges.reduce((sum, parcel) => sum + parcel.value, 0);
    toast(`Carnê #${created.carnet_id} criado: ${created.charges.length} parcelas, ${formatMoney(total)} no total.`);
    void carnets.getState().refresh();
    navigate('carnes', created.carnet_id);
  }, onClose);

  return (
    <Dialog title="Novo carnê" onClose={onClose} wide>
      <form className="form form-grid" noValidate onSubmit={submit} onInput={clearError}>
        <p className="muted small span-2">
          Parcelas mensais em boleto para um cliente (<code>POST /v1/carnet</code>), como o seu código faria.
        </p>
        <ItemFields idPrefix="ncar" item={item} onChange={setItem} valueLabel="Valor de cada parcela (R$)" />
        <Field id="ncar-repeats" label="Parcelas">
          <select id="ncar-repeats" value={repeats} onChange={(e) => setRepeats(Number(e.target.value))}>
            {PARCEL_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 parcela' : `${n} parcelas mensais`}
              </option>
            ))}
          </select>
        </Field>
        <DateField
          id="ncar-expire"
          label="Vencimento da 1ª parcela"
          hint="As outras vencem no mesmo dia dos meses seguintes."
          value={expireAt}
          onChange={setExpireAt}
          today={now ? datePart(now) : undefined}
          required
        />
        <CustomerFields idPrefix="ncar" customer={customer} onChange={setCustomer} withPhone />
        <Field id="ncar-custom" label="custom_id (opcional)">
          <input id="ncar-custom" value={customId} maxLength={255} onChange={(e) => setCustomId(e.target.value)} />
        </Field>
        <NotificationUrlField id="ncar-url" value={notificationUrl} onChange={setNotificationUrl} hint="Para onde o sandbox envia os callbacks do carnê e das parcelas." />
        <div className="span-2">
          <ErrorMessage error={error} title="A API recusou o carnê" />
        </div>
        <div className="dialog-foot span-2">
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Criando…' : 'Criar carnê'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

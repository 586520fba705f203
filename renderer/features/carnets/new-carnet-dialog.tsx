// "Novo carnê": a carnê made by hand (POST /v1/carnet) — monthly boletos for one customer — as the
// integrator's code would make it. The customer of a carnê must have a phone (the API's schema).
import { useState } from 'react';
import { useAccountStores, useClockNow, useNavigate, useToast } from '../../stores/hooks.ts';
import { addMs } from '../../stores/clock-math.ts';
import { Field } from '../../ui/components.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { datePart, formatMoney } from '../../ui/format.ts';
import {
  CustomIdField, CustomerFields, ItemFields, NotificationUrlField, SAMPLE_CUSTOMER_DRAFT, SAMPLE_ITEM, carnetCustomerForApi, itemsForApi, metadataForApi,
} from '../charges/charge-fields.tsx';
import { CreateForm } from '../charges/create-form.tsx';
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
    <CreateForm
      title="Novo carnê"
      intro={<>Parcelas mensais em boleto para um cliente (<code>POST /v1/carnet</code>), como o seu código faria.</>}
      {...{ submit, clearError, error, busy, onClose }}
      errorTitle="A API recusou o carnê"
      confirm="Criar carnê"
    >
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
      <CustomIdField id="ncar-custom" value={customId} onChange={setCustomId} />
      <NotificationUrlField id="ncar-url" value={notificationUrl} onChange={setNotificationUrl} hint="Para onde o sandbox envia os callbacks do carnê e das parcelas." />
    </CreateForm>
  );
}

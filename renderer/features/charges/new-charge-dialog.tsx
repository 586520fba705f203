// "Nova cobrança": a boleto made by hand (POST /v1/charge/one-step), for trying the flow before
// any code exists. The defaults are the documentation's classic test customer (sample-payer.ts).
import { useState, type FormEvent } from 'react';
import { useChargeListActions, useClockNow, useNavigate, useToast } from '../../stores/hooks.ts';
import { addMs } from '../../stores/clock-math.ts';
import { Dialog, ErrorMessage, Field } from '../../ui/components.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { datePart, formatMoney, parseMoney } from '../../ui/format.ts';
import { SAMPLE_CUSTOMER } from './sample-payer.ts';

export function NewChargeButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        Nova cobrança
      </button>
      {open && <NewChargeDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function NewChargeDialog({ onClose }: { onClose(): void }) {
  const { now } = useClockNow();
  const { createBoleto } = useChargeListActions();
  const navigate = useNavigate();
  const toast = useToast();
  const [item, setItem] = useState('Produto de teste');
  const [value, setValue] = useState('150,00');
  const [expireAt, setExpireAt] = useState(now ? datePart(addMs(now, 3 * 86_400_000)) : '');
  const [name, setName] = useState(SAMPLE_CUSTOMER.name);
  const [cpf, setCpf] = useState(SAMPLE_CUSTOMER.cpf);
  const [email, setEmail] = useState(SAMPLE_CUSTOMER.email);
  const [notificationUrl, setNotificationUrl] = useState('');
  const [customId, setCustomId] = useState('');
  const [fine, setFine] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const cents = parseMoney(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cents === null) return;
    setBusy(true);
    setError(null);
    try {
      const metadata = {
        ...(customId.trim() ? { custom_id: customId.trim() } : {}),
        ...(notificationUrl.trim() ? { notification_url: notificationUrl.trim() } : {}),
      };
      const created = await createBoleto({
        items: [{ name: item, value: cents, amount: 1 }],
        ...(Object.keys(metadata).length ? { metadata } : {}),
        payment: {
          banking_billet: {
            customer: { name, cpf: cpf.replace(/\D/g, ''), ...(email.trim() ? { email: email.trim() } : {}) },
            expire_at: expireAt,
            // 2% fine and 0.033% a day: what most integrations configure.
            ...(fine ? { configurations: { fine: 200, interest: 33 } } : {}),
          },
        },
      });
      toast(`Boleto criado: cobrança #${created.charge_id}, ${formatMoney(created.total)}.`);
      navigate('cobrancas', created.charge_id);
      onClose();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="Nova cobrança (boleto)" onClose={onClose} wide>
      <form className="form form-grid" onSubmit={submit}>
        <p className="muted small span-2">
          Cria uma cobrança com boleto em um passo (<code>POST /v1/charge/one-step</code>), como o seu código faria.
        </p>
        <Field id="nc-item" label="Item">
          <input id="nc-item" value={item} required onChange={(e) => setItem(e.target.value)} />
        </Field>
        <Field id="nc-value" label="Valor (R$)">
          <input id="nc-value" inputMode="decimal" value={value} required aria-invalid={cents === null} onChange={(e) => setValue(e.target.value)} />
        </Field>
        <DateField id="nc-expire" label="Vencimento" value={expireAt} onChange={setExpireAt} today={now ? datePart(now) : undefined} required />
        <div className="field field-check">
          <input id="nc-fine" type="checkbox" checked={fine} onChange={(e) => setFine(e.target.checked)} />
          <label htmlFor="nc-fine">Multa de 2% e juros de 0,033% ao dia após o vencimento</label>
        </div>
        <Field id="nc-name" label="Nome do cliente">
          <input id="nc-name" value={name} required onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field id="nc-cpf" label="CPF">
          <input id="nc-cpf" value={cpf} required inputMode="numeric" onChange={(e) => setCpf(e.target.value)} />
        </Field>
        <Field id="nc-email" label="E-mail do cliente (opcional)">
          <input id="nc-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field id="nc-custom" label="custom_id (opcional)">
          <input id="nc-custom" value={customId} onChange={(e) => setCustomId(e.target.value)} />
        </Field>
        <div className="span-2">
          <Field id="nc-url" label="notification_url (opcional)" hint="Para onde o sandbox envia os callbacks desta cobrança.">
            <input id="nc-url" type="url" value={notificationUrl} placeholder="http://127.0.0.1:3000/webhook" onChange={(e) => setNotificationUrl(e.target.value)} />
          </Field>
        </div>
        <div className="span-2">
          <ErrorMessage error={error} title="A API recusou a cobrança" />
        </div>
        <div className="dialog-foot span-2">
          <button type="button" className="btn" onClick={onClose}>
            Voltar
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || cents === null}>
            {busy ? 'Criando…' : 'Criar boleto'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

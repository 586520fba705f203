// Who pays by card: the customer (a card customer needs e-mail and birth date) and the billing
// address. Prefilled with the sample payer and folded away: a test payment rarely needs them
// changed, but a wrong value is how one sees the API's field refusals.
import type { BillingAddress, CardCustomer } from '../../api/types.ts';
import { Field } from '../../ui/components.tsx';

export interface Payer {
  customer: CardCustomer;
  address: BillingAddress;
}

type FieldSpec<T> = { key: keyof T & string; label: string; type?: string; inputMode?: 'numeric' | 'email' };

const CUSTOMER_FIELDS: FieldSpec<CardCustomer>[] = [
  { key: 'name', label: 'Nome' },
  { key: 'cpf', label: 'CPF', inputMode: 'numeric' },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'birth', label: 'Nascimento', type: 'date' },
];

const ADDRESS_FIELDS: FieldSpec<BillingAddress>[] = [
  { key: 'street', label: 'Rua' },
  { key: 'number', label: 'Número' },
  { key: 'neighborhood', label: 'Bairro' },
  { key: 'zipcode', label: 'CEP', inputMode: 'numeric' },
  { key: 'city', label: 'Cidade' },
  { key: 'state', label: 'UF' },
];

export function PayerFields({ payer, onChange }: { payer: Payer; onChange(payer: Payer): void }) {
  const { customer, address } = payer;
  return (
    <details className="payer">
      <summary>
        Pagador e endereço de cobrança{' '}
        <span className="muted">
          — {customer.name}, {address.city}/{address.state} (dados de exemplo)
        </span>
      </summary>
      <div className="form-grid payer-grid">
        {CUSTOMER_FIELDS.map((f) => (
          <Field key={f.key} id={`payer-${f.key}`} label={f.label}>
            <input
              id={`payer-${f.key}`}
              type={f.type ?? 'text'}
              inputMode={f.inputMode}
              value={customer[f.key] ?? ''}
              onChange={(e) => onChange({ ...payer, customer: { ...customer, [f.key]: e.target.value } })}
            />
          </Field>
        ))}
        {ADDRESS_FIELDS.map((f) => (
          <Field key={f.key} id={`payer-${f.key}`} label={f.label}>
            <input
              id={`payer-${f.key}`}
              inputMode={f.inputMode}
              value={address[f.key] ?? ''}
              onChange={(e) => onChange({ ...payer, address: { ...address, [f.key]: e.target.value } })}
            />
          </Field>
        ))}
      </div>
    </details>
  );
}

/** What goes on the wire: digits only where the API wants digits; nothing else is changed. */
export function payerForApi({ customer, address }: Payer): Payer {
  return {
    customer: { ...customer, cpf: customer.cpf.replace(/\D/g, ''), ...(customer.phone_number ? { phone_number: customer.phone_number.replace(/\D/g, '') } : {}) },
    address: { ...address, zipcode: address.zipcode.replace(/\D/g, '') },
  };
}

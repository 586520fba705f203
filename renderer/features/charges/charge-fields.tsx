// The fields every "create" form of the dashboard shares — the item and its value in reais, the
// boleto's customer, the callback URL — each checked at the field (ui/checked-field.tsx), and what
// they become on the wire. Charges, carnês, subscriptions and links use the same ones.
import type { BoletoCustomer, NewChargeItem } from '../../api/types.ts';
import { CheckedField } from '../../ui/checked-field.tsx';
import { Field } from '../../ui/components.tsx';
import { checkCpf, checkEmail, checkMoney, checkNotificationUrl, checkPhone, checkRequired, type MoneyCheck } from '../../ui/field-checks.ts';
import { SAMPLE_CUSTOMER } from './sample-payer.ts';

export interface ItemDraft {
  name: string;
  value: string;
}

export const SAMPLE_ITEM: ItemDraft = { name: 'Produto de teste', value: '150,00' };

/** The API's item name: 1 to 255 characters, no angle brackets (server/http/schemas/charge.ts). */
function checkItemName(name: string): string | null {
  if (/[<>]/.test(name)) return 'O nome do item não pode ter < nem >.';
  return checkRequired(name);
}

function checkItem(item: ItemDraft): { nameError: string | null; money: MoneyCheck } {
  return { nameError: checkItemName(item.name), money: checkMoney(item.value, { required: true }) };
}

/** One line of `items`, amount 1. Called once the form's fields said valid (use-submit.ts). */
export function itemsForApi(item: ItemDraft): NewChargeItem[] {
  return [{ name: item.name.trim(), value: checkMoney(item.value).cents!, amount: 1 }];
}

export function ItemFields({ idPrefix, item, onChange, valueLabel = 'Valor (R$)', valueHint }: {
  idPrefix: string;
  item: ItemDraft;
  onChange(item: ItemDraft): void;
  valueLabel?: string;
  valueHint?: string;
}) {
  const { nameError, money } = checkItem(item);
  return (
    <>
      <CheckedField id={`${idPrefix}-item`} label="Item" value={item.name} maxLength={255} required error={nameError} onChange={(name) => onChange({ ...item, name })} />
      <CheckedField
        id={`${idPrefix}-value`}
        label={valueLabel}
        hint={valueHint}
        inputMode="decimal"
        value={item.value}
        required
        eager
        error={money.error}
        onChange={(value) => onChange({ ...item, value })}
      />
    </>
  );
}

export interface CustomerDraft {
  name: string;
  cpf: string;
  email: string;
  phone: string;
}

export const SAMPLE_CUSTOMER_DRAFT: CustomerDraft = {
  name: SAMPLE_CUSTOMER.name,
  cpf: SAMPLE_CUSTOMER.cpf,
  email: SAMPLE_CUSTOMER.email,
  phone: SAMPLE_CUSTOMER.phone_number ?? '',
};

/** The API's pattern for a person's name wants a first name and a surname. */
function checkPersonName(name: string): string | null {
  if (name.trim() === '') return checkRequired(name);
  return /\S\s+\S/.test(name.trim()) ? null : 'Informe nome e sobrenome, como no documento.';
}

function customerErrors(customer: CustomerDraft, withPhone: boolean) {
  return {
    name: checkPersonName(customer.name),
    cpf: checkCpf(customer.cpf),
    email: checkEmail(customer.email),
    phone: withPhone ? checkPhone(customer.phone) : null,
  };
}

/** The boleto's `customer`: digits where the API wants digits, the e-mail only when given. */
export function customerForApi(customer: CustomerDraft): BoletoCustomer {
  return {
    name: customer.name.trim(),
    cpf: customer.cpf.replace(/\D/g, ''),
    ...(customer.email.trim() ? { email: customer.email.trim() } : {}),
  };
}

/** A carnê's customer: the same, with the phone its schema requires. */
export function carnetCustomerForApi(customer: CustomerDraft): BoletoCustomer & { phone_number: string } {
  return { ...customerForApi(customer), phone_number: customer.phone.replace(/\D/g, '') };
}

/** Name, CPF, e-mail and — for a carnê, whose customer must have one — the phone. */
export function CustomerFields({ idPrefix, customer, onChange, withPhone = false }: {
  idPrefix: string;
  customer: CustomerDraft;
  onChange(customer: CustomerDraft): void;
  withPhone?: boolean;
}) {
  const errors = customerErrors(customer, withPhone);
  const set = (key: keyof CustomerDraft) => (value: string) => onChange({ ...customer, [key]: value });
  return (
    <>
      <CheckedField id={`${idPrefix}-name`} label="Nome do cliente" value={customer.name} required error={errors.name} autoComplete="off" onChange={set('name')} />
      <CheckedField id={`${idPrefix}-cpf`} label="CPF" value={customer.cpf} required inputMode="numeric" error={errors.cpf} autoComplete="off" onChange={set('cpf')} />
      {withPhone && (
        <CheckedField id={`${idPrefix}-phone`} label="Telefone" value={customer.phone} required inputMode="tel" error={errors.phone} autoComplete="off" onChange={set('phone')} />
      )}
      <CheckedField
        id={`${idPrefix}-email`}
        label="E-mail do cliente (opcional)"
        value={customer.email}
        inputMode="email"
        error={errors.email}
        autoComplete="off"
        onChange={set('email')}
      />
    </>
  );
}

export function NotificationUrlField({ id, value, onChange, hint }: { id: string; value: string; onChange(value: string): void; hint?: string }) {
  return (
    <CheckedField
      id={id}
      className="span-2"
      label="notification_url (opcional)"
      hint={hint ?? 'Para onde o sandbox envia os callbacks (POST notification=<token>).'}
      inputMode="url"
      placeholder="http://127.0.0.1:3000/webhook"
      value={value}
      error={checkNotificationUrl(value)}
      autoComplete="off"
      onChange={onChange}
    />
  );
}

export function CustomIdField({ id, value, onChange }: { id: string; value: string; onChange(value: string): void }) {
  return (
    <Field id={id} label="custom_id (opcional)">
      <input id={id} value={value} maxLength={255} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** `metadata` as the API takes it: only what was filled in; undefined when nothing was. */
export function metadataForApi(customId: string, notificationUrl: string): { custom_id?: string; notification_url?: string } | undefined {
  const metadata = {
    ...(customId.trim() ? { custom_id: customId.trim() } : {}),
    ...(notificationUrl.trim() ? { notification_url: notificationUrl.trim() } : {}),
  };
  return Object.keys(metadata).length ? metadata : undefined;
}

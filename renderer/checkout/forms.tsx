// The payer's two ways to pay: a boleto (natural or juridical person, e-mail prefilled from the
// link, the delivery address when the link asks for it) and a card, tokenized in this page with
// Efí's library before the choice is posted. Errors show next to their fields — the page's own
// checks first, then the API's refusals by JSON pointer — and are announced in one alert region.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../api/errors.ts';
import { formatCardNumber, formatMoney } from '../ui/format.ts';
import { payLink, type CheckoutData, type PaymentResult } from './api.ts';
import { BRAND_NAMES, detectBrand, installmentsFor, tokenizeCard, type CardBrand, type InstallmentOption, type TokenizerFailure } from './efi.ts';
import { AddressFields, Field, SelectField, digitsFormat, useFormState, type FormState } from './fields.tsx';
import {
  addressOf,
  checkAddress,
  checkCnpj,
  checkCpf,
  checkEmail,
  checkName,
  checkPhone,
  digitsOf,
  fieldOfPointer,
  parseExpiry,
  required,
  type Errors,
  type Values,
} from './validate.ts';

export interface Paid {
  result: PaymentResult;
  /** The card's mask, known only to the page that tokenized it. */
  cardMask?: string;
}

interface FormProps {
  data: CheckoutData;
  onPaid(paid: Paid): void;
  /** The API said the link is closed meanwhile (expired, canceled, paid elsewhere): reload it. */
  onClosed(message: string): void;
}

const plural = (n: number) => (n === 1 ? 'o campo destacado' : `os ${n} campos destacados`);

/** Submitting: busy state, the alert text, moving focus to the first field in error. */
function useSubmission(form: FormState & { setErrors(errors: Errors): void }, onClosed: FormProps['onClosed']) {
  const [busy, setBusy] = useState<string | null>(null);
  const [alert, setAlert] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const showErrors = (errors: Errors) => {
    form.setErrors(errors);
    setAlert(`Corrija ${plural(Object.keys(errors).length)}.`);
    setFocusTick((t) => t + 1);
  };

  /** An API refusal: next to its field when it names one of the form's, else in the alert. */
  const showApiError = (error: unknown) => {
    if (error instanceof ApiError) {
      if (error.code === 4900020) return onClosed(error.message);
      const field = fieldOfPointer(error.property);
      const message = typeof error.description === 'object' ? error.description.message : error.message;
      if (field) return showErrors({ [field]: message });
      setAlert(message);
      return;
    }
    setAlert(error instanceof Error ? error.message : String(error));
  };

  return { busy, setBusy, alert, setAlert, formRef, showErrors, showApiError };
}

/** The live region is always there (so its changes are announced); the box shows only with text. */
function FormAlert({ text }: { text: string }) {
  return <div role="alert">{text && <p className="co-alert">{text}</p>}</div>;
}

function Submit({ busy, children }: { busy: string | null; children: ReactNode }) {
  return (
    <>
      <button type="submit" className="co-submit" disabled={busy !== null} aria-disabled={busy !== null}>
        {busy ?? children}
      </button>
      <p className="co-sr-only" role="status">
        {busy ?? ''}
      </p>
    </>
  );
}

// ------------------------------------------------------------------------------------------------
// Boleto

export function BoletoForm({ data, onPaid, onClosed }: FormProps) {
  const form = useFormState({ person: 'natural', 'customer.email': data.customer_email ?? '' });
  const submission = useSubmission(form, onClosed);
  const { values } = form;
  const juridical = values.person === 'juridical';

  const check = (): Errors => {
    const errors: Errors = {};
    if (juridical) {
      required(values, errors, 'juridical.corporate_name', 'Informe a razão social.');
      checkCnpj(values, errors, 'juridical.cnpj');
    } else {
      checkName(values, errors, 'customer.name');
      checkCpf(values, errors, 'customer.cpf');
    }
    checkEmail(values, errors, 'customer.email', false);
    if (data.request_delivery_address) checkAddress(values, errors, 'delivery');
    return errors;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submission.busy) return;
    submission.setAlert('');
    const errors = check();
    if (Object.keys(errors).length) return submission.showErrors(errors);
    const email = values['customer.email']?.trim();
    const customer = juridical
      ? {
          juridical_person: { corporate_name: values['juridical.corporate_name'].trim(), cnpj: values['juridical.cnpj'].replace(/[^0-9A-Za-z]/g, '').toUpperCase() },
          ...(email ? { email } : {}),
        }
      : { name: values['customer.name'].trim(), cpf: digitsOf(values['customer.cpf']), ...(email ? { email } : {}) };
    submission.setBusy('Gerando o boleto…');
    try {
      const result = await payLink({
        payment: { banking_billet: { customer } },
        ...(data.request_delivery_address ? { delivery_address: addressOf(values, 'delivery') } : {}),
      });
      onPaid({ result });
    } catch (error) {
      submission.showApiError(error);
    } finally {
      submission.setBusy(null);
    }
  };

  return (
    <form ref={submission.formRef} className="co-form" onSubmit={submit} noValidate aria-busy={submission.busy !== null} aria-label="Pagar com boleto">
      <FormAlert text={submission.alert} />
      <fieldset className="co-fieldset">
        <legend>Quem paga</legend>
        <div className="co-choice" role="radiogroup" aria-label="Tipo de pagador">
          {(
            [
              ['natural', 'Pessoa física (CPF)'],
              ['juridical', 'Pessoa jurídica (CNPJ)'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="co-choice-option">
              <input type="radio" name="person" value={value} checked={values.person === value} onChange={() => form.set('person', value)} />
              {label}
            </label>
          ))}
        </div>
        <div className="co-grid">
          {juridical ? (
            <>
              <Field form={form} name="juridical.corporate_name" label="Razão social" autoComplete="organization" maxLength={255} />
              <Field form={form} name="juridical.cnpj" label="CNPJ" placeholder="00.000.000/0000-00" maxLength={18} className="co-half" />
            </>
          ) : (
            <>
              <Field form={form} name="customer.name" label="Nome completo" autoComplete="name" maxLength={255} />
              <Field form={form} name="customer.cpf" label="CPF" inputMode="numeric" placeholder="000.000.000-00" maxLength={14} className="co-half" />
            </>
          )}
          <Field
            form={form}
            name="customer.email"
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            optional
            maxLength={255}
            hint="Para receber o boleto por e-mail."
          />
        </div>
      </fieldset>
      {data.request_delivery_address && <AddressFields form={form} prefix="delivery" legend="Endereço de entrega" section="entrega" />}
      <Submit busy={submission.busy}>Gerar boleto de {formatMoney(data.prices.banking_billet)}</Submit>
    </form>
  );
}

// ------------------------------------------------------------------------------------------------
// Card

const formatExpiry = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

const TOKENIZER_FIELD: Record<NonNullable<TokenizerFailure['field']>, string> = {
  number: 'card.number',
  cvv: 'card.cvv',
  expiry: 'card.expiry',
  holderName: 'card.holderName',
  holderDocument: 'customer.cpf',
};

function installmentLabel(option: InstallmentOption): string {
  const each = formatMoney(option.value);
  if (option.installment === 1) return `À vista: ${each}`;
  return `${option.installment}x de ${each} ${option.has_interest ? 'com juros' : 'sem juros'}`;
}

/** The account's installment plan for the card's brand, asked again when the brand changes. */
function useInstallments(accountCode: string, brand: CardBrand | null, total: number) {
  const [options, setOptions] = useState<InstallmentOption[] | null>(null);
  useEffect(() => {
    if (!brand) return setOptions(null);
    let current = true;
    installmentsFor(accountCode, brand, total).then(
      (list) => current && setOptions(list),
      () => current && setOptions(null),
    );
    return () => {
      current = false;
    };
  }, [accountCode, brand, total]);
  return options;
}

export function CardForm({ data, onPaid, onClosed }: FormProps) {
  const price = data.prices.credit_card!;
  const initial: Values = { 'customer.email': data.customer_email ?? '', 'card.installments': '1', deliverToBilling: 'yes' };
  const form = useFormState(initial);
  const submission = useSubmission(form, onClosed);
  const { values } = form;
  const [brand, setBrand] = useState<CardBrand | null>(null);
  const number = digitsOf(values['card.number']);
  useEffect(() => {
    let current = true;
    void detectBrand(number).then((found) => current && setBrand(found));
    return () => {
      current = false;
    };
  }, [number]);
  const plan = useInstallments(data.account_code, brand, price);
  // A subscription is charged in one installment (the API refuses more, 3500021).
  const installments = data.subscription ? plan?.filter((o) => o.installment === 1) ?? null : plan;
  const chosen = Number(values['card.installments'] || 1);
  const option = installments?.find((o) => o.installment === chosen);
  useEffect(() => {
    // A plan without the chosen count (another brand, fewer installments): back to 1x.
    if (installments && !option) form.set('card.installments', '1');
  }, [installments, option, form]);
  const separateDelivery = data.request_delivery_address && values.deliverToBilling !== 'yes';

  const check = (): Errors => {
    const errors: Errors = {};
    if (!number) errors['card.number'] = 'Informe o número do cartão.';
    else if (number.length < 13 || number.length > 19) errors['card.number'] = 'O número do cartão tem de 13 a 19 dígitos.';
    else if (!brand) errors['card.number'] = 'Bandeira não aceita: use Visa, Mastercard, American Express, Elo ou Hipercard.';
    checkName(values, errors, 'card.holderName');
    if (errors['card.holderName']) errors['card.holderName'] = 'Informe o nome como está impresso no cartão.';
    if (!values['card.expiry']) errors['card.expiry'] = 'Informe a validade.';
    else if (!parseExpiry(values['card.expiry'])) errors['card.expiry'] = 'Use o formato MM/AA.';
    const cvv = digitsOf(values['card.cvv']);
    const cvvLength = brand === 'amex' ? 4 : 3;
    if (!cvv) errors['card.cvv'] = 'Informe o código de segurança.';
    else if (cvv.length !== cvvLength) errors['card.cvv'] = `O código de segurança tem ${cvvLength} dígitos.`;
    checkName(values, errors, 'customer.name');
    checkCpf(values, errors, 'customer.cpf');
    checkEmail(values, errors, 'customer.email', true);
    if (!values['customer.birth']) errors['customer.birth'] = 'Informe a data de nascimento.';
    checkPhone(values, errors, 'customer.phone_number');
    checkAddress(values, errors, 'billing');
    if (separateDelivery) checkAddress(values, errors, 'delivery');
    return errors;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submission.busy) return;
    submission.setAlert('');
    const errors = check();
    if (Object.keys(errors).length) return submission.showErrors(errors);
    const expiry = parseExpiry(values['card.expiry'])!;
    const cpf = digitsOf(values['customer.cpf']);
    submission.setBusy('Validando o cartão…');
    let token: { payment_token: string; card_mask: string };
    try {
      token = await tokenizeCard(data.account_code, {
        brand: brand!,
        number,
        cvv: digitsOf(values['card.cvv']),
        expirationMonth: expiry.month,
        expirationYear: expiry.year,
        holderName: values['card.holderName'].trim(),
        holderDocument: cpf,
      });
    } catch (failure) {
      submission.setBusy(null);
      const { field, message } = failure as TokenizerFailure;
      if (field) return submission.showErrors({ [TOKENIZER_FIELD[field]]: message });
      submission.setAlert(`O cartão não foi aceito: ${message}`);
      return;
    }
    submission.setBusy('Enviando o pagamento…');
    const phone = digitsOf(values['customer.phone_number']);
    try {
      const result = await payLink({
        payment: {
          credit_card: {
            customer: {
              name: values['customer.name'].trim(),
              cpf,
              email: values['customer.email'].trim(),
              birth: values['customer.birth'],
              ...(phone ? { phone_number: phone } : {}),
            },
            payment_token: token.payment_token,
            installments: chosen,
            billing_address: addressOf(values, 'billing'),
          },
        },
        ...(separateDelivery ? { delivery_address: addressOf(values, 'delivery') } : {}),
      });
      onPaid({ result, cardMask: token.card_mask });
    } catch (error) {
      submission.showApiError(error);
    } finally {
      submission.setBusy(null);
    }
  };

  const payLabel = option && option.installment > 1 ? `Pagar em ${option.installment}x de ${formatMoney(option.value)}` : `Pagar ${formatMoney(price)}`;

  return (
    <form ref={submission.formRef} className="co-form" onSubmit={submit} noValidate aria-busy={submission.busy !== null} aria-label="Pagar com cartão de crédito">
      <FormAlert text={submission.alert} />
      <fieldset className="co-fieldset">
        <legend>Cartão</legend>
        <div className="co-grid">
          <Field
            form={form}
            name="card.number"
            label="Número do cartão"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            maxLength={23}
            format={(text) => formatCardNumber(text.replace(/\D/g, '').slice(0, 19))}
            hint={brand ? `Bandeira: ${BRAND_NAMES[brand]}` : 'Visa, Mastercard, American Express, Elo ou Hipercard.'}
          />
          <Field form={form} name="card.holderName" label="Nome impresso no cartão" autoComplete="cc-name" maxLength={50} />
          <Field form={form} name="card.expiry" label="Validade" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" format={formatExpiry} className="co-pair" />
          <Field
            form={form}
            name="card.cvv"
            label="CVV"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={brand === 'amex' ? '0000' : '000'}
            format={digitsFormat(4)}
            className="co-pair"
            hint={brand === 'amex' ? '4 dígitos, na frente do cartão.' : '3 dígitos, no verso do cartão.'}
          />
          <SelectField
            form={form}
            name="card.installments"
            label="Parcelas"
            hint={option?.has_interest ? `Total com juros: ${formatMoney(option.value * option.installment)}` : undefined}
          >
            {(installments ?? [{ installment: 1, value: price, has_interest: false, currency: '', interest_percentage: 0 }]).map((o) => (
              <option key={o.installment} value={String(o.installment)}>
                {installmentLabel(o)}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <fieldset className="co-fieldset">
        <legend>Titular do cartão</legend>
        <div className="co-grid">
          <Field form={form} name="customer.name" label="Nome completo" autoComplete="name" maxLength={255} />
          <Field form={form} name="customer.cpf" label="CPF" inputMode="numeric" placeholder="000.000.000-00" maxLength={14} className="co-half" />
          <Field form={form} name="customer.birth" label="Data de nascimento" type="date" autoComplete="bday" className="co-half" />
          <Field form={form} name="customer.email" label="E-mail" type="email" inputMode="email" autoComplete="email" maxLength={255} />
          <Field form={form} name="customer.phone_number" label="Celular" optional type="tel" inputMode="tel" autoComplete="tel-national" placeholder="(00) 00000-0000" maxLength={15} />
        </div>
      </fieldset>
      <AddressFields form={form} prefix="billing" legend="Endereço de cobrança" section="cobranca" />
      {data.request_delivery_address && (
        <div className="co-check">
          <label>
            <input
              type="checkbox"
              checked={values.deliverToBilling === 'yes'}
              onChange={(event) => form.set('deliverToBilling', event.target.checked ? 'yes' : 'no')}
            />
            Entregar no endereço de cobrança
          </label>
        </div>
      )}
      {separateDelivery && <AddressFields form={form} prefix="delivery" legend="Endereço de entrega" section="entrega" />}
      <Submit busy={submission.busy}>{payLabel}</Submit>
      <p className="co-fineprint">
        Os dados do cartão são cifrados nesta página (biblioteca <span lang="en">payment-token-efi</span>) e trocados por um token; o número não é enviado ao vendedor.
      </p>
    </form>
  );
}


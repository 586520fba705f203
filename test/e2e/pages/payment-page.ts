// The payment link's hosted page (/pagamento/<code>), as the payer sees it: the summary, the
// choice of method, the boleto and card forms with their field errors, the outcomes, the closed
// and not-found pages. Labels and roles live here only: a label the page changes is mended here.
import type { Locator, Page } from 'playwright-core';
import { injectedScriptRan } from './csp.ts';

export interface Address {
  zipcode: string;
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
}

export interface CardHolder {
  name: string;
  cpf: string;
  email: string;
  birth: string;
}

/** A card as typed in the form (a test card of /sandbox/v1/test-cards, or one made up). */
export interface TypedCard {
  number: string;
  expiration_month: string;
  expiration_year: string;
  cvv: string;
}

export const ADDRESS_GROUPS = { delivery: 'Endereço de entrega', billing: 'Endereço de cobrança' } as const;

export class PaymentPage {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name });
  }

  /** The account's name, the page's first heading. */
  shopHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** "Pague até dd/mm/aaaa", while the payer has not chosen. */
  get due(): Locator {
    return this.page.locator('.co-due');
  }

  get summary(): Locator {
    return this.page.getByRole('complementary', { name: 'Resumo da cobrança' });
  }

  /** The summary as rendered on a closed or not-found page (no landmark name there). */
  get summaryBox(): Locator {
    return this.page.locator('.co-summary');
  }

  /** "Forma de pagamento": present only when the link takes more than one method. */
  get methods(): Locator {
    return this.page.getByRole('group', { name: 'Forma de pagamento' });
  }

  /** A method's radio, within the "Forma de pagamento" group. */
  method(name: 'Boleto' | 'Cartão de crédito'): Locator {
    return this.methods.getByRole('radio', { name: new RegExp(name) });
  }

  personType(name: 'Pessoa jurídica (CNPJ)' | 'Pessoa física (CPF)'): Locator {
    return this.page.getByRole('radio', { name });
  }

  addressGroup(which: keyof typeof ADDRESS_GROUPS): Locator {
    return this.page.getByRole('group', { name: ADDRESS_GROUPS[which] });
  }

  /** A field of an address group ("CEP", "Rua", "Complemento"…). */
  addressField(which: keyof typeof ADDRESS_GROUPS, label: string): Locator {
    return this.addressGroup(which).getByLabel(label);
  }

  get fullName(): Locator {
    return this.page.getByLabel('Nome completo');
  }

  get cpf(): Locator {
    return this.page.getByLabel('CPF', { exact: true });
  }

  get corporateName(): Locator {
    return this.page.getByLabel('Razão social');
  }

  get cnpj(): Locator {
    return this.page.getByLabel('CNPJ', { exact: true });
  }

  get email(): Locator {
    return this.page.getByLabel('E-mail');
  }

  /** "Gerar boleto de R$ 104,90", or any amount when none is given. */
  issueBoleto(label?: string): Locator {
    return this.page.getByRole('button', { name: label ?? /Gerar boleto/ });
  }

  /** "Pagar em 3x de R$ 33,33", "Pagar R$ 109,90", or any when none is given. */
  pay(label?: string): Locator {
    return this.page.getByRole('button', { name: label ?? /Pagar/ });
  }

  get cardForm(): Locator {
    return this.page.getByRole('form', { name: 'Pagar com cartão de crédito' });
  }

  /** Any form (none on a closed link). */
  get forms(): Locator {
    return this.page.getByRole('form');
  }

  /** "Bandeira: Visa", under the card number. */
  get cardNumberHint(): Locator {
    return this.page.locator('#campo-card-number-dica');
  }

  get installments(): Locator {
    return this.page.getByLabel('Parcelas');
  }

  /** The form's one alert ("Corrija os 2 campos destacados."). */
  get alert(): Locator {
    return this.page.getByRole('alert');
  }

  /** A field's own error, by the field's id ("campo-customer-cpf"). */
  fieldError(fieldId: string): Locator {
    return this.page.locator(`#${fieldId}-erro`);
  }

  /** What happened: the boleto issued, the card approved or refused, the link closed. */
  get outcome(): Locator {
    return this.page.locator('.co-outcome');
  }

  /** The boleto's typed line (the Pix copia e cola beside it has the same look). */
  get typedLine(): Locator {
    return this.page.getByLabel('Linha digitável', { exact: true });
  }

  get copyTypedLine(): Locator {
    return this.page.getByRole('button', { name: 'Copiar linha digitável' });
  }

  status(text: string | RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  get seeBoleto(): Locator {
    return this.page.getByRole('link', { name: 'Ver boleto' });
  }

  get downloadPdf(): Locator {
    return this.page.getByRole('link', { name: 'Baixar PDF' });
  }

  /** The not-found page's text and its card (styled by the hashed inline stylesheet). */
  get main(): Locator {
    return this.page.locator('main');
  }

  get notFoundCard(): Locator {
    return this.page.locator('.card');
  }

  /** A locator's text with Intl's non-breaking spaces (after "R$") made plain. */
  async textOf(locator: Locator): Promise<string> {
    return (await locator.innerText()).replace(/\u00a0/g, ' ');
  }

  async title(): Promise<string> {
    return (await this.page.title()).replace(/\u00a0/g, ' ');
  }

  /** How far the page scrolls sideways (≤ 0: it fits). */
  horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }

  /** The id of the focused element. */
  focusedId(): Promise<string | undefined> {
    return this.page.evaluate(() => document.activeElement?.id);
  }

  async fillAddress(which: keyof typeof ADDRESS_GROUPS, address: Address, complement?: string): Promise<void> {
    await this.addressField(which, 'CEP').fill(address.zipcode);
    await this.addressField(which, 'Rua').fill(address.street);
    await this.addressField(which, 'Número').fill(address.number);
    await this.addressField(which, 'Bairro').fill(address.neighborhood);
    await this.addressField(which, 'Cidade').fill(address.city);
    await this.addressField(which, 'Estado').selectOption(address.state);
    if (complement !== undefined) await this.addressField(which, 'Complemento').fill(complement);
  }

  /** The card, its holder and the billing address, as a payer types them. */
  async fillCard(card: TypedCard, holder: CardHolder, address: Address): Promise<void> {
    await this.page.getByLabel('Número do cartão').fill(card.number);
    await this.page.getByLabel('Nome impresso no cartão').fill('GORBADOC OLDBUCK');
    await this.page.getByLabel('Validade').fill(`${card.expiration_month}/${card.expiration_year.slice(2)}`);
    await this.page.getByLabel('CVV').fill(card.cvv);
    const group = this.page.getByRole('group', { name: 'Titular do cartão' });
    await group.getByLabel('Nome completo').fill(holder.name);
    await group.getByLabel('CPF', { exact: true }).fill(holder.cpf);
    await group.getByLabel('Data de nascimento').fill(holder.birth);
    await group.getByLabel('E-mail').fill(holder.email);
    await this.fillAddress('billing', address);
  }

  /** The installment plan's options, one per number of installments. */
  get installmentOptions(): Locator {
    return this.installments.locator('option');
  }

  /** Waits until the account's installment plan has `n` in it, then picks it. */
  async chooseInstallments(n: number): Promise<void> {
    await this.installmentOptions.and(this.page.locator(`[value="${n}"]`)).waitFor({ state: 'attached' });
    await this.installments.selectOption(String(n));
  }

  /** Appends an inline script and says whether it ran (the policy must refuse it). */
  injectedScriptRan(): Promise<boolean> {
    return injectedScriptRan(this.page);
  }
}

// The documentation's classic test payer (Efí's examples use him too), so the dashboard's forms
// start filled in and a payment is one click away. Valid CPF, a real Ouro Preto ZIP code.
import type { BillingAddress, CardCustomer } from '../../api/types.ts';

export const SAMPLE_CUSTOMER: CardCustomer = {
  name: 'Gorbadoc Oldbuck',
  cpf: '94271564656',
  email: 'oldbuck@example.com',
  birth: '1977-01-15',
  phone_number: '5144916523',
};

export const SAMPLE_BILLING_ADDRESS: BillingAddress = {
  street: 'Avenida Juscelino Kubitschek',
  number: '909',
  neighborhood: 'Bauxita',
  zipcode: '35400000',
  city: 'Ouro Preto',
  state: 'MG',
};

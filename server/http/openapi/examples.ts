// Values the examples share. Each example is checked against its schema (test/api/openapi.test.ts):
// request examples with the validator the routes use, answers with the response schemas.
export const exampleCustomer = { name: 'Gorbadoc Oldbuck', cpf: '94271564656', email: 'oldbuck@example.com', phone_number: '5144916523', birth: '1977-01-15' };
export const exampleItems = [{ name: 'Plano mensal', value: 15000, amount: 1 }];
export const exampleBillingAddress = { street: 'Avenida Juscelino Kubitschek', number: '909', neighborhood: 'Bauxita', zipcode: '35400000', city: 'Ouro Preto', state: 'MG' };
export const exampleToken = '75bfce47d230b1d4b6c2cb2ec2d2d1e8f0b1f8a4';
export const exampleBase = 'http://127.0.0.1:4455';
export const exampleTypedLine = '36490.00019 00000.000009 01000.001234 1 10230000015000';
export const exampleBoletoCode = '1000001_2_8F3A91C2';
export const exampleBoletoLinks = {
  link: `${exampleBase}/boleto/${exampleBoletoCode}`,
  billet_link: `${exampleBase}/emissao/${exampleBoletoCode}`,
  pdf: { charge: `${exampleBase}/boleto/${exampleBoletoCode}.pdf` },
};

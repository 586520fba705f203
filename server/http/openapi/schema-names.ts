// Names for the building blocks the request schemas share (server/http/schemas/*), so the document
// publishes each once in components.schemas and refers to it. Naming never changes the schema
// objects: the routes validate with them exactly as before.
import { bankingBillet, conditionalDiscount, configurations, customer, discount } from '../schemas/billet.ts';
import { billingAddress, cardCustomer, creditCard } from '../schemas/card.ts';
import { creationMetadata, items, shippings } from '../schemas/charge.ts';
import { named } from './route-doc.ts';

named('Customer', customer);
named('CardCustomer', cardCustomer);
named('BillingAddress', billingAddress);
named('BankingBillet', bankingBillet);
named('CreditCard', creditCard);
named('Items', items);
named('Shippings', shippings);
named('CreationMetadata', creationMetadata);
named('Discount', discount);
named('ConditionalDiscount', conditionalDiscount);
named('BoletoConfigurations', configurations);

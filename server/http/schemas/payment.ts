// The `payment` wrapper of pay and one-step (wire-format §6.9): exactly one of banking_billet and
// credit_card.
import { bankingBillet } from './billet.ts';
import { creditCard } from './card.ts';
import { creationMetadata, items, shippings } from './charge.ts';

/** The wrapper around a payment choice; subscriptions bring their own card schema (trial_days). */
export function paymentChoice<const Card extends object>(card: Card) {
  return {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    maxProperties: 1,
    properties: { banking_billet: bankingBillet, credit_card: card },
  } as const;
}

const payment = paymentChoice(creditCard);

export const paySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['payment'],
  properties: { payment },
} as const;

export const oneStepSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'payment'],
  properties: { items, shippings, metadata: creationMetadata, payment },
} as const;

/**
 * The payer's choice, as the type of a checked body cannot say: the schema's minProperties and
 * maxProperties let exactly one of the two through, which FromSchema's type leaves both optional.
 */
export function chosenPayment<Billet, Card>(payment: { banking_billet?: Billet; credit_card?: Card }):
  | { banking_billet: Billet; credit_card?: never }
  | { credit_card: Card; banking_billet?: never } {
  if (payment.credit_card !== undefined) return { credit_card: payment.credit_card };
  if (payment.banking_billet !== undefined) return { banking_billet: payment.banking_billet };
  throw new Error('a payment the schema let through names neither banking_billet nor credit_card');
}

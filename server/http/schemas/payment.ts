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

// Bodies of POST /sandbox/v1/faults: one schema per target, chosen by `target` (api by default).
import type { FromSchema } from 'json-schema-to-ts';
import { API_FAULTS, CALLBACK_FAULTS } from '../../domain/faults.ts';

const target = { enum: ['api', 'callbacks'] } as const;
// At most: a million uses, two minutes of latency (a client's timeout is the `timeout` fault's
// business), a day of callback delay on the account's clock.
const times = { type: 'integer', minimum: 1, maximum: 1_000_000 } as const;
const probability = { type: 'number', minimum: 0, maximum: 1 } as const;
export const MAX_LATENCY_MS = 120_000;
export const MAX_CALLBACK_DELAY_MS = 24 * 60 * 60_000;

export const apiFaultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['route', 'fault'],
  properties: {
    target,
    route: { type: 'string', minLength: 1, maxLength: 200 },
    fault: { enum: [...API_FAULTS] },
    when: { enum: ['before', 'after'] },
    latency_ms: { type: 'integer', minimum: 1, maximum: MAX_LATENCY_MS },
    times,
    probability,
  },
} as const;

export const callbackFaultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['target', 'fault'],
  properties: {
    target,
    fault: { enum: [...CALLBACK_FAULTS] },
    delay_ms: { type: 'integer', minimum: 1, maximum: MAX_CALLBACK_DELAY_MS },
    times,
    probability,
  },
} as const;

/** A body `apiFaultSchema` passed. */
export type ApiFaultBody = FromSchema<typeof apiFaultSchema>;
/** A body `callbackFaultSchema` passed. */
export type CallbackFaultBody = FromSchema<typeof callbackFaultSchema>;

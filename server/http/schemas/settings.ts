// PUT /sandbox/v1/settings: any subset of the settings (domain/settings.ts), each checked
// against its own schema; unknown keys refused with their pointer (contracts.md).
import { SETTINGS } from '../../domain/settings.ts';

const properties = Object.fromEntries(Object.entries(SETTINGS).map(([key, entry]) => [key, entry.schema]));

export const settingsChangeSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties,
};

/** The answer: every setting, always. */
export const settingsSchema = { type: 'object', additionalProperties: false, required: Object.keys(SETTINGS), properties };

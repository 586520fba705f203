// The account's settings (GET/PUT /sandbox/v1/settings, contracts.md): one entry per key — its
// JSON Schema, its default for a new account, and the accounts column that keeps it. Adding a
// key is one entry here and a column in a migration; the route, the snapshot and the document
// read this table.

export interface SettingEntry<T> {
  /** The value's JSON Schema (the body's property, and the answer's). */
  schema: Record<string, unknown>;
  /** What a new account starts with (the column's default says the same). */
  default: T;
  /** The accounts column that keeps it. */
  column: string;
  /** Column value → setting, and back. */
  read: (stored: unknown) => T;
  write: (value: T) => string | number;
}

export type Profile = 'spec' | 'efi';
export type Compensation = 'immediate' | 'next_business_day';

/** A bound that keeps the counters' arithmetic exact and the dashboard's figures readable. */
export const MAX_DAILY_QUOTA = 1_000_000_000;

/**
 * The confirmations file's fee when none is set: R$ 3,00, the fee of the reference's published
 * example (../shared/reference/confirmations-file.md) — the real fee depends on the account's plan.
 */
export const DEFAULT_BOLETO_FEE = 300;
/** R$ 10.000,00: far above any real fee, and well inside the file's 13 digits. */
export const MAX_BOLETO_FEE = 1_000_000;

const flag = (stored: unknown) => stored === 1;
const toFlag = (value: boolean) => (value ? 1 : 0);

export const SETTINGS = {
  bolix: {
    schema: { type: 'boolean', description: 'Boletos also carry a Pix code (`pix`: BR Code and QR image), as on a real account with Bolix.' },
    default: true,
    column: 'bolix',
    read: flag,
    write: toFlag,
  } satisfies SettingEntry<boolean>,
  profile: {
    schema: {
      enum: ['spec', 'efi'],
      description:
        'Where the interface spec and the real service use different words: `spec` follows the spec (a manual settle ends `paid`), `efi` the real service (it ends `settled`).',
    },
    default: 'spec',
    column: 'profile',
    read: (stored: unknown): Profile => (stored === 'efi' ? 'efi' : 'spec'),
    write: (value: Profile) => value,
  } satisfies SettingEntry<Profile>,
  compensation: {
    schema: {
      enum: ['immediate', 'next_business_day'],
      description:
        'When a boleto paid at a bank is confirmed: `immediate` at once; `next_business_day` on the first business day after the payment (national bank holidays and weekends skipped), when the charge becomes `paid` and its callback is sent; meanwhile the charge shows the payment as awaiting confirmation (`identified` under the `efi` profile). A Pix payment is always confirmed at once.',
    },
    default: 'immediate',
    column: 'compensation',
    read: (stored: unknown): Compensation => (stored === 'next_business_day' ? 'next_business_day' : 'immediate'),
    write: (value: Compensation) => value,
  } satisfies SettingEntry<Compensation>,
  daily_quota: {
    schema: {
      type: 'integer',
      minimum: 0,
      maximum: MAX_DAILY_QUOTA,
      description:
        'Requests per endpoint (method and route) per day of the account\'s clock, as the real service counts them (15000 there); `GET /v1/notification/:token` may take twice as many. 0: no quota.',
    },
    default: 0,
    column: 'daily_quota',
    read: (stored: unknown) => (typeof stored === 'number' ? stored : 0),
    write: (value: number) => value,
  } satisfies SettingEntry<number>,
  boleto_fee: {
    schema: {
      type: 'integer',
      minimum: 0,
      maximum: MAX_BOLETO_FEE,
      description:
        'Centavos: the fee of each payment in the confirmations file (GET /sandbox/v1/confirmations, "Valor da tarifa"). Default 300 (R$ 3,00, the reference\'s example).',
    },
    default: DEFAULT_BOLETO_FEE,
    column: 'boleto_fee',
    read: (stored: unknown) => (typeof stored === 'number' ? stored : DEFAULT_BOLETO_FEE),
    write: (value: number) => value,
  } satisfies SettingEntry<number>,
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type AccountSettings = { [K in SettingKey]: ReturnType<(typeof SETTINGS)[K]['read']> };

/**
 * Keys of the contract (contracts.md, /sandbox/v1/settings) that a later issue brings (26): a
 * request naming one is refused with this message rather than as an unknown key.
 */
export const SETTINGS_NOT_YET: Readonly<Record<string, string>> = {
};

/** The settings as a row of the accounts table keeps them. */
export function settingsOfRow(row: Record<string, unknown>): AccountSettings {
  const settings: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(SETTINGS)) settings[key] = entry.read(row[entry.column]);
  return settings as AccountSettings;
}

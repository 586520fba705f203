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
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type AccountSettings = { [K in SettingKey]: ReturnType<(typeof SETTINGS)[K]['read']> };

/**
 * Keys of the contract (contracts.md, /sandbox/v1/settings) that later issues bring (25–26): a
 * request naming one is refused with this message rather than as an unknown key.
 */
export const SETTINGS_NOT_YET: Readonly<Record<string, string>> = {
  profile: 'A configuração "profile" (spec | efi) ainda não está disponível nesta versão do sandbox.',
  compensation: 'A configuração "compensation" (immediate | next_business_day) ainda não está disponível nesta versão do sandbox.',
  daily_quota: 'A configuração "daily_quota" ainda não está disponível nesta versão do sandbox.',
  boleto_fee: 'A configuração "boleto_fee" ainda não está disponível nesta versão do sandbox.',
};

/** The settings as a row of the accounts table keeps them. */
export function settingsOfRow(row: Record<string, unknown>): AccountSettings {
  const settings: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(SETTINGS)) settings[key] = entry.read(row[entry.column]);
  return settings as AccountSettings;
}

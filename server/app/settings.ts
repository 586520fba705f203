// The account's settings (GET/PUT /sandbox/v1/settings): read from the account's row, changed in
// one transaction. Which keys exist, their defaults and columns: domain/settings.ts.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import { SETTINGS, settingsOfRow, type AccountSettings, type SettingEntry } from '../domain/settings.ts';

export function settingsOf(account: AccountRow): AccountSettings {
  return settingsOfRow(account as unknown as Record<string, unknown>);
}

/** The stored columns of `changes` (keys the route has checked against the settings' schemas). */
export function settingColumns(changes: Partial<AccountSettings>): Record<string, string | number> {
  const columns: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const entry = SETTINGS[key as keyof typeof SETTINGS] as SettingEntry<unknown>;
    columns[entry.column] = entry.write(value);
  }
  return columns;
}

/** Changes what is given; the rest stays. Answers the whole settings object after the change. */
export function updateSettings(ctx: AppContext, account: AccountRow, changes: Partial<AccountSettings>): AccountSettings {
  ctx.store.transaction(() => ctx.store.accounts.setSettingColumns(account.id, settingColumns(changes)));
  return settingsOf(ctx.store.accounts.findById(account.id)!);
}

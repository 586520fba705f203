// The account's installment terms: how many installments are interest-free and the monthly rate.
import type { AccountRow } from '../store/accounts-repo.ts';
import { defaultInstallmentSettings, type InstallmentSettings } from '../domain/installments.ts';

// TODO(merge): read the account's own settings once accounts carry them.
export function installmentSettingsOf(_account: AccountRow): InstallmentSettings {
  return defaultInstallmentSettings;
}

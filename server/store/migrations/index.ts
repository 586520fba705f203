// Append only: a migration that has shipped is never edited, a new one is added after it.
import { init } from './001-init.ts';
import { notificationsAndSchedule } from './002-notifications-and-schedule.ts';
import { boletos } from './003-boletos.ts';
import { dashboard } from './004-dashboard.ts';
// 005 (card columns on charges) comes from the card-payments work; it goes before 006 when both are in.
import { cardAccounts } from './006-card-accounts.ts';

export const migrations: readonly string[] = [init, notificationsAndSchedule, boletos, dashboard, cardAccounts];

// Append only: a migration that has shipped is never edited, a new one is added after it.
import { init } from './001-init.ts';
import { notificationsAndSchedule } from './002-notifications-and-schedule.ts';
import { boletos } from './003-boletos.ts';
import { dashboard } from './004-dashboard.ts';
import { cards } from './005-cards.ts';
import { cardAccounts } from './006-card-accounts.ts';
import { carnets } from './008-carnets.ts';
import { scheduleCoveringIndex } from './007-schedule-covering-index.ts';

// Applied in this order, which is what a database's user_version counts (file numbers were
// reserved when the branches started, so 007 landed after 008).
export const migrations: readonly string[] = [init, notificationsAndSchedule, boletos, dashboard, cards, cardAccounts, carnets, scheduleCoveringIndex];

// Append only: a migration that has shipped is never edited, a new one is added after it.
import { init } from './001-init.ts';
import { notificationsAndSchedule } from './002-notifications-and-schedule.ts';
import { boletos } from './003-boletos.ts';
import { dashboard } from './004-dashboard.ts';
import { cards } from './005-cards.ts';
import { cardAccounts } from './006-card-accounts.ts';
import { carnets } from './007-carnets.ts';
import { scheduleCoveringIndex } from './008-schedule-covering-index.ts';
import { subscriptions } from './009-subscriptions.ts';
import { paymentLinks } from './010-payment-links.ts';
import { snapshots } from './011-snapshots.ts';
import { faults } from './012-faults.ts';
import { deliveryExchanges } from './013-delivery-exchanges.ts';
import { search } from './014-search.ts';
import { jobFailures } from './015-job-failures.ts';
import { snapshotChecks } from './016-snapshot-checks.ts';
import { bolix } from './017-bolix.ts';
import { pixSigningKey } from './018-pix-signing-key.ts';
import { chargeListing } from './019-charge-listing.ts';
import { quotaAndProfile } from './020-quota-and-profile.ts';
import { partnerToken } from './021-partner-token.ts';
import { compensation } from './022-compensation.ts';
import { confirmations } from './023-confirmations.ts';
import { statementSchedules } from './024-statement-schedules.ts';
import { recordings } from './025-recordings.ts';
import { oneConfirmationDay } from './026-one-confirmation-day.ts';

export const migrations: readonly string[] = [init, notificationsAndSchedule, boletos, dashboard, cards, cardAccounts, carnets, scheduleCoveringIndex, subscriptions, paymentLinks, snapshots, faults, deliveryExchanges, search, jobFailures, snapshotChecks, bolix, pixSigningKey, chargeListing, quotaAndProfile, partnerToken, compensation, confirmations, statementSchedules, recordings, oneConfirmationDay];

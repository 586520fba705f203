// Every GET route of the app (from its route declarations, as test/api/route-sweep.test.ts walks them),
// filled in with the objects of a restored snapshot: the ones a variant touched, and the first
// of each kind for the rest. What a user (or a dashboard page) could read after an import.
import type { RunningServer } from '../../server/start.ts';
import type { SnapshotFile } from './snapshot-mutations.ts';
import { appRoutes } from './routes.ts';

/** Every GET route, except the dashboard's event stream (it never ends). */
export function getRoutes(server: RunningServer): string[] {
  return appRoutes(server).filter(([method, path]) => method === 'GET' && !path.endsWith('/events')).map(([, path]) => path);
}

type Row = Record<string, any>;

function rows(file: SnapshotFile, table: string): Row[] {
  const content = file.tables[table];
  if (!content) return [];
  return content.rows.map((cells) => Object.fromEntries(content.columns.map((name, index) => [name, cells[index]])));
}

/** The objects a sweep reads: related to the touched row, else the first of each kind. */
interface Focus {
  charges: Row[];
  carnets: Row[];
  subscriptions: Row[];
  plans: Row[];
  deliveries: Row[];
  emails: Row[];
  tokens: string[];
}

function focusOf(file: SnapshotFile, touched?: { table: string; row: number }): Focus {
  const all = {
    charges: rows(file, 'charges'),
    carnets: rows(file, 'carnets'),
    subscriptions: rows(file, 'subscriptions'),
    plans: rows(file, 'plans'),
    deliveries: rows(file, 'deliveries'),
    emails: rows(file, 'emails'),
  };
  const focus: Focus = { charges: [], carnets: [], subscriptions: [], plans: [], deliveries: [], emails: [], tokens: [] };
  const row = touched ? rows(file, touched.table)[touched.row] : undefined;
  if (row) {
    const token = row.notification_token ?? row.token;
    const ids = new Set([row.id, row.charge_id, row.subject_id].filter((id) => id !== undefined && id !== null));
    const byToken = (item: Row) => token !== undefined && item.notification_token === token;
    focus.charges = all.charges.filter((item) => byToken(item) || (['charges', 'charge_history', 'emails', 'deliveries', 'scheduled_jobs'].includes(touched!.table) && ids.has(item.id)) || (row.carnet_id != null && item.carnet_id === row.carnet_id) || (touched!.table === 'carnets' && item.carnet_id === row.id) || (touched!.table === 'subscriptions' && item.subscription_id === row.id));
    focus.carnets = all.carnets.filter((item) => byToken(item) || item.id === row.carnet_id || (touched!.table === 'carnets' && item.id === row.id));
    focus.subscriptions = all.subscriptions.filter((item) => byToken(item) || item.id === row.subscription_id || (touched!.table === 'subscriptions' && item.id === row.id) || item.plan_id === (touched!.table === 'plans' ? row.id : undefined));
    focus.deliveries = all.deliveries.filter((item) => item.id === row.delivery_id || (touched!.table === 'deliveries' && item.id === row.id));
    focus.emails = all.emails.filter((item) => touched!.table === 'emails' && item.id === row.id);
    focus.plans = all.plans.filter((item) => item.id === row.plan_id || (touched!.table === 'plans' && item.id === row.id));
    if (typeof token === 'string') focus.tokens.push(token);
  }
  for (const kind of ['charges', 'carnets', 'subscriptions', 'plans', 'deliveries', 'emails'] as const) {
    if (focus[kind].length === 0) focus[kind] = all[kind].slice(0, 1);
  }
  focus.tokens.push(...focus.charges.map((charge) => charge.notification_token));
  focus.tokens = [...new Set(focus.tokens)];
  return focus;
}

/** The URLs to read: each GET route once per focused object that fits its parameters. */
export function sweepUrls(routes: string[], file: SnapshotFile, touched?: { table: string; row: number }): string[] {
  const focus = focusOf(file, touched);
  const billetCodes = focus.charges.map((charge) => charge.billet_code).filter(Boolean);
  const linkCodes = focus.charges.map((charge) => charge.link_code).filter(Boolean);
  const carnetCodes = focus.carnets.map((carnet) => carnet.code);
  const ids = (path: string): unknown[] => {
    if (path.includes('carnet')) return focus.carnets.map((carnet) => carnet.id);
    if (path.includes('subscription')) return focus.subscriptions.map((item) => item.id);
    if (path.includes('/plan')) return focus.plans.map((plan) => plan.id);
    if (path.includes('/deliveries')) return focus.deliveries.map((delivery) => delivery.id);
    if (path.includes('/emails')) return focus.emails.map((email) => email.id);
    if (path.includes('/snapshots') || path.includes('/faults')) return [1];
    return focus.charges.map((charge) => charge.id);
  };
  const urls: string[] = [];
  for (const path of routes) {
    if (!path.includes(':')) {
      urls.push(path);
      continue;
    }
    if (path.includes(':token')) urls.push(...focus.tokens.map((token) => path.replace(':token', token)));
    else if (path === '/boleto/:file') urls.push(...billetCodes.flatMap((code) => [`/boleto/${code}`, `/boleto/${code}.pdf`]));
    else if (path === '/emissao/:code') urls.push(...billetCodes.map((code) => `/emissao/${code}`));
    else if (path.startsWith('/carne/') || path.startsWith('/emissao/carne/')) {
      urls.push(...carnetCodes.flatMap((code) => [path.replace(':code', code).replace(':file', path.includes(':code') ? 'capa' : code), path.replace(':code', code).replace(':file', path.includes(':code') ? 'capa.pdf' : `${code}.pdf`)]));
    } else if (path.startsWith('/pagamento/')) urls.push(...linkCodes.map((code) => path.replace(':code', code)));
    else if (path.includes(':code')) urls.push(path.replace(':code', 'abc'));
    else urls.push(...ids(path).map((id) => path.replace(':id', String(id))));
  }
  return [...new Set(urls)];
}

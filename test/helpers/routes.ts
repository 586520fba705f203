// Every route the app serves, from its route tables, as [METHOD, full path]: what the sweeps walk.
import { routeTables } from '../../server/http/app.ts';
import type { RouteTable } from '../../server/http/routes.ts';
import type { RunningServer } from '../../server/start.ts';

export function appRoutes(server: RunningServer): Array<[string, string]> {
  const tables = routeTables({
    ctx: server.ctx,
    runner: server.runner,
    accountCreation: { open: true },
    publicUrl: () => server.publicUrl,
    bindHost: '127.0.0.1',
    dashboardDir: '',
    certificateAuthority: server.certificateAuthority,
  });
  // Where each group of tables is mounted (app.ts); a group added there must be placed here too.
  const prefixes: Record<string, string> = { v1: '/v1', v1Open: '/v1', control: '/sandbox/v1', controlLargeBodies: '/sandbox/v1', pages: '' };
  const unplaced = Object.keys(tables).filter((group) => !(group in prefixes));
  if (unplaced.length > 0) throw new Error(`routeTables() has new groups ${unplaced.join(', ')}: place them in test/helpers/routes.ts`);
  return Object.entries(tables).flatMap(([group, list]: [string, RouteTable[]]) =>
    list.flat().map(([method, path]): [string, string] => [method.toUpperCase(), prefixes[group] + path]),
  );
}

// Every route the app serves, from its route declarations, as [METHOD, full path]: what the sweeps walk.
import { allRouteTables } from '../../server/http/control-tables.ts';
import { routesOf, type RouteList } from '../../server/http/routes.ts';
import type { DeclaredRoute } from '../../server/http/route-declaration.ts';
import type { RunningServer } from '../../server/start.ts';

// Where each group of routes is mounted (app.ts); a group added there must be placed here too.
const prefixes: Record<string, string> = { v1: '/v1', v1Open: '/v1', v2: '/v2', extratos: '/v1', control: '/sandbox/v1', controlLargeBodies: '/sandbox/v1', pages: '' };

function groupsOf(server: RunningServer): Array<[prefix: string, lists: RouteList[]]> {
  const tables = allRouteTables({
    ctx: server.ctx,
    runner: server.runner,
    accountCreation: { open: true },
    publicUrl: () => server.publicUrl,
    bindHost: '127.0.0.1',
    dashboardDir: '',
    certificateAuthority: server.certificateAuthority,
  });
  const unplaced = Object.keys(tables).filter((group) => !(group in prefixes));
  if (unplaced.length > 0) throw new Error(`allRouteTables() has new groups ${unplaced.join(', ')}: place them in test/helpers/routes.ts`);
  return Object.entries(tables).map(([group, lists]: [string, RouteList[]]) => [prefixes[group], lists]);
}

export function appRoutes(server: RunningServer): Array<[string, string]> {
  return groupsOf(server).flatMap(([prefix, lists]) =>
    lists.flatMap(routesOf).map(({ method, path }): [string, string] => [method.toUpperCase(), prefix + path]),
  );
}

/** Each route's declaration, keyed 'METHOD /full/path'. */
export function appRouteDocs(server: RunningServer): Array<[string, DeclaredRoute]> {
  return groupsOf(server).flatMap(([prefix, lists]) =>
    lists.flat().map((entry): [string, DeclaredRoute] => [`${entry.method.toUpperCase()} ${prefix}${entry.path}`, entry]),
  );
}

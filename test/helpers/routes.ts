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
  const mounts: Array<[string, RouteTable[]]> = [
    ['/v1', [...tables.v1Open, ...tables.v1]],
    ['/sandbox/v1', [...tables.control, ...tables.controlLargeBodies]],
    ['', tables.pages],
  ];
  return mounts.flatMap(([prefix, list]) => list.flat().map(([method, path]): [string, string] => [method.toUpperCase(), prefix + path]));
}

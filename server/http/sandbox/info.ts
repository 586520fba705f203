import { PRODUCT_NAME, projectInfo } from '../../project.ts';
import { type RouteTable } from '../routes.ts';
import { sendJson } from '../envelope.ts';

/** GET /sandbox/v1/info (no authentication): what is running, and where. */
export function infoRoutes(publicUrl: () => string): RouteTable {
  return [
    ['get', '/info', (_req, res) => {
      const base = publicUrl();
      sendJson(res, 200, { name: PRODUCT_NAME, version: projectInfo().version, base_url: base, api_url: `${base}/v1` });
    }],
  ];
}

import { PRODUCT_NAME, projectInfo } from '../../project.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { object, string, url } from '../openapi/route-doc.ts';

const tag = 'Sandbox: accounts';

/** GET /sandbox/v1/info (no authentication): what is running, and where. */
export function infoRoutes(publicUrl: () => string) {
  return [
    route({
      method: 'get',
      path: '/info',
      tag,
      summary: 'What is running, and where',
      auth: 'none',
      response: {
        schema: object({ name: string, version: string, base_url: url, api_url: url }),
        description: 'The product, its version and its public URL.',
        example: { name: 'Cobrança Sandbox', version: '0.1.0', base_url: 'http://127.0.0.1:4455', api_url: 'http://127.0.0.1:4455/v1' },
      },
      errors: [],
      handler: ({ res }) => {
        const base = publicUrl();
        sendJson(res, 200, { name: PRODUCT_NAME, version: projectInfo().version, base_url: base, api_url: `${base}/v1` });
      },
    }),
  ];
}

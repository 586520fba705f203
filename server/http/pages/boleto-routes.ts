// The boleto's public page and PDF — the `link`, `billet_link` and `pdf.charge` URLs the API
// returns. Open like the real ones: whoever has the link can see the boleto.
import type { AppContext } from '../../app/context.ts';
import { boletoPdf, findBoletoByCode } from '../../app/boleto-documents.ts';
import { ApiError } from '../../domain/errors.ts';
import { boletoLinks } from '../v1/boleto-views.ts';
import type { ApiResponse } from '../routes.ts';
import { route } from '../route-declaration.ts';
import { sendHtml } from '../security-headers.ts';
import { boletoCode, page } from './page-docs.ts';

const CODE = /^[0-9]+_[0-9]+_[0-9A-F]{8}$/;

function lookup(ctx: AppContext, code: string) {
  const found = CODE.test(code) ? findBoletoByCode(ctx, code) : null;
  if (!found) throw new ApiError('routeNotFound', 'Boleto não encontrado.');
  return found;
}

export function boletoPageRoutes(ctx: AppContext, publicUrl: () => string) {
  const sendPage = async (code: string, res: ApiResponse) => {
    const { view } = lookup(ctx, code);
    // Loaded on first use (it pulls in bwip-js), to keep start-up fast.
    const { renderBoletoHtml, BOLETO_PAGE_CSP } = await import('./boleto-page.ts');
    sendHtml(res, 200, renderBoletoHtml(view, { pdf: boletoLinks(publicUrl(), code).pdf.charge }), BOLETO_PAGE_CSP);
  };
  return [
    route({
      method: 'get',
      path: '/boleto/:file',
      ...page('A boleto\'s page (`<code>`) or PDF (`<code>.pdf`)', { file: boletoCode }, true),
      handler: async ({ res, params: { file } }) => {
        if (!file.endsWith('.pdf')) return sendPage(file, res);
        const { charge, view } = lookup(ctx, file.slice(0, -4));
        const pdf = await boletoPdf(view);
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', `inline; filename="boleto-${charge.id}.pdf"`);
        res.end(pdf);
      },
    }),
    route({
      method: 'get',
      path: '/emissao/:code',
      ...page('A boleto\'s page (the `billet_link`)', { code: boletoCode }),
      handler: ({ res, params }) => sendPage(params.code, res),
    }),
  ];
}

// The carnê's public pages and PDFs — the `link`, `carnet_link`, `cover`, `pdf.carnet` and
// `pdf.cover` URLs the API returns (carnetLinks). Open like the real ones: whoever has the link
// can see the carnê. Each parcel's own page and PDF are its boleto's (boleto-routes.ts).
import type { AppContext } from '../../app/context.ts';
import { carnetCoverPdf, carnetPdf, findCarnetByCode, type CarnetDocuments } from '../../app/carnet-documents.ts';
import { ApiError } from '../../domain/errors.ts';
import { boletoLinks } from '../v1/boleto-views.ts';
import { carnetLinks } from '../v1/carnet-views.ts';
import type { ApiResponse } from '../routes.ts';
import { route } from '../route-declaration.ts';
import { sendHtml } from '../security-headers.ts';
import { enumOf } from '../openapi/route-doc.ts';
import { carnetCode, page } from './page-docs.ts';
import type { CarnetPageLinks } from './carnet-page.ts';

/** The carnê code: the account, an underscore and 10 hex digits (app/carnets.ts). */
const CODE = /^[0-9]+_[0-9A-F]{10}$/;

function lookup(ctx: AppContext, code: string): CarnetDocuments {
  const found = CODE.test(code) ? findCarnetByCode(ctx, code) : null;
  if (!found) throw new ApiError('routeNotFound', 'Carnê não encontrado.');
  return found;
}

function pageLinks(publicUrl: string, found: CarnetDocuments): CarnetPageLinks {
  const links = carnetLinks(publicUrl, found.carnet.code);
  return {
    bookletPdf: links.pdf.carnet,
    coverPdf: links.pdf.cover,
    coverPage: links.cover,
    carnetPage: links.link,
    parcels: found.parcels.map((parcel) => {
      const own = boletoLinks(publicUrl, parcel.billetCode!);
      return { page: own.link, pdf: own.pdf.charge };
    }),
  };
}

function sendPdf(res: ApiResponse, pdf: Buffer, filename: string): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
  res.end(pdf);
}

export function carnetPageRoutes(ctx: AppContext, publicUrl: () => string) {
  const sendPage = async (code: string, res: ApiResponse, which: 'carnet' | 'cover') => {
    const found = lookup(ctx, code);
    // Loaded on first use, like the boleto page, to keep start-up fast.
    const { renderCarnetHtml, renderCarnetCoverHtml, CARNET_PAGE_CSP } = await import('./carnet-page.ts');
    const render = which === 'carnet' ? renderCarnetHtml : renderCarnetCoverHtml;
    sendHtml(res, 200, render(found.view, pageLinks(publicUrl(), found)), CARNET_PAGE_CSP);
  };
  return [
    route({
      method: 'get',
      path: '/carne/:file',
      ...page('A carnê\'s page (`<code>`) or booklet PDF (`<code>.pdf`)', { file: carnetCode }, true),
      handler: async ({ res, params: { file } }) => {
        if (!file.endsWith('.pdf')) return sendPage(file, res, 'carnet');
        const { carnet, view } = lookup(ctx, file.slice(0, -4));
        sendPdf(res, await carnetPdf(view), `carne-${carnet.id}.pdf`);
      },
    }),
    route({
      method: 'get',
      path: '/carne/:code/:file',
      ...page('A carnê\'s cover: page (`capa`) or PDF (`capa.pdf`)', { code: carnetCode, file: { description: '`capa` or `capa.pdf`.', schema: enumOf('capa', 'capa.pdf') } }, true),
      handler: async ({ res, params: { code, file } }) => {
        if (file === 'capa') return sendPage(code, res, 'cover');
        if (file !== 'capa.pdf') throw new ApiError('routeNotFound', 'Documento do carnê não encontrado.');
        const { carnet, view } = lookup(ctx, code);
        sendPdf(res, await carnetCoverPdf(view), `carne-${carnet.id}-capa.pdf`);
      },
    }),
    route({
      method: 'get',
      path: '/emissao/carne/:code',
      ...page('A carnê\'s page (the `carnet_link`)', { code: carnetCode }),
      handler: ({ res, params }) => sendPage(params.code, res, 'carnet'),
    }),
  ];
}

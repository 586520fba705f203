// The boleto's public page and PDF, reached by the code in their URLs (no login, as the real
// links). PDFs are rendered once per boleto state and kept in a small in-memory cache.
import type { AppContext } from './context.ts';
import type { ChargeRecord } from '../store/charges-repo.ts';
import type { BoletoView } from '../pdf/boleto-view.ts';
import { boletoViewOf } from './boleto-view-model.ts';
import { RenderCache } from './render-cache.ts';

const pdfCache = new RenderCache(256);

function cacheKey(charge: ChargeRecord): string {
  return `${charge.id}:${charge.billet!.revision}:${charge.status}:${charge.balanceSheet ? 1 : 0}`;
}

export function findBoletoByCode(ctx: AppContext, code: string): { charge: ChargeRecord; view: BoletoView } | null {
  const charge = ctx.store.charges.findByBilletCode(code);
  if (!charge?.billet) return null;
  const account = ctx.store.accounts.findById(charge.accountId);
  if (!account) return null;
  return { charge, view: boletoViewOf(charge, account) };
}

// pdfkit and bwip-js load on the first PDF, not at start-up: cold start is a feature.
const loadRenderer = () => import('../pdf/boleto-pdf.ts').then((module) => module.renderBoletoPdf);

export function boletoPdf(charge: ChargeRecord, view: BoletoView): Promise<Buffer> {
  return pdfCache.get(cacheKey(charge), () => loadRenderer().then((render) => render(view)));
}

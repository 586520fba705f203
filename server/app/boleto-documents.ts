// The boleto's public page and PDF, reached by the code in their URLs (no login, as the real
// links). PDFs are rendered once per boleto state and kept in a small in-memory cache.
import { createHash } from 'node:crypto';
import type { AppContext } from './context.ts';
import type { BoletoView } from '../pdf/boleto-view.ts';
import { boletoViewOf } from './boleto-view-model.ts';
import { bolixCodeOf } from './bolix.ts';
import { RenderCache } from './render-cache.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';

const pdfCache = new RenderCache(256);

/**
 * Keyed by what the PDF shows (as the carnê's booklet is), not by the charge's id and revision: ids
 * come back after a reset, in a restored or imported snapshot, maybe with other content — and
 * maybe in another account — which must never be served a PDF rendered from the rows before.
 */
function cacheKey(view: BoletoView): string {
  return createHash('sha256').update(JSON.stringify(view)).digest('base64url');
}

export function findBoletoByCode(ctx: AppContext, code: string): { charge: ChargeRecord; view: BoletoView } | null {
  const charge = ctx.store.charges.findByBilletCode(code);
  if (!charge?.billet) return null;
  const account = ctx.store.accounts.findById(charge.accountId);
  if (!account) return null;
  return { charge, view: boletoViewOf(charge, account, bolixCodeOf(ctx, account, charge.id)) };
}

// pdfkit and bwip-js load on the first PDF, not at start-up: cold start is a feature.
const loadRenderer = () => import('../pdf/boleto-pdf.ts').then((module) => module.renderBoletoPdf);

export function boletoPdf(view: BoletoView): Promise<Buffer> {
  return pdfCache.get(cacheKey(view), () => loadRenderer().then((render) => render(view)));
}

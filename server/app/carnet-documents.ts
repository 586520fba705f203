// The carnê's public pages and PDFs (booklet and cover), reached by the code in their URLs (no
// login, as the real links). PDFs are rendered once per content and kept in a small cache.
import { createHash } from 'node:crypto';
import type { AppContext } from './context.ts';
import type { CarnetView } from '../pdf/carnet-view.ts';
import { carnetViewOf } from './carnet-view-model.ts';
import { bolixCodeOf } from './bolix.ts';
import { RenderCache } from './render-cache.ts';
import type { ChargeRecord } from '../domain/charge-record.ts';
import type { CarnetRecord } from '../domain/carnet.ts';

export interface CarnetDocuments {
  carnet: CarnetRecord;
  parcels: ChargeRecord[];
  view: CarnetView;
}

export function findCarnetByCode(ctx: AppContext, code: string): CarnetDocuments | null {
  const carnet = ctx.store.carnets.findByCode(code);
  if (!carnet) return null;
  return carnetDocuments(ctx, carnet);
}

export function carnetDocuments(ctx: AppContext, carnet: CarnetRecord): CarnetDocuments | null {
  const account = ctx.store.accounts.findById(carnet.accountId);
  const parcels = ctx.store.charges.parcels(carnet.id);
  if (!account || parcels.length === 0 || parcels.some((parcel) => !parcel.billet)) return null;
  const pixCodes = new Map(parcels.flatMap((parcel) => {
    const code = bolixCodeOf(ctx, account, parcel.id);
    return code === null ? [] : [[parcel.id, code] as const];
  }));
  return { carnet, parcels, view: carnetViewOf(carnet, parcels, account, pixCodes) };
}

/**
 * Keyed by what the booklet shows, not by a list of fields: a parcel re-issued (new due date, new
 * numbers), a parcel paid or canceled (its mark), or the account renamed, each gives a new key,
 * and nothing else re-renders. Hashing the view costs a fraction of a millisecond.
 */
export function carnetViewKey(view: CarnetView): string {
  return createHash('sha256').update(JSON.stringify(view)).digest('base64url');
}

// A 12-parcel booklet is ~30 KiB: 64 of them are 2 MiB at most.
const pdfCache = new RenderCache(64);

// pdfkit and bwip-js load on the first PDF, not at start-up: cold start is a feature.
const loadRenderers = () => import('../pdf/carnet-pdf.ts');

export function carnetPdf(view: CarnetView): Promise<Buffer> {
  return pdfCache.get(`booklet:${carnetViewKey(view)}`, () => loadRenderers().then((module) => module.renderCarnetPdf(view)));
}

export function carnetCoverPdf(view: CarnetView): Promise<Buffer> {
  return pdfCache.get(`cover:${carnetViewKey(view)}`, () => loadRenderers().then((module) => module.renderCarnetCoverPdf(view)));
}

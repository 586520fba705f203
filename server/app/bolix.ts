// Bolix (issue 24): a boleto issued while the account has the `bolix` setting on gets a Pix
// location (store/pix-locations-repo.ts), and every answer that shows the boleto shows its Pix
// code — only while the setting is on, as a real account without Bolix gets no `pix` key at all.
// A new due date replaces the location: the old code is no longer payable, the new one is.
import type { AppContext } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { PixLocation } from '../store/pix-locations-repo.ts';
import { buildBrCode, pixLocationUrl } from '../domain/pix/index.ts';
import { qrEncoder, type QrEncoder } from '../pdf/qr-code.ts';
import { AsciiJsonString } from './ascii-json-string.ts';

/**
 * Field 60 of the code: sandbox accounts have no address, and Efí's own city (the one its real
 * Bolix codes carry) stands in for the beneficiary's.
 */
export const BOLIX_MERCHANT_CITY = 'OURO PRETO';

/** What the API answers as `pix`; the image serializes as its data URI string. */
export interface PixAnswer {
  qrcode: string;
  qrcode_image: AsciiJsonString;
}

/** Inside the caller's transaction, as a boleto is issued: its location, when the account has Bolix on. */
export function issueBolixLocation(ctx: AppContext, accountId: number, chargeId: number, atMs: number): void {
  if (ctx.store.accounts.findById(accountId)?.bolix !== 1) return;
  ctx.store.pixLocations.createForCharge(accountId, chargeId, atMs);
}

/** Inside the caller's transaction, as a new due date re-issues the boleto: the old code ends, a new one starts. */
export function reissueBolixLocation(ctx: AppContext, accountId: number, chargeId: number, atMs: number): void {
  ctx.store.pixLocations.markReplaced(chargeId, atMs);
  issueBolixLocation(ctx, accountId, chargeId, atMs);
}

/** The BR Code of a location, for its account. */
export function brCodeOf(account: Pick<AccountRow, 'name'>, location: Pick<PixLocation, 'location'>): string {
  return buildBrCode({ location: pixLocationUrl(location.location), merchantName: account.name, merchantCity: BOLIX_MERCHANT_CITY });
}

/** The charge's current code, or null: no Bolix issued for it, or the account has the setting off. */
export function bolixCodeOf(ctx: AppContext, account: AccountRow, chargeId: number): string | null {
  if (account.bolix !== 1) return null;
  const location = ctx.store.pixLocations.activeOfCharge(chargeId);
  return location ? brCodeOf(account, location) : null;
}

/**
 * The SVGs drawn last, by code: a suite reads the same boleto again and again (pay, then GET, then
 * the carnê). Bounded: ~7 KB each, outside the V8 heap. A code is kept from its second draw on:
 * most boletos are drawn once, by their issue, and keeping each of those for 256 issues made ~7 KB
 * of external memory per issue outlive the young generation — major collections 5 → 13 per 6,000
 * Bolix issues (docs/performance.md, "Bolix issuing, fifth session").
 */
const IMAGES_KEPT = 256;
const images = new Map<string, AsciiJsonString>();
/** Codes drawn once and not kept (the string only). */
const DRAWN_ONCE_KEPT = 1024;
const drawnOnce = new Set<string>();

function imageOf(encoder: QrEncoder, code: string): AsciiJsonString {
  const kept = images.get(code);
  if (kept !== undefined) return kept;
  if (drawnOnce.delete(code)) {
    const image = new AsciiJsonString(encoder.svgDataUriBytes(code));
    if (images.size >= IMAGES_KEPT) images.delete(images.keys().next().value!);
    images.set(code, image);
    return image;
  }
  if (drawnOnce.size >= DRAWN_ONCE_KEPT) drawnOnce.delete(drawnOnce.values().next().value!);
  drawnOnce.add(code);
  // Drawn when the answer is written, straight into it (ascii-json-string.ts).
  return new AsciiJsonString(() => encoder.drawSvgDataUri(code));
}

/**
 * `pix` of each of the charges that has one (by charge id), for an answer.
 */
export async function pixAnswersOf(ctx: AppContext, account: AccountRow, chargeIds: readonly number[]): Promise<Map<number, PixAnswer>> {
  const answers = new Map<number, PixAnswer>();
  if (account.bolix !== 1) return answers;
  const codes = chargeIds.map((chargeId) => [chargeId, bolixCodeOf(ctx, account, chargeId)] as const).filter(([, code]) => code !== null);
  if (codes.length === 0) return answers;
  // The encoder at once (not `await loadQrEncoder()`): one hop through the microtask queue less per answer.
  for (const [chargeId, code] of codes) answers.set(chargeId, { qrcode: code!, qrcode_image: imageOf(qrEncoder, code!) });
  return answers;
}

export async function pixAnswerOf(ctx: AppContext, account: AccountRow, chargeId: number): Promise<PixAnswer | undefined> {
  return (await pixAnswersOf(ctx, account, [chargeId])).get(chargeId);
}

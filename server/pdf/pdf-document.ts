// One in-memory A4 PDF document with pdfkit: fixed metadata (no clock inside, so the same content
// always gives the same bytes), drawn by a synchronous layout function, collected into a Buffer.
import PDFDocument from 'pdfkit';
import type { Doc } from './pdf-text.ts';
import { memoizeFontMetrics } from './font-metrics-memo.ts';

/** Nothing time-dependent goes into the file. */
const FIXED_DATE = new Date(0);

/** `fontMemo: false` only proves, in a test, that the font memo changes no byte of the output. */
export function renderPdf(meta: { title: string; subject: string }, layOut: (doc: Doc) => void, { fontMemo = true } = {}): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    lang: 'pt-BR',
    info: {
      Title: meta.title,
      Subject: meta.subject,
      Creator: 'Cobrança Sandbox',
      Producer: 'Cobrança Sandbox',
      CreationDate: FIXED_DATE,
    },
  });
  if (fontMemo) memoizeFontMetrics(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    layOut(doc);
  } catch (error) {
    doc.end();
    return Promise.reject(error);
  }
  doc.end();
  return done;
}

// A QR code of a text (a payment link's URL), drawn in the browser: bwip-js — the server's own
// barcode library — renders it to SVG, shown as a data: image (the dashboard's CSP allows
// `img-src data:`, and no script is inlined). The encoder is loaded on first use, in its own
// chunk, so the rest of the dashboard does not carry it.
import { useEffect, useState } from 'react';

const cache = new Map<string, Promise<string>>();

export function qrDataUrl(text: string): Promise<string> {
  let url = cache.get(text);
  if (!url) {
    url = import('bwip-js/browser').then(({ qrcode, drawingSVG }) => {
      const svg = qrcode({ bcid: 'qrcode', text, scale: 1 }, drawingSVG());
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    });
    url.catch(() => cache.delete(text));
    cache.set(text, url);
  }
  return url;
}

/** Sized by the stylesheet (`.qr`): a square that shrinks in a narrow panel. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    qrDataUrl(text).then(
      (src) => live && setDrawn({ text, src }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (failed) return <p className="muted small qr-failed">Não foi possível desenhar o QR code.</p>;
  const src = drawn?.text === text ? drawn.src : null;
  return (
    <div className="qr">
      {src ? <img src={src} alt={label} /> : <span className="qr-loading" role="status" aria-label="Desenhando o QR code…" />}
    </div>
  );
}

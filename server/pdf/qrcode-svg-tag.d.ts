// The `qrcode` package's SVG renderer, used directly (server/pdf/qr-code.ts): synchronous, and it
// spares loading the package's PNG and terminal renderers. @types/qrcode types only the package's main.
declare module 'qrcode/lib/renderer/svg-tag.js' {
  export function render(data: unknown, options: Record<string, unknown>): string;
}

// The boleto's HTML page: one self-contained document (inline CSS, inline SVG barcode and, on a
// Bolix, Pix QR, a tiny inline script, no external resource) showing what the PDF shows. Every
// view string is escaped.
import { cellAlign, cellColor, layoutRow } from '../../pdf/balance-sheet-layout.ts';
import { itfSvg } from '../../pdf/barcode-drawing.ts';
import { qrSvg } from '../../pdf/qr-drawing.ts';
import { PIX_TEXTS, type BoletoPix, type BoletoView } from '../../pdf/boleto-view.ts';
import { withDocument } from '../../pdf/layout.ts';
import { createHash } from 'node:crypto';
import { escapeHtml, safeHref } from './html.ts';
import type { BalanceSheet } from '../../domain/balance-sheet.ts';

const e = escapeHtml;

const CSS = `
*{box-sizing:border-box}
body{margin:0;background:#e9ecef;color:#000;font:13px/1.35 Helvetica,Arial,'Liberation Sans',sans-serif}
.page{position:relative;overflow:hidden;max-width:210mm;margin:16px auto;padding:8mm 10mm;background:#fff;box-shadow:0 1px 6px rgba(0,0,0,.25)}
.notice{margin:0 0 6px;color:#b00000;font-weight:700;font-size:11px;text-align:center}
.actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 10px}
.btn{font:inherit;font-weight:700;padding:7px 12px;border:1px solid #1a5fb4;border-radius:4px;background:#1a5fb4;color:#fff;text-decoration:none;cursor:pointer}
.btn.alt{background:#fff;color:#1a5fb4}
.btn:focus-visible{outline:3px solid #f5c211;outline-offset:2px}
h1,h2,h3{margin:0}
.title{display:flex;justify-content:space-between;align-items:baseline;margin:4px 0}
h1{font-size:16px}
.status{color:#c00;font-weight:700;font-size:15px;margin:0}
.bank{display:flex;flex-wrap:wrap;align-items:flex-end;border-bottom:2px solid #000;padding-bottom:2px}
.bank .name{flex:0 0 auto;padding-right:10px;font-weight:700;font-size:15px;white-space:nowrap}
.bank .code{flex:0 0 auto;padding:0 8px;font-weight:700;font-size:22px;text-align:center;border-left:2px solid #000;border-right:2px solid #000}
.bank .line{flex:1 0 auto;font-weight:700;font-size:13px;text-align:right;user-select:all;white-space:nowrap;padding-left:8px}
.grid{border:1px solid #000;border-top:0}
.row{display:flex;border-top:1px solid #000}
.row:first-child{border-top:0}
.cell{flex:1;min-width:0;padding:1px 4px 3px;border-left:1px solid #000}
.cell:first-child{border-left:0}
.r{flex:0 0 26%;text-align:right}
.lbl{display:block;font-size:9px;color:#333;text-align:left}
.val{display:block;min-height:1.35em;overflow-wrap:anywhere}
.b{font-weight:700}
.stack{flex:0 0 26%;display:flex;flex-direction:column;border-left:1px solid #000}
.stack .cell{flex:1;border-left:0;border-top:1px solid #000}
.stack .cell:first-child{border-top:0}
.instr{min-height:110px}
.instr p,.obs p{margin:0}
.auth{text-align:right;font-size:10px;margin:2px 0 10px}
.ficha .auth{font-weight:700;font-size:11px}
.obs{border:1px solid #000;padding:2px 5px 4px;margin:0 0 10px;font-size:12px}
table{width:100%;border-collapse:collapse;font-size:12px;margin:0 0 8px}
th,td{padding:2px 5px;vertical-align:top}
.items th{background:#eee;text-align:left}
.items .num{text-align:right}
.items td,.items th{border-bottom:1px solid #bbb}
.num{text-align:right}
.bs h2{font-size:14px;text-align:center;margin:4px 0 6px}
.bs h3{font-size:12px;background:#e6e6e6;padding:2px 5px;margin:0 0 2px}
.bs td{border:1px solid #b4b4b4}
.cut{border-top:1px dashed #555;margin:14px -10mm 6px;padding:1px 10mm 0;text-align:right;font-size:9px;color:#555}
.barcode{padding:8px 5mm 2px 1mm;background:#fff}
.barcode svg{display:block;width:103mm;height:13mm}
.stamp{position:absolute;left:50%;top:36%;transform:translate(-50%,-50%) rotate(-32deg);padding:.1em .3em;border:.08em solid;border-radius:.12em;font:700 min(110px,14vw)/1 Helvetica,Arial,sans-serif;color:rgba(204,0,0,.14);white-space:nowrap;pointer-events:none;z-index:1}
.pix{display:flex;gap:12px;align-items:flex-start;border:1px solid #000;padding:6px 8px 6px 4px;margin:0 0 10px}
.pix-qr{flex:0 0 auto}
.pix-qr svg{display:block;width:36mm;height:36mm}
.pix-text{flex:1;min-width:0}
.pix h2{font-size:15px;margin:2px 0 4px}
.pix p{margin:0 0 4px;font-size:12px}
.pix .pix-code{font:11px/1.3 ui-monospace,Menlo,Consolas,'Liberation Mono',monospace;user-select:all;overflow-wrap:anywhere;word-break:break-all;background:#f2f2f2;padding:3px 5px;margin:2px 0 6px}
.pix .actions{margin:0}
@media (max-width:640px){.pix{flex-direction:column;align-items:center}}
@media (max-width:640px){.page{padding:4mm 3mm;margin:0}.bank .line{white-space:normal;flex-basis:100%}.r,.stack{flex-basis:36%}.barcode svg{width:100%}}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media print{
  @page{size:A4;margin:8mm}
  body{background:#fff}
  .page{box-shadow:none;margin:0;max-width:none;padding:0}
  .no-print{display:none!important}
  .ficha{break-inside:avoid}
  body{font-size:11px}
  .instr{min-height:90px}
  .cut{margin:8px 0 4px;padding:1px 0 0}
  *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
}`;

// One copy routine for both buttons (typed line, Pix code); each reports in its own status line.
const SCRIPT = `(function(){function bind(id,sid,ok,ko){var b=document.getElementById(id),s=document.getElementById(sid);if(!b||!s)return;
b.addEventListener('click',function(){var t=b.getAttribute('data-line')||'';
function done(y){s.textContent=y?ok:ko;}
function fallback(){var a=document.createElement('textarea');a.value=t;a.setAttribute('readonly','');a.style.position='fixed';a.style.opacity='0';
document.body.appendChild(a);a.select();var y=false;try{y=document.execCommand('copy');}catch(x){}document.body.removeChild(a);done(y);}
if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(t).then(function(){done(true);},fallback);}else{fallback();}});}
bind('copy','copy-status','Linha digitável copiada.','Não foi possível copiar: selecione a linha digitável e copie manualmente.');
bind('copy-pix','pix-copy-status','Código Pix copiado.','Não foi possível copiar: selecione o código Pix e copie manualmente.');
var p=document.getElementById('print');if(p)p.addEventListener('click',function(){window.print();});})();`;

/**
 * Nothing but this page's own inline script and styles may run or load; the dashboard may frame it.
 * Styles stay 'unsafe-inline' for the per-cell style attributes, which hashes cannot cover.
 */
export const BOLETO_PAGE_CSP =
  `default-src 'none'; script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'; style-src 'unsafe-inline'; ` +
  "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** A labelled box; `width` in % of the row, `r` for the right-hand column of dates and values. */
function cell(label: string, value: string, opts: { r?: boolean; bold?: boolean; width?: number } = {}): string {
  const width = opts.width === undefined ? '' : ` style="flex:0 0 ${opts.width}%"`;
  return `<div class="cell${opts.r ? ' r' : ''}"${width}><span class="lbl">${e(label)}</span>`
    + `<span class="val${opts.bold ? ' b' : ''}">${e(value)}</span></div>`;
}

function multi(label: string, values: Array<string | null>): string {
  const lines = values.filter((v): v is string => v !== null && v !== '').map((v) => `<span class="val">${e(v)}</span>`);
  return `<div class="cell"><span class="lbl">${e(label)}</span>${lines.join('')}</div>`;
}

function bankHeader(view: BoletoView): string {
  return `<div class="bank"><div class="name">${e(view.bankName)}</div><div class="code">${e(view.bankCode)}</div>`
    + `<div class="line">${e(view.typedLine)}</div></div>`;
}

function balanceSheet(sheet: BalanceSheet): string {
  const decoration: Record<string, string> = {
    bold: 'font-weight:700', italic: 'font-style:italic', underline: 'text-decoration:underline', 'line-through': 'text-decoration:line-through',
  };
  const sections = sheet.body.map((section) => {
    const tables = section.tables.map((table) => {
      const rows = table.rows.flatMap((row) => layoutRow(row)).map((line) => `<tr>${line.map(({ cell: c, span }) => {
        if (c === null) return `<td colspan="${span}"></td>`;
        const style = [`text-align:${cellAlign(c)}`, `color:${cellColor(c)}`, decoration[c.style]].filter(Boolean).join(';');
        return `<td colspan="${span}" style="${style}">${e(c.text)}</td>`;
      }).join('')}</tr>`);
      return `<table><colgroup><col span="4" style="width:25%"></colgroup><tbody>${rows.join('')}</tbody></table>`;
    });
    return `<h3>${e(section.header)}</h3>${tables.join('')}`;
  });
  return `<section class="bs" aria-label="Balancete"><h2>${e(sheet.title)}</h2>${sections.join('')}</section>`;
}

function items(view: BoletoView): string {
  if (view.items.length === 0) return '';
  const rows = view.items.map((item) => `<tr><td>${e(item.name)}</td><td class="num">${e(String(item.amount))}</td>`
    + `<td class="num">${e(item.value)}</td><td class="num">${e(item.total)}</td></tr>`);
  return `<table class="items"><caption class="sr-only">Itens</caption><thead><tr><th scope="col">Descrição</th>`
    + `<th scope="col" class="num">Quantidade</th><th scope="col" class="num">Valor unitário</th><th scope="col" class="num">Total</th></tr></thead>`
    + `<tbody>${rows.join('')}</tbody></table>`;
}

/** "Pague com Pix": the QR as inline SVG, how to pay, the copia-e-cola selectable in one click and a copy button. */
function pix(code: BoletoPix): string {
  const t = PIX_TEXTS;
  return `<section class="pix" aria-labelledby="pix-title">
<div class="pix-qr">${qrSvg(code.qrcode, t.qrLabel)}</div>
<div class="pix-text"><h2 id="pix-title">${e(t.title)}</h2><p>${e(t.howTo)}</p><p>${e(t.amount)}</p>
<span class="lbl b" id="pix-code-label">${e(t.copyLabel)}</span>
<p class="pix-code" id="pix-code" aria-labelledby="pix-code-label">${e(code.qrcode)}</p>
<div class="actions no-print"><button type="button" class="btn" id="copy-pix" data-line="${e(code.qrcode)}">Copiar código Pix</button>
<span id="pix-copy-status" role="status" aria-live="polite"></span></div></div>
</section>`;
}

function receipt(view: BoletoView): string {
  const p = view.payer;
  const messages = view.messageLines.filter((m) => m.trim() !== '');
  const observations = messages.length === 0 ? ''
    : `<div class="obs"><span class="lbl b">Observações</span>${messages.map((m) => `<p>${e(m)}</p>`).join('')}</div>`;
  return `<section aria-labelledby="recibo">
<div class="title"><h1 id="recibo">Recibo do Pagador</h1>${view.stamp ? `<p class="status">Situação: ${e(view.stamp)}</p>` : ''}</div>
${bankHeader(view)}
<div class="grid">
<div class="row">${multi('Beneficiário', [withDocument(view.beneficiary.name, view.beneficiary.document), view.beneficiary.address])}${cell('Agência / Código do beneficiário', view.agencyCode, { r: true })}</div>
<div class="row">${multi('Pagador', [withDocument(p.name, p.document), p.address, p.email])}${cell('Vencimento', view.dueDate, { r: true, bold: true })}</div>
<div class="row">${cell('Nosso número', view.ourNumber)}${cell('Nº do documento', view.documentNumber)}${cell('Data do documento', view.documentDate)}${cell('(=) Valor do documento', view.documentValue, { r: true, bold: true })}</div>
</div>
<p class="auth">Autenticação mecânica – Recibo do Pagador</p>
${view.pix ? pix(view.pix) : ''}
${observations}
${view.balanceSheet ? balanceSheet(view.balanceSheet) : items(view)}
</section>`;
}

function ficha(view: BoletoView, notice: string): string {
  const p = view.payer;
  const contact = [p.address, p.email].filter((s): s is string => s !== null && s !== '').join(' · ');
  return `<section class="ficha" aria-labelledby="ficha">
<div class="cut" aria-hidden="true">Corte na linha pontilhada</div>
${notice}
<h2 id="ficha" class="sr-only">Ficha de compensação</h2>
${bankHeader(view)}
<div class="grid">
<div class="row">${cell('Local de pagamento', view.paymentPlace)}${cell('Vencimento', view.dueDate, { r: true, bold: true })}</div>
<div class="row">${multi('Beneficiário', [withDocument(view.beneficiary.name, view.beneficiary.document), view.beneficiary.address])}${cell('Agência / Código do beneficiário', view.agencyCode, { r: true })}</div>
<div class="row">${cell('Data do documento', view.documentDate, { width: 14 })}${cell('Nº do documento', view.documentNumber, { width: 18 })}${cell('Espécie doc.', view.documentKind, { width: 10 })}${cell('Aceite', view.acceptance, { width: 7 })}${cell('Data do processamento', view.processingDate)}${cell('Nosso número', view.ourNumber, { r: true })}</div>
<div class="row">${cell('Uso do banco', '', { width: 14 })}${cell('Carteira', view.wallet, { width: 11 })}${cell('Espécie', 'R$', { width: 8 })}${cell('Quantidade', '', { width: 16 })}${cell('(x) Valor', '')}${cell('(=) Valor do documento', view.documentValue, { r: true, bold: true })}</div>
<div class="row"><div class="cell instr"><span class="lbl">Instruções (texto de responsabilidade do beneficiário)</span>${view.instructions.map((i) => `<p>${e(i)}</p>`).join('')}</div>
<div class="stack">${cell('(−) Desconto / Abatimento', view.discount ?? '')}${cell('(−) Outras deduções', '')}${cell('(+) Mora / Multa', '')}${cell('(+) Outros acréscimos', '')}${cell('(=) Valor cobrado', '')}</div></div>
<div class="row">${multi('Pagador', [withDocument(p.name, p.document), contact])}${cell('Código de baixa', '', { r: true })}</div>
</div>
<p class="auth">Autenticação mecânica – FICHA DE COMPENSAÇÃO</p>
<div class="barcode">${itfSvg(view.barcode)}</div>
</section>`;
}

export function renderBoletoHtml(view: BoletoView, links: { pdf: string }): string {
  const notice = view.sandboxNotice.trim() === '' ? '' : `<p class="notice" role="note">${e(view.sandboxNotice)}</p>`;
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Boleto ${e(view.bankName)} – vencimento ${e(view.dueDate)} – ${e(view.documentValue)}</title>
<style>${CSS}</style>
</head>
<body>
<main class="page">
${notice}
<div class="actions no-print">
<button type="button" class="btn" id="copy" data-line="${e(view.typedLine)}">Copiar linha digitável</button>
<a class="btn alt" href="${safeHref(links.pdf)}" type="application/pdf">Baixar PDF</a>
<button type="button" class="btn alt" id="print">Imprimir</button>
<span id="copy-status" role="status" aria-live="polite"></span>
</div>
${view.stamp ? `<div class="stamp" aria-hidden="true">${e(view.stamp)}</div>` : ''}
${receipt(view)}
${ficha(view, notice)}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

// The carnê's HTML pages, self-contained like the boleto's (inline CSS, one tiny inline script, no
// external resource): the carnê page lists every parcel with its typed line, situation and links to
// its own boleto page and PDF; the cover page shows the cover's facts. Every view string is escaped.
import { createHash } from 'node:crypto';
import type { CarnetParcelSummary, CarnetView } from '../../pdf/carnet-view.ts';
import { withDocument } from '../../pdf/layout.ts';
import { escapeHtml as e, safeHref } from './html.ts';

export interface CarnetPageLinks {
  bookletPdf: string;
  coverPdf: string;
  coverPage: string;
  carnetPage: string;
  /** Each parcel's boleto page and PDF, in parcel order. */
  parcels: Array<{ page: string; pdf: string }>;
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;background:#e9ecef;color:#111;font:14px/1.45 Helvetica,Arial,'Liberation Sans',sans-serif}
.page{max-width:260mm;margin:16px auto;padding:8mm 10mm;background:#fff;box-shadow:0 1px 6px rgba(0,0,0,.25)}
.notice{margin:0 0 8px;color:#b00000;font-weight:700;font-size:12px;text-align:center}
.actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 14px}
.btn{font:inherit;font-weight:700;padding:7px 12px;border:1px solid #1a5fb4;border-radius:4px;background:#1a5fb4;color:#fff;text-decoration:none;cursor:pointer}
.btn.alt{background:#fff;color:#1a5fb4}
.btn.small{padding:3px 8px;font-size:12px}
.btn:focus-visible,a:focus-visible{outline:3px solid #f5c211;outline-offset:2px}
header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:8px;border-bottom:2px solid #000;padding-bottom:4px;margin-bottom:10px}
h1{margin:0;font-size:24px}
h2{margin:18px 0 6px;font-size:17px}
.sub{margin:0;color:#444;font-size:15px}
.bank{font-weight:700;font-size:15px}
dl{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));margin:0;border-top:1px solid #000;border-left:1px solid #000}
dl div{padding:3px 6px 5px;border-right:1px solid #000;border-bottom:1px solid #000}
dl .wide{grid-column:1/-1}
dt{font-size:10px;color:#333}
dd{margin:0;overflow-wrap:anywhere}
.big dd{font-weight:700;font-size:17px}
ul.how{margin:0;padding-left:20px}
table{width:100%;border-collapse:collapse;font-size:13px}
thead th{background:#eee;text-align:left;font-size:12px}
tbody th{text-align:left;white-space:nowrap}
th,td{padding:5px 6px;border-bottom:1px solid #bbb;vertical-align:middle}
.num{text-align:right;white-space:nowrap}
.line{font-family:'DejaVu Sans Mono',Menlo,Consolas,monospace;font-size:12px;user-select:all;white-space:nowrap}
.nowrap{white-space:nowrap}
.tone-late{color:#c00;font-weight:700}
.tone-paid{color:#1c6b3a;font-weight:700}
.tone-void{color:#666;text-decoration:line-through}
.links a{margin-right:8px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media (max-width:700px){.page{padding:4mm 3mm;margin:0}dl{grid-template-columns:1fr 1fr}
  thead{display:none}tr{display:block;border-bottom:2px solid #999;padding:4px 0}tbody th,td{display:block;border:0;padding:2px 4px}.num{text-align:left}.line{white-space:normal;overflow-wrap:anywhere}}
@media print{
  @page{size:A4;margin:10mm}
  body{background:#fff}
  .page{box-shadow:none;margin:0;max-width:none;padding:0}
  .no-print{display:none!important}
  *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
}`;

const SCRIPT = `(function(){var s=document.getElementById('copy-status');
function done(ok,n){if(s)s.textContent=ok?'Linha digitável da parcela '+n+' copiada.':'Não foi possível copiar: selecione a linha digitável e copie manualmente.';}
function fallback(t,n){var a=document.createElement('textarea');a.value=t;a.setAttribute('readonly','');a.style.position='fixed';a.style.opacity='0';
document.body.appendChild(a);a.select();var ok=false;try{ok=document.execCommand('copy');}catch(x){}document.body.removeChild(a);done(ok,n);}
document.querySelectorAll('button[data-line]').forEach(function(b){b.addEventListener('click',function(){var t=b.getAttribute('data-line')||'',n=b.getAttribute('data-parcel')||'';
if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(t).then(function(){done(true,n);},function(){fallback(t,n);});}else{fallback(t,n);}});});
var p=document.getElementById('print');if(p)p.addEventListener('click',function(){window.print();});})();`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * Only this page's own script and stylesheet may run or apply (both by hash: the page has no style
 * attributes); the dashboard may frame it, as it frames the boleto page.
 */
export const CARNET_PAGE_CSP =
  `default-src 'none'; script-src 'sha256-${sha256(SCRIPT)}'; style-src 'sha256-${sha256(CSS)}'; ` +
  "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

function fact(label: string, value: string, cls = ''): string {
  return `<div${cls ? ` class="${cls}"` : ''}><dt>${e(label)}</dt><dd>${e(value)}</dd></div>`;
}

function facts(view: CarnetView): string {
  const c = view.cover;
  const contact = [c.payer.address, c.payer.email].filter((v): v is string => v !== null && v !== '');
  return `<dl>
${fact('Beneficiário', [withDocument(c.beneficiary.name, c.beneficiary.document), c.beneficiary.address].filter(Boolean).join(' — '), 'wide')}
${fact('Pagador', [withDocument(c.payer.name, c.payer.document), ...contact].join(' — '), 'wide')}
${fact('Parcelas', String(c.parcelCount), 'big')}
${fact('Valor total', c.total, 'big')}
${fact('Primeiro vencimento', c.firstDueDate, 'big')}
${fact('Último vencimento', c.lastDueDate, 'big')}
${fact('Valor das parcelas', c.parcelValues, 'wide')}
</dl>`;
}

function situation(parcel: CarnetParcelSummary): string {
  return `<span class="tone-${parcel.tone}">${e(parcel.situation)}</span>`;
}

function parcelTable(view: CarnetView, links: CarnetPageLinks): string {
  const rows = view.cover.parcels.map((parcel, i) => {
    const own = links.parcels[i];
    const n = parcel.number;
    return `<tr>
<th scope="row" class="nowrap">${e(n)}</th><td class="nowrap">${e(parcel.dueDate)}</td><td class="num">${e(parcel.value)}</td><td>${situation(parcel)}</td>
<td><span class="line">${e(parcel.typedLine)}</span></td>
<td class="no-print nowrap"><button type="button" class="btn alt small" data-line="${e(parcel.typedLine)}" data-parcel="${e(n)}" aria-label="Copiar a linha digitável da parcela ${e(n)}">Copiar</button></td>
<td class="links no-print nowrap"><a href="${safeHref(own?.page ?? '')}" aria-label="Boleto da parcela ${e(n)}">Boleto</a><a href="${safeHref(own?.pdf ?? '')}" type="application/pdf" aria-label="PDF da parcela ${e(n)}">PDF</a></td>
</tr>`;
  });
  return `<table><caption class="sr-only">Parcelas do carnê</caption>
<thead><tr><th scope="col">Parcela</th><th scope="col">Vencimento</th><th scope="col" class="num">Valor</th><th scope="col">Situação</th><th scope="col">Linha digitável</th><th scope="col" class="no-print"><span class="sr-only">Copiar</span></th><th scope="col" class="no-print">Boleto</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>`;
}

function coverTable(view: CarnetView): string {
  const rows = view.cover.parcels.map((parcel) =>
    `<tr><th scope="row">${e(parcel.number)}</th><td>${e(parcel.dueDate)}</td><td class="num">${e(parcel.value)}</td><td>${situation(parcel)}</td></tr>`);
  return `<table><caption class="sr-only">Parcelas do carnê</caption>
<thead><tr><th scope="col">Parcela</th><th scope="col">Vencimento</th><th scope="col" class="num">Valor</th><th scope="col">Situação</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>`;
}

function pageHtml(view: CarnetView, title: string, actions: string, body: string): string {
  const notice = view.sandboxNotice.trim() === '' ? '' : `<p class="notice" role="note">${e(view.sandboxNotice)}</p>`;
  const bank = view.slips[0]?.boleto;
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} – ${e(view.cover.title)} – ${e(view.cover.total)}</title>
<style>${CSS}</style>
</head>
<body>
<main class="page">
${notice}
<div class="actions no-print">
${actions}
<button type="button" class="btn alt" id="print">Imprimir</button>
<span id="copy-status" role="status" aria-live="polite"></span>
</div>
<header><div><h1>${e(title)}</h1><p class="sub">${e(view.cover.title)}</p></div>${bank ? `<span class="bank">${e(bank.bankName)} ${e(bank.bankCode)}</span>` : ''}</header>
${facts(view)}
<h2>Como pagar</h2>
<ul class="how">${view.cover.howToPay.map((sentence) => `<li>${e(sentence)}</li>`).join('')}</ul>
${body}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

/** The carnê page (`link`, `carnet_link`): every parcel with its typed line and its boleto's links. */
export function renderCarnetHtml(view: CarnetView, links: CarnetPageLinks): string {
  const actions = `<a class="btn" href="${safeHref(links.bookletPdf)}" type="application/pdf">Baixar carnê (PDF)</a>
<a class="btn alt" href="${safeHref(links.coverPage)}">Capa</a>`;
  return pageHtml(view, 'Carnê de pagamento', actions, `<h2 id="parcelas">Parcelas</h2>\n${parcelTable(view, links)}`);
}

/** The cover page (`cover`): the cover's facts and the parcels' dates and values. */
export function renderCarnetCoverHtml(view: CarnetView, links: CarnetPageLinks): string {
  const actions = `<a class="btn" href="${safeHref(links.coverPdf)}" type="application/pdf">Baixar capa (PDF)</a>
<a class="btn alt" href="${safeHref(links.bookletPdf)}" type="application/pdf">Baixar carnê (PDF)</a>
<a class="btn alt" href="${safeHref(links.carnetPage)}">Parcelas e linhas digitáveis</a>`;
  return pageHtml(view, 'Capa do carnê', actions, `<h2>Parcelas</h2>\n${coverTable(view)}`);
}

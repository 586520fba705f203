// The integration report as a standalone HTML page for a person: every check with its verdict,
// detail and evidence linked into the dashboard. Every string is escaped (evidence quotes what the
// client sent); the page runs no script and applies only its own stylesheet.
import { createHash } from 'node:crypto';
import type { IntegrationReport } from '../../app/integration-report.ts';
import type { Check } from '../../domain/report/checks.ts';
import { escapeHtml as e } from './html.ts';

const CSS = `body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1b1f24}
h1{font-size:1.4rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #d0d7de}
.pass{color:#116329}.fail{color:#a40e26;font-weight:600}.not_exercised{color:#6e7781}ul{margin:.3rem 0 0;padding-left:1.2rem}small{color:#57606a}`;

export const REPORT_PAGE_CSP =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'; ` +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const LABELS: Record<Check['status'], string> = { pass: 'passou', fail: 'falhou', not_exercised: 'não exercitado' };

/** Evidence hrefs are the dashboard's hash routes (`#/requisicoes/7`): the dashboard is served at `/`. */
const dashboardHref = (hash: string) => (/^#\/[a-z]+\/\d+$/.test(hash) ? `/${hash}` : '#');

function row(check: Check): string {
  const evidence = check.evidence.length
    ? `<ul>${check.evidence.map((ev) => `<li><a href="${e(dashboardHref(ev.href))}">${e(`${ev.kind} #${ev.id}`)}</a> — ${e(ev.note)}</li>`).join('')}</ul>`
    : '';
  return `<tr><td><code>${e(check.id)}</code></td><td>${e(check.title)}<br><small>${e(check.detail)}</small>${evidence}</td><td class="${check.status}">${e(LABELS[check.status])}</td></tr>`;
}

export function renderReportHtml(report: IntegrationReport): string {
  const failed = report.checks.filter((c) => c.status === 'fail').length;
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Relatório de integração</title><style>${CSS}</style></head>
<body><h1>Relatório de integração</h1>
<p>Gerado em ${e(report.generated_at)}, a partir de ${e(report.since)}: ${e(String(report.checks.length))} verificações, ${e(String(failed))} com falha.
${e(String(report.requests_observed))} requisição(ões) lida(s), registradas desde ${e(report.requests_observed_since)} (em memória: as de antes de o servidor iniciar não entram).</p>
<table><thead><tr><th>Verificação</th><th>Detalhe e evidências</th><th>Resultado</th></tr></thead>
<tbody>${report.checks.map(row).join('\n')}</tbody></table></body></html>`;
}

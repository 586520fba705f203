// The integration report as JUnit XML, for a CI job to publish beside its own suite's: one test
// case per check; a fail is a <failure>, a check nothing exercised is <skipped>.
import type { IntegrationReport } from '../app/integration-report.ts';
import type { Check } from '../domain/report/checks.ts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text for element content and attributes alike. Evidence quotes what the client sent (a path),
 * so characters XML 1.0 cannot carry at all — control characters, lone surrogates — become U+FFFD.
 */
export function escapeXml(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex -- naming the control characters XML allows is the point
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]);
}

const evidenceLines = (check: Check) => check.evidence.map((e) => `${e.kind} #${e.id} (${e.href}): ${e.note}`).join('\n');

function testCase(check: Check): string {
  const open = `    <testcase classname="cobranca-sandbox.${escapeXml(check.id.split('.')[0])}" name="${escapeXml(`${check.id}: ${check.title}`)}">`;
  const body = [`${check.detail}`, evidenceLines(check)].filter(Boolean).join('\n');
  const outcome =
    check.status === 'fail'
      ? `      <failure message="${escapeXml(check.detail)}" type="${escapeXml(check.id)}">${escapeXml(body)}</failure>\n`
      : check.status === 'not_exercised'
        ? `      <skipped message="${escapeXml(check.detail)}"/>\n`
        : '';
  return `${open}\n${outcome}      <system-out>${escapeXml(body)}</system-out>\n    </testcase>`;
}

export function reportAsJunit(report: IntegrationReport): string {
  const count = (status: Check['status']) => report.checks.filter((c) => c.status === status).length;
  const totals = `tests="${report.checks.length}" failures="${count('fail')}" errors="0" skipped="${count('not_exercised')}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="Cobrança Sandbox: relatório de integração" ${totals}>`,
    `  <testsuite name="cobranca-sandbox.integration-report" ${totals} timestamp="${escapeXml(report.generated_at)}">`,
    `    <properties><property name="since" value="${escapeXml(report.since)}"/>` +
      `<property name="requests_observed" value="${report.requests_observed}"/>` +
      `<property name="requests_observed_since" value="${escapeXml(report.requests_observed_since)}"/></properties>`,
    ...report.checks.map(testCase),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

// One logged request: when (on both clocks), what it touched, its bodies, and the same request as
// a curl command that sends it again to this sandbox.
import { useEffect, useState } from 'react';
import type { LoggedRequest, RequestFaultMark } from '../../api/types.ts';
import { useAccountStores } from '../../stores/hooks.ts';
import { CodeBlock } from '../../ui/components.tsx';
import { copyText } from '../../ui/clipboard.ts';
import { faultMarkLabel } from '../faults/fault-labels.ts';
import { curlCommand, needsToken, replayCaveats, tokenCommand } from './curl.ts';
import { HttpStatus } from './http-status.tsx';
import { RequestTimes } from './request-times.tsx';
import { ResourceLinks } from './resource-links.tsx';
import '../faults/fault-marks.css';

export function RequestDetail({ request }: { request: LoggedRequest }) {
  return (
    <article className="detail" aria-labelledby="request-title">
      <header className="detail-head">
        <div className="detail-title-row">
          <h2 id="request-title" className="mono">
            <span className={`method method-${request.method.toLowerCase()}`}>{request.method}</span> {request.path}
          </h2>
        </div>
        <p className="muted">
          <HttpStatus status={request.status} /> em {request.latency_ms.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ms
          {request.from_dashboard && <span className="chip request-dashboard-chip">painel</span>}
        </p>
      </header>
      <div className="request-detail-facts">
        <RequestTimes request={request} labelled />
        {request.resources.length > 0 && (
          <p className="request-touched">
            Tocou em: <ResourceLinks resources={request.resources} />
          </p>
        )}
      </div>
      {request.fault && <FaultNote fault={request.fault} />}
      <CurlPanel request={request} />
      <section className="panel">
        <h3 className="panel-title">Corpo da requisição</h3>
        <CodeBlock text={request.request_body} label="corpo da requisição" />
      </section>
      <section className="panel">
        <h3 className="panel-title">Corpo da resposta</h3>
        <CodeBlock text={request.response_body} label="corpo da resposta" />
      </section>
    </article>
  );
}

function CurlPanel({ request }: { request: LoggedRequest }) {
  const { api } = useAccountStores();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(t);
  }, [copied]);
  const command = curlCommand(request, api.baseUrl);
  const caveats = replayCaveats(request);
  return (
    <section className="panel" aria-labelledby="curl-title">
      <div className="request-curl-head">
        <h3 id="curl-title" className="panel-title">Repetir com curl</h3>
        <button type="button" className="btn btn-small" onClick={() => void copyText(command).then(() => setCopied(true))}>
          {copied ? 'Copiado ✓' : 'Copiar como curl'}
        </button>
      </div>
      <pre className="code request-curl" aria-label="comando curl" tabIndex={0}>
        {command}
      </pre>
      {caveats.map((caveat) => (
        <p key={caveat} className="request-caveat" role="note">
          {caveat}
        </p>
      ))}
      {needsToken(request.path) && (
        <details className="request-token-help">
          <summary>
            Definir <code>$TOKEN</code> (o registro não guarda credenciais; um token vale 600 s)
          </summary>
          <CodeBlock text={tokenCommand(api.baseUrl, api.credentials.clientId, api.credentials.clientSecret)} label="comando para definir TOKEN" />
        </details>
      )}
    </section>
  );
}

/** What the fault did to this request, in words: whether anything changed in the sandbox. */
function FaultNote({ fault }: { fault: RequestFaultMark }) {
  const after = fault.when === 'after';
  return (
    <section className="panel fault-note" aria-label="Falha injetada">
      <p>
        <span className="chip chip-fault">falha injetada</span> {faultMarkLabel(fault)} pela{' '}
        <a href="#/falhas">regra #{fault.rule_id}</a>.{' '}
        {after
          ? `A requisição foi executada e gravada (o sandbox respondeu HTTP ${fault.answered_status ?? '?'}); o cliente recebeu a falha no lugar.`
          : 'A requisição não foi executada: nada mudou no sandbox.'}
      </p>
    </section>
  );
}

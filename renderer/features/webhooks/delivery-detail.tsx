// One delivery: what it is about and where it goes, its state, and every attempt under it —
// each collapsed to one line (number, virtual time, result) and opening onto the request the
// sandbox POSTed and what the receiver answered, headers and body.
import type { Delivery, DeliveryAttempt } from '../../api/types.ts';
import { useWebhook, useWebhookActions } from '../../stores/hooks.ts';
import { CodeBlock, CopyButton, EmptyState, ErrorMessage, Spinner } from '../../ui/components.tsx';
import { formatDateTime, formatInteger } from '../../ui/format.ts';
import { attemptOfMax, describeError } from './delivery-labels.ts';
import { AttemptResult, DeliveryOwner, DeliveryStateBadge } from './delivery-badges.tsx';
import { ReplayButton } from './replay-button.tsx';
import '../charges/timeline.css';

export function DeliveryDetailPanel() {
  const { deliveryId, detail, error } = useWebhook();
  if (deliveryId === null) {
    return (
      <EmptyState title="Escolha uma entrega para ver as tentativas.">
        <p>
          Cada tentativa mostra o POST que o sandbox fez para a sua URL — cabeçalhos e corpo, com o token — e o que o seu servidor
          respondeu. Um 2xx só encerra a entrega quando o seu código consulta o token com <code>GET /v1/notification/:token</code>.
        </p>
      </EmptyState>
    );
  }
  if (!detail || detail.id !== deliveryId) {
    if (error) return <ErrorMessage error={error} title={`Não foi possível abrir a entrega #${deliveryId}`} />;
    return <Spinner label={`Abrindo a entrega #${deliveryId}…`} />;
  }
  return <DeliveryStory delivery={detail} />;
}

function DeliveryStory({ delivery }: { delivery: Delivery }) {
  const { replay } = useWebhookActions();
  return (
    <article className="detail" aria-labelledby="delivery-title">
      <header className="detail-head">
        <div className="detail-title-row">
          <h2 id="delivery-title">Entrega #{delivery.id}</h2>
          <DeliveryStateBadge state={delivery.state} />
        </div>
        <ReplayButton deliveryId={delivery.id} replay={replay} />
      </header>
      <dl className="facts">
        <div>
          <dt>Origem</dt>
          <dd>
            <DeliveryOwner delivery={delivery} />
          </dd>
        </div>
        <div>
          <dt>Evento</dt>
          <dd className="mono">{delivery.event_id}</dd>
        </div>
        <div>
          <dt>Tentativas</dt>
          <dd>{attemptOfMax(delivery.attempt_count, delivery.max_attempts)}</dd>
        </div>
        <div>
          <dt>Próxima tentativa</dt>
          <dd>{delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : 'nenhuma'}</dd>
        </div>
        <div>
          <dt>Token consultado</dt>
          <dd>{delivery.token_fetched ? `sim, ${formatDateTime(delivery.token_fetches.at(-1))}` : 'não'}</dd>
        </div>
        <div>
          <dt>Criada</dt>
          <dd>{formatDateTime(delivery.created_at)}</dd>
        </div>
        <div className="facts-wide">
          <dt>URL</dt>
          <dd className="mono break">{delivery.url ?? '(a cobrança não tem notification_url)'}</dd>
        </div>
        <div className="facts-wide">
          <dt>Token de notificação</dt>
          <dd className="wh-token">
            <span className="mono break">{delivery.token}</span> <CopyButton text={delivery.token} label="Copiar o token de notificação" />
          </dd>
        </div>
      </dl>
      <section className="panel" aria-labelledby="attempts-title">
        <h3 id="attempts-title" className="panel-title">
          Tentativas
        </h3>
        {delivery.attempts.length === 0 ? (
          <p className="muted">Nenhuma tentativa ainda{delivery.next_attempt_at ? `: a primeira sai em ${formatDateTime(delivery.next_attempt_at)}` : ''}.</p>
        ) : (
          <ol className="wh-attempts">
            {delivery.attempts.map((attempt) => (
              <li key={attempt.id}>
                <AttemptDisclosure attempt={attempt} />
              </li>
            ))}
          </ol>
        )}
        <p className="muted small legend">Horários no relógio virtual da conta. Da resposta, o sandbox guarda os primeiros 4 KB do corpo.</p>
      </section>
    </article>
  );
}

function AttemptDisclosure({ attempt }: { attempt: DeliveryAttempt }) {
  return (
    <details className="wh-attempt">
      <summary>
        <span className="wh-attempt-number">Tentativa {attempt.number}</span>
        <time dateTime={attempt.at.replace(' ', 'T')}>{formatDateTime(attempt.at, true)}</time>
        <AttemptResult status={attempt.status_code} error={attempt.error} />
        {attempt.latency_ms !== null && <span className="small muted">{formatInteger(attempt.latency_ms)} ms</span>}
        {attempt.replay && <span className="chip">reenvio manual</span>}
      </summary>
      <div className="wh-exchange">
        {attempt.error && attempt.status_code !== null && <p className="small">{describeError(attempt.error)}</p>}
        <h4>Requisição</h4>
        {attempt.request ? (
          <>
            <p className="mono small break">POST {attempt.url}</p>
            <p className="wh-caption">Cabeçalhos</p>
            <CodeBlock text={headerLines(attempt.request.headers)} label={`cabeçalhos da requisição da tentativa ${attempt.number}`} />
            <p className="wh-caption">Corpo</p>
            <CodeBlock text={attempt.request.body} label={`corpo da requisição da tentativa ${attempt.number}`} />
          </>
        ) : (
          <p className="muted small">Não guardada: de cada entrega, o sandbox guarda a troca da primeira e das três últimas tentativas.</p>
        )}
        <h4>Resposta</h4>
        {attempt.response ? (
          <>
            <p className="small">
              <AttemptResult status={attempt.status_code} error={null} />
            </p>
            <p className="wh-caption">Cabeçalhos</p>
            <CodeBlock text={headerLines(attempt.response.headers)} label={`cabeçalhos da resposta da tentativa ${attempt.number}`} />
            <p className="wh-caption">Corpo</p>
            <CodeBlock text={attempt.response.body} label={`corpo da resposta da tentativa ${attempt.number}`} />
            {attempt.response.truncated && attempt.response.size_bytes !== null && (
              <p className="small muted">Os primeiros 4 KB de {formatInteger(attempt.response.size_bytes)} bytes.</p>
            )}
          </>
        ) : (
          <p className="muted small">Nenhuma resposta{attempt.error ? `: ${describeError(attempt.error)}` : ''}.</p>
        )}
      </div>
    </details>
  );
}

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

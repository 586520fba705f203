// The charge's story in order: history lines, status changes, one line per callback delivery with
// its attempts folded inside (each with its own HTTP result), token fetches, e-mails. A callback
// can be sent again from here (replay), or opened on the Webhooks page with its full exchanges.
import type { DeliveryState, TimelineAttempt, TimelineEntry, TimelineKind } from '../../api/types.ts';
import { useDetailActions } from '../../stores/hooks.ts';
import { hrefOf } from '../../stores/router.ts';
import { EmptyState, StatusBadge } from '../../ui/components.tsx';
import { formatDateTime, formatInteger } from '../../ui/format.ts';
import { AttemptResult, DeliveryStateBadge } from '../webhooks/delivery-badges.tsx';
import { ReplayButton } from '../webhooks/replay-button.tsx';
import '../webhooks/webhooks.css';
import './timeline.css';

const KIND_LABEL: Record<TimelineKind, string> = {
  history: 'Histórico',
  status: 'Status',
  delivery: 'Callback',
  token_fetch: 'Token consultado',
  email: 'E-mail',
  fault: 'Falha injetada',
};

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section className="panel" aria-labelledby="timeline-title">
      <h3 id="timeline-title" className="panel-title">Linha do tempo</h3>
      {entries.length === 0 ? (
        <EmptyState title="Nada aconteceu ainda." />
      ) : (
        <ol className="timeline">
          {entries.map((entry, i) => (
            <TimelineItem key={i} entry={entry} />
          ))}
        </ol>
      )}
      <p className="muted small legend">
        <strong>Callback</strong>: o POST <code>notification=&lt;token&gt;</code> para a sua notification_url, com cada tentativa dentro.{' '}
        <strong>Token consultado</strong>: o seu código chamou <code>GET /v1/notification/:token</code> — só isso confirma o recebimento.
      </p>
    </section>
  );
}

function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const code = entry.status_code;
  const deliveryId = entry.delivery_id ?? null;
  const isDelivery = entry.kind === 'delivery' && deliveryId !== null;
  const failed = isDelivery && (entry.delivery_state === 'failed' || entry.delivery_state === 'never_fetched' || (code !== null && code !== undefined && (code < 200 || code >= 300)));
  return (
    <li className={`tl tl-${entry.kind}${failed ? ' tl-failed' : ''}`}>
      <time className="tl-time" dateTime={entry.at.replace(' ', 'T')}>
        {formatDateTime(entry.at, true)}
      </time>
      <span className="tl-dot" aria-hidden="true" />
      <div className="tl-body">
        <p className="tl-title">
          <span className={`chip chip-${entry.kind}`}>{KIND_LABEL[entry.kind] ?? entry.kind}</span> <EntryTitle entry={entry} />
        </p>
        {entry.detail && (
          <p className="tl-detail">
            {entry.detail}
            {entry.delivery_state && (
              <>
                {' · '}
                <DeliveryStateBadge state={entry.delivery_state as DeliveryState} />
              </>
            )}
          </p>
        )}
        {isDelivery && entry.attempts && entry.attempts.length > 0 && <FoldedAttempts attempts={entry.attempts} />}
        {isDelivery && <DeliveryActions deliveryId={deliveryId} />}
      </div>
    </li>
  );
}

/** A delivery's attempts, folded: each says its own result, not the delivery's final state. */
function FoldedAttempts({ attempts }: { attempts: TimelineAttempt[] }) {
  const last = attempts[attempts.length - 1];
  return (
    <details className="tl-attempts">
      <summary>
        {attempts.length === 1 ? '1 tentativa' : `${attempts.length} tentativas`} · última: <AttemptResult status={last.status_code} error={last.error} />
      </summary>
      <ol>
        {attempts.map((attempt) => (
          <li key={attempt.number}>
            <span>Tentativa {attempt.number}</span>
            <time dateTime={attempt.at.replace(' ', 'T')}>{formatDateTime(attempt.at, true)}</time>
            <AttemptResult status={attempt.status_code} error={attempt.error} />
            {attempt.latency_ms !== null && <span className="muted">{formatInteger(attempt.latency_ms)} ms</span>}
            {attempt.replay && <span className="chip">reenvio manual</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}

function DeliveryActions({ deliveryId }: { deliveryId: number }) {
  const { replay } = useDetailActions();
  return (
    <div className="tl-delivery-actions">
      <ReplayButton deliveryId={deliveryId} replay={replay} label="Enviar de novo" />
      <a href={hrefOf('webhooks', deliveryId)} className="small">
        Ver a entrega #{deliveryId} em Webhooks
      </a>
    </div>
  );
}

const STATUS_TITLE = /^Status: (?:(\w+) → )?(\w+)$/;

/** The server's title without the word the chip already says; a status change as badges. */
export function EntryTitle({ entry }: { entry: TimelineEntry }) {
  if (entry.kind === 'status') {
    const m = STATUS_TITLE.exec(entry.title);
    if (m) {
      return (
        <span className="tl-status-change">
          {m[1] && (
            <>
              <StatusBadge status={m[1]} /> <span aria-label="para">→</span>{' '}
            </>
          )}
          <StatusBadge status={m[2]} />
        </span>
      );
    }
  }
  const chip = KIND_LABEL[entry.kind];
  let title = entry.title;
  if (chip && title.toLowerCase().startsWith(`${chip.toLowerCase()} `)) title = title.slice(chip.length + 1);
  if (entry.kind === 'token_fetch') title = title.replace(/^\((.*)\)$/, '$1');
  if (entry.kind === 'fault') title = title.replace(/^Falha injetada: /, '');
  return <span className="tl-text">{title}</span>;
}

// The charge's story in order: history lines, status changes, callback attempts with their HTTP
// result, token fetches, e-mails. A callback can be sent again from here (replay).
import { useState } from 'react';
import type { TimelineEntry, TimelineKind } from '../../api/types.ts';
import { useDetailActions, useToast } from '../../stores/hooks.ts';
import { EmptyState, ErrorMessage, StatusBadge } from '../../ui/components.tsx';
import { formatDateTime } from '../../ui/format.ts';

const KIND_LABEL: Record<TimelineKind, string> = {
  history: 'Histórico',
  status: 'Status',
  delivery: 'Callback',
  token_fetch: 'Token consultado',
  email: 'E-mail',
  fault: 'Falha injetada',
};

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  // "Enviar de novo" once per delivery, on its latest attempt.
  const lastOfDelivery = new Set<number>();
  const seen = new Set<number>();
  for (let i = entries.length - 1; i >= 0; i--) {
    const id = entries[i].delivery_id;
    if (entries[i].kind === 'delivery' && id !== null && id !== undefined && !seen.has(id)) {
      seen.add(id);
      lastOfDelivery.add(i);
    }
  }
  return (
    <section className="panel" aria-labelledby="timeline-title">
      <h3 id="timeline-title" className="panel-title">Linha do tempo</h3>
      {entries.length === 0 ? (
        <EmptyState title="Nada aconteceu ainda." />
      ) : (
        <ol className="timeline">
          {entries.map((entry, i) => (
            <TimelineItem key={i} entry={entry} canReplay={lastOfDelivery.has(i)} />
          ))}
        </ol>
      )}
      <p className="muted small legend">
        <strong>Callback</strong>: o POST <code>notification=&lt;token&gt;</code> para a sua notification_url.{' '}
        <strong>Token consultado</strong>: o seu código chamou <code>GET /v1/notification/:token</code> — só isso confirma o recebimento.
      </p>
    </section>
  );
}

function TimelineItem({ entry, canReplay }: { entry: TimelineEntry; canReplay: boolean }) {
  const code = entry.status_code;
  const failed = entry.kind === 'delivery' && (code === null || code === undefined || code < 200 || code >= 300);
  return (
    <li className={`tl tl-${entry.kind}${failed ? ' tl-failed' : ''}`}>
      <time className="tl-time" dateTime={entry.at.replace(' ', 'T')}>
        {formatDateTime(entry.at, true)}
      </time>
      <span className="tl-dot" aria-hidden="true" />
      <div className="tl-body">
        <p className="tl-title">
          <span className={`chip chip-${entry.kind}`}>{KIND_LABEL[entry.kind] ?? entry.kind}</span> <EntryTitle entry={entry} />
          {entry.kind === 'delivery' && <HttpResult code={code ?? null} />}
        </p>
        {entry.detail && <p className="tl-detail">{entry.detail}</p>}
        {canReplay && entry.delivery_id !== null && entry.delivery_id !== undefined && (
          <ReplayButton deliveryId={entry.delivery_id} />
        )}
      </div>
    </li>
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

function HttpResult({ code }: { code: number | null }) {
  if (code === null) return <span className="http http-none">sem resposta</span>;
  const ok = code >= 200 && code < 300;
  return <span className={`http ${ok ? 'http-ok' : 'http-fail'}`}>HTTP {code}</span>;
}

function ReplayButton({ deliveryId }: { deliveryId: number }) {
  const { replay } = useDetailActions();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="tl-actions">
      <button
        type="button"
        className="btn btn-small"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          replay(deliveryId)
            .then(() => toast(`Callback da entrega #${deliveryId} enviado de novo.`))
            .catch(setError)
            .finally(() => setBusy(false));
        }}
      >
        {busy ? 'Enviando…' : 'Enviar de novo'}
      </button>
      <ErrorMessage error={error} />
    </div>
  );
}

// Gravações (issue 27 §2): start a recording, act — through the API or the dashboard's world
// actions —, stop it, and download it as a test that replays the session on a fresh sandbox
// (node:test with cobranca-sandbox/testing, or pytest with requests). No props: it works on the
// account the dashboard is on, on the Homologação page, beside the report.
import { useCallback, useEffect, useState } from 'react';
import type { Answer } from '../../../testing/wire.ts';
import { useAccountStores } from '../../stores/scope.tsx';
import { useToast } from '../../stores/hooks.ts';
import { ErrorMessage } from '../../ui/components.tsx';
import { download } from '../../ui/download.ts';
import { useReloadingAction } from '../../ui/use-reloading-action.ts';
import { formatWallDateTime } from '../../ui/format.ts';
import { RunDialog } from '../charges/form-dialogs.tsx';
import './recording-panel.css';

type Recording = Answer<'/sandbox/v1/recordings'>[number];

const FILES = [
  { format: 'node', label: 'node:test', name: (id: number) => `recording-${id}.test.mjs` },
  { format: 'pytest', label: 'pytest', name: (id: number) => `test_recording_${id}.py` },
] as const;

export function RecordingPanel() {
  const { api } = useAccountStores();
  const toast = useToast();
  const [recordings, setRecordings] = useState<Recording[] | null>(null);
  const [deleting, setDeleting] = useState<Recording | null>(null);

  // `load` is declared below: the hook calls it only once an action is done.
  const { busy, error, setError, act } = useReloadingAction(() => load());
  const load = useCallback(() => api.recordings().then(setRecordings, setError), [api, setError]);
  useEffect(() => void load(), [load]);


  const running = recordings?.find((recording) => recording.status === 'running');
  const start = () => void act(async () => toast(`Gravação ${(await api.startRecording()).id} começou.`));
  const stop = (recording: Recording) => void act(async () => toast(`Gravação ${(await api.stopRecording(recording.id)).id} parada.`));
  const save = (recording: Recording, file: (typeof FILES)[number]) =>
    void act(async () => download(await api.recordingFile(recording.id, file.format), file.name(recording.id)));

  return (
    <section className="panel" aria-labelledby="recordings-title">
      <h2 id="recordings-title" className="panel-title">Gravações</h2>
      <p className="hint">
        Grave uma sessão — as chamadas à API /v1 e as ações do mundo (relógio, pagamentos, cartões), daqui ou do seu código — e
        baixe-a como um teste que refaz o mesmo estado num sandbox novo e confere os status e as notificações observados.
      </p>
      <div className="inline-form">
        {running ? (
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => stop(running)}>
            Parar gravação
          </button>
        ) : (
          <button type="button" className="btn btn-primary" disabled={busy || recordings === null} onClick={start}>
            Começar gravação
          </button>
        )}
        <button type="button" className="btn" disabled={busy} onClick={() => void act(async () => {})}>
          Atualizar
        </button>
        {running && (
          <span className="chip chip-status recording-live" role="status">
            Gravando #{running.id}: {running.steps} {running.steps === 1 ? 'passo' : 'passos'}
          </span>
        )}
      </div>
      <ErrorMessage error={error} title="O sandbox recusou" />
      {recordings && recordings.length === 0 && <p className="muted">Nenhuma gravação desta conta ainda.</p>}
      {recordings && recordings.length > 0 && (
        <table className="table table-compact recordings-table" aria-label="Gravações da conta">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Começou</th>
              <th scope="col">Relógio da conta</th>
              <th scope="col" className="num">Passos</th>
              <th scope="col">Situação</th>
              <th scope="col">Baixar teste · excluir</th>
            </tr>
          </thead>
          <tbody>
            {recordings.map((recording) => (
              <tr key={recording.id} aria-label={`Gravação ${recording.id}`}>
                <td className="mono">{recording.id}</td>
                <td>{formatWallDateTime(recording.started_at)}</td>
                <td className="mono">{recording.started_virtual}</td>
                <td className="num">
                  {recording.steps}
                  {recording.full && <span className="muted"> (limite)</span>}
                </td>
                <td>{recording.status === 'running' ? 'gravando' : 'parada'}</td>
                <td className="recording-actions">
                  {recording.status === 'stopped' ? (
                    FILES.map((file) => (
                      <button key={file.format} type="button" className="btn btn-small" disabled={busy} onClick={() => save(recording, file)}>
                        {file.label}
                      </button>
                    ))
                  ) : (
                    <span className="muted">pare para baixar</span>
                  )}
                  <button type="button" className="btn btn-small" aria-label={`Excluir a gravação ${recording.id}`} disabled={busy} onClick={() => setDeleting(recording)}>
                    Excluir
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deleting && (
        <RunDialog
          title={`Excluir a gravação ${deleting.id}`}
          confirm="Excluir"
          done={`Gravação ${deleting.id} excluída.`}
          danger
          run={() => api.deleteRecording(deleting.id).then(load)}
          onClose={() => setDeleting(null)}
        >
          <p>
            {deleting.status === 'running'
              ? 'A gravação para e deixa de existir, com os seus passos; a conta não muda.'
              : 'A gravação e os seus passos deixam de existir; a conta não muda, e um teste já baixado continua valendo.'}
          </p>
        </RunDialog>
      )}
    </section>
  );
}

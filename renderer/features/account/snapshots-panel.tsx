// Reset e snapshots: the account's state emptied, saved, put back, exported to a file a test suite
// keeps (and starts from with --seed), or imported from one. After a reset or a restore the event
// stream says "state", and every view reloads by itself.
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Snapshot } from '../../api/types.ts';
import { useAccountStores } from '../../stores/scope.tsx';
import { useToast } from '../../stores/hooks.ts';
import { ErrorMessage } from '../../ui/components.tsx';
import { formatWallDateTime } from '../../ui/format.ts';
import { RunDialog } from '../charges/form-dialogs.tsx';
import { download } from '../../ui/download.ts';
import { useReloadingAction } from '../../ui/use-reloading-action.ts';
import './snapshots.css';

type Pending = { kind: 'reset' } | { kind: 'restore' | 'delete'; snapshot: Snapshot };

const describe = (snapshot: Snapshot) => (snapshot.name ? `“${snapshot.name}” (#${snapshot.snapshot_id})` : `#${snapshot.snapshot_id}`);

export function SnapshotsPanel() {
  const { api } = useAccountStores();
  const toast = useToast();
  const [snapshots, setSnapshots] = useState<Snapshot[] | null>(null);
  const [name, setName] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // `load` is declared below: the hook calls it only once an action is done.
  const { busy, error, setError, act } = useReloadingAction(() => load());
  const load = useCallback(() => api.snapshots().then(setSnapshots, setError), [api, setError]);
  useEffect(() => void load(), [load]);


  const take = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      const taken = await api.takeSnapshot(name.trim() || undefined);
      setName('');
      toast(`Snapshot ${describe(taken)} tirado.`);
    });
  };

  const exportOne = (snapshot: Snapshot) =>
    void act(async () => download(await api.exportSnapshot(snapshot.snapshot_id), `cobranca-sandbox-snapshot-${snapshot.snapshot_id}.json`));

  const importFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void act(async () => {
      let document: unknown;
      try {
        document = JSON.parse(await file.text());
      } catch {
        throw new Error(`${file.name} não é um JSON: escolha um arquivo exportado daqui.`);
      }
      const imported = await api.importSnapshot(document);
      toast(`Snapshot ${describe(imported)} importado. Restaure-o para aplicá-lo.`);
    });
  };

  return (
    <section className="panel" aria-labelledby="snapshots-title">
      <h2 id="snapshots-title" className="panel-title">Reset e snapshots</h2>
      <p className="hint">
        Um snapshot guarda tudo o que a conta tem — cobranças, carnês, assinaturas, links, notificações, agenda, e-mails e o
        relógio — e o restaura exatamente como estava, com os mesmos ids. Credenciais e tokens de acesso nunca mudam. Exporte um
        para o repositório dos seus testes e comece o sandbox dele com <code>--seed arquivo.json</code>.
      </p>
      <form className="inline-form" onSubmit={take}>
        <label htmlFor="snapshot-name">Nome do snapshot (opcional)</label>
        <input id="snapshot-name" value={name} maxLength={120} placeholder="dois boletos vencidos" onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Tirar snapshot
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => fileInput.current?.click()}>
          Importar arquivo…
        </button>
        <input ref={fileInput} type="file" accept="application/json,.json" hidden aria-label="Arquivo de snapshot" onChange={importFile} />
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => setPending({ kind: 'reset' })}>
          Zerar conta…
        </button>
      </form>
      <ErrorMessage error={error} title="O sandbox recusou" />
      {snapshots && snapshots.length === 0 && <p className="muted">Nenhum snapshot desta conta ainda.</p>}
      {snapshots && snapshots.length > 0 && (
        <table className="table table-compact snapshots-table" aria-label="Snapshots da conta">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Nome</th>
              <th scope="col">Tirado em</th>
              <th scope="col">Ações</th>
            </tr>
          </thead>
          <tbody>
            {snapshots.map((snapshot) => (
              <tr key={snapshot.snapshot_id}>
                <td className="mono">{snapshot.snapshot_id}</td>
                <td>{snapshot.name ?? <span className="muted">sem nome</span>}</td>
                <td>{formatWallDateTime(snapshot.created_at)}</td>
                <td className="snapshot-actions">
                  <button type="button" className="btn btn-small" disabled={busy} onClick={() => setPending({ kind: 'restore', snapshot })}>
                    Restaurar
                  </button>
                  <button type="button" className="btn btn-small" disabled={busy} onClick={() => exportOne(snapshot)}>
                    Exportar
                  </button>
                  <button type="button" className="btn btn-small" disabled={busy} onClick={() => setPending({ kind: 'delete', snapshot })}>
                    Excluir
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pending?.kind === 'reset' && (
        <RunDialog title="Zerar a conta" confirm="Zerar conta" done="Conta zerada: o relógio voltou à hora real." danger run={() => api.resetAccount().then(load)} onClose={() => setPending(null)}>
          <p>
            Apaga todas as cobranças, carnês, planos, assinaturas, links, notificações, a agenda, os e-mails e os tokens de cartão
            desta conta, e o relógio volta à hora real. As credenciais e os snapshots ficam. Não há como desfazer — a não ser
            restaurando um snapshot.
          </p>
        </RunDialog>
      )}
      {pending?.kind === 'restore' && (
        <RunDialog
          title={`Restaurar o snapshot ${describe(pending.snapshot)}`}
          confirm="Restaurar"
          done={`Snapshot ${describe(pending.snapshot)} restaurado.`}
          danger
          run={() => api.restoreSnapshot(pending.snapshot.snapshot_id).then(load)}
          onClose={() => setPending(null)}
        >
          <p>
            A conta volta a ser exatamente o que era em {formatWallDateTime(pending.snapshot.created_at)}, relógio incluído: o que foi
            feito desde então se perde, a menos que você tire outro snapshot antes.
          </p>
        </RunDialog>
      )}
      {pending?.kind === 'delete' && (
        <RunDialog
          title={`Excluir o snapshot ${describe(pending.snapshot)}`}
          confirm="Excluir"
          done={`Snapshot ${describe(pending.snapshot)} excluído.`}
          danger
          run={() => api.deleteSnapshot(pending.snapshot.snapshot_id).then(load)}
          onClose={() => setPending(null)}
        >
          <p>A conta não muda; só o snapshot deixa de existir.</p>
        </RunDialog>
      )}
    </section>
  );
}

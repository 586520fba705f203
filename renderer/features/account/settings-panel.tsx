// The account's settings (GET/PUT /sandbox/v1/settings): today the Bolix switch — whether the
// boletos the account issues also carry a Pix code, as on a real account with Bolix.
import { useCallback, useEffect, useState } from 'react';
import type { AccountSettings } from '../../api/types.ts';
import { useAccountStores } from '../../stores/scope.tsx';
import { useToast } from '../../stores/hooks.ts';
import { ErrorMessage } from '../../ui/components.tsx';

export function SettingsPanel() {
  const { api } = useAccountStores();
  const toast = useToast();
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(() => api.settings().then(setSettings, setError), [api]);
  useEffect(() => void load(), [load]);

  const switchBolix = async (bolix: boolean) => {
    setBusy(true);
    setError(null);
    try {
      setSettings(await api.updateSettings({ bolix }));
      toast(bolix ? 'Bolix ligado: os boletos trazem um código Pix.' : 'Bolix desligado: os boletos não trazem código Pix.');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="settings-title">
      <h2 id="settings-title" className="panel-title">Configurações da conta</h2>
      <div className="inline-form">
        <input
          id="setting-bolix"
          type="checkbox"
          role="switch"
          checked={settings?.bolix ?? false}
          disabled={settings === null || busy}
          onChange={(e) => void switchBolix(e.target.checked)}
        />
        <label htmlFor="setting-bolix">Bolix: boletos pagáveis também por Pix</label>
      </div>
      <p className="page-lede">
        Com o Bolix ligado, cada boleto emitido traz <code>pix</code> (código copia e cola e QR) nas respostas da API, como numa conta
        real com Bolix. Desligado, nenhuma resposta traz <code>pix</code>.
      </p>
      <ErrorMessage error={error} title="A configuração não foi alterada" />
    </section>
  );
}

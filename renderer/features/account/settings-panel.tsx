// The account's settings (GET/PUT /sandbox/v1/settings): the Bolix switch — whether the boletos
// the account issues also carry a Pix code, as on a real account with Bolix —, the profile (spec
// or efi vocabulary) and the daily request quota, with the day's use of it per endpoint.
import { useCallback, useEffect, useState } from 'react';
import type { AccountSettings } from '../../api/types.ts';
import { useAccountStores } from '../../stores/scope.tsx';
import { useToast } from '../../stores/hooks.ts';
import { ErrorMessage } from '../../ui/components.tsx';
import { QuotaTable } from './quota-table.tsx';

export function SettingsPanel() {
  const { api } = useAccountStores();
  const toast = useToast();
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(() => api.settings().then(setSettings, setError), [api]);
  useEffect(() => void load(), [load]);

  const [quotaText, setQuotaText] = useState('');
  useEffect(() => setQuotaText(settings ? String(settings.daily_quota) : ''), [settings]);

  const change = async (body: Partial<AccountSettings>, done: (now: AccountSettings) => string) => {
    setBusy(true);
    setError(null);
    try {
      const now = await api.updateSettings(body);
      setSettings(now);
      toast(done(now));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const switchBolix = (bolix: boolean) =>
    change({ bolix }, () => (bolix ? 'Bolix ligado: os boletos trazem um código Pix.' : 'Bolix desligado: os boletos não trazem código Pix.'));
  const chooseProfile = (profile: AccountSettings['profile']) =>
    change({ profile }, () => (profile === 'efi' ? 'Perfil efi: uma baixa manual termina settled.' : 'Perfil spec: uma baixa manual termina paid.'));
  const saveQuota = (event: React.FormEvent) => {
    event.preventDefault();
    // Sent as typed when it is not a whole number: the API's refusal names the field.
    const value = /^[0-9]+$/.test(quotaText.trim()) ? Number(quotaText.trim()) : (quotaText as unknown as number);
    void change({ daily_quota: value }, (now) => (now.daily_quota === 0 ? 'Cota diária desligada.' : `Cota diária: ${now.daily_quota} requisições por endpoint.`));
  };

  // Until the settings have answered the controls show no value of their own (the switch neither
  // on nor off: a native checkbox's "indeterminate") and take no input, so nobody flips a setting
  // from a state it never had; the panel says it is loading (aria-busy).
  const loading = settings === null;
  const showsNoState = useCallback((input: HTMLInputElement | null) => void (input && (input.indeterminate = loading)), [loading]);

  return (
    <section className="panel" aria-labelledby="settings-title" aria-busy={loading}>
      <h2 id="settings-title" className="panel-title">Configurações da conta</h2>
      <div className="inline-form">
        <input
          id="setting-bolix"
          type="checkbox"
          role="switch"
          ref={showsNoState}
          checked={settings?.bolix ?? false}
          disabled={loading || busy}
          onChange={(e) => void switchBolix(e.target.checked)}
        />
        <label htmlFor="setting-bolix">Bolix: boletos pagáveis também por Pix</label>
      </div>
      <p className="page-lede">
        Com o Bolix ligado, cada boleto emitido traz <code>pix</code> (código copia e cola e QR) nas respostas da API, como numa conta
        real com Bolix. Desligado, nenhuma resposta traz <code>pix</code>.
      </p>
      <div className="inline-form">
        <label htmlFor="setting-profile">Perfil</label>
        <select
          id="setting-profile"
          value={settings?.profile ?? 'spec'}
          disabled={settings === null || busy}
          onChange={(e) => void chooseProfile(e.target.value as AccountSettings['profile'])}
        >
          <option value="spec">spec — como a especificação (baixa manual → paid)</option>
          <option value="efi">efi — como a API real (baixa manual → settled)</option>
        </select>
      </div>
      <form className="inline-form" onSubmit={saveQuota}>
        <label htmlFor="setting-daily-quota">Cota diária por endpoint</label>
        <input
          id="setting-daily-quota"
          inputMode="numeric"
          value={quotaText}
          disabled={settings === null || busy}
          onChange={(e) => setQuotaText(e.target.value)}
          aria-describedby="setting-daily-quota-hint"
        />
        <button type="submit" className="btn btn-small" disabled={settings === null || busy}>
          Salvar cota
        </button>
      </form>
      <p id="setting-daily-quota-hint" className="page-lede">
        Requisições por endpoint por dia do relógio da conta (a API real permite 15000; 0 desliga). A 80% vai um aviso para a caixa
        de e-mails; passado o limite, o endpoint responde <code>3500049</code> com <code>Retry-After</code> até a meia-noite da conta.
      </p>
      {settings && <QuotaTable dailyQuota={settings.daily_quota} />}
      <ErrorMessage error={error} title="A configuração não foi alterada" />
    </section>
  );
}

// Conta e credenciais: each sandbox account's client_id, client_secret and account_code (for the
// browser tokenizer), the base URL, snippets to paste into a terminal, an SDK setup or a checkout
// page, and a form to make another account.
import { useState, type FormEvent } from 'react';
import type { Account } from '../../api/types.ts';
import { useAccounts, useActiveAccount, useSessionActions, useSessionStatus, useToast } from '../../stores/hooks.ts';
import { CopyButton, ErrorMessage } from '../../ui/components.tsx';
import { Snippets } from './snippets-panel.tsx';
import { SnapshotsPanel } from './snapshots-panel.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import './account.css';

export function AccountView() {
  const accounts = useAccounts();
  const active = useActiveAccount();
  const { info } = useSessionStatus();
  const baseUrl = info?.base_url ?? window.location.origin;
  const apiUrl = info?.api_url ?? `${baseUrl}/v1`;
  return (
    <div className="page">
      <header className="page-head">
        <h1>Conta e credenciais</h1>
        <p className="page-lede">
          Cada conta é um cliente separado: cobranças, tokens, notificações e relógio próprios. Use as credenciais no seu
          código como usaria as de homologação da Efí, apontando para este endereço.
        </p>
      </header>
      <section className="panel" aria-labelledby="base-title">
        <h2 id="base-title" className="panel-title">Endereço do sandbox</h2>
        <dl className="facts">
          <div className="facts-wide">
            <dt>URL base</dt>
            <dd className="mono">
              {baseUrl} <CopyButton text={baseUrl} label="Copiar URL base" />
            </dd>
          </div>
          <div className="facts-wide">
            <dt>URL da API (/v1)</dt>
            <dd className="mono">
              {apiUrl} <CopyButton text={apiUrl} label="Copiar URL da API" />
            </dd>
          </div>
        </dl>
      </section>
      {active && <Snippets account={active} baseUrl={baseUrl} apiUrl={apiUrl} />}
      {active && <SettingsPanel />}
      <SnapshotsPanel />
      <section aria-labelledby="accounts-title">
        <h2 id="accounts-title" className="section-title">Contas</h2>
        <div className="account-grid">
          {accounts.map((account) => (
            <AccountCard key={account.client_id} account={account} active={account.client_id === active?.client_id} />
          ))}
        </div>
      </section>
      <CreateAccount />
    </div>
  );
}

function AccountCard({ account, active }: { account: Account; active: boolean }) {
  const { selectAccount } = useSessionActions();
  const title = account.name ?? `Conta #${account.account_id}`;
  return (
    <section className={`panel account-card${active ? ' account-active' : ''}`} aria-label={`Credenciais de ${title}`}>
      <header className="account-card-head">
        <h3>{title}</h3>
        {active ? (
          <span className="chip chip-status">em uso no painel</span>
        ) : (
          <button type="button" className="btn btn-small" onClick={() => selectAccount(account.client_id)}>
            Usar no painel
          </button>
        )}
      </header>
      <dl className="facts facts-stack">
        <div>
          <dt>account_id</dt>
          <dd className="mono">{account.account_id}</dd>
        </div>
        <div>
          <dt>client_id</dt>
          <dd className="mono break">
            {account.client_id} <CopyButton text={account.client_id} label={`Copiar client_id de ${title}`} />
          </dd>
        </div>
        <div>
          <dt>client_secret</dt>
          <dd className="mono break">
            {account.client_secret} <CopyButton text={account.client_secret} label={`Copiar client_secret de ${title}`} />
          </dd>
        </div>
        <div>
          <dt title="Identificador de conta: o que a página de checkout passa ao payment-token-efi (setAccount)">account_code</dt>
          <dd className="mono break">
            {account.account_code} <CopyButton text={account.account_code} label={`Copiar account_code de ${title}`} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function CreateAccount({ autoSelect = false }: { autoSelect?: boolean }) {
  const { createAccount, selectAccount } = useSessionActions();
  const toast = useToast();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const account = await createAccount(name.trim() || undefined);
      toast(`Conta ${account.name ?? `#${account.account_id}`} criada.`);
      setName('');
      if (autoSelect) selectAccount(account.client_id);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel" aria-labelledby="create-account-title">
      <h2 id="create-account-title" className="panel-title">Criar outra conta</h2>
      <form className="inline-form" onSubmit={submit}>
        <label htmlFor="account-name">Nome (opcional)</label>
        <input id="account-name" value={name} maxLength={255} placeholder="Loja A" onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Criando…' : 'Criar conta'}
        </button>
      </form>
      <ErrorMessage error={error} title="A conta não foi criada" />
    </section>
  );
}

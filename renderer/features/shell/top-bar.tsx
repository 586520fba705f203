import { useAccounts, useActiveAccount, useLiveState, useNavigate, useRoute, useSessionActions, useSessionStatus } from '../../stores/hooks.ts';
import { hrefOf } from '../../stores/router.ts';
import { ClockBadge } from '../clock/clock-badge.tsx';
import { ThemeSelect } from './theme-select.tsx';

const LIVE_LABEL = { open: 'Ao vivo', connecting: 'Conectando…', reconnecting: 'Reconectando…' } as const;

export function TopBar() {
  const accounts = useAccounts();
  const active = useActiveAccount();
  const { selectAccount } = useSessionActions();
  const live = useLiveState();
  const { info } = useSessionStatus();
  const { view, id } = useRoute();
  const navigate = useNavigate();
  const switchAccount = (clientId: string) => {
    selectAccount(clientId);
    // A charge or e-mail id means nothing in another account.
    if (id !== null) navigate(view, null);
  };
  return (
    <header className="topbar">
      <a className="brand" href={hrefOf('cobrancas')}>
        <span className="brand-mark" aria-hidden="true">◆</span> Cobrança Sandbox
        {info?.version && <span className="brand-version">v{info.version}</span>}
      </a>
      <div className="topbar-field">
        <label htmlFor="account-select">Conta</label>
        <select id="account-select" value={active?.client_id ?? ''} onChange={(e) => switchAccount(e.target.value)}>
          {accounts.map((a) => (
            <option key={a.client_id} value={a.client_id}>
              {a.name ? `${a.name} (#${a.account_id})` : `Conta #${a.account_id}`}
            </option>
          ))}
        </select>
      </div>
      <ThemeSelect />
      <ClockBadge />
      <span className={`live live-${live}`} role="status" title="Eventos ao vivo de /sandbox/v1/events">
        <span className="live-dot" aria-hidden="true" /> {LIVE_LABEL[live]}
      </span>
    </header>
  );
}

// The ready-to-paste snippets for one account, as tabs: curl, the Node SDK repointed here, and the
// browser tokenizer on a checkout page.
import { useState } from 'react';
import type { Account } from '../../api/types.ts';
import { useActiveAccount, useSessionStatus } from '../../stores/hooks.ts';
import { CopyButton } from '../../ui/components.tsx';
import { curlSnippet, nodeSdkSnippet, tokenizerSnippet } from './snippets.ts';

export function Snippets({ account, baseUrl, apiUrl, title }: { account: Account; baseUrl: string; apiUrl: string; title?: string }) {
  const [tab, setTab] = useState<'curl' | 'node' | 'browser'>('curl');
  const text = tab === 'curl' ? curlSnippet(account, baseUrl) : tab === 'node' ? nodeSdkSnippet(account, apiUrl) : tokenizerSnippet(account, baseUrl);
  return (
    <section className="panel" aria-labelledby="snippet-title">
      <h2 id="snippet-title" className="panel-title">{title ?? `Comece por aqui — ${account.name ?? `conta #${account.account_id}`}`}</h2>
      <div className="tabs" role="tablist" aria-label="Linguagem do exemplo">
        <button type="button" role="tab" aria-selected={tab === 'curl'} className="tab" onClick={() => setTab('curl')}>
          curl
        </button>
        <button type="button" role="tab" aria-selected={tab === 'node'} className="tab" onClick={() => setTab('node')}>
          Node (gn-api-sdk-node)
        </button>
        <button type="button" role="tab" aria-selected={tab === 'browser'} className="tab" onClick={() => setTab('browser')}>
          Navegador (payment-token-efi)
        </button>
      </div>
      <div className="code-wrap" role="tabpanel">
        <pre className="code" tabIndex={0} aria-label={`Exemplo ${tab}`}>
          {text}
        </pre>
        <CopyButton text={text} label={`Copiar exemplo ${tab}`} className="code-copy" />
      </div>
    </section>
  );
}


/** Snippets for the account in use, with the sandbox's own URLs. */
export function ActiveAccountSnippets({ title }: { title?: string }) {
  const account = useActiveAccount();
  const { info } = useSessionStatus();
  if (!account) return null;
  const baseUrl = info?.base_url ?? window.location.origin;
  return <Snippets account={account} baseUrl={baseUrl} apiUrl={info?.api_url ?? `${baseUrl}/v1`} title={title} />;
}

// Links de pagamento: the account's links on the left — status, total, what each offers, until
// when, what the payer did, and the URL to open or copy — and the open link on the right (what
// the payer sees and did, its QR code, the world's actions). Deep link: #/links/<charge id>.
import { useEffect, type MouseEvent } from 'react';
import type { PaymentLinkSummary } from '../../api/types.ts';
import { useLinkActions, useLinkList, useNavigate, useRoute } from '../../stores/hooks.ts';
import { hrefOf } from '../../stores/router.ts';
import { CopyButton, EmptyState } from '../../ui/components.tsx';
import { useListKeyboard } from '../../ui/list-keyboard.ts';
import { ListPane, countLine, emptyList } from '../../ui/list-pane.tsx';
import { formatDate, formatMoney } from '../../ui/format.ts';
import { LINK_METHODS_LABEL } from '../../ui/status.ts';
import { LinkDetailPanel, LinkStatusBadge } from './link-detail.tsx';
import { NewLinkButton } from './new-link-dialog.tsx';
import { payerSummary } from './link-rules.ts';
import './links.css';
import './link-url.css';

export function LinksView() {
  const { id } = useRoute();
  const { watch, open } = useLinkActions();
  useEffect(() => watch(), [watch]);
  useEffect(() => {
    open(id);
  }, [id, open]);
  return (
    <div className="split links-split">
      <section className="split-list" aria-label="Lista de links de pagamento">
        <LinkList selectedId={id} />
      </section>
      <section className="split-detail" aria-label="Detalhe do link de pagamento">
        <LinkDetailPanel />
      </section>
    </div>
  );
}

function LinkList({ selectedId }: { selectedId: number | null }) {
  const { q, items, total, error } = useLinkList();
  const { setQuery } = useLinkActions();
  const navigate = useNavigate();
  const keyboard = useListKeyboard<HTMLDivElement>(items.length, items.findIndex((link) => link.charge_id === selectedId), (index) =>
    navigate('links', items[index].charge_id),
  );
  return (
    <ListPane
      className="links-list"
      head={
        <div className="toolbar">
          <p className="grow links-lede muted small">
            Cada link é uma cobrança (<code>status: link</code>) que espera o pagador escolher boleto ou cartão na página.
          </p>
          <NewLinkButton />
        </div>
      }
      search={{ id: 'link-search', value: q, onSearch: (text) => setQuery({ q: text }) }}
      count={countLine(total, items.length, ['link', 'links'], !!q && 'com esta busca')}
      error={error}
      errorTitle="Não foi possível carregar os links"
      loading={total === null}
      empty={emptyList(
        items.length === 0 && !error,
        !!q && 'Nenhum link com esta busca.',
        <EmptyState title="Esta conta ainda não tem links de pagamento.">
          <p>
            Crie um com <code>POST /v1/charge/one-step/link</code> (ou <code>POST /v1/charge/:id/link</code> numa cobrança <code>new</code>), ou use
            “Criar link”: ele aparece aqui, ao vivo, com a URL para abrir, copiar ou ler no celular.
          </p>
        </EmptyState>,
      )}
    >
      <div className="table-scroll">
        <div className="link-list" role="grid" aria-label="Links de pagamento" ref={keyboard.ref} onKeyDown={keyboard.onKeyDown}>
          {items.map((link, index) => (
            <LinkItem key={link.charge_id} link={link} selected={link.charge_id === selectedId} rowProps={keyboard.rowProps(index)} />
          ))}
        </div>
      </div>
    </ListPane>
  );
}

function LinkItem({ link, selected, rowProps }: { link: PaymentLinkSummary; selected: boolean; rowProps: object }) {
  const navigate = useNavigate();
  const id = link.charge_id;
  // The whole item opens the link, except its own links and buttons.
  const openItem = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a, button')) navigate('links', id);
  };
  return (
    <div className={`link-item${selected ? ' selected' : ''}`} role="row" aria-label={`Link #${id}`} onClick={openItem} {...rowProps}>
      {/* One cell: the row is the keyboard's stop; display: contents keeps the item's layout. */}
      <div role="gridcell" className="list-cell-contents">
      <div className="link-item-head">
        <a href={hrefOf('links', id)} className="mono link-item-id" aria-current={selected ? 'true' : undefined} tabIndex={-1}>
          #{id}
        </a>
        <LinkStatusBadge status={link.status} />
        <span className="link-item-total">{formatMoney(link.total)}</span>
      </div>
      <p className="link-item-facts small">
        <span>{LINK_METHODS_LABEL[link.payment_method] ?? link.payment_method}</span>
        <span>expira {formatDate(link.expire_at)}</span>
        {link.custom_id && <span className="mono break">{link.custom_id}</span>}
      </p>
      <p className="link-item-payer small">
        <span className="muted">Pagador:</span> {payerSummary(link.status, link.payer, link.expire_at)}
      </p>
      <div className="link-url">
        <span className="mono link-url-text" title={link.payment_url}>
          {link.payment_url}
        </span>
        <a className="btn btn-small" href={link.payment_url} target="_blank" rel="noopener noreferrer" title="Abrir a página de pagamento numa nova aba" aria-label={`Abrir a página do link #${id} numa nova aba`} tabIndex={-1}>
          Abrir ↗
        </a>
        <CopyButton text={link.payment_url} label={`Copiar a URL do link #${id}`} tabIndex={-1} />
      </div>
      </div>
    </div>
  );
}

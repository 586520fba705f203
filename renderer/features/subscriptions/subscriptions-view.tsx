// Assinaturas: the searchable, filterable list of subscriptions and, under it, the account's plans
// on the left; the open subscription (its periods, the next renewal, world actions) on the right.
// Deep link: #/assinaturas/<id>.
import { useEffect } from 'react';
import type { SubscriptionStatus, SubscriptionSummary } from '../../api/types.ts';
import { useNavigate, useRoute, useSubscriptionActions, useSubscriptionList } from '../../stores/hooks.ts';
import { hrefOf } from '../../stores/router.ts';
import { EmptyState } from '../../ui/components.tsx';
import { formatDate, formatMoney } from '../../ui/format.ts';
import { useListKeyboard } from '../../ui/list-keyboard.ts';
import { ListPane, countLine, emptyList } from '../../ui/list-pane.tsx';
import { SUBSCRIPTION_FILTER_STATUSES, stateOption } from '../../ui/status.ts';
import { SubscriptionDetailPanel, SubscriptionStatusBadge } from './subscription-detail.tsx';
import { planEvery } from './subscription-rules.ts';
import { NewSubscriptionButton } from './new-subscription-dialog.tsx';
import { PlansSection } from './plans-section.tsx';
import './subscriptions.css';

export function SubscriptionsView() {
  const { id } = useRoute();
  const { watch, open } = useSubscriptionActions();
  useEffect(() => watch(), [watch]);
  useEffect(() => {
    open(id);
  }, [id, open]);
  return (
    <div className="split subs-split">
      <section className="split-list" aria-label="Lista de assinaturas">
        <SubscriptionList selectedId={id} />
        <PlansSection />
      </section>
      <section className="split-detail" aria-label="Detalhe da assinatura">
        <SubscriptionDetailPanel />
      </section>
    </div>
  );
}

function SubscriptionList({ selectedId }: { selectedId: number | null }) {
  const { query, items, total, error } = useSubscriptionList();
  const { setQuery } = useSubscriptionActions();
  const filtered = query.q !== '' || query.status !== '';
  const navigate = useNavigate();
  const open = (index: number) => navigate('assinaturas', items[index].subscription_id);
  const keyboard = useListKeyboard<HTMLTableElement>(items.length, items.findIndex((s) => s.subscription_id === selectedId), open);

  return (
    <ListPane
      className="subs-list"
      head={
        <div className="toolbar">
          <p className="grow list-lede muted small">Cada assinatura segue um plano: uma cobrança a cada período, feita pelo relógio da conta.</p>
          <NewSubscriptionButton />
        </div>
      }
      search={{ id: 'subscription-search', value: query.q, onSearch: (text) => setQuery({ q: text }) }}
      after={
        <div className="field field-inline">
          <label htmlFor="subscription-status">Status</label>
          <select id="subscription-status" value={query.status} onChange={(e) => setQuery({ status: e.target.value as SubscriptionStatus | '' })}>
            <option value="">todos</option>
            {SUBSCRIPTION_FILTER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {stateOption('subscription', s)}
              </option>
            ))}
          </select>
        </div>
      }
      count={countLine(total, items.length, ['assinatura', 'assinaturas'], filtered && 'com este filtro')}
      error={error}
      errorTitle="Não foi possível carregar as assinaturas"
      loading={total === null}
      empty={emptyList(
        items.length === 0 && !error,
        filtered && 'Nenhuma assinatura com este filtro.',
        <EmptyState title="Esta conta ainda não tem assinaturas.">
          <p>
            Crie um plano com <code>POST /v1/plan</code>, assine com <code>POST /v1/plan/:id/subscription</code> e pague com{' '}
            <code>POST /v1/subscription/:id/pay</code> (ou tudo de uma vez com <code>…/subscription/one-step</code>): ela aparece aqui, ao vivo.
          </p>
          <p>
            <NewSubscriptionButton label="Criar a primeira assinatura" small />
          </p>
        </EmptyState>,
      )}
    >
      <div className="table-scroll">
        <table className="table table-hover subs-table" role="grid" aria-label="Assinaturas" ref={keyboard.ref} onKeyDown={keyboard.onKeyDown}>
          <thead>
            <tr>
              <th scope="col">Assinatura</th>
              <th scope="col">custom_id / cliente</th>
              <th scope="col">Plano</th>
              <th scope="col" className="num">Valor</th>
            </tr>
          </thead>
          <tbody>
            {items.map((subscription, index) => (
              <SubscriptionRow
                key={subscription.subscription_id}
                subscription={subscription}
                selected={subscription.subscription_id === selectedId}
                rowProps={keyboard.rowProps(index)}
                onOpen={() => open(index)}
              />
            ))}
          </tbody>
        </table>
      </div>
    </ListPane>
  );
}

const SHORT_METHOD: Record<string, string> = { banking_billet: 'boleto', credit_card: 'cartão' };

function SubscriptionRow({ subscription: s, selected, rowProps, onOpen }: { subscription: SubscriptionSummary; selected: boolean; rowProps: object; onOpen(): void }) {
  const method = s.payment_method ? (SHORT_METHOD[s.payment_method] ?? s.payment_method) : null;
  return (
    <tr className={selected ? 'selected' : undefined} {...rowProps} onClick={(e) => !(e.target as HTMLElement).closest('a') && onOpen()}>
      <td>
        <div className="cell-stack">
          <a href={hrefOf('assinaturas', s.subscription_id)} className="mono" aria-current={selected ? 'true' : undefined} tabIndex={-1}>
            #{s.subscription_id}
          </a>
          <span>
            <SubscriptionStatusBadge status={s.status} />
          </span>
        </div>
      </td>
      <td>
        <div className="cell-stack">
          <span className="mono break">{s.custom_id ?? <span className="muted">—</span>}</span>
          <span className="muted small">{s.customer_name ?? ''}</span>
        </div>
      </td>
      <td>
        <div className="cell-stack">
          <span>{s.plan.name}</span>
          <span className="muted small">
            {planEvery(s.plan.interval)} · {s.plan.repeats === null ? `${s.occurrences} cobradas` : `${s.occurrences}/${s.plan.repeats}`}
          </span>
          {s.next_execution && <span className="muted small">renova {formatDate(s.next_execution)}</span>}
        </div>
      </td>
      <td className="num">
        <div className="cell-stack cell-stack-end">
          <span className="nowrap">{formatMoney(s.value)}</span>
          {method && <span className="muted small">{method}</span>}
        </div>
      </td>
    </tr>
  );
}

// One subscription: its facts (plan, value, payment method, customer, trial, first execution), the
// world's actions on it, and the timeline of its periods — each period's charge, linked to that
// charge's own page, then the next execution and what the clock will do then — with the free-text
// history under it.
import type { SubscriptionCharge, SubscriptionDetail, SubscriptionStatus } from '../../api/types.ts';
import { useSubscription } from '../../stores/hooks.ts';
import { hrefOf } from '../../stores/router.ts';
import { CopyButton, EmptyState, ErrorMessage, Money, Spinner, StateBadge, StatusBadge } from '../../ui/components.tsx';
import { formatCardMask, formatDate, formatDateTime, formatMoney } from '../../ui/format.ts';
import { PAYMENT_METHOD_LABEL, statusMeaningOf } from '../../ui/status.ts';
import { SubscriptionActions } from './subscription-actions.tsx';
import { nextExecutionOf, periodLabel, planEvery, planRepeats, whyNothingNext } from './subscription-rules.ts';
import '../charges/timeline.css';
import './history-list.css';

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <StateBadge kind="subscription" state={status} />;
}

export function SubscriptionDetailPanel() {
  const { subscriptionId, detail, error } = useSubscription();
  if (subscriptionId === null) {
    return (
      <EmptyState title="Escolha uma assinatura para ver os períodos dela.">
        <p>
          Cada período é uma cobrança comum, gerada pelo relógio da conta no dia da renovação — com boleto próprio ou
          cobrada no cartão guardado. Daqui você age como o mundo: paga o boleto atual no banco, avança o relógio até a
          próxima renovação, ou cancela (pelo pagador ou pela API).
        </p>
      </EmptyState>
    );
  }
  if (!detail || detail.subscription.subscription_id !== subscriptionId) {
    if (error) return <ErrorMessage error={error} title={`Não foi possível abrir a assinatura #${subscriptionId}`} />;
    return <Spinner label={`Abrindo a assinatura #${subscriptionId}…`} />;
  }
  return <SubscriptionStory detail={detail} error={error} />;
}

function SubscriptionStory({ detail, error }: { detail: SubscriptionDetail; error: unknown }) {
  const s = detail.subscription;
  const method = s.payment_method;
  return (
    <article className="detail" aria-labelledby="subscription-title">
      <header className="detail-head">
        <div className="detail-title-row">
          <h2 id="subscription-title">Assinatura #{s.subscription_id}</h2>
          <SubscriptionStatusBadge status={s.status} />
        </div>
        <p className="detail-total">
          <Money cents={s.value} /> <span className="muted small detail-total-unit">por período</span>
        </p>
      </header>
      <ErrorMessage error={error} title="Não foi possível atualizar" />

      <dl className="facts">
        <div>
          <dt>Plano</dt>
          <dd>
            {s.plan.name} <span className="muted small mono">#{s.plan.plan_id}</span>
          </dd>
        </div>
        <div>
          <dt>Cobra</dt>
          <dd>
            {planEvery(s.plan.interval)}, {planRepeats(s.plan.repeats)}
          </dd>
        </div>
        <div>
          <dt>Forma de pagamento</dt>
          <dd>{method ? (PAYMENT_METHOD_LABEL[method] ?? method) : <span className="muted">nenhuma ainda</span>}</dd>
        </div>
        <div>
          <dt>Cliente</dt>
          <dd>{detail.customer_name ?? <span className="muted">—</span>}</dd>
        </div>
        {detail.trial_days !== null && (
          <div>
            <dt>Período de teste</dt>
            <dd>
              {detail.trial_days} {detail.trial_days === 1 ? 'dia' : 'dias'}
            </dd>
          </div>
        )}
        <div>
          <dt>Primeira execução</dt>
          <dd>{detail.first_execution ? formatDate(detail.first_execution) : <span className="muted">ao pagar</span>}</dd>
        </div>
        <div>
          <dt>Períodos cobrados</dt>
          <dd>
            {s.occurrences}
            {s.plan.repeats !== null && ` de ${s.plan.repeats}`}
          </dd>
        </div>
        <div>
          <dt>custom_id</dt>
          <dd>{s.custom_id ?? <span className="muted">—</span>}</dd>
        </div>
        <div>
          <dt>Criada em</dt>
          <dd>{formatDateTime(s.created_at)}</dd>
        </div>
        <div className="facts-wide">
          <dt>notification_url</dt>
          <dd className="mono break">{s.notification_url ?? <span className="muted">não definida — nenhum callback é enviado</span>}</dd>
        </div>
        <div className="facts-wide">
          <dt>Token de notificação (assinatura e cobranças)</dt>
          <dd className="mono break">
            {detail.notification_token} <CopyButton text={detail.notification_token} label="Copiar token de notificação" />
          </dd>
        </div>
      </dl>

      <SubscriptionActions key={s.subscription_id} detail={detail} />
      <Periods detail={detail} />
      <History detail={detail} />
    </article>
  );
}

function Periods({ detail }: { detail: SubscriptionDetail }) {
  const s = detail.subscription;
  const next = nextExecutionOf(detail);
  const charges = [...detail.charges].sort((a, b) => a.parcel - b.parcel);
  return (
    <section className="panel" aria-labelledby="periods-title">
      <h3 id="periods-title" className="panel-title">Períodos</h3>
      <ol className="periods" aria-label="Períodos da assinatura">
        {charges.map((charge) => (
          <PeriodItem key={charge.charge_id} charge={charge} repeats={s.plan.repeats} />
        ))}
        {next ? (
          <li className={`period period-next${next.last ? ' period-last' : ''}`} aria-label="Próxima execução">
            <span className="period-n">{periodLabel(next.period, s.plan.repeats)}</span>
            <span className="period-dot" aria-hidden="true" />
            <div className="period-body">
              <p className="period-head">
                <strong>Próxima execução: {formatDate(next.date)}</strong> <span className="muted small">às 00:00, no relógio da conta</span>
              </p>
              <p className="period-what">O relógio {next.action}.</p>
            </div>
          </li>
        ) : (
          <li className="period period-end" aria-label="Sem próxima execução">
            <span className="period-n" />
            <span className="period-dot" aria-hidden="true" />
            <div className="period-body">
              <p className="period-what muted">{whyNothingNext(detail)}</p>
            </div>
          </li>
        )}
      </ol>
    </section>
  );
}

function PeriodItem({ charge, repeats }: { charge: SubscriptionCharge; repeats: number | null }) {
  const label = periodLabel(charge.parcel, repeats);
  return (
    <li className={`period period-${charge.status}`} aria-label={label}>
      <span className="period-n">{label}</span>
      <span className="period-dot" aria-hidden="true" />
      <div className="period-body">
        <p className="period-head">
          <a href={hrefOf('cobrancas', charge.charge_id)}>Cobrança #{charge.charge_id}</a> <StatusBadge status={charge.status} />{' '}
          <span className="period-value">{formatMoney(charge.total)}</span>
        </p>
        <p className="period-what muted small">
          {charge.expire_at ? (
            <>Boleto: vence {formatDate(charge.expire_at)}</>
          ) : charge.card_mask ? (
            <>Cartão {formatCardMask(charge.card_mask)}</>
          ) : (
            <>Sem pagamento ainda</>
          )}
          {' · '}
          {statusMeaningOf(charge.status, charge.payment_method)} · gerada em {formatDate(charge.created_at)}
        </p>
      </div>
    </li>
  );
}

function History({ detail }: { detail: SubscriptionDetail }) {
  return (
    <section className="panel" aria-labelledby="sub-history-title">
      <h3 id="sub-history-title" className="panel-title">Histórico da assinatura</h3>
      {detail.history.length === 0 ? (
        <p className="muted">Nada ainda.</p>
      ) : (
        <ol className="sub-history">
          {detail.history.map((line, i) => (
            <li key={i}>
              <time className="tl-time" dateTime={line.created_at.replace(' ', 'T')}>
                {formatDateTime(line.created_at, true)}
              </time>
              <span>{line.message}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="muted small legend">
        Cada período tem também a sua própria linha do tempo (callbacks, consultas do token, e-mails): abra a cobrança do período.
      </p>
    </section>
  );
}

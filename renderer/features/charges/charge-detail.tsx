// One charge, its whole story: facts, what the world can do to it, the boleto or the card, the
// timeline. A chunk of its own, with the dialogs it opens: the first screen (charge-detail-panel.tsx)
// shows no charge, so the list's first rows do not wait for this code.
import { CopyButton, ErrorMessage, Money, StatusBadge } from '../../ui/components.tsx';
import { formatDate, formatDateTime } from '../../ui/format.ts';
import { PAYMENT_METHOD_LABEL, statusMeaningOf } from '../../ui/status.ts';
import type { ChargeLink, ChargeTimeline } from '../../api/types.ts';
import { hrefOf } from '../../stores/router.ts';
import { WorldActions } from './world-actions.tsx';
import { BoletoPanel, BoletoPdf } from './boleto-panel.tsx';
import { CardPanel } from './card-panel.tsx';
import { SplitPanel } from './split-panel.tsx';
import { Timeline } from './timeline.tsx';
import { ItemsTable } from './items-table.tsx';
import '../links/link-url.css';

export function ChargeStory({ data, error }: { data: ChargeTimeline; error: unknown }) {
  const { charge, boleto, card, split } = data;
  const method = charge.payment?.method;
  return (
    <article className="detail" aria-labelledby="detail-title">
      <header className="detail-head">
        <div className="detail-title-row">
          <h2 id="detail-title">Cobrança #{charge.charge_id}</h2>
          {/* The status once, as everywhere (label and the API's name); what it means, on hover. */}
          <StatusBadge status={charge.status} title={statusMeaningOf(charge.status, method)} />
        </div>
        <p className="detail-total">
          <Money cents={charge.total} />
        </p>
      </header>
      <ErrorMessage error={error} title="Não foi possível atualizar" />

      <dl className="facts">
        <div>
          <dt>custom_id</dt>
          <dd>{charge.custom_id ?? <span className="muted">—</span>}</dd>
        </div>
        <div>
          <dt>Criada em</dt>
          <dd>{formatDateTime(charge.created_at)}</dd>
        </div>
        <div>
          <dt>Forma de pagamento</dt>
          <dd>{method ? (PAYMENT_METHOD_LABEL[method] ?? method) : <span className="muted">nenhuma ainda</span>}</dd>
        </div>
        <div className="facts-wide">
          <dt>notification_url</dt>
          <dd className="mono break">{charge.notification_url ?? <span className="muted">não definida — nenhum callback é enviado</span>}</dd>
        </div>
        <div className="facts-wide">
          <dt>Token de notificação</dt>
          <dd className="mono break">
            {data.notification_token} <CopyButton text={data.notification_token} label="Copiar token de notificação" />
          </dd>
        </div>
        {data.partner_token !== null && (
          <div className="facts-wide">
            <dt>Emitida via parceiro</dt>
            <dd className="mono break">via partner {data.partner_token}</dd>
          </div>
        )}
      </dl>

      {charge.link && <LinkPanel chargeId={charge.charge_id} link={charge.link} />}
      <WorldActions data={data} />
      {boleto && <BoletoPanel boleto={boleto} />}
      {card && <CardPanel card={card} status={charge.status} chargeId={charge.charge_id} />}
      {split && <SplitPanel split={split} items={charge.items} shippings={charge.shippings ?? []} />}
      <Timeline entries={data.timeline} />
      <ItemsAndCustomer data={data} />
      {boleto && <BoletoPdf boleto={boleto} />}
    </article>
  );
}

/** A charge with a payment link: the URL the payer opens, and the link's own page in the dashboard. */
function LinkPanel({ chargeId, link }: { chargeId: number; link: ChargeLink }) {
  return (
    <section className="panel" aria-labelledby="charge-link-title">
      <h3 id="charge-link-title" className="panel-title">Link de pagamento</h3>
      <div className="link-url link-url-wide">
        <span className="mono break link-url-text">{link.payment_url}</span>
        <a className="btn btn-small" href={link.payment_url} target="_blank" rel="noopener noreferrer" aria-label="Abrir a página de pagamento numa nova aba">
          Abrir ↗
        </a>
        <CopyButton text={link.payment_url} label="Copiar a URL do link de pagamento" />
      </div>
      <p className="small">
        <a href={hrefOf('links', chargeId)}>Ver o link #{chargeId}</a>
        <span className="muted"> — o que o pagador vê (preço de cada forma, até {formatDate(link.expire_at)}), o que ele fez, o QR code.</span>
      </p>
    </section>
  );
}

function ItemsAndCustomer({ data }: { data: ChargeTimeline }) {
  const { charge } = data;
  const customer = charge.customer;
  return (
    <section className="panel" aria-labelledby="items-title">
      <h3 id="items-title" className="panel-title">Itens{customer ? ' e cliente' : ''}</h3>
      <ItemsTable items={charge.items} shippings={charge.shippings} />
      {customer && (
        <dl className="facts facts-tight">
          {(customer.name || customer.corporate_name) && (
            <div>
              <dt>Cliente</dt>
              <dd>{customer.corporate_name ?? customer.name}</dd>
            </div>
          )}
          {(customer.cpf || customer.cnpj) && (
            <div>
              <dt>{customer.cnpj ? 'CNPJ' : 'CPF'}</dt>
              <dd className="mono">{customer.cnpj ?? customer.cpf}</dd>
            </div>
          )}
          {customer.email && (
            <div>
              <dt>E-mail</dt>
              <dd>{customer.email}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}

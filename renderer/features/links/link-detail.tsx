// One payment link: its URL (open, copy, QR code), the world's actions, what the payer sees on the
// page — items, total, each method's price after its discount, the message, until when, whether a
// delivery address is asked — and what the payer did, then what became of the charge (linked to the
// charge's own page), with the charge's history under it.
import type { ChargeLink, ChargeStatus, ChargeTimeline, LinkPayer, PaymentLinkSummary } from '../../api/types.ts';
import { useLink } from '../../stores/hooks.ts';
import { hrefOf } from '../../stores/router.ts';
import { CopyButton, EmptyState, ErrorMessage, Money, Spinner, StateBadge, StatusBadge } from '../../ui/components.tsx';
import { formatCardMask, formatDate, formatDateTime, formatMoney } from '../../ui/format.ts';
import { QrCode } from '../../ui/qr-code.tsx';
import { LINK_METHODS_LABEL, PAYMENT_METHOD_LABEL, brandLabel, statusMeaningOf } from '../../ui/status.ts';
import { LinkActions } from './link-actions.tsx';
import { ItemsTable } from '../charges/items-table.tsx';
import { addressLine, conditionalDiscountText, expiryDate, linkPrice, PAYER_METHODS } from './link-rules.ts';
import './link-url.css';
import '../charges/timeline.css';
import '../subscriptions/history-list.css';

export function LinkStatusBadge({ status }: { status: ChargeStatus }) {
  return <StateBadge kind="link" state={status} title={statusMeaningOf(status, null)} />;
}

export function LinkDetailPanel() {
  const { chargeId, charge, error, summary } = useLink();
  if (chargeId === null) {
    return (
      <EmptyState title="Escolha um link para ver o que o pagador vê e o que ele fez.">
        <p>
          O link é a página onde o pagador escolhe boleto ou cartão, com o desconto de cada um, até a data do link. Daqui você age
          como ele — paga por boleto ou com um cartão de teste —, reenvia o link por e-mail, cancela, ou avança o relógio até o link
          expirar.
        </p>
      </EmptyState>
    );
  }
  if (!charge || charge.charge.charge_id !== chargeId) {
    if (error) return <ErrorMessage error={error} title={`Não foi possível abrir o link da cobrança #${chargeId}`} />;
    return <Spinner label={`Abrindo o link #${chargeId}…`} />;
  }
  const link = charge.charge.link;
  if (!link) {
    return (
      <EmptyState title={`A cobrança #${chargeId} não tem link de pagamento.`}>
        <p>
          <a href={hrefOf('cobrancas', chargeId)}>Abrir a cobrança #{chargeId}</a>. Um link se cria numa cobrança <code>new</code> com{' '}
          <code>POST /v1/charge/{chargeId}/link</code>.
        </p>
      </EmptyState>
    );
  }
  return <LinkStory data={charge} link={link} summary={summary} error={error} />;
}

function LinkStory({ data, link, summary, error }: { data: ChargeTimeline; link: ChargeLink; summary: PaymentLinkSummary | null; error: unknown }) {
  const { charge } = data;
  const id = charge.charge_id;
  return (
    <article className="detail" aria-labelledby="link-title">
      <header className="detail-head">
        <div className="detail-title-row">
          <h2 id="link-title">Link de pagamento #{id}</h2>
          <LinkStatusBadge status={charge.status} />
        </div>
        <p className="detail-total">
          <Money cents={charge.total} />
        </p>
      </header>
      <ErrorMessage error={error} title="Não foi possível atualizar" />

      <section className="panel link-address" aria-labelledby="link-url-title">
        <h3 id="link-url-title" className="panel-title">Endereço do link</h3>
        <div className="link-address-body">
          <QrCode text={link.payment_url} label={`QR code da URL do link #${id}`} />
          <div className="link-address-text">
            <p className="mono break link-address-url">{link.payment_url}</p>
            <div className="button-row">
              <a className="btn btn-small" href={link.payment_url} target="_blank" rel="noopener noreferrer" aria-label="Abrir a URL numa nova aba">
                Abrir ↗
              </a>
              <CopyButton text={link.payment_url} label="Copiar a URL do link" />
            </div>
            <p className="muted small">
              Quem tem a URL pode pagar: o código no fim é a chave do pagador. Leia o QR code com o celular (na mesma rede, se o sandbox
              escuta fora de 127.0.0.1).
            </p>
          </div>
        </div>
      </section>

      <LinkActions key={id} data={data} link={link} summary={summary} />
      <WhatThePayerSees data={data} link={link} summary={summary} />
      <WhatThePayerDid data={data} link={link} summary={summary} />
      <History data={data} />
    </article>
  );
}

function WhatThePayerSees({ data, link, summary }: { data: ChargeTimeline; link: ChargeLink; summary: PaymentLinkSummary | null }) {
  const { charge } = data;
  const conditional = conditionalDiscountText(link);
  return (
    <section className="panel" aria-labelledby="link-sees-title">
      <h3 id="link-sees-title" className="panel-title">O que o pagador vê</h3>
      <ItemsTable
        items={charge.items}
        shippings={charge.shippings}
        className="table table-compact link-items-table"
        label="Itens do link"
        footer={
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className="num">
              <strong>{formatMoney(charge.total)}</strong>
            </td>
          </tr>
        }
      />
      <dl className="facts link-prices" aria-label="Preço por forma de pagamento">
        {PAYER_METHODS.map((method) => {
          const offer = linkPrice(link, charge.total, method);
          return (
            <div key={method}>
              <dt>{PAYMENT_METHOD_LABEL[method]}</dt>
              <dd>
                {offer ? (
                  <>
                    <strong className="money">{formatMoney(offer.price)}</strong>
                    <span className="fact-sub">
                      {offer.discount ? `desconto de ${formatMoney(offer.discount)}` : 'sem desconto'}
                      {method === 'banking_billet' && conditional ? `; ${conditional}` : ''}
                    </span>
                  </>
                ) : (
                  <span className="muted">não oferecido</span>
                )}
              </dd>
            </div>
          );
        })}
        <div>
          <dt>Pode pagar até</dt>
          <dd>
            <span>{formatDate(link.expire_at)}</span>
            <span className="fact-sub">expira às 00:00 de {formatDate(expiryDate(link.expire_at))}</span>
          </dd>
        </div>
        <div>
          <dt>Endereço de entrega</dt>
          <dd>{link.request_delivery_address ? 'pedido ao pagador' : <span className="muted">não pedido</span>}</dd>
        </div>
        <div>
          <dt>E-mail preenchido</dt>
          <dd className="break">{summary?.customer_email ?? <span className="muted">nenhum</span>}</dd>
        </div>
        <div>
          <dt>Formas oferecidas</dt>
          <dd>
            {LINK_METHODS_LABEL[link.payment_method] ?? link.payment_method} <code className="small">{link.payment_method}</code>
          </dd>
        </div>
        <div className="facts-wide">
          <dt>Mensagem</dt>
          <dd className="link-message">{link.message ?? <span className="muted">nenhuma</span>}</dd>
        </div>
        {(summary || charge.custom_id) && (
          <div className="facts-wide link-origin">
            <dt>Criado</dt>
            <dd>
              {summary && formatDateTime(summary.created_at)}
              {charge.custom_id && (
                <>
                  {summary ? ' · ' : ''}custom_id <span className="mono">{charge.custom_id}</span>
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The payer's choice: from the list of links; failing that (an old link beyond the list), the charge's payment. */
function payerOf(data: ChargeTimeline, summary: PaymentLinkSummary | null): { payer: LinkPayer | null; addressKnown: boolean } {
  if (summary) return { payer: summary.payer, addressKnown: true };
  const payment = data.charge.payment;
  if (payment && (payment.method === 'banking_billet' || payment.method === 'credit_card')) {
    return { payer: { method: payment.method, at: payment.created_at ?? data.charge.created_at, delivery_address: null }, addressKnown: false };
  }
  return { payer: null, addressKnown: false };
}

function WhatThePayerDid({ data, link, summary }: { data: ChargeTimeline; link: ChargeLink; summary: PaymentLinkSummary | null }) {
  const { charge, boleto, card } = data;
  const id = charge.charge_id;
  const { payer, addressKnown } = payerOf(data, summary);
  return (
    <section className="panel" aria-labelledby="link-did-title">
      <h3 id="link-did-title" className="panel-title">O que o pagador fez</h3>
      {payer ? (
        <dl className="facts">
          <div>
            <dt>Escolheu</dt>
            <dd>{PAYMENT_METHOD_LABEL[payer.method] ?? payer.method}</dd>
          </div>
          <div>
            <dt>Quando</dt>
            <dd>{formatDateTime(payer.at)}</dd>
          </div>
          <div className="facts-wide">
            <dt>Endereço de entrega</dt>
            <dd>
              {payer.delivery_address ? (
                addressLine(payer.delivery_address)
              ) : (
                <span className="muted">{!addressKnown ? 'não disponível aqui' : link.request_delivery_address ? 'não informado' : 'não pedido pelo link'}</span>
              )}
            </dd>
          </div>
          {boleto && (
            <div className="facts-wide">
              <dt>Boleto emitido</dt>
              <dd>
                vence {formatDate(boleto.expire_at)} · <span className="mono break small">{boleto.typed_line}</span>
              </dd>
            </div>
          )}
          {card && (
            <div className="facts-wide">
              <dt>Cartão</dt>
              <dd>
                {brandLabel(card.brand)} {formatCardMask(card.mask)} · {card.installments}× de {formatMoney(card.installment_value)}
                {card.refusal && <span className="fact-sub">recusado: {card.refusal.reason}</span>}
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="muted">{nothingYet(charge.status, link)}</p>
      )}
      <p className="link-charge-line">
        Depois: a cobrança <a href={hrefOf('cobrancas', id)}>#{id}</a> está{' '}
        <StatusBadge status={charge.status} title={statusMeaningOf(charge.status, charge.payment?.method)} />.
      </p>
      <p className="small">
        <a href={hrefOf('cobrancas', id)}>Abrir a cobrança #{id}</a> — a linha do tempo com os callbacks, o boleto ou o cartão.
      </p>
    </section>
  );
}

function nothingYet(status: ChargeStatus, link: ChargeLink): string {
  switch (status) {
    case 'expired':
      return `Nada: o link expirou às 00:00 de ${formatDate(expiryDate(link.expire_at))} sem que o pagador escolhesse. Uma nova data (PUT /v1/charge/:id/link) o reabre.`;
    case 'canceled':
      return 'Nada: a cobrança foi cancelada antes de o pagador escolher.';
    default:
      return 'Ainda nada: o pagador não escolheu boleto nem cartão. Aja como ele com os botões acima.';
  }
}

function History({ data }: { data: ChargeTimeline }) {
  const lines = data.charge.history;
  return (
    <section className="panel" aria-labelledby="link-history-title">
      <h3 id="link-history-title" className="panel-title">Histórico da cobrança</h3>
      <ol className="sub-history" aria-label="Histórico da cobrança">
        {lines.map((line, i) => (
          <li key={i}>
            <time className="tl-time" dateTime={line.created_at.replace(' ', 'T')}>
              {formatDateTime(line.created_at, true)}
            </time>
            <span>{line.message}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

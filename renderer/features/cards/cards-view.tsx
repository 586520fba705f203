// Cartões de teste: the rule the sandbox's acquirer follows (the card number's last digit), the
// test cards with the outcome each gets, and a payment_token from any of them in one click — what
// the browser-side tokenizer gives a checkout, ready to copy into a request.
import { Fragment, useEffect, useState } from 'react';
import type { TestCard } from '../../api/types.ts';
import { useCardActions, useCardToken, useTestCards } from '../../stores/hooks.ts';
import { CopyButton, EmptyState, ErrorMessage, Spinner, StateBadge } from '../../ui/components.tsx';
import { formatCardNumber } from '../../ui/format.ts';
import './cards.css';

export function CardsView() {
  const { cards, status, error } = useTestCards();
  const { load } = useCardActions();
  const [reuse, setReuse] = useState(false);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="page">
      <header className="page-head">
        <h1>Cartões de teste</h1>
        <p className="page-lede">
          No checkout real, o navegador troca os dados do cartão por um <code>payment_token</code> e só o token chega ao
          seu servidor. Gere um aqui e use-o em <code>payment.credit_card.payment_token</code> de{' '}
          <code className="nowrap">POST /v1/charge/:id/pay</code> ou <code className="nowrap">/v1/charge/one-step</code>. O resultado do pagamento depende do
          último dígito do cartão. Também dá para pagar direto do painel: “Pagar com cartão” numa cobrança{' '}
          <code>new</code>.
        </p>
      </header>
      {status === 'ready' && <LastDigitRule cards={cards} />}
      <div className="field field-check">
        <input id="card-reuse" type="checkbox" checked={reuse} onChange={(e) => setReuse(e.target.checked)} />
        <label htmlFor="card-reuse">
          Token reutilizável (<code>reuse: true</code>) — para assinaturas e cobranças recorrentes
        </label>
      </div>
      <ErrorMessage error={error} title="Não foi possível carregar os cartões de teste" />
      {status === 'loading' ? (
        <Spinner />
      ) : cards.length === 0 && status === 'ready' ? (
        <EmptyState title="Nenhum cartão de teste disponível." />
      ) : (
        <section className="panel">
          <table className="table cards-table">
            <thead>
              <tr>
                <th scope="col">Bandeira</th>
                <th scope="col">Número</th>
                <th scope="col">CVV</th>
                <th scope="col">Validade</th>
                <th scope="col">Resultado do pagamento</th>
                <th scope="col">
                  <span className="visually-hidden">Ação</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cards.map((card) => (
                <CardRow key={card.number} card={card} reuse={reuse} />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

function CardRow({ card, reuse }: { card: TestCard; reuse: boolean }) {
  const result = useCardToken(card.number);
  const { generate } = useCardActions();
  const label = `${card.brand} final ${card.number.slice(-4)}`;
  return (
    <Fragment>
      <tr className={result && result.state !== 'working' ? 'has-result' : undefined}>
        <td className="card-brand">{card.brand}</td>
        <td className="mono nowrap">
          <CardNumber number={card.number} />
        </td>
        <td className="mono">{card.cvv}</td>
        <td className="mono">
          {card.expiration_month}/{card.expiration_year}
        </td>
        <td>
          <StateBadge kind="card" state={card.outcome} />{' '}
          <span className="muted small">{card.reason ?? (card.number.endsWith('9') ? 'Aprovado; em /v2/charge/card, só depois do desafio 3DS.' : 'Pagamento aprovado.')}</span>
        </td>
        <td className="num">
          <button
            type="button"
            className="btn btn-small"
            disabled={result?.state === 'working'}
            onClick={() => void generate(card, reuse)}
            aria-label={`Gerar token do cartão ${label}`}
          >
            {result?.state === 'working' ? 'Gerando…' : 'Gerar token'}
          </button>
        </td>
      </tr>
      {result?.state === 'done' && (
        <tr className="token-row">
          <td colSpan={6}>
            <div className="token-result">
              <span className="token-label">
                payment_token do cartão {label} <span className="mono">({result.token.card_mask})</span>
              </span>
              <code className="token-value" data-testid="payment-token" aria-label={`payment_token do cartão ${label}`}>
                {result.token.payment_token}
              </code>
              <CopyButton text={result.token.payment_token} label={`Copiar token do cartão ${label}`} />
            </div>
          </td>
        </tr>
      )}
      {result?.state === 'error' && (
        <tr className="token-row">
          <td colSpan={6}>
            <ErrorMessage error={result.error} title="Token não gerado" />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** The number as printed, its last digit (the one that decides) marked. */
function CardNumber({ number }: { number: string }) {
  const printed = formatCardNumber(number);
  return (
    <>
      {printed.slice(0, -1)}
      <strong className="last-digit">{printed.slice(-1)}</strong>
    </>
  );
}

const REFUSING_DIGITS = ['1', '2', '3'];

/**
 * The acquirer's rule, one line per last digit. The reasons are read from the test cards the
 * server lists, so this table says exactly what a payment will answer in `refusal.reason`.
 */
function LastDigitRule({ cards }: { cards: TestCard[] }) {
  const reasonFor = (digit: string) => cards.find((c) => c.outcome === 'refused' && c.number.endsWith(digit))?.reason ?? null;
  return (
    <section className="panel" aria-labelledby="digit-rule-title">
      <h2 id="digit-rule-title" className="panel-title">O último dígito do cartão decide</h2>
      <table className="table table-compact digit-rule">
        <thead>
          <tr>
            <th scope="col">Último dígito</th>
            <th scope="col">Resultado</th>
            <th scope="col">
              Motivo (<code>refusal.reason</code>)
            </th>
          </tr>
        </thead>
        <tbody>
          {REFUSING_DIGITS.map((digit) => (
            <tr key={digit}>
              <td className="mono">{digit}</td>
              <td>
                <StateBadge kind="card" state="refused" /> <span className="muted small">a cobrança fica <code>unpaid</code></span>
              </td>
              <td>{reasonFor(digit) ?? <span className="muted">—</span>}</td>
            </tr>
          ))}
          <tr>
            <td className="mono">9</td>
            <td>
              <StateBadge kind="card" state="approved" />{' '}
              <span className="muted small">
                em <code>POST /v2/charge/card</code>, primeiro o desafio 3-D Secure (<code>waiting</code>): aprovado se o pagador
                passar, <code>unpaid</code> se falhar
              </span>
            </td>
            <td className="muted">—</td>
          </tr>
          <tr>
            <td>qualquer outro</td>
            <td>
              <StateBadge kind="card" state="approved" />{' '}
              <span className="muted small">
                a cobrança fica <code>approved</code>; <code>paid</code> no dia seguinte
              </span>
            </td>
            <td className="muted">—</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

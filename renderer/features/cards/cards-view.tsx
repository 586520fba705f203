// Cartões de teste: the sandbox's test cards, each with the outcome a payment with it gets, and a
// payment_token made from any of them — what the browser-side tokenizer gives a checkout.
import { Fragment, useEffect, useState } from 'react';
import type { TestCard } from '../../api/types.ts';
import { useCardActions, useCardToken, useTestCards } from '../../stores/hooks.ts';
import { CopyButton, EmptyState, ErrorMessage, Spinner } from '../../ui/components.tsx';
import { formatCardNumber } from '../../ui/format.ts';

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
          seu servidor. Gere um aqui e use-o em <code>payment.credit_card.payment_token</code>. O resultado do pagamento
          depende do último dígito do cartão: 1, 2 ou 3 é recusado; qualquer outro, aprovado.
        </p>
      </header>
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
  const approved = card.outcome === 'approved';
  const label = `${card.brand} final ${card.number.slice(-4)}`;
  return (
    <Fragment>
      <tr className={result && result.state !== 'working' ? 'has-result' : undefined}>
        <td className="card-brand">{card.brand}</td>
        <td className="mono nowrap">{formatCardNumber(card.number)}</td>
        <td className="mono">{card.cvv}</td>
        <td className="mono">
          {card.expiration_month}/{card.expiration_year}
        </td>
        <td>
          <span className={`outcome ${approved ? 'outcome-ok' : 'outcome-fail'}`}>{card.outcome}</span>{' '}
          <span className="muted small">{card.reason ?? 'Pagamento aprovado.'}</span>
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

// Choosing a card for a payment made from the dashboard: the sandbox's test cards, each with the
// outcome the acquirer will give (the last digit decides), grouped by brand.
import { useEffect, useState } from 'react';
import type { TestCard } from '../../api/types.ts';
import { useCardActions, useTestCards } from '../../stores/hooks.ts';
import { ErrorMessage, Field, StateBadge } from '../../ui/components.tsx';
import { brandLabel } from '../../ui/status.ts';

function outcomeText(card: TestCard): string {
  return card.outcome === 'approved' ? 'aprovado' : `recusado: ${card.reason ?? 'sem motivo'}`;
}

const cardLabel = (card: TestCard) => `${brandLabel(card.brand)} final ${card.number.slice(-4)} — ${outcomeText(card)}`;

/**
 * The test cards (loaded once per account) and the one chosen: the first approved (or, asked for,
 * the first refused) until the user picks.
 */
export function useChosenTestCard(prefer: 'approved' | 'refused' = 'approved') {
  const { cards, status, error } = useTestCards();
  const { load } = useCardActions();
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    void load();
  }, [load]);
  const preferred = cards.find((c) => (prefer === 'approved' ? c.outcome === 'approved' : c.outcome !== 'approved'));
  const chosen = cards.find((c) => c.number === picked) ?? preferred ?? null;
  return { cards, status, error, chosen, choose: setPicked };
}

export function TestCardPicker({ choice }: { choice: ReturnType<typeof useChosenTestCard> }) {
  const { cards, status, error, chosen, choose } = choice;
  const brands = [...new Set(cards.map((c) => c.brand))];
  return (
    <div className="field-group">
      <Field id="card-pick" label="Cartão de teste" hint="O último dígito decide: 1, 2 ou 3 é recusado com o motivo da operadora; qualquer outro, aprovado.">
        <select id="card-pick" value={chosen?.number ?? ''} disabled={cards.length === 0} aria-describedby="card-pick-hint" onChange={(e) => choose(e.target.value)}>
          {status !== 'ready' && <option value="">Carregando os cartões…</option>}
          {brands.map((brand) => (
            <optgroup key={brand} label={brandLabel(brand)}>
              {cards
                .filter((c) => c.brand === brand)
                .map((c) => (
                  <option key={c.number} value={c.number}>
                    {cardLabel(c)}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </Field>
      {chosen && (
        <p className="small expected-outcome">
          Resultado esperado:{' '}
          <StateBadge kind="card" state={chosen.outcome} />
          {chosen.reason && <span className="muted"> {chosen.reason}</span>}
        </p>
      )}
      <ErrorMessage error={error} title="Não foi possível carregar os cartões de teste" />
    </div>
  );
}

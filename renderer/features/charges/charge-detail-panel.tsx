// The right side of Cobranças: what to do when no charge is open (or the account has none), and
// the open charge's story. The story and everything it opens (actions, dialogs, boleto and card
// panels, timeline) are a chunk of their own (charge-detail.tsx, loaded through shell/views.tsx):
// the first screen opens no charge, so the list's first rows do not wait for that code.
import { Suspense } from 'react';
import { useChargeDetail, useChargeList } from '../../stores/hooks.ts';
import { EmptyState, ErrorMessage, Spinner } from '../../ui/components.tsx';
import { ActiveAccountSnippets, ChargeStory } from '../shell/views.tsx';

export function ChargeDetailPanel() {
  const { chargeId, data, status, error } = useChargeDetail();
  const list = useChargeList();
  const accountIsEmpty = list.total === 0 && list.query.q === '' && list.query.status === '';
  if (chargeId === null && accountIsEmpty) {
    return (
      <div className="detail">
        <EmptyState title="Esta conta ainda não tem cobranças.">
          <p>
            Rode o exemplo abaixo num terminal (ou aponte o seu código para este sandbox) e veja a cobrança aparecer
            na lista, ao vivo. Ou use “Nova cobrança” para criar um boleto daqui.
          </p>
        </EmptyState>
        <Suspense fallback={null}>
          <ActiveAccountSnippets title="Primeira cobrança" />
        </Suspense>
      </div>
    );
  }
  if (chargeId === null) {
    return (
      <EmptyState title="Escolha uma cobrança para ver a história dela.">
        <p>
          Criação, linhas de histórico, mudanças de status, cada tentativa de callback com o resultado HTTP e cada
          consulta do token — numa linha do tempo só. Daqui você também age como o mundo: paga o boleto no banco,
          cancela, muda o vencimento, paga com um cartão de teste, reembolsa, contesta.
        </p>
      </EmptyState>
    );
  }
  if (!data) {
    if (status === 'error') return <ErrorMessage error={error} title={`Não foi possível abrir a cobrança #${chargeId}`} />;
    return <Spinner label={`Abrindo a cobrança #${chargeId}…`} />;
  }
  return (
    <Suspense fallback={<Spinner label={`Abrindo a cobrança #${chargeId}…`} />}>
      <ChargeStory data={data} error={status === 'error' ? error : null} />
    </Suspense>
  );
}

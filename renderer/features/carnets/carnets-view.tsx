// Carnês: the searchable list on the left, the open carnê (its parcels as slips, the selected
// parcel's timeline and world actions, the booklet) on the right. Deep link: #/carnes/<id>.
import { useEffect } from 'react';
import { useCarnetActions, useCarnetList, useNavigate, useRoute } from '../../stores/hooks.ts';
import { hrefOf } from '../../stores/router.ts';
import { EmptyState } from '../../ui/components.tsx';
import { formatMoney } from '../../ui/format.ts';
import { useListKeyboard } from '../../ui/list-keyboard.ts';
import { ListPane, countLine, emptyList } from '../../ui/list-pane.tsx';
import type { CarnetSummary } from '../../api/types.ts';
import { CarnetDetailPanel, CarnetStatusBadge, ParcelChips } from './carnet-detail.tsx';
import { NewCarnetButton } from './new-carnet-dialog.tsx';
import './carnets.css';

export function CarnetsView() {
  const { id } = useRoute();
  const { watch, open } = useCarnetActions();
  useEffect(() => watch(), [watch]);
  useEffect(() => {
    open(id);
  }, [id, open]);
  return (
    <div className="split">
      <section className="split-list" aria-label="Lista de carnês">
        <CarnetList selectedId={id} />
      </section>
      <section className="split-detail" aria-label="Detalhe do carnê">
        <CarnetDetailPanel />
      </section>
    </div>
  );
}

function CarnetList({ selectedId }: { selectedId: number | null }) {
  const { q, items, total, error } = useCarnetList();
  const { setQuery } = useCarnetActions();
  const navigate = useNavigate();
  const open = (index: number) => navigate('carnes', items[index].carnet_id);
  const keyboard = useListKeyboard<HTMLTableElement>(items.length, items.findIndex((carnet) => carnet.carnet_id === selectedId), open);

  return (
    <ListPane
      className="carnet-list"
      head={
        <div className="toolbar">
          <p className="grow list-lede muted small">Cada carnê são parcelas mensais em boleto para um cliente, e cada parcela uma cobrança.</p>
          <NewCarnetButton />
        </div>
      }
      search={{ id: 'carnet-search', value: q, onSearch: (text) => setQuery({ q: text }) }}
      count={countLine(total, items.length, ['carnê', 'carnês'], !!q && 'com esta busca')}
      error={error}
      errorTitle="Não foi possível carregar os carnês"
      loading={total === null}
      empty={emptyList(
        items.length === 0 && !error,
        !!q && 'Nenhum carnê com esta busca.',
        <EmptyState title="Esta conta ainda não tem carnês.">
          <p>
            Crie um com <code>POST /v1/carnet</code> (de 1 a 12 parcelas mensais em boleto) e ele aparece aqui, ao vivo.
          </p>
          <p>
            <NewCarnetButton label="Criar o primeiro carnê" small />
          </p>
        </EmptyState>,
      )}
    >
      <div className="table-scroll">
        <table className="table table-hover carnet-table" role="grid" aria-label="Carnês" ref={keyboard.ref} onKeyDown={keyboard.onKeyDown}>
          <thead>
            <tr>
              <th scope="col">Carnê</th>
              <th scope="col">custom_id / cliente</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">Valor</th>
              <th scope="col">Parcelas</th>
            </tr>
          </thead>
          <tbody>
            {items.map((carnet, index) => (
              <CarnetRow key={carnet.carnet_id} carnet={carnet} selected={carnet.carnet_id === selectedId} rowProps={keyboard.rowProps(index)} onOpen={() => open(index)} />
            ))}
          </tbody>
        </table>
      </div>
    </ListPane>
  );
}

function CarnetRow({ carnet, selected, rowProps, onOpen }: { carnet: CarnetSummary; selected: boolean; rowProps: object; onOpen(): void }) {
  return (
    <tr className={selected ? 'selected' : undefined} {...rowProps} onClick={(e) => !(e.target as HTMLElement).closest('a') && onOpen()}>
      <td>
        <a href={hrefOf('carnes', carnet.carnet_id)} className="mono" aria-current={selected ? 'true' : undefined} tabIndex={-1}>
          #{carnet.carnet_id}
        </a>
      </td>
      <td className="carnet-who">
        <span className="mono">{carnet.custom_id ?? <span className="muted">—</span>}</span>
        <span className="muted small">{carnet.customer_name ?? ''}</span>
      </td>
      <td>
        <CarnetStatusBadge status={carnet.status} />
      </td>
      <td className="num">{formatMoney(carnet.value)}</td>
      <td>
        <ParcelChips parcels={carnet.parcels} />
      </td>
    </tr>
  );
}

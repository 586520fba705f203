// The charge's marketplace split ("Repasses"): who receives what of each item, as written when the
// charge was created and, once it is paid, of the payment itself — and what stays with this
// account. The server computes the cents (server/domain/marketplace.ts); the box only shows them.
import type { ChargeItem, SplitInfo } from '../../api/types.ts';
import { formatMoney } from '../../ui/format.ts';

type Share = SplitInfo['shares'][number];

function ruleOf(share: Share): string {
  if (share.shipping !== null) return 'frete inteiro';
  if (share.fixed !== null) return `${formatMoney(share.fixed)} fixo`;
  return `${((share.percentage ?? 0) / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} %`;
}

function sourceOf(share: Share, items: ChargeItem[], shippings: Array<{ name: string }>): string {
  if (share.shipping !== null) return `Frete: ${shippings[share.shipping]?.name ?? share.shipping + 1}`;
  return items[share.item ?? 0]?.name ?? `Item ${(share.item ?? 0) + 1}`;
}

export function SplitPanel({ split, items, shippings }: { split: SplitInfo; items: ChargeItem[]; shippings: Array<{ name: string }> }) {
  const paid = split.paid_value !== null;
  return (
    <section className="panel" aria-labelledby="split-title">
      <h3 id="split-title" className="panel-title">Repasses</h3>
      <table className="table table-compact" aria-label="Repasses">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Conta (payee_code)</th>
            <th scope="col">Regra</th>
            <th scope="col" className="num">{paid ? 'Repassado' : 'Previsto'}</th>
          </tr>
        </thead>
        <tbody>
          {split.shares.map((share, i) => (
            <tr key={i}>
              <td>{sourceOf(share, items, shippings)}</td>
              <td className="mono">{share.payee_code}</td>
              <td>
                {ruleOf(share)}
                {share.mode !== null && <span className="fact-sub"> mode {share.mode}</span>}
              </td>
              <td className="num">{formatMoney(paid ? share.amount : share.nominal)}</td>
            </tr>
          ))}
        </tbody>
        {paid && (
          <tfoot>
            <tr>
              <td colSpan={3}>Fica com esta conta</td>
              <td className="num" aria-label="Fica com esta conta">{formatMoney(split.issuer)}</td>
            </tr>
            <tr>
              <td colSpan={3}>Pago</td>
              <td className="num">{formatMoney(split.paid_value)}</td>
            </tr>
          </tfoot>
        )}
      </table>
      <p className="muted small">Centavos arredondados para baixo em cada repasse; o resto fica com a conta emissora. O sandbox não cobra tarifa, então mode 1 e mode 2 repassam o mesmo valor.</p>
    </section>
  );
}

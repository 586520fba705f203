// A charge's items and shippings as a table: the charge page and a payment link's page show the
// same rows; the link's page adds the total underneath.
import type { ReactNode } from 'react';
import type { ChargeItem } from '../../api/types.ts';
import { formatMoney } from '../../ui/format.ts';

export function ItemsTable({
  items,
  shippings,
  className = 'table table-compact',
  label,
  footer,
}: {
  items: ChargeItem[];
  shippings?: Array<{ name: string; value: number }>;
  className?: string;
  label?: string;
  footer?: ReactNode;
}) {
  return (
    <table className={className} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="num">Qtd.</th>
          <th scope="col" className="num">Valor unitário</th>
          <th scope="col" className="num">Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, i) => (
          <tr key={i}>
            <td>{item.name}</td>
            <td className="num">{item.amount}</td>
            <td className="num">{formatMoney(item.value)}</td>
            <td className="num">{formatMoney(item.value * item.amount)}</td>
          </tr>
        ))}
        {shippings?.map((s, i) => (
          <tr key={`s${i}`}>
            <td>Frete: {s.name}</td>
            <td className="num">1</td>
            <td className="num">{formatMoney(s.value)}</td>
            <td className="num">{formatMoney(s.value)}</td>
          </tr>
        ))}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
}

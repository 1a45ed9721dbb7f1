import { memo } from 'react';
import { Link } from 'react-router';

/** One country of the price list, formatted on the server. */
export interface PriceRow {
  /** Lower-case two-letter code. */
  code: string;
  name: string;
  /** The lowest price, «1 500 ₽», or null for a country without tariffs. */
  price: string | null;
  /** The shortest delivery, «3-5 раб.дней». */
  days: string | null;
}

/*
 * The styles sit on the table, not on each of its 250 rows: the page is all rows, and classes
 * repeated on every row and flag were most of its weight.
 */
const TABLE_CLASSES = [
  'w-full border-collapse text-left text-[15px]',
  '[&_th]:px-4 [&_th]:py-2.5 [&_td]:px-4 [&_td]:py-2.5 mobile:[&_th]:px-2 mobile:[&_td]:px-2 mobile:[&_th:first-child]:pl-3',
  '[&_tbody_th]:font-normal [&_td]:whitespace-nowrap [&_td+td]:text-sm [&_td+td]:text-slate-500',
  // A phone has room for the delivery only on two lines.
  'mobile:[&_td+td]:whitespace-normal',
  '[&_tbody_tr]:border-t [&_tbody_tr]:border-slate-100 [&_tbody_tr:hover]:bg-slate-50',
  '[&_td:nth-child(2)]:font-bold',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a:hover]:underline',
].join(' ');

const Row = memo(function Row({ row }: { row: PriceRow }) {
  return (
    <tr>
      <th scope="row">
        {/* Every country page is one route: nothing to discover per link. */}
        <Link to={`/countries/country/${row.code}`} discover="none">
          {row.name}
        </Link>
      </th>
      <td>{row.price ? `от ${row.price}` : 'по запросу'}</td>
      {/* «от 5-10 раб.дней» reads as nonsense: the column's head says it is the shortest. */}
      <td>{row.days ?? '—'}</td>
    </tr>
  );
});

/**
 * The price list as one table: a country per row with its lowest price and shortest delivery;
 * the country's name leads to its page with every tariff. No flags: a phone's browser fetches
 * lazy images thousands of pixels ahead, and fifty flags weighed five times the page.
 */
export function PriceTable({ rows }: { rows: PriceRow[] }) {
  return (
    <div className="max-w-4xl overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className={TABLE_CLASSES}>
        <caption className="sr-only">Прайс-лист: самая низкая цена и самый короткий срок</caption>
        <thead className="bg-slate-50 text-sm text-slate-600">
          <tr>
            <th scope="col">Страна</th>
            <th scope="col">Стоимость</th>
            <th scope="col">Самый короткий срок</th>
          </tr>
        </thead>
        <tbody data-testid="price-list">
          {rows.map((row) => (
            <Row key={row.code} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

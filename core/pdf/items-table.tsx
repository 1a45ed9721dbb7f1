import { StyleSheet, View } from '@react-pdf/renderer';
import { Text } from './text';
import type { DocumentFigures } from '../documents/document-figures';
import type { OrderDocumentData } from '../documents/document-types';
import { INK, RULE } from './styles';

const MONEY_WIDTH = 72;

const table = StyleSheet.create({
  box: { marginTop: 4, borderTopWidth: RULE, borderLeftWidth: RULE, borderColor: INK },
  row: { flexDirection: 'row' },
  head: { flexDirection: 'row', fontWeight: 700, textAlign: 'center' },
  cell: { padding: 4, borderRightWidth: RULE, borderBottomWidth: RULE, borderColor: INK },
  totals: { marginTop: 6, alignItems: 'flex-end' },
  totalRow: { flexDirection: 'row', fontWeight: 700, marginBottom: 1 },
  totalLabel: { textAlign: 'right', paddingRight: 4 },
  totalAmount: { width: MONEY_WIDTH, textAlign: 'right', paddingRight: 4 },
});

const COLUMNS = [
  { title: '№', style: { width: 24, textAlign: 'center' } },
  { title: 'Товары (работы, услуги)', style: { flex: 1 } },
  { title: 'Кол-во', style: { width: 44, textAlign: 'right' } },
  { title: 'Ед.', style: { width: 34, textAlign: 'center' } },
  { title: 'Цена', style: { width: MONEY_WIDTH, textAlign: 'right' } },
  { title: 'Сумма', style: { width: MONEY_WIDTH, textAlign: 'right' } },
] as const;

/** The one service line in a fully ruled table, then Итого, the VAT line and Всего. */
export function ItemsTable({
  data,
  figures,
  totalLabel,
}: {
  data: OrderDocumentData;
  figures: DocumentFigures;
  /** «Всего к оплате:» on an invoice, «Всего:» on an act. */
  totalLabel: string;
}) {
  const { service } = data;
  const values = ['1', service.description, String(service.quantity), service.unit];
  return (
    <View wrap={false}>
      <View style={table.box}>
        <View style={table.head}>
          {COLUMNS.map((column) => (
            <Text key={column.title} style={[table.cell, column.style, { textAlign: 'center' }]}>
              {column.title}
            </Text>
          ))}
        </View>
        <View style={table.row}>
          {[...values, figures.price, figures.lineSum].map((value, i) => (
            <Text key={i} style={[table.cell, COLUMNS[i]?.style ?? {}]}>
              {value}
            </Text>
          ))}
        </View>
      </View>
      <View style={table.totals}>
        {[
          ['Итого:', figures.total],
          [figures.vat.label, figures.vat.amount],
          [totalLabel, figures.total],
        ].map(([label, amount]) => (
          <View key={label} style={table.totalRow}>
            <Text style={table.totalLabel}>{label}</Text>
            <Text style={table.totalAmount}>{amount}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

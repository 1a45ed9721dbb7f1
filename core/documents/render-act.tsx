import { renderToBuffer, StyleSheet, View } from '@react-pdf/renderer';
import { renderWithFonts } from '../pdf/fonts';
import { Text } from '../pdf/text';
import { documentFigures } from './document-figures';
import { documentBasis, documentTitle } from './document-title';
import type { OrderDocumentData } from './document-types';
import { partyLine } from './party-line';
import { printableDocumentData } from './printable-text';
import { DocumentPage } from '../pdf/document-page';
import { ItemsTable } from '../pdf/items-table';
import { PartyRows } from '../pdf/party-rows';
import { SignatureLine } from '../pdf/signature-line';
import { styles } from '../pdf/styles';

export const ACT_STATEMENT =
  'Вышеперечисленные услуги выполнены полностью и в срок. ' +
  'Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.';

const local = StyleSheet.create({
  signatures: { flexDirection: 'row', marginTop: 14, gap: 36 },
  column: { flex: 1 },
  side: { fontWeight: 700, marginBottom: 2 },
  name: { minHeight: 26, marginBottom: 10 },
});

function SignatureSide({ side, name }: { side: string; name: string }) {
  return (
    <View style={local.column}>
      <Text style={local.side}>{side}</Text>
      <Text style={local.name}>{name}</Text>
      <SignatureLine />
    </View>
  );
}

/** «Акт оказанных услуг» in the layout of 1C's printed form, signed by both sides. */
export function ActDocument({ data }: { data: OrderDocumentData }) {
  const figures = documentFigures(data);
  const title = documentTitle(data);
  return (
    <DocumentPage title={title} author={data.operator.name} date={data.date}>
      <Text style={[styles.title, { marginTop: 0 }]}>{title}</Text>
      <PartyRows
        rows={[
          ['Исполнитель:', partyLine(data.operator)],
          ['Заказчик:', partyLine(data.buyer)],
          ['Основание:', documentBasis(data)],
        ]}
      />
      <ItemsTable data={data} figures={figures} totalLabel="Всего:" />
      <View style={styles.summary} wrap={false}>
        <Text>Всего оказано услуг 1, на сумму {figures.total} руб.</Text>
        <Text style={styles.words}>{figures.totalInWords}</Text>
      </View>
      <Text style={styles.note}>{ACT_STATEMENT}</Text>
      <View style={styles.closingRule} />
      <View style={local.signatures} wrap={false}>
        <SignatureSide side="ИСПОЛНИТЕЛЬ" name={data.operator.name} />
        <SignatureSide side="ЗАКАЗЧИК" name={data.buyer.name} />
      </View>
    </DocumentPage>
  );
}

/** The act as PDF bytes. */
export function renderAct(data: OrderDocumentData): Promise<Buffer> {
  return renderWithFonts(() => renderToBuffer(<ActDocument data={printableDocumentData(data)} />));
}

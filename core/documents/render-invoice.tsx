import { renderToBuffer, StyleSheet, View } from '@react-pdf/renderer';
import { renderWithFonts } from '../pdf/fonts';
import { Text } from '../pdf/text';
import { documentFigures } from './document-figures';
import { documentBasis, documentTitle } from './document-title';
import type { OrderDocumentData } from './document-types';
import { partyLine } from './party-line';
import { printableDocumentData } from './printable-text';
import { BankDetails } from '../pdf/bank-details';
import { DocumentPage } from '../pdf/document-page';
import { ItemsTable } from '../pdf/items-table';
import { PartyRows } from '../pdf/party-rows';
import { SignatureLine } from '../pdf/signature-line';
import { styles } from '../pdf/styles';

export const INVOICE_NOTE =
  'Оплата по настоящему счёту означает согласие с условиями оферты. ' +
  'Счёт действителен 5 банковских дней.';

const local = StyleSheet.create({
  signatures: { flexDirection: 'row', marginTop: 26, gap: 28 },
  signature: { flex: 1 },
});

/** «Счёт на оплату» in the layout of 1C's printed form: bank grid, parties, table, totals. */
export function InvoiceDocument({ data }: { data: OrderDocumentData }) {
  const figures = documentFigures(data);
  const title = documentTitle(data);
  return (
    <DocumentPage title={title} author={data.operator.name} date={data.date}>
      <BankDetails operator={data.operator} />
      <Text style={styles.title}>{title}</Text>
      <PartyRows
        rows={[
          ['Поставщик (Исполнитель):', partyLine(data.operator)],
          ['Покупатель (Заказчик):', partyLine(data.buyer)],
          ['Основание:', documentBasis(data)],
        ]}
      />
      <ItemsTable data={data} figures={figures} totalLabel="Всего к оплате:" />
      <View style={styles.summary} wrap={false}>
        <Text>Всего наименований 1, на сумму {figures.total} руб.</Text>
        <Text style={styles.words}>{figures.totalInWords}</Text>
      </View>
      <Text style={styles.note}>{INVOICE_NOTE}</Text>
      <View style={styles.closingRule} />
      <View style={local.signatures} wrap={false}>
        <View style={local.signature}>
          <SignatureLine label="Руководитель" />
        </View>
        <View style={local.signature}>
          <SignatureLine label="Бухгалтер" />
        </View>
      </View>
    </DocumentPage>
  );
}

/** The invoice as PDF bytes. */
export function renderInvoice(data: OrderDocumentData): Promise<Buffer> {
  return renderWithFonts(() =>
    renderToBuffer(<InvoiceDocument data={printableDocumentData(data)} />),
  );
}

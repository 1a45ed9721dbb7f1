import { View } from '@react-pdf/renderer';
import { Text } from '../../../core/pdf/text';
import { formatDate } from '../format';
import type { SampleCompany } from '../sample-company';
import { styles } from './styles';

/** Repeated on every page: the product, that this is a sample, the country and the date. */
export function PageHeader({ company, siteName }: { company: SampleCompany; siteName: string }) {
  return (
    <View style={styles.header} fixed>
      <View style={styles.row}>
        <Text style={styles.brand}>{siteName}</Text>
        <Text style={styles.headerLabel}>Образец отчёта</Text>
      </View>
      <Text style={styles.headerRight}>
        {company.country.name} · Дата отчёта: {formatDate(company.reportDate)}
      </Text>
    </View>
  );
}

export function PageFooter() {
  return (
    <View style={styles.footer} fixed>
      <Text style={styles.footerNote}>
        Образец отчёта. Компания и все сведения о ней вымышлены; совпадения с реальными
        организациями и лицами случайны.
      </Text>
      <Text render={({ pageNumber, totalPages }) => `Стр. ${pageNumber} из ${totalPages}`} />
    </View>
  );
}

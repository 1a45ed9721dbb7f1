import { StyleSheet, View } from '@react-pdf/renderer';
import { Text } from '../../../../core/pdf/text';
import { formatFigure, formatNumber, formatPercent } from '../../format';
import type { FinancialYear, SampleCompany } from '../../sample-company';
import { Paragraph, Section, SubTitle, Table, type Column } from '../blocks';
import { sectionTitle } from '../section-titles';
import { COLORS } from '../styles';

const local = StyleSheet.create({
  barRow: { flexDirection: 'row', alignItems: 'center', marginBottom: 3 },
  barYear: { width: 40, color: COLORS.muted },
  bar: { height: 9, backgroundColor: COLORS.brand },
  barValue: { marginLeft: 6, fontSize: 8.5 },
});

type Metric = [string, (y: FinancialYear) => string];

export function FinancialsSection({ company }: { company: SampleCompany }) {
  const years = company.financials;
  const money = (pick: (y: FinancialYear) => number) => (y: FinancialYear) =>
    formatFigure(pick(y), company.currency);
  const metrics: Metric[] = [
    ['Выручка', money((y) => y.revenue)],
    ['Операционная прибыль', money((y) => y.operatingProfit)],
    ['Чистая прибыль', money((y) => y.netProfit)],
    ['Активы, всего', money((y) => y.totalAssets)],
    ['Собственный капитал', money((y) => y.equity)],
    ['Оборотные активы', money((y) => y.currentAssets)],
    ['Краткосрочные обязательства', money((y) => y.currentLiabilities)],
  ];
  const ratios: Metric[] = [
    ['Рентабельность продаж (чистая)', (y) => formatPercent(y.netProfit / y.revenue)],
    ['Доля собственного капитала', (y) => formatPercent(y.equity / y.totalAssets)],
    [
      'Коэффициент текущей ликвидности',
      (y) => formatNumber(y.currentAssets / y.currentLiabilities, 2),
    ],
    ['Численность персонала, чел.', (y) => formatNumber(y.employees)],
  ];
  const yearWidth = `${Math.floor(62 / years.length)}%`;
  const columns: Column[] = [
    { title: 'Показатель', width: '38%' },
    ...years.map((y) => ({ title: String(y.year), width: yearWidth, align: 'right' as const })),
  ];
  const maxRevenue = Math.max(...years.map((y) => y.revenue));
  return (
    <Section title={sectionTitle('financials')}>
      <Paragraph>
        Данные годовой финансовой отчётности, {company.currency.unit} (если не указано иное).
      </Paragraph>
      <Table
        columns={columns}
        rows={metrics.map(([label, value]) => [label, ...years.map(value)])}
      />
      <SubTitle>Финансовые коэффициенты</SubTitle>
      <Table
        columns={columns}
        rows={ratios.map(([label, value]) => [label, ...years.map(value)])}
      />
      <SubTitle>Динамика выручки, {company.currency.unit}</SubTitle>
      <View wrap={false}>
        {years.map((y) => (
          <View key={y.year} style={local.barRow}>
            <Text style={local.barYear}>{y.year}</Text>
            <View style={[local.bar, { width: `${Math.round((y.revenue / maxRevenue) * 70)}%` }]} />
            <Text style={local.barValue}>{formatFigure(y.revenue, company.currency)}</Text>
          </View>
        ))}
      </View>
    </Section>
  );
}

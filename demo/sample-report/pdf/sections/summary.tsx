import { StyleSheet, View } from '@react-pdf/renderer';
import { Text } from '../../../../core/pdf/text';
import { formatAmount, formatDate, formatNumber } from '../../format';
import type { SampleCompany } from '../../sample-company';
import { KeyValues } from '../blocks';
import { COLORS, styles } from '../styles';

const local = StyleSheet.create({
  box: { flexDirection: 'row', marginTop: 12, borderWidth: 0.75, borderColor: COLORS.line },
  facts: { width: '62%', padding: 8 },
  rating: { width: '38%', padding: 10, backgroundColor: COLORS.band, alignItems: 'center' },
  score: { fontSize: 26, lineHeight: 1.2, fontWeight: 700, color: COLORS.brand, marginTop: 2 },
  grade: { fontSize: 11, lineHeight: 1.3, fontWeight: 700, color: COLORS.good, marginTop: 2 },
  limitLabel: { fontSize: 8, color: COLORS.muted, marginTop: 8 },
  limit: { fontSize: 11, lineHeight: 1.3, fontWeight: 700 },
});

/** Page one's title block: who the company is and the verdict at a glance. */
export function Summary({ company }: { company: SampleCompany }) {
  const last = company.financials[company.financials.length - 1];
  const { rating } = company;
  return (
    <View>
      <Text style={styles.title}>КРЕДИТНЫЙ ОТЧЁТ</Text>
      <Text style={styles.companyName}>{company.name}</Text>
      {company.nameLatin ? <Text style={styles.companySub}>{company.nameLatin}</Text> : null}
      <Text style={styles.companySub}>
        {company.country.name} · {company.status} · {company.registration.numberLabel}:{' '}
        {company.registration.number}
      </Text>
      <View style={local.box} wrap={false}>
        <View style={local.facts}>
          <KeyValues
            rows={[
              ['Дата регистрации', formatDate(company.registration.date)],
              ['Адрес', company.address],
              ['Основной вид деятельности', company.activity.description],
              ['Сотрудники', last ? formatNumber(last.employees) : '—'],
              [
                `Выручка за ${last?.year ?? ''} г.`,
                last ? formatAmount(last.revenue, company.currency) : '—',
              ],
            ]}
          />
        </View>
        <View style={local.rating}>
          <Text style={styles.muted}>Кредитный рейтинг</Text>
          <Text style={local.score}>{rating.score}/100</Text>
          <Text style={local.grade}>
            Класс {rating.grade} — {rating.risk}
          </Text>
          <Text style={local.limitLabel}>Рекомендуемый кредитный лимит</Text>
          <Text style={local.limit}>{formatAmount(rating.creditLimit, company.currency)}</Text>
          <Text style={local.limitLabel}>Отсрочка платежа: до {rating.paymentTermDays} дней</Text>
        </View>
      </View>
    </View>
  );
}

import type { SampleCompany } from '../../sample-company';
import { KeyValues, Section } from '../blocks';
import { sectionTitle } from '../section-titles';

export function ActivitySection({ company }: { company: SampleCompany }) {
  const { activity } = company;
  const last = company.financials[company.financials.length - 1];
  return (
    <Section title={sectionTitle('activity')}>
      <KeyValues
        rows={[
          ['Основной вид деятельности', activity.description],
          ['Код деятельности', activity.code],
          ['Продукция и услуги', activity.products.join('; ')],
          ['Рынки сбыта', activity.markets],
          ['Численность персонала', last ? `${last.employees} чел. (${last.year} г.)` : '—'],
          ['Производственная база', activity.premises],
          ['Сертификаты', activity.certificates.join('; ')],
        ]}
      />
    </Section>
  );
}

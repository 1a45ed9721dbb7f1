import { formatAmount, formatNumber } from '../../format';
import { RATING_SCALE } from '../../credit-rating';
import type { SampleCompany } from '../../sample-company';
import { Bullets, KeyValues, Paragraph, Section, SubTitle, Table } from '../blocks';
import { sectionTitle } from '../section-titles';

export function CreditOpinionSection({ company }: { company: SampleCompany }) {
  const { rating } = company;
  return (
    <Section title={sectionTitle('opinion')}>
      <KeyValues
        rows={[
          ['Кредитный рейтинг', `${rating.score} из 100, класс ${rating.grade} (${rating.risk})`],
          ['Рекомендуемый кредитный лимит', formatAmount(rating.creditLimit, company.currency)],
          ['Рекомендуемая отсрочка платежа', `до ${rating.paymentTermDays} дней`],
          [
            'Вероятность дефолта в течение 12 месяцев',
            `${formatNumber(rating.defaultProbability, 2)}%`,
          ],
        ]}
      />
      <SubTitle>Заключение аналитика</SubTitle>
      {rating.opinion.map((text) => (
        <Paragraph key={text}>{text}</Paragraph>
      ))}
      <SubTitle>Сильные стороны</SubTitle>
      <Bullets items={rating.strengths} />
      <SubTitle>Факторы риска</SubTitle>
      <Bullets items={rating.risks} />
      <SubTitle>Шкала рейтинга</SubTitle>
      <Table
        columns={[
          { title: 'Класс', width: '15%' },
          { title: 'Баллы', width: '20%' },
          { title: 'Уровень кредитного риска', width: '65%' },
        ]}
        rows={RATING_SCALE.map((s) => [s.grade, s.range, s.risk])}
      />
    </Section>
  );
}

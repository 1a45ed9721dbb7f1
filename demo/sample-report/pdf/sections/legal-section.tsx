import type { SampleCompany } from '../../sample-company';
import { Bullets, Paragraph, Section, SubTitle, Table } from '../blocks';
import { sectionTitle } from '../section-titles';

export function LegalSection({ company }: { company: SampleCompany }) {
  const { legal } = company;
  return (
    <Section title={sectionTitle('legal')}>
      <SubTitle>Судебные дела</SubTitle>
      <Bullets items={legal.lawsuits} />
      <SubTitle>Задолженности и обременения</SubTitle>
      <Bullets items={legal.debts} />
      <SubTitle>Банкротство и ликвидация</SubTitle>
      <Paragraph>{legal.insolvency}</Paragraph>
      <SubTitle>Проверка по санкционным спискам</SubTitle>
      <Table
        columns={[
          { title: 'Список', width: '58%' },
          { title: 'Результат', width: '42%' },
        ]}
        rows={legal.sanctions.map((s) => [s.list, s.result])}
      />
      <SubTitle>Политически значимые лица</SubTitle>
      <Paragraph>{legal.politicallyExposed}</Paragraph>
    </Section>
  );
}

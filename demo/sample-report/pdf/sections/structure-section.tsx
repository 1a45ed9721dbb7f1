import type { SampleCompany } from '../../sample-company';
import { Section, SubTitle, Table } from '../blocks';
import { sectionTitle } from '../section-titles';

export function StructureSection({ company }: { company: SampleCompany }) {
  const { shareholders, beneficiaries, subsidiaries } = company.structure;
  return (
    <Section title={sectionTitle('structure')}>
      <SubTitle>Участники (акционеры)</SubTitle>
      <Table
        columns={[
          { title: 'Участник', width: '40%' },
          { title: 'Доля', width: '12%', align: 'right' },
          { title: 'Сведения', width: '48%' },
        ]}
        rows={shareholders.map((s) => [s.name, `${s.share}%`, s.note])}
      />
      <SubTitle>Конечные бенефициары</SubTitle>
      <Table
        columns={[
          { title: 'Бенефициар', width: '40%' },
          { title: 'Доля', width: '12%', align: 'right' },
          { title: 'Гражданство', width: '28%' },
          { title: 'Год рождения', width: '20%', align: 'right' },
        ]}
        rows={beneficiaries.map((b) => [b.name, `${b.share}%`, b.citizenship, String(b.birthYear)])}
      />
      <SubTitle>Дочерние компании</SubTitle>
      <Table
        columns={[
          { title: 'Компания', width: '34%' },
          { title: 'Страна', width: '14%' },
          { title: 'Доля', width: '9%', align: 'right' },
          { title: 'Регистрация и деятельность', width: '43%' },
        ]}
        rows={subsidiaries.map((s) => [
          s.name,
          s.country,
          `${s.share}%`,
          `${s.registration}; ${s.activity}`,
        ])}
      />
    </Section>
  );
}

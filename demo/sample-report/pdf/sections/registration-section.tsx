import { formatDate, formatMoney } from '../../format';
import type { SampleCompany } from '../../sample-company';
import { KeyValues, Section, SubTitle, Table } from '../blocks';
import { sectionTitle } from '../section-titles';

export function RegistrationSection({ company }: { company: SampleCompany }) {
  const { registration: r } = company;
  return (
    <Section title={sectionTitle('registration')}>
      <KeyValues
        rows={[
          ['Полное наименование', company.name],
          ...(company.nameLatin
            ? [['Наименование латиницей', company.nameLatin] as [string, string]]
            : []),
          ['Организационно-правовая форма', company.legalForm],
          ['Статус', company.status],
          [r.numberLabel, r.number],
          [r.taxLabel, r.taxNumber],
          ['Регистрирующий орган', r.authority],
          ['Дата регистрации', formatDate(r.date)],
          ['Уставный капитал', formatMoney(r.capital, company.currency.code)],
          ['Юридический адрес', company.address],
        ]}
      />
      <SubTitle>История компании</SubTitle>
      <Table
        columns={[
          { title: 'Год', width: '12%' },
          { title: 'Событие', width: '88%' },
        ]}
        rows={company.history.map((h) => [String(h.year), h.event])}
      />
    </Section>
  );
}

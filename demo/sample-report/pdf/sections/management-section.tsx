import type { SampleCompany } from '../../sample-company';
import { Section, Table } from '../blocks';
import { sectionTitle } from '../section-titles';

export function ManagementSection({ company }: { company: SampleCompany }) {
  return (
    <Section title={sectionTitle('management')}>
      <Table
        columns={[
          { title: 'ФИО', width: '30%' },
          { title: 'Должность', width: '42%' },
          { title: 'В должности с', width: '14%', align: 'right' },
          { title: 'Год рождения', width: '14%', align: 'right' },
        ]}
        rows={company.management.map((m) => [
          m.name,
          m.position,
          String(m.since),
          String(m.birthYear),
        ])}
      />
    </Section>
  );
}

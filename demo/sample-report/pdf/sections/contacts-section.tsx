import type { SampleCompany } from '../../sample-company';
import { KeyValues, Section } from '../blocks';
import { sectionTitle } from '../section-titles';

export function ContactsSection({ company }: { company: SampleCompany }) {
  const { contacts } = company;
  return (
    <Section title={sectionTitle('contacts')}>
      <KeyValues
        rows={[
          ['Юридический и почтовый адрес', company.address],
          ['Телефон', contacts.phone],
          ['Электронная почта', contacts.email],
          ['Сайт', contacts.website],
          ['Обслуживающий банк', contacts.bank ?? 'сведения не раскрываются'],
        ]}
      />
    </Section>
  );
}

import type { Partner, SampleCompany } from '../../sample-company';
import { Section, SubTitle, Table } from '../blocks';
import { sectionTitle } from '../section-titles';

function PartnerTable({ partners, shareTitle }: { partners: Partner[]; shareTitle: string }) {
  return (
    <Table
      columns={[
        { title: 'Компания', width: '36%' },
        { title: 'Страна', width: '16%' },
        { title: 'Предмет сотрудничества', width: '32%' },
        { title: shareTitle, width: '16%', align: 'right' },
      ]}
      rows={partners.map((p) => [p.name, p.country, p.subject, `${p.share}%`])}
    />
  );
}

export function PartnersSection({ company }: { company: SampleCompany }) {
  return (
    <Section title={sectionTitle('partners')}>
      <SubTitle>Ключевые поставщики</SubTitle>
      <PartnerTable partners={company.suppliers} shareTitle="Доля в закупках" />
      <SubTitle>Ключевые покупатели</SubTitle>
      <PartnerTable partners={company.customers} shareTitle="Доля в выручке" />
    </Section>
  );
}

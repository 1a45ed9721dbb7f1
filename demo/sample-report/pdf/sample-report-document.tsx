import { Document, Page } from '@react-pdf/renderer';
import type { SampleCompany } from '../sample-company';
import { PageFooter, PageHeader } from './page-chrome';
import { ActivitySection } from './sections/activity-section';
import { ContactsSection } from './sections/contacts-section';
import { CreditOpinionSection } from './sections/credit-opinion-section';
import { FinancialsSection } from './sections/financials-section';
import { LegalSection } from './sections/legal-section';
import { ManagementSection } from './sections/management-section';
import { PartnersSection } from './sections/partners-section';
import { RegistrationSection } from './sections/registration-section';
import { StructureSection } from './sections/structure-section';
import { SourcesSection } from './sections/sources-section';
import { Summary } from './sections/summary';
import { styles } from './styles';

export interface SampleReportDocumentProps {
  company: SampleCompany;
  siteName: string;
}

/** The whole report; sections flow onto as many A4 pages as they need. */
export function SampleReportDocument({ company, siteName }: SampleReportDocumentProps) {
  return (
    <Document
      title={`Образец отчёта — ${company.country.name}`}
      author={siteName}
      subject={`Образец кредитного отчёта о вымышленной компании: ${company.name}`}
      creator={siteName}
      producer={siteName}
      language="ru"
      creationDate={company.reportDate}
    >
      <Page size="A4" style={styles.page}>
        <PageHeader company={company} siteName={siteName} />
        <PageFooter />
        <Summary company={company} />
        <RegistrationSection company={company} />
        <LegalSection company={company} />
        <ActivitySection company={company} />
        <FinancialsSection company={company} />
        <CreditOpinionSection company={company} />
        <StructureSection company={company} />
        <ContactsSection company={company} />
        <PartnersSection company={company} />
        <ManagementSection company={company} />
        <SourcesSection company={company} />
      </Page>
    </Document>
  );
}

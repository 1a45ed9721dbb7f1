import type { SiteInfo } from '../../../contracts/site';
import { ContactForm } from '../contact-form/contact-form';
import type { QuestionResult } from '../contact-form/question-result';
import { Contacts } from '../layout/contacts';
import { SectionHeading } from './section-heading';

/** The home page's contact block: the form beside the company's own contacts. */
export function ContactSection({
  site,
  question,
}: {
  site: SiteInfo | undefined;
  /** The action's answer to a question posted without JavaScript. */
  question?: QuestionResult;
}) {
  return (
    <section
      id="contacts"
      aria-labelledby="contact-heading"
      className="mx-auto grid max-w-7xl gap-10 px-6 py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] mobile:py-12"
    >
      <div>
        <SectionHeading
          id="contact-heading"
          overline="Обратная связь"
          title="Остались вопросы?"
          lead="Подскажем, какой отчёт нужен, сколько он будет готовиться и что делать, если компании нет в реестрах."
        />
        {site ? <Contacts site={site} className="text-lg font-semibold text-ink" /> : null}
      </div>
      <ContactForm result={question} />
    </section>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CompanySearchForm } from './company-search-form';

const empty = {
  name: '',
  regCode: '',
  vatCode: '',
  address: '',
  phone: '',
  email: '',
  addInfo: '',
};

describe('CompanySearchForm', () => {
  it('says the phone and e-mail fields are the company’s, not the customer’s own', () => {
    const html = renderToStaticMarkup(
      <CompanySearchForm
        action="/countries/country/de"
        tariffId={null}
        initial={empty}
        onSearch={() => {}}
      />,
    );
    const describedBy = (name: string) =>
      new RegExp(`<input[^>]*aria-describedby="([^"]+)"[^>]*name="${name}"`).exec(html)?.[1];
    for (const [name, hint] of [
      ['phone', 'Телефон компании, а не ваш'],
      ['email', 'E-mail компании, а не ваш'],
    ] as const) {
      const id = describedBy(name);
      expect(id, name).toBeDefined();
      expect(html).toContain(`id="${id}" class="mt-1 text-xs text-slate-500">${hint}</p>`);
    }
  });
});

import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuditFilterForm } from './audit/audit-filter';
import { FilterActions, FilterInput, FilterSelect } from './filter-controls';

/** The opening tag of the element with this id. */
function tag(html: string, id: string): string {
  return html.match(new RegExp(`<[a-z]+ id="${id}"[^>]*>`))?.[0] ?? '';
}

/** Markup as a staff page renders it: `Form` and `Link` need a router around them. */
function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={['/']} />);
}

describe('staff filter controls', () => {
  it('labels each control and shows the value the URL holds', () => {
    const html = render(
      <>
        <FilterInput id="q" name="q" label="Поиск" value="Сименс" placeholder="Например" />
        <FilterSelect
          id="country"
          name="country"
          label="Страна"
          value="DE"
          anyLabel="Все страны"
          options={[
            { value: 'AT', label: 'Австрия' },
            { value: 'DE', label: 'Германия' },
          ]}
        />
      </>,
    );
    expect(html).toContain('<label for="q"');
    expect(tag(html, 'q')).toMatch(/type="search"/);
    expect(tag(html, 'q')).toMatch(/placeholder="Например"/);
    expect(tag(html, 'q')).toMatch(/name="q" value="Сименс"/);
    expect(html).toContain('<label for="country"');
    expect(html).toContain('<option value="">Все страны</option>');
    expect(html).toMatch(/<option value="DE" selected="">Германия<\/option>/);
    expect(html).not.toMatch(/<option value="AT" selected/);
  });

  it('offers «Сбросить» only when something is filtered', () => {
    expect(render(<FilterActions resetTo="/admin1515/audit" />)).toContain(
      'href="/admin1515/audit"',
    );
    const unfiltered = render(<FilterActions submitLabel="Показать" resetTo={null} />);
    expect(unfiltered).toContain('Показать');
    expect(unfiltered).not.toContain('Сбросить');
  });

  it('builds the audit log filter from them: every field labelled, the chosen values kept', () => {
    const html = render(
      <AuditFilterForm
        filter={{ page: 1, staffId: 7, action: 'order.cancel', from: '2026-11-01' }}
        users={[
          {
            id: 7,
            email: 'anna@example.ru',
            name: 'Анна',
            role: 'manager',
            isActive: true,
            createdAt: '2026-01-10T09:00:00.000Z',
            lastLoginAt: null,
            activeSessions: 0,
          },
        ]}
        objectTypes={['order']}
        actions={['order.cancel']}
      />,
    );
    for (const id of [
      'audit-staff',
      'audit-type',
      'audit-action',
      'audit-object',
      'audit-from',
      'audit-to',
    ]) {
      expect(html).toContain(`<label for="${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toMatch(/<option value="7" selected="">Анна \(anna@example.ru\)<\/option>/);
    expect(tag(html, 'audit-from')).toMatch(/type="date"/);
    expect(tag(html, 'audit-from')).toMatch(/name="from" value="2026-11-01"/);
    expect(html).toContain('Сбросить');
  });
});

import { describe, expect, it } from 'vitest';
import { roleForStaffPath, safeStaffReturnPath } from './access';

describe('staff area access table', () => {
  it('lets anyone see the login page and nothing else', () => {
    expect(roleForStaffPath('/admin1515')).toBeNull();
    expect(roleForStaffPath('/admin1515.data')).toBeNull();
    expect(roleForStaffPath('/admin1515/company_reports')).toBe('manager');
    expect(roleForStaffPath('/admin1515/company_reports/2026-000001.data')).toBe('manager');
    expect(roleForStaffPath('/admin1515/logout')).toBe('manager');
    // Managers read the sanctions lists; the update itself checks for an admin.
    expect(roleForStaffPath('/admin1515/sanctions')).toBe('manager');
  });

  it('keeps tariffs, staff and the audit log to admins, and unknown sections too', () => {
    expect(roleForStaffPath('/admin1515/country_content/de')).toBe('admin');
    expect(roleForStaffPath('/admin1515/staff')).toBe('admin');
    expect(roleForStaffPath('/admin1515/audit')).toBe('admin');
    expect(roleForStaffPath('/admin1515/something-new')).toBe('admin');
    expect(roleForStaffPath('/api/staff/whatever')).toBe('admin');
    expect(roleForStaffPath('/api/staff/account/me')).toBe('manager');
  });

  it('returns after login only inside the staff area', () => {
    expect(safeStaffReturnPath('/admin1515/company_reports?status=new')).toBe(
      '/admin1515/company_reports?status=new',
    );
    expect(safeStaffReturnPath('https://evil.example/admin1515/')).toBe('/admin1515');
    expect(safeStaffReturnPath('//evil.example')).toBe('/admin1515');
    expect(safeStaffReturnPath('/admin1515/../../evil')).toBe('/admin1515');
    expect(safeStaffReturnPath(null)).toBe('/admin1515');
  });
});

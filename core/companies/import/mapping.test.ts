import { describe, expect, it } from 'vitest';
import { companiesHouseForm, companiesHouseStatus } from './companies-house';
import { detectLegalForm } from './detect-form';
import { gleifForm, gleifStatus, isValidLei } from './gleif';

describe('Companies House values', () => {
  it.each([
    ['Active', 'Active'],
    ['ACTIVE', 'Active'],
    ['Active - Proposal to Strike off', 'In liquidation'],
    ['Liquidation', 'In liquidation'],
    ['RECEIVERSHIP', 'In liquidation'],
    ['In Administration', 'Is in process of reorganization'],
    ['ADMINISTRATION ORDER', 'Is in process of reorganization'],
    ['VOLUNTARY ARRANGEMENT / RECEIVER MANAGER', 'Is in process of reorganization'],
    ['Live but Receiver Manager on at least one charge', 'Active'],
    ['Dissolved', 'Deleted'],
    ['Converted/Closed', 'Deleted'],
  ])('status %j → %j', (value, status) => {
    expect(companiesHouseStatus(value)).toBe(status);
  });

  it('rejects an unknown status by name', () => {
    expect(() => companiesHouseStatus('Sleeping')).toThrow(
      'неизвестный статус компании «Sleeping»',
    );
  });

  it.each([
    ['Private Limited Company', 'Ltd'],
    ['Public Limited Company', 'PLC'],
    ['Limited Liability Partnership', 'LLP'],
    ['Limited Partnership', 'LP'],
    ['Community Interest Company', 'CIC'],
    ['Charitable Incorporated Organisation', 'CIO'],
    ['Private Unlimited Company', 'Unlimited'],
    [
      "PRI/LBG/NSC (Private, Limited by guarantee, no share capital, use of 'Limited' exemption)",
      'Ltd',
    ],
    ['Other company type', 'Other company type'],
    ['', null],
  ])('category %j → %j', (category, form) => {
    expect(companiesHouseForm(category)).toBe(form);
  });
});

describe('GLEIF values', () => {
  it('checks LEI check digits (ISO 17442)', () => {
    expect(isValidLei('7LTWFZYICNSX8D621K86')).toBe(true);
    expect(isValidLei('5299000TESTGMBH00182')).toBe(true);
    expect(isValidLei('7LTWFZYICNSX8D621K87')).toBe(false);
    expect(isValidLei('7LTWFZYICNSX8D621K8')).toBe(false);
  });

  it('maps entity and registration status and legal entity events', () => {
    expect(
      gleifStatus({ 'Entity.EntityStatus': 'ACTIVE', 'Registration.RegistrationStatus': 'ISSUED' }),
    ).toBe('Active');
    expect(
      gleifStatus({ 'Entity.EntityStatus': 'ACTIVE', 'Registration.RegistrationStatus': 'LAPSED' }),
    ).toBe('Active');
    expect(gleifStatus({ 'Entity.EntityStatus': 'INACTIVE' })).toBe('Deleted');
    expect(
      gleifStatus({ 'Entity.EntityStatus': 'ACTIVE', 'Registration.RegistrationStatus': 'MERGED' }),
    ).toBe('Deleted');
    const event = (type: string, status: string) => ({
      'Entity.EntityStatus': 'ACTIVE',
      'Entity.LegalEntityEvents.LegalEntityEvent.2.LegalEntityEventType': type,
      'Entity.LegalEntityEvents.LegalEntityEvent.2.event_status': status,
    });
    expect(gleifStatus(event('LIQUIDATION', 'IN_PROGRESS'))).toBe('In liquidation');
    expect(gleifStatus(event('BANKRUPTCY', 'PENDING'))).toBe('In liquidation');
    expect(gleifStatus(event('MERGERS_AND_ACQUISITIONS', 'PENDING'))).toBe(
      'Is in process of reorganization',
    );
    expect(gleifStatus(event('LIQUIDATION', 'COMPLETED'))).toBe('Active');
    expect(() => gleifStatus({ 'Entity.EntityStatus': 'ASLEEP' })).toThrow('Entity.EntityStatus');
  });

  it('maps legal form codes to local abbreviations, with fallbacks', () => {
    const form = (code: string, name: string, country: string, other = '') =>
      gleifForm(
        {
          'Entity.LegalForm.EntityLegalFormCode': code,
          'Entity.LegalForm.OtherLegalForm': other,
          'Entity.LegalName': name,
        },
        country,
        {},
      );
    expect(form('2HBR', 'Allianz Global Investors GmbH', 'DE')).toBe('GmbH');
    expect(form('6QQB', 'BMW AKTIENGESELLSCHAFT', 'DE')).toBe('AG');
    expect(form('H0PO', 'ACME LIMITED', 'GB')).toBe('Ltd');
    expect(form('B6ES', 'ACME PLC', 'GB')).toBe('PLC');
    expect(form('K65D', 'SOLEIL', 'FR')).toBe('SAS');
    expect(form('54M6', 'X B.V.', 'NL')).toBe('B.V.');
    expect(form('8888', 'X', 'US', 'LIMITED LIABILITY COMPANY')).toBe('LLC');
    expect(form('8888', 'X', 'US', 'STATUTORY TRUST')).toBe('STATUTORY TRUST');
    expect(form('9999', 'ACME WIDGETS SARL', 'FR')).toBe('SARL');
    expect(form('ZZZZ', 'Nowak Budownictwo Sp. z o.o.', 'PL')).toBe('sp. z o.o.');
    expect(
      gleifForm({ 'Entity.LegalForm.EntityLegalFormCode': 'ZZZZ', 'Entity.LegalName': 'X' }, 'DE', {
        ZZZZ: 'eG',
      }),
    ).toBe('eG');
  });

  it('finds a legal form at the start or end of a name', () => {
    expect(detectLegalForm('ТОО «Алтын Дала»', 'KZ')).toBe('ТОО');
    expect(detectLegalForm('Müller Logistik GmbH & Co. KG', 'DE')).toBe('GmbH & Co. KG');
    expect(detectLegalForm('ACME WIDGETS LIMITED', 'GB')).toBe('Ltd');
    expect(detectLegalForm('Nothing Here', 'GB')).toBeNull();
    expect(detectLegalForm('Allianz Societas Europaea', 'DE')).toBe('SE');
    expect(detectLegalForm('Vonovia Europäische Gesellschaft', 'DE')).toBe('SE');
    expect(detectLegalForm('Agrifirm SCE', 'NL')).toBe('SCE');
    // A national spelling ahead of the name is part of it.
    expect(detectLegalForm('Société Européenne de Propulsion', 'FR')).toBeNull();
  });
});

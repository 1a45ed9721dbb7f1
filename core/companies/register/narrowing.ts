import { sql, type SQL } from 'drizzle-orm';
import type { CompanySearchCriteria } from '../../../contracts/company-search';
import { foldWords } from '../fold-text';
import { translitLanguage } from '../normalize-name';
import { phoneKey } from '../normalize-number';
import { toLatin } from '../transliterate';

/** The last digits of a phone number identify it whatever prefix (+49, 0...) was typed. */
const PHONE_TAIL_DIGITS = 7;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Address, phone and e-mail narrow a search (decisions.md section 3): every address word must
 * occur in the address, the phone's last digits in the phone, the e-mail text in the e-mail.
 * Registers always publish an address, so a company without one is excluded by an address;
 * most publish no phone or e-mail (GLEIF and Companies House have neither), so a company whose
 * entry lacks them is kept rather than hidden by a detail the register never had.
 */
export function narrowingConditions(criteria: CompanySearchCriteria, countryCode: string): SQL[] {
  const conditions: SQL[] = [];
  const address = criteria.address ? foldWords(criteria.address) : '';
  for (const word of new Set(address.split(' ').filter(Boolean))) {
    const latin = foldWords(toLatin(word, translitLanguage(countryCode)));
    const local = sql`c.address_key like ${`%${escapeLike(word)}%`}`;
    conditions.push(
      latin && latin !== word
        ? sql`(${local} or c.address_key like ${`%${escapeLike(latin)}%`})`
        : local,
    );
  }
  const phone = phoneKey(criteria.phone);
  if (phone) {
    const tail = phone.slice(-PHONE_TAIL_DIGITS);
    conditions.push(sql`(c.phone_key is null or c.phone_key like ${`%${tail}%`})`);
  }
  const email = criteria.email?.trim().toLowerCase();
  if (email) {
    conditions.push(sql`(c.email is null or c.email like ${`%${escapeLike(email)}%`})`);
  }
  return conditions;
}

import type { CompanyInput } from '../../core/companies/company-record';

/**
 * Well-known fictional companies that tests and demonstrations rely on. They are part of every
 * demo register, whatever DEMO_COMPANIES_PER_COUNTRY says, with these exact values:
 *
 * - DE 'Müller Maschinenbau GmbH' (HRB 123456, DE738477817), München, active; 'Müller Logistik
 *   GmbH & Co. KG' (Hamburg), 'Schmidt Bau GmbH' (deleted), 'Weber Elektrotechnik AG' (in
 *   liquidation), 'Becker Software UG (haftungsbeschränkt)' (in reorganisation).
 * - KZ 'ТОО «Алтын Дала»' / 'Altyn Dala LLP', БИН 071240440284, Алматы; 'АО «Каспий Транс»'.
 * - RU 'ООО «Северная Звезда»' / 'Severnaya Zvezda LLC', ОГРН 1122869349888, ИНН 6264765476.
 * - GB 'Thames Valley Engineering Ltd' (company number 04776018), 'Oakwood Analytics PLC'.
 * - FR 'Boulangerie Dupont SARL' (SIREN 889 441 028). US 'Blue Ridge Analytics LLC'.
 * - CN '北京华星科技有限公司' / 'Beijing Huaxing Technology Co., Ltd.' (USCC 91110108189041155B).
 * - AE 'شركة النور للتجارة ذ.م.م' / 'Al Noor Trading LLC'. JP '株式会社山田建設' / 'Yamada
 *   Kensetsu Co., Ltd.'.
 */
type Fixed = Omit<CompanyInput, 'countryCode' | 'source' | 'sourceId'>;

export const FIXED_DEMO_COMPANIES: Record<string, Fixed[]> = {
  DE: [
    {
      name: 'Müller Maschinenbau GmbH',
      form: 'GmbH',
      regCode: 'HRB 123456',
      vatCode: 'DE738477817',
      address: 'Hauptstraße 12, 80331 München',
      phone: '+49 89 1234567',
      email: 'info@mueller-maschinenbau.de',
      status: 'Active',
    },
    {
      name: 'Müller Logistik GmbH & Co. KG',
      form: 'GmbH & Co. KG',
      regCode: 'HRA 98765',
      vatCode: 'DE663319023',
      address: 'Am Sandtorkai 5, 20457 Hamburg',
      phone: '+49 40 7654321',
      email: 'kontakt@mueller-logistik.de',
      status: 'Active',
    },
    {
      name: 'Schmidt Bau GmbH',
      form: 'GmbH',
      regCode: 'HRB 45678',
      vatCode: 'DE530214059',
      address: 'Industriestraße 8, 50667 Köln',
      phone: '+49 221 555012',
      email: null,
      status: 'Deleted',
    },
    {
      name: 'Weber Elektrotechnik AG',
      form: 'AG',
      regCode: 'HRB 77001',
      vatCode: 'DE617073174',
      address: 'Friedrichstraße 100, 10117 Berlin',
      phone: '+49 30 2020202',
      email: 'info@weber-elektro.de',
      status: 'In liquidation',
    },
    {
      name: 'Becker Software UG (haftungsbeschränkt)',
      form: 'UG (haftungsbeschränkt)',
      regCode: 'HRB 88002',
      vatCode: null,
      address: 'Goethestraße 3, 04109 Leipzig',
      phone: null,
      email: 'hallo@becker-software.de',
      status: 'Is in process of reorganization',
    },
  ],
  KZ: [
    {
      name: 'ТОО «Алтын Дала»',
      nameLat: 'Altyn Dala LLP',
      form: 'ТОО',
      regCode: '071240440284',
      address: '050000, г. Алматы, пр. Абая, д. 52',
      phone: '+7 727 2505050',
      email: 'info@altyndala.kz',
      status: 'Active',
    },
    {
      name: 'АО «Каспий Транс»',
      nameLat: 'Kaspiy Trans JSC',
      form: 'АО',
      regCode: '200140887516',
      address: '060000, г. Атырау, ул. Сатпаева, д. 17',
      phone: '+7 7122 303030',
      email: null,
      status: 'Active',
    },
  ],
  RU: [
    {
      name: 'ООО «Северная Звезда»',
      nameLat: 'Severnaya Zvezda LLC',
      form: 'ООО',
      regCode: '1122869349888',
      vatCode: '6264765476',
      address: '125009, г. Москва, ул. Тверская, д. 7',
      phone: '+7 495 1112233',
      email: 'office@severnaya-zvezda.ru',
      status: 'Active',
    },
  ],
  GB: [
    {
      name: 'Thames Valley Engineering Ltd',
      form: 'Ltd',
      regCode: '04776018',
      vatCode: 'GB754 7160 22',
      address: '10 Station Road, Reading, RG1 1LX',
      phone: '+44 118 4960000',
      email: 'info@thamesvalley-eng.co.uk',
      status: 'Active',
    },
    {
      name: 'Oakwood Analytics PLC',
      form: 'PLC',
      regCode: 'SC123456',
      vatCode: null,
      address: '5 Queen Street, Edinburgh, EH2 1JE',
      phone: null,
      email: null,
      status: 'Active',
    },
  ],
  FR: [
    {
      name: 'Boulangerie Dupont SARL',
      form: 'SARL',
      regCode: '889 441 028',
      vatCode: 'FR51889441028',
      address: '15 rue de la République, 69002 Lyon',
      phone: '+33 4 78 00 00 00',
      email: 'contact@boulangerie-dupont.fr',
      status: 'Active',
    },
  ],
  US: [
    {
      name: 'Blue Ridge Analytics LLC',
      form: 'LLC',
      regCode: '5123456',
      vatCode: '31-2629622',
      address: '200 Main Street, Wilmington, 19801',
      phone: '+1 302 5550100',
      email: 'hello@blueridge-analytics.com',
      status: 'Active',
    },
  ],
  CN: [
    {
      name: '北京华星科技有限公司',
      nameLat: 'Beijing Huaxing Technology Co., Ltd.',
      form: '有限公司',
      regCode: '91110108189041155B',
      address: '100000 北京市中山路88号',
      phone: '+86 10 88886666',
      email: null,
      status: 'Active',
    },
  ],
  AE: [
    {
      name: 'شركة النور للتجارة ذ.م.م',
      nameLat: 'Al Noor Trading LLC',
      form: 'ذ.م.م',
      regCode: '94383192',
      address: 'شارع الشيخ زايد 10, دبي',
      phone: '+971 4 3000000',
      email: 'info@alnoor-trading.ae',
      status: 'Active',
    },
  ],
  JP: [
    {
      name: '株式会社山田建設',
      nameLat: 'Yamada Kensetsu Co., Ltd.',
      form: '株式会社',
      regCode: '1000803363724',
      address: '〒100-0005 東京都丸の内1-1',
      phone: '+81 3 1234 5678',
      email: null,
      status: 'Active',
    },
  ],
};

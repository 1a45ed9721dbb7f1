/**
 * A legal form as a register writes it. `abbr` is the local abbreviation shown as the company's
 * form; `latin` its usual Latin/English rendering used in the Latin name; `weight` how common
 * the form is among companies (for the demo generator); `full` the spelled-out name, which
 * also counts as a legal-form phrase when names are compared. `template` places the form
 * around the name where it is not a plain suffix ('ООО «{name}»', 'บริษัท {name} จำกัด').
 */
export interface LegalForm {
  abbr: string;
  latin: string;
  weight: number;
  full?: string;
  template?: string;
  /**
   * The spelled-out form is a form only after the name: the same words may start one
   * ('Société Européenne de Propulsion' is no SE).
   */
  trailing?: boolean;
}

const f = (abbr: string, weight: number, latin = abbr, full?: string, template?: string) => ({
  abbr,
  latin,
  weight,
  ...(full ? { full } : {}),
  ...(template ? { template } : {}),
});
const cis = (abbr: string, weight: number, latin: string, full: string) =>
  f(abbr, weight, latin, full, `${abbr} «{name}»`);

const ENGLISH = [f('Ltd', 80, 'Ltd', 'Limited'), f('PLC', 5, 'PLC', 'Public Limited Company')];
const OHADA = [
  f('SARL', 55, 'SARL', 'Société à responsabilité limitée'),
  f('SA', 15, 'SA', 'Société anonyme'),
  f('SAS', 20, 'SAS', 'Société par actions simplifiée'),
  f('SARLU', 10, 'SARLU', 'Société à responsabilité limitée unipersonnelle'),
];
const LUSOPHONE = [f('Lda.', 85, 'Lda.', 'Sociedade por quotas'), f('S.A.', 15, 'S.A.')];
const HISPANIC = [
  f('S.A.', 45, 'S.A.', 'Sociedad Anónima'),
  f('S.R.L.', 45, 'S.R.L.', 'Sociedad de Responsabilidad Limitada'),
  f('S.A.S.', 10, 'S.A.S.', 'Sociedad por Acciones Simplificada'),
];
const ARABIC = [
  f('ذ.م.م', 80, 'LLC', 'شركة ذات مسؤولية محدودة', 'شركة {name} ذ.م.م'),
  f('ش.م.ع', 10, 'PJSC', 'شركة مساهمة عامة', 'شركة {name} ش.م.ع'),
  f('ش.م.خ', 10, 'PrJSC', 'شركة مساهمة خاصة', 'شركة {name} ش.م.خ'),
];
const SOUTH_SLAVIC = [
  f('d.o.o.', 88, 'd.o.o.', 'društvo s ograničenom odgovornošću'),
  f('d.d.', 12, 'd.d.', 'dioničko društvo'),
];
const RUSSIAN = [
  cis('ООО', 82, 'LLC', 'Общество с ограниченной ответственностью'),
  cis('АО', 12, 'JSC', 'Акционерное общество'),
  cis('ПАО', 3, 'PJSC', 'Публичное акционерное общество'),
  cis('ЗАО', 3, 'CJSC', 'Закрытое акционерное общество'),
];

/** Legal forms by country; countries not listed use their language's forms (legal-forms.ts). */
export const LEGAL_FORMS: Record<string, LegalForm[]> = {
  DE: [
    f('GmbH', 60, 'GmbH', 'Gesellschaft mit beschränkter Haftung'),
    f('GmbH & Co. KG', 12),
    f('UG (haftungsbeschränkt)', 9, 'UG', 'Unternehmergesellschaft'),
    f('AG', 5, 'AG', 'Aktiengesellschaft'),
    f('KG', 5, 'KG', 'Kommanditgesellschaft'),
    f('OHG', 3, 'OHG', 'Offene Handelsgesellschaft'),
    f('e.K.', 6, 'e.K.', 'eingetragener Kaufmann'),
  ],
  AT: [
    f('GmbH', 70, 'GmbH', 'Gesellschaft mit beschränkter Haftung'),
    f('AG', 5, 'AG', 'Aktiengesellschaft'),
    f('KG', 10, 'KG', 'Kommanditgesellschaft'),
    f('OG', 5, 'OG', 'Offene Gesellschaft'),
    f('e.U.', 10, 'e.U.', 'eingetragenes Unternehmen'),
  ],
  CH: [
    f('AG', 45, 'AG', 'Aktiengesellschaft'),
    f('GmbH', 45, 'GmbH', 'Gesellschaft mit beschränkter Haftung'),
    f('Genossenschaft', 5),
    f('KlG', 5, 'KlG', 'Kollektivgesellschaft'),
  ],
  LI: [f('AG', 40), f('Anstalt', 30), f('GmbH', 30)],
  GB: [
    f('Ltd', 84, 'Ltd', 'Limited'),
    f('PLC', 3, 'PLC', 'Public Limited Company'),
    f('LLP', 9, 'LLP', 'Limited Liability Partnership'),
    f('CIC', 4, 'CIC', 'Community Interest Company'),
  ],
  IE: [
    f('Ltd', 70, 'Ltd', 'Limited'),
    f('DAC', 12, 'DAC', 'Designated Activity Company'),
    f('CLG', 10, 'CLG', 'Company Limited by Guarantee'),
    f('PLC', 3, 'PLC', 'Public Limited Company'),
    f('UC', 5, 'UC', 'Unlimited Company'),
  ],
  US: [
    f('LLC', 55, 'LLC', 'Limited Liability Company'),
    f('Inc.', 35, 'Inc.', 'Incorporated'),
    f('Corp.', 8, 'Corp.', 'Corporation'),
    f('LP', 2, 'LP', 'Limited Partnership'),
  ],
  CA: [f('Inc.', 50, 'Inc.', 'Incorporated'), f('Ltd.', 30, 'Ltd.', 'Limited'), f('Corp.', 20)],
  AU: [f('Pty Ltd', 88, 'Pty Ltd', 'Proprietary Limited'), f('Ltd', 12, 'Ltd', 'Limited')],
  NZ: [f('Limited', 100)],
  IN: [
    f('Private Limited', 75, 'Private Limited', 'Pvt Ltd'),
    f('Limited', 10),
    f('LLP', 15, 'LLP', 'Limited Liability Partnership'),
  ],
  PK: [f('(Private) Limited', 85, '(Private) Limited', 'Pvt Ltd'), f('Limited', 15)],
  BD: [f('Limited', 100)],
  LK: [f('(Pvt) Ltd', 85, '(Pvt) Ltd', 'Private Limited'), f('PLC', 15)],
  NP: [f('Pvt. Ltd.', 90, 'Pvt. Ltd.', 'Private Limited'), f('Ltd.', 10)],
  ZA: [
    f('(Pty) Ltd', 85, '(Pty) Ltd', 'Proprietary Limited'),
    f('Ltd', 5),
    f('NPC', 5, 'NPC', 'Non-Profit Company'),
    f('Inc', 5),
  ],
  BW: [f('(Pty) Ltd', 90, '(Pty) Ltd', 'Proprietary Limited'), f('Ltd', 10)],
  NA: [f('(Pty) Ltd', 90, '(Pty) Ltd', 'Proprietary Limited'), f('Ltd', 10)],
  SG: [f('Pte. Ltd.', 92, 'Pte. Ltd.', 'Private Limited'), f('Ltd.', 8)],
  MY: [f('Sdn. Bhd.', 90, 'Sdn. Bhd.', 'Sendirian Berhad'), f('Bhd.', 10, 'Bhd.', 'Berhad')],
  BN: [f('Sdn. Bhd.', 90, 'Sdn. Bhd.', 'Sendirian Berhad'), f('Bhd.', 10, 'Bhd.', 'Berhad')],
  ID: [
    f('PT', 85, 'PT', 'Perseroan Terbatas', 'PT {name}'),
    f('CV', 15, 'CV', 'Commanditaire Vennootschap', 'CV {name}'),
  ],
  PH: [f('Inc.', 60, 'Inc.', 'Incorporated'), f('Corporation', 40)],
  HK: [f('Limited', 100)],
  FR: [
    f('SAS', 45, 'SAS', 'Société par actions simplifiée'),
    f('SARL', 30, 'SARL', 'Société à responsabilité limitée'),
    f('SASU', 12, 'SASU', 'Société par actions simplifiée unipersonnelle'),
    f('SA', 5, 'SA', 'Société anonyme'),
    f('SCI', 5, 'SCI', 'Société civile immobilière'),
    f('EURL', 3, 'EURL', 'Entreprise unipersonnelle à responsabilité limitée'),
  ],
  BE: [
    f('BV', 40, 'BV', 'Besloten Vennootschap'),
    f('SRL', 30, 'SRL', 'Société à responsabilité limitée'),
    f('NV', 15, 'NV', 'Naamloze Vennootschap'),
    f('SA', 10, 'SA', 'Société anonyme'),
    f('CV', 5, 'CV', 'Coöperatieve Vennootschap'),
  ],
  LU: [
    f('S.à r.l.', 60, 'S.à r.l.', 'Société à responsabilité limitée'),
    f('S.A.', 30, 'S.A.', 'Société anonyme'),
    f('SCS', 10, 'SCS', 'Société en commandite simple'),
  ],
  MC: [
    f('SARL', 60, 'SARL', 'Société à responsabilité limitée'),
    f('SAM', 40, 'SAM', 'Société anonyme monégasque'),
  ],
  NL: [
    f('B.V.', 82, 'B.V.', 'Besloten Vennootschap'),
    f('N.V.', 3, 'N.V.', 'Naamloze Vennootschap'),
    f('V.O.F.', 10, 'V.O.F.', 'Vennootschap onder firma'),
    f('C.V.', 5, 'C.V.', 'Commanditaire Vennootschap'),
  ],
  IT: [
    f('S.r.l.', 70, 'S.r.l.', 'Società a responsabilità limitata'),
    f('S.p.A.', 10, 'S.p.A.', 'Società per azioni'),
    f('S.n.c.', 8, 'S.n.c.', 'Società in nome collettivo'),
    f('S.a.s.', 8, 'S.a.s.', 'Società in accomandita semplice'),
    f('S.r.l.s.', 4, 'S.r.l.s.', 'Società a responsabilità limitata semplificata'),
  ],
  SM: [f('S.r.l.', 70), f('S.p.A.', 30)],
  VA: [f('S.r.l.', 100)],
  ES: [
    f('S.L.', 78, 'S.L.', 'Sociedad Limitada'),
    f('S.A.', 15, 'S.A.', 'Sociedad Anónima'),
    f('S.L.U.', 7, 'S.L.U.', 'Sociedad Limitada Unipersonal'),
  ],
  AD: [f('S.L.', 80, 'S.L.', 'Societat Limitada'), f('S.A.', 20, 'S.A.', 'Societat Anònima')],
  PT: [
    f('Lda.', 78, 'Lda.', 'Sociedade por quotas'),
    f('S.A.', 15, 'S.A.', 'Sociedade Anónima'),
    f('Unipessoal Lda.', 7),
  ],
  BR: [
    f('Ltda.', 75, 'Ltda.', 'Sociedade Limitada'),
    f('S.A.', 12, 'S.A.', 'Sociedade Anônima'),
    f('SLU', 13, 'SLU', 'Sociedade Limitada Unipessoal'),
  ],
  MX: [
    f('S.A. de C.V.', 70, 'S.A. de C.V.', 'Sociedad Anónima de Capital Variable'),
    f('S. de R.L. de C.V.', 25, 'S. de R.L. de C.V.'),
    f('S.A.P.I. de C.V.', 5),
  ],
  AR: [f('S.R.L.', 50), f('S.A.', 40, 'S.A.', 'Sociedad Anónima'), f('S.A.S.', 10)],
  CL: [f('SpA', 45, 'SpA', 'Sociedad por Acciones'), f('Ltda.', 35), f('S.A.', 20)],
  CO: [
    f('S.A.S.', 80, 'S.A.S.', 'Sociedad por Acciones Simplificada'),
    f('Ltda.', 10),
    f('S.A.', 10),
  ],
  PE: [
    f('S.A.C.', 60, 'S.A.C.', 'Sociedad Anónima Cerrada'),
    f('S.R.L.', 20),
    f('E.I.R.L.', 12, 'E.I.R.L.', 'Empresa Individual de Responsabilidad Limitada'),
    f('S.A.A.', 8),
  ],
  VE: [f('C.A.', 80, 'C.A.', 'Compañía Anónima'), f('S.R.L.', 20)],
  EC: [f('S.A.', 50), f('Cía. Ltda.', 50, 'Cía. Ltda.', 'Compañía Limitada')],
  PL: [
    f('sp. z o.o.', 80, 'sp. z o.o.', 'spółka z ograniczoną odpowiedzialnością'),
    f('S.A.', 5, 'S.A.', 'spółka akcyjna'),
    f('sp.k.', 10, 'sp.k.', 'spółka komandytowa'),
    f('sp.j.', 5, 'sp.j.', 'spółka jawna'),
  ],
  CZ: [
    f('s.r.o.', 85, 's.r.o.', 'společnost s ručením omezeným'),
    f('a.s.', 12, 'a.s.', 'akciová společnost'),
    f('v.o.s.', 3, 'v.o.s.', 'veřejná obchodní společnost'),
  ],
  SK: [
    f('s.r.o.', 86, 's.r.o.', 'spoločnosť s ručením obmedzeným'),
    f('a.s.', 12, 'a.s.', 'akciová spoločnosť'),
    f('k.s.', 2, 'k.s.', 'komanditná spoločnosť'),
  ],
  HU: [
    f('Kft.', 75, 'Kft.', 'korlátolt felelősségű társaság'),
    f('Zrt.', 10, 'Zrt.', 'zártkörűen működő részvénytársaság'),
    f('Bt.', 12, 'Bt.', 'betéti társaság'),
    f('Nyrt.', 3, 'Nyrt.', 'nyilvánosan működő részvénytársaság'),
  ],
  RO: [
    f('S.R.L.', 90, 'S.R.L.', 'societate cu răspundere limitată'),
    f('S.A.', 10, 'S.A.', 'societate pe acțiuni'),
  ],
  MD: [
    f('S.R.L.', 85, 'S.R.L.', 'societate cu răspundere limitată'),
    f('S.A.', 10, 'S.A.', 'societate pe acțiuni'),
    f('Î.I.', 5, 'I.I.', 'întreprindere individuală'),
  ],
  BG: [
    f('ЕООД', 45, 'EOOD', 'Еднолично дружество с ограничена отговорност'),
    f('ООД', 40, 'OOD', 'Дружество с ограничена отговорност'),
    f('АД', 10, 'AD', 'Акционерно дружество'),
    f('ЕТ', 5, 'ET', 'Едноличен търговец', 'ЕТ „{name}“'),
  ],
  HR: SOUTH_SLAVIC,
  BA: SOUTH_SLAVIC,
  ME: SOUTH_SLAVIC,
  XK: [f('SH.P.K.', 90, 'L.L.C.', 'Shoqëri me përgjegjësi të kufizuar'), f('SH.A.', 10, 'J.S.C.')],
  RS: [
    f('d.o.o.', 88, 'd.o.o.', 'društvo sa ograničenom odgovornošću'),
    f('a.d.', 12, 'a.d.', 'akcionarsko društvo'),
  ],
  SI: [
    f('d.o.o.', 85, 'd.o.o.', 'družba z omejeno odgovornostjo'),
    f('d.d.', 10, 'd.d.', 'delniška družba'),
    f('s.p.', 5, 's.p.', 'samostojni podjetnik'),
  ],
  MK: [
    f('ДООЕЛ', 55, 'DOOEL', 'Друштво со ограничена одговорност основано од едно лице'),
    f('ДОО', 35, 'DOO', 'Друштво со ограничена одговорност'),
    f('АД', 10, 'AD', 'Акционерско друштво'),
  ],
  AL: [
    f('sh.p.k.', 90, 'sh.p.k.', 'shoqëri me përgjegjësi të kufizuar'),
    f('sh.a.', 10, 'sh.a.', 'shoqëri aksionare'),
  ],
  GR: [
    f('Ι.Κ.Ε.', 40, 'IKE', 'Ιδιωτική Κεφαλαιουχική Εταιρεία'),
    f('Ε.Π.Ε.', 20, 'EPE', 'Εταιρεία Περιορισμένης Ευθύνης'),
    f('Α.Ε.', 20, 'SA', 'Ανώνυμη Εταιρεία'),
    f('Ο.Ε.', 10, 'OE', 'Ομόρρυθμη Εταιρεία'),
    f('Ε.Ε.', 10, 'EE', 'Ετερόρρυθμη Εταιρεία'),
  ],
  CY: [f('Ltd', 95, 'Ltd', 'Limited'), f('PLC', 5)],
  MT: [f('Ltd', 95, 'Ltd', 'Limited'), f('p.l.c.', 5, 'p.l.c.', 'Public Limited Company')],
  TR: [f('Ltd. Şti.', 75, 'Ltd. Sti.', 'Limited Şirketi'), f('A.Ş.', 25, 'A.S.', 'Anonim Şirketi')],
  SE: [
    f('AB', 90, 'AB', 'Aktiebolag'),
    f('HB', 5, 'HB', 'Handelsbolag'),
    f('KB', 5, 'KB', 'Kommanditbolag'),
  ],
  NO: [
    f('AS', 85, 'AS', 'Aksjeselskap'),
    f('ASA', 3, 'ASA', 'Allmennaksjeselskap'),
    f('DA', 5, 'DA', 'Selskap med delt ansvar'),
    f('ENK', 7, 'ENK', 'Enkeltpersonforetak'),
  ],
  DK: [
    f('ApS', 70, 'ApS', 'Anpartsselskab'),
    f('A/S', 20, 'A/S', 'Aktieselskab'),
    f('I/S', 5, 'I/S', 'Interessentskab'),
    f('P/S', 5, 'P/S', 'Partnerselskab'),
  ],
  FO: [f('Sp/f', 80, 'Sp/f', 'Smápartafelag'), f('P/f', 20, 'P/f', 'Partafelag')],
  GL: [f('ApS', 70), f('A/S', 30)],
  FI: [
    f('Oy', 90, 'Oy', 'Osakeyhtiö'),
    f('Oyj', 3, 'Oyj', 'Julkinen osakeyhtiö'),
    f('Ky', 5, 'Ky', 'Kommandiittiyhtiö'),
    f('Ay', 2, 'Ay', 'Avoin yhtiö'),
  ],
  AX: [f('Ab', 90, 'Ab', 'Aktiebolag'), f('Abp', 10)],
  IS: [
    f('ehf.', 85, 'ehf.', 'einkahlutafélag'),
    f('hf.', 10, 'hf.', 'hlutafélag'),
    f('sf.', 5, 'sf.', 'sameignarfélag'),
  ],
  EE: [
    f('OÜ', 90, 'OU', 'osaühing'),
    f('AS', 8, 'AS', 'aktsiaselts'),
    f('TÜ', 2, 'TU', 'täisühing'),
  ],
  LV: [
    f('SIA', 92, 'SIA', 'sabiedrība ar ierobežotu atbildību', 'SIA "{name}"'),
    f('AS', 8, 'AS', 'akciju sabiedrība', 'AS "{name}"'),
  ],
  LT: [
    f('UAB', 90, 'UAB', 'uždaroji akcinė bendrovė', 'UAB „{name}“'),
    f('AB', 8, 'AB', 'akcinė bendrovė', 'AB „{name}“'),
    f('MB', 2, 'MB', 'mažoji bendrija', 'MB „{name}“'),
  ],
  RU: RUSSIAN,
  AB: RUSSIAN,
  OS: RUSSIAN,
  BY: [
    cis('ООО', 70, 'LLC', 'Общество с ограниченной ответственностью'),
    cis('ЧУП', 15, 'PUE', 'Частное унитарное предприятие'),
    cis('ОАО', 10, 'OJSC', 'Открытое акционерное общество'),
    cis('ЗАО', 5, 'CJSC', 'Закрытое акционерное общество'),
  ],
  UA: [
    cis('ТОВ', 80, 'LLC', 'Товариство з обмеженою відповідальністю'),
    cis('ПП', 8, 'PE', 'Приватне підприємство'),
    cis('ПрАТ', 7, 'PrJSC', 'Приватне акціонерне товариство'),
    cis('АТ', 5, 'JSC', 'Акціонерне товариство'),
  ],
  KZ: [
    cis('ТОО', 90, 'LLP', 'Товарищество с ограниченной ответственностью'),
    cis('АО', 10, 'JSC', 'Акционерное общество'),
  ],
  KG: [
    cis('ОсОО', 88, 'LLC', 'Общество с ограниченной ответственностью'),
    cis('ОАО', 6, 'OJSC', 'Открытое акционерное общество'),
    cis('ЗАО', 6, 'CJSC', 'Закрытое акционерное общество'),
  ],
  TJ: [
    cis('ООО', 85, 'LLC', 'Общество с ограниченной ответственностью'),
    cis('ОАО', 15, 'OJSC', 'Открытое акционерное общество'),
  ],
  UZ: [
    f('MChJ', 85, 'LLC', "Mas'uliyati cheklangan jamiyat", '"{name}" MChJ'),
    f('AJ', 10, 'JSC', 'Aksiyadorlik jamiyati', '"{name}" AJ'),
    f('XK', 5, 'PE', 'Xususiy korxona', '"{name}" XK'),
  ],
  TM: [
    f('HJ', 85, 'LLC', 'Hojalyk jemgyýeti'),
    f('AJ', 15, 'JSC', 'Açyk görnüşli paýdarlar jemgyýeti'),
  ],
  AZ: [
    f('MMC', 85, 'LLC', 'Məhdud Məsuliyyətli Cəmiyyət', '"{name}" MMC'),
    f('ASC', 10, 'OJSC', 'Açıq Səhmdar Cəmiyyəti', '"{name}" ASC'),
    f('QSC', 5, 'CJSC', 'Qapalı Səhmdar Cəmiyyəti', '"{name}" QSC'),
  ],
  AM: [
    f('ՍՊԸ', 85, 'LLC', 'Սահմանափակ պատասխանատվությամբ ընկերություն', '«{name}» ՍՊԸ'),
    f('ՓԲԸ', 10, 'CJSC', 'Փակ բաժնետիրական ընկերություն', '«{name}» ՓԲԸ'),
    f('ԲԲԸ', 5, 'OJSC', 'Բաց բաժնետիրական ընկերություն', '«{name}» ԲԲԸ'),
  ],
  GE: [
    f('შპს', 85, 'LLC', 'შეზღუდული პასუხისმგებლობის საზოგადოება', 'შპს „{name}“'),
    f('სს', 15, 'JSC', 'სააქციო საზოგადოება', 'სს „{name}“'),
  ],
  MN: [
    f('ХХК', 85, 'LLC', 'Хязгаарлагдмал хариуцлагатай компани'),
    f('ХК', 15, 'JSC', 'Хувьцаат компани'),
  ],
  CN: [
    f('有限公司', 80, 'Co., Ltd.', '有限责任公司', '{name}有限公司'),
    f('股份有限公司', 20, 'Co., Ltd.', undefined, '{name}股份有限公司'),
  ],
  TW: [
    f('股份有限公司', 70, 'Co., Ltd.', undefined, '{name}股份有限公司'),
    f('有限公司', 30, 'Co., Ltd.', undefined, '{name}有限公司'),
  ],
  MO: [f('有限公司', 100, 'Limited', undefined, '{name}有限公司')],
  JP: [
    f('株式会社', 80, 'Co., Ltd.', 'KK', '株式会社{name}'),
    f('合同会社', 15, 'LLC', 'GK', '{name}合同会社'),
    f('有限会社', 5, 'Ltd.', 'YK', '有限会社{name}'),
  ],
  KR: [
    f('주식회사', 85, 'Co., Ltd.', undefined, '주식회사 {name}'),
    f('유한회사', 15, 'Ltd.', undefined, '유한회사 {name}'),
  ],
  KP: [f('회사', 100, 'Company', undefined, '{name} 회사')],
  TH: [
    f('บริษัทจำกัด', 85, 'Co., Ltd.', undefined, 'บริษัท {name} จำกัด'),
    f('บริษัทมหาชนจำกัด', 5, 'PCL', undefined, 'บริษัท {name} จำกัด (มหาชน)'),
    f('ห้างหุ้นส่วนจำกัด', 10, 'Ltd., Part.', undefined, 'ห้างหุ้นส่วนจำกัด {name}'),
  ],
  VN: [
    f('Công ty TNHH', 75, 'Co., Ltd.', 'Trách nhiệm hữu hạn', 'Công ty TNHH {name}'),
    f('Công ty Cổ phần', 25, 'JSC', 'Cổ phần', 'Công ty Cổ phần {name}'),
  ],
  IL: [f('בע"מ', 95, 'Ltd.', 'בערבון מוגבל', '{name} בע"מ'), f('שותפות', 5, 'Partnership')],
  IR: [
    f('سهامی خاص', 70, 'PJS', undefined, 'شرکت {name} (سهامی خاص)'),
    f('مسئولیت محدود', 30, 'LLC', undefined, 'شرکت {name} (مسئولیت محدود)'),
  ],
  AF: [f('شرکت', 100, 'Company', undefined, 'شرکت {name}')],
  AE: ARABIC,
  SA: ARABIC,
  QA: ARABIC,
  KW: ARABIC,
  BH: ARABIC,
  OM: ARABIC,
  EG: [
    f('ش.م.م', 80, 'LLC', 'شركة ذات مسؤولية محدودة', 'شركة {name} ش.م.م'),
    f('ش.م.م.', 0, 'LLC'),
    f('ش.م.', 20, 'SAE', 'شركة مساهمة مصرية', 'شركة {name} ش.م.'),
  ],
  JO: ARABIC,
  LB: [f('ش.م.ل.', 50, 'SAL', 'شركة مساهمة لبنانية', 'شركة {name} ش.م.ل.'), ...ARABIC.slice(0, 1)],
  IQ: ARABIC,
  SY: ARABIC,
  YE: ARABIC,
  LY: ARABIC,
  SD: ARABIC,
  PS: ARABIC,
  MA: OHADA.slice(0, 3),
  DZ: [
    ...OHADA.slice(0, 2),
    f('EURL', 20, 'EURL', 'Entreprise unipersonnelle à responsabilité limitée'),
  ],
  TN: [f('SARL', 70, 'SARL', 'Société à responsabilité limitée'), f('SA', 20), f('SUARL', 10)],
  ET: [f('PLC', 90, 'PLC', 'Private Limited Company'), f('S.C.', 10, 'S.C.', 'Share Company')],
  AO: LUSOPHONE,
  MZ: LUSOPHONE,
  CV: LUSOPHONE,
  GW: LUSOPHONE,
  ST: LUSOPHONE,
  TL: LUSOPHONE,
};

/** Forms by language, for countries without an entry of their own. */
export const LEGAL_FORMS_BY_LANGUAGE: Record<string, LegalForm[]> = {
  en: ENGLISH,
  fr: OHADA,
  es: HISPANIC,
  pt: LUSOPHONE,
  ar: ARABIC,
  nl: [
    f('N.V.', 60, 'N.V.', 'Naamloze Vennootschap'),
    f('B.V.', 40, 'B.V.', 'Besloten Vennootschap'),
  ],
  de: [f('GmbH', 80), f('AG', 20)],
  ru: RUSSIAN,
  it: [f('S.r.l.', 80), f('S.p.A.', 20)],
};

/**
 * The European company (SE, Regulation 2157/2001) and European cooperative society (SCE,
 * Regulation 1435/2003), registered in every EU and EEA country: abbreviated or spelled out in
 * Latin anywhere, and spelled out in the country's languages (EUROPEAN_FORMS_BY_COUNTRY).
 * Weight 0: the demo register never draws them.
 */
export const EUROPEAN_FORMS: LegalForm[] = [
  f('SE', 0, 'SE', 'Societas Europaea'),
  f('SCE', 0, 'SCE', 'Societas Cooperativa Europaea'),
];

/** An SE and an SCE spelled out in a national language, as the regulations name them. */
const european = (...spellings: [se: string, sce: string][]): LegalForm[] =>
  spellings.flatMap(([se, sce]) => [
    { ...f('SE', 0, 'SE', se), trailing: true },
    { ...f('SCE', 0, 'SCE', sce), trailing: true },
  ]);
const GERMAN = european(['Europäische Gesellschaft', 'Europäische Genossenschaft']);
const FRENCH = european(['Société européenne', 'Société coopérative européenne']);
const DUTCH = european(['Europese naamloze vennootschap', 'Europese coöperatieve vennootschap']);
const GREEK = european(['Ευρωπαϊκή Εταιρεία', 'Ευρωπαϊκή Συνεταιριστική Εταιρεία']);

/** The EU and EEA countries with the national spellings of SE and SCE their registers use. */
export const EUROPEAN_FORMS_BY_COUNTRY: Record<string, LegalForm[]> = {
  AT: GERMAN,
  BE: [...FRENCH, ...DUTCH],
  BG: european(['Европейско дружество', 'Европейско кооперативно дружество']),
  CY: GREEK,
  CZ: european(['Evropská společnost', 'Evropská družstevní společnost']),
  DE: GERMAN,
  DK: european(['Europæisk selskab', 'Europæisk andelsselskab']),
  EE: european(['Euroopa äriühing', 'Euroopa ühistu']),
  ES: european(['Sociedad anónima europea', 'Sociedad cooperativa europea']),
  FI: european(['Eurooppayhtiö', 'Eurooppaosuuskunta']),
  FR: FRENCH,
  GR: GREEK,
  HR: european(['Europsko društvo', 'Europska zadruga']),
  HU: european(['Európai részvénytársaság', 'Európai szövetkezet']),
  IE: [],
  IS: european(['Evrópufélag', 'Evrópskt samvinnufélag']),
  IT: european(['Società europea', 'Società cooperativa europea']),
  LI: GERMAN,
  LT: european(['Europos bendrovė', 'Europos kooperatinė bendrovė']),
  LU: [...FRENCH, ...GERMAN],
  LV: european(['Eiropas komercsabiedrība', 'Eiropas kooperatīvā sabiedrība']),
  MT: [],
  NL: DUTCH,
  NO: european(['Europeisk selskap', 'Europeisk samvirkeforetak']),
  PL: european(['Spółka europejska', 'Spółdzielnia europejska']),
  PT: european(['Sociedade anónima europeia', 'Sociedade cooperativa europeia']),
  RO: european(['Societate europeană', 'Societate cooperativă europeană']),
  SE: european(['Europabolag', 'Europakooperativ']),
  SI: european(['Evropska delniška družba', 'Evropska zadruga']),
  SK: european(['Európska spoločnosť', 'Európske družstvo']),
};

/** Everything a sample report shows about its fictitious company, already in Russian. */
export interface SampleCompany {
  reportDate: Date;
  country: { code: string; name: string };
  name: string;
  /** The name in Latin letters when the local one is Cyrillic. */
  nameLatin?: string;
  legalForm: string;
  status: string;
  registration: {
    numberLabel: string;
    number: string;
    authority: string;
    date: Date;
    taxLabel: string;
    taxNumber: string;
    capital: number;
  };
  history: { year: number; event: string }[];
  address: string;
  contacts: { phone: string; email: string; website: string; bank?: string };
  activity: {
    code: string;
    description: string;
    products: string[];
    markets: string;
    premises: string;
    certificates: string[];
  };
  currency: CurrencyDisplay;
  financials: FinancialYear[];
  rating: CreditRating;
  legal: LegalChecks;
  structure: {
    shareholders: Shareholder[];
    beneficiaries: Beneficiary[];
    subsidiaries: Subsidiary[];
  };
  suppliers: Partner[];
  customers: Partner[];
  management: Manager[];
}

export interface CurrencyDisplay {
  code: string;
  /** Figures are shown divided by this: 1 000 ('тыс.') or 1 000 000 ('млн'). */
  divisor: number;
  unit: string;
}

export interface FinancialYear {
  year: number;
  revenue: number;
  operatingProfit: number;
  netProfit: number;
  totalAssets: number;
  equity: number;
  currentAssets: number;
  currentLiabilities: number;
  employees: number;
}

export interface CreditRating {
  /** 1 (worst) to 100 (best). */
  score: number;
  grade: string;
  risk: string;
  creditLimit: number;
  paymentTermDays: number;
  defaultProbability: number;
  opinion: string[];
  strengths: string[];
  risks: string[];
}

export interface LegalChecks {
  lawsuits: string[];
  debts: string[];
  insolvency: string;
  sanctions: { list: string; result: string }[];
  politicallyExposed: string;
}

export interface Shareholder {
  name: string;
  share: number;
  note: string;
}

export interface Beneficiary {
  name: string;
  share: number;
  citizenship: string;
  birthYear: number;
}

export interface Subsidiary {
  name: string;
  country: string;
  share: number;
  registration: string;
  activity: string;
}

export interface Partner {
  name: string;
  country: string;
  subject: string;
  share: number;
}

export interface Manager {
  name: string;
  position: string;
  since: number;
  birthYear: number;
}

import type { CustomerCancelInput } from './customer-cancel';
import type {
  Country,
  CountryDetails,
  CountryGroup,
  CountryWithTariffs,
  FileType,
} from './dictionary';
import type {
  CompanySearchCriteria,
  CompanyWithCountry,
  FindCompanyResponse,
} from './company-search';
import type { Article, ArticleSummary, ContentPage } from './content';
import type { CreateOrderRequest, CreateOrderResponse, OrderView } from './order';
import type { GetCompanyReviewsResponse, ReviewSubmission } from './reviews';
import type { FeedbackClientInfo, FeedbackQuestion } from './feedback';
import type { SampleReportFile } from './sample-report';
import type { SiteInfo } from './site';
import type { DownloadFile, MyOrdersServices, PaymentServices } from './payment-services';
import type { RequestClient } from './request-client';
import type { StaffServices } from './staff/staff-services';
import type {
  ScreeningCheckRequest,
  ScreeningCheckResponse,
  ScreeningListsSummary,
} from './screening';
import type { IssuedCertificate, SanctionsCertificateView } from './sanctions-certificate';
import type { IssueCertificateRequest } from './sanctions-certificate-request';

/**
 * What route loaders and actions may call, handed to them as React Router's load context.
 * The site sees only this interface; `core/services.ts` implements it on the database.
 */
export interface AppServices {
  site: SiteInfo;
  dictionary: {
    listCountries(): Promise<Country[]>;
    getCountry(ref: string | number): Promise<CountryDetails | null>;
    listCountryGroups(): Promise<CountryGroup[]>;
    listCountriesByGroup(
      ref: string | number,
    ): Promise<{ group: CountryGroup; countries: Country[] } | null>;
    getPriceList(): Promise<CountryWithTariffs[]>;
    listFileTypes(): Promise<FileType[]>;
  };
  /**
   * The in-memory copies of the reference data (and the pages built from it): dropped on any
   * change, here or on another instance (the database's NOTIFY).
   */
  referenceData: {
    invalidate(reason?: string): void;
    /** Runs `listener` after each invalidation, with what changed; returns the unsubscribe. */
    subscribe(listener: (reason: string) => void): () => void;
  };
  companies: {
    /** FindCompany of spec section 7; null when the country is unknown. */
    find(
      countryRef: string | number,
      criteria: CompanySearchCriteria,
    ): Promise<FindCompanyResponse | null>;
    /** A company of the register with its country (the order page's URL names the id). */
    getById(id: number): Promise<CompanyWithCountry | null>;
    /** Whether the country's register holds the generated, fictitious demo companies. */
    isDemoRegister(countryCode: string): Promise<boolean>;
  };
  /** The free sanctions screening (issue 21). */
  screening: {
    /** POST /api/Screening/Check; null when the country named is unknown. */
    check(request: ScreeningCheckRequest): Promise<ScreeningCheckResponse | null>;
    /** A register company by its names and numbers; null when there is no such company. */
    checkCompany(
      id: number,
    ): Promise<{ company: CompanyWithCountry; result: ScreeningCheckResponse } | null>;
    /** The lists loaded now, their dates and whether any is stale. */
    lists(): Promise<ScreeningListsSummary>;
  };
  /** «Справка о проверке по санкционным спискам»: issued, verified, printed (issue 21). */
  certificates: {
    /** Runs the check now and keeps its record; refusals are Russian 4xx (503: no lists). */
    issue(input: IssueCertificateRequest): Promise<IssuedCertificate>;
    /** The record, only when the signature matches it as stored; else null. */
    find(number: string, signature: string): Promise<SanctionsCertificateView | null>;
    /** Its PDF, on the same terms as `find`. */
    pdf(number: string, signature: string): Promise<DownloadFile | null>;
  };
  orders: {
    /** Places an order (idempotent per form) and queues its e-mails. */
    create(request: CreateOrderRequest, client: RequestClient): Promise<CreateOrderResponse>;
    /** The customer's status page; null unless the link's token matches. */
    getView(number: string, token: string | null): Promise<OrderView | null>;
    /** The customer cancels the order before the report is ready, through the order's link. */
    cancelByCustomer(
      number: string,
      token: string | null,
      input: CustomerCancelInput,
      client: RequestClient,
    ): Promise<void>;
  };
  reviews: {
    listPublished(page?: number): Promise<GetCompanyReviewsResponse>;
    /** A visitor's review, kept unpublished until staff approve it. */
    submit(review: ReviewSubmission, client: RequestClient): Promise<{ id: number }>;
  };
  content: {
    listArticles(): Promise<ArticleSummary[]>;
    getArticle(slug: string): Promise<Article | null>;
    getPage(slug: string): Promise<ContentPage | null>;
  };
  feedback: {
    /** Saves a contact-form question and queues the staff notification. */
    submitQuestion(input: FeedbackQuestion, client?: FeedbackClientInfo): Promise<{ id: number }>;
  };
  sampleReports: {
    /** A country's sample report (two-letter code or id); null when the country is unknown. */
    getSampleReport(countryRef: string | number): Promise<SampleReportFile | null>;
  };
  /** The staff area; every call that changes data takes the acting staff member. */
  staff: StaffServices;
  /** Whether the server sends mail (SMTP_URL); else letters wait in the outbox for staff. */
  isMailDelivered: boolean;
  payments: PaymentServices;
  myOrders: MyOrdersServices;
}

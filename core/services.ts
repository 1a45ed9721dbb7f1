import type { AppServices } from '../contracts/app-services';
import type { Database } from '../db/client';
import { companyServices } from './companies/company-services';
import { publicSiteConfig, type Config } from './config';
import { contentServices } from './content/content-services';
import { cachedDictionary, invalidatingWrites } from './dictionary/cached-dictionary';
import { referenceCacheFor, type ReferenceCache } from './dictionary/reference-cache';
import { submitQuestion } from './feedback/submit-question';
import { createInfrastructure, staffEmail, type Infrastructure } from './infrastructure';
import { cancelOrderByCustomer } from './orders/customer/cancel-by-customer';
import { orderServices } from './orders/customer/order-services';
import { createSampleReports } from './reports/sample/sample-report-service';
import type { SampleReportSource } from './reports/sample/sample-report-source';
import { listPublishedReviews } from './reviews/list-reviews';
import { submitReview } from './reviews/submit-review';
import { createStaffServices } from './staff/staff-services';
import { paymentServices } from './payments/payment-services';
import { paymentProviderFor } from './payments/provider-for';
import { myOrdersServices } from './customers/my-orders-services';
import { screeningServices } from './sanctions/screening-services';
import { certificateServices } from './sanctions/certificates/certificate-services';

export interface ServiceOptions {
  referenceCache?: ReferenceCache;
  /**
   * Generates the sample report of a country without an uploaded one: the demo content of
   * demo/sample-report, which the server passes in; without it only uploaded samples are served.
   */
  sampleReportSource?: SampleReportSource;
}

/**
 * Binds the domain operations to one database, for the API and the site alike. The server
 * passes its infrastructure so that the mail worker it runs serves the same outbox.
 */
export function createServices(
  db: Database,
  config: Config,
  infrastructure: Infrastructure = createInfrastructure(db, config),
  { referenceCache = referenceCacheFor(db), sampleReportSource }: ServiceOptions = {},
): AppServices {
  const companies = companyServices(db);
  const screening = screeningServices({ db, config });
  const { mail, storage } = infrastructure;
  const siteName = config.SITE_NAME;
  const provider = paymentProviderFor(db, config);
  return {
    site: publicSiteConfig(config),
    dictionary: cachedDictionary(db, referenceCache),
    referenceData: {
      invalidate: (reason) => referenceCache.invalidate(reason),
      subscribe: (listener) => referenceCache.subscribe(listener),
    },
    companies,
    screening,
    certificates: certificateServices({ db, config, storage }),
    orders: {
      ...orderServices(db, config, companies, mail),
      cancelByCustomer: (number, token, input, client) =>
        cancelOrderByCustomer({ db, config, mail, storage }, number, token, input, client),
    },
    reviews: {
      listPublished: (page) => listPublishedReviews(db, page),
      submit: (review, client) => submitReview(db, review, client),
    },
    content: contentServices(config),
    feedback: {
      submitQuestion: (input, client) =>
        submitQuestion({ db, mail, staffEmail: staffEmail(config), siteName }, input, client),
    },
    sampleReports: createSampleReports({ db, storage, siteName, source: sampleReportSource }),
    staff: withInvalidatingStaffWrites(
      createStaffServices({ db, config, mail, storage, provider }),
      referenceCache,
    ),
    payments: paymentServices({
      db,
      config,
      mail,
      storage,
      provider,
    }),
    myOrders: myOrdersServices({ db, config, mail }),
    isMailDelivered: mail.isDeliveryConfigured,
  };
}

/** Staff edits of countries, tariffs, texts and reviews show on the public pages at once. */
function withInvalidatingStaffWrites(
  staff: AppServices['staff'],
  cache: ReferenceCache,
): AppServices['staff'] {
  return {
    ...staff,
    content: invalidatingWrites(staff.content, cache),
    reviews: invalidatingWrites(staff.reviews, cache),
  };
}

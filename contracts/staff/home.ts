/** The staff home page: what needs attention now. */
export interface StaffHomeSummary {
  ordersNew: number;
  ordersInProgress: number;
  ordersOverdue: number;
  ordersReady: number;
  questionsUnanswered: number;
  reviewsAwaiting: number;
  mailFailed: number;
  mailHeld: number;
}

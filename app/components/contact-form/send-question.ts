import type { FeedbackQuestion } from '../../../contracts/feedback';
import { apiPost } from '../../lib/api-client';

/** Spec section 7: POST /FeedBack/Question; the answer's body is not needed. */
export async function sendQuestion(question: FeedbackQuestion): Promise<void> {
  await apiPost('/api/FeedBack/Question', question);
}

/** The forms of a question's and a message's page, told apart by a hidden `intent`. */
export const QUESTION_INTENTS = ['reply', 'note', 'answered', 'unanswered'] as const;
export type QuestionIntent = (typeof QUESTION_INTENTS)[number];

/** What those pages' actions answer: the outcome, and per-field errors with what was typed. */
export interface InboxActionData {
  intent: QuestionIntent | 'resend' | null;
  ok: boolean;
  message: string | null;
  errors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
}

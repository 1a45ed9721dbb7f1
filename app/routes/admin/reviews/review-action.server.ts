import { data } from 'react-router';
import {
  REVIEW_MESSAGES,
  StaffReviewCreate,
  StaffReviewEdit,
  type StaffReviewServices,
} from '../../../../contracts/staff/reviews';
import type { StaffActor } from '../../../../contracts/staff/roles';
import {
  REVIEW_INTENTS,
  type ReviewActionData,
} from '../../../components/staff/reviews/review-action-data';
import { tryDomain } from '../../../lib/domain-result.server';
import { validateForm } from '../../../lib/zod-form';
import { idParam } from '../../../../contracts/ids';
import { MESSAGES } from '../../../../contracts/messages';

const REVIEW_FIELDS = ['author', 'organisation', 'text', 'rating', 'publish'] as const;

const answer = (result: ReviewActionData, status = 200) =>
  status === 200 ? result : data(result, { status });

/** Publish, hide, correct or add a review; each refusal comes back to the form it came from. */
export async function reviewAction(
  reviews: StaffReviewServices,
  actor: StaffActor,
  fields: Record<string, string>,
) {
  const intent = REVIEW_INTENTS.find((i) => i === fields.intent) ?? null;
  const id = idParam(fields.id);
  const values = Object.fromEntries(REVIEW_FIELDS.map((f) => [f, fields[f] ?? '']));
  const run = async (work: () => Promise<string>, extra: Partial<ReviewActionData> = {}) => {
    const result = await tryDomain(work);
    return result.ok
      ? answer({ intent, id, ok: true, message: result.value })
      : answer({ intent, id, ok: false, message: result.message, ...extra }, result.status);
  };

  switch (intent) {
    case 'approve':
      return run(async () => {
        await reviews.approve(actor, id);
        return REVIEW_MESSAGES.published;
      });
    case 'hide':
      return run(async () => {
        await reviews.hide(actor, id);
        return REVIEW_MESSAGES.hidden;
      });
    case 'update': {
      const checked = validateForm(StaffReviewEdit, fields);
      if (!checked.data) {
        return answer(
          { intent, id, ok: false, message: null, errors: checked.errors, values },
          400,
        );
      }
      const input = checked.data;
      return run(
        async () =>
          (await reviews.update(actor, id, input)).changed
            ? REVIEW_MESSAGES.saved
            : REVIEW_MESSAGES.noChanges,
        { values },
      );
    }
    case 'create': {
      const checked = validateForm(StaffReviewCreate, fields);
      if (!checked.data) {
        return answer(
          {
            intent,
            ok: false,
            message: 'Проверьте поля отзыва',
            errors: checked.errors,
            values,
          },
          400,
        );
      }
      const input = checked.data;
      return run(
        async () => {
          await reviews.create(actor, input);
          return input.publish ? REVIEW_MESSAGES.createdPublished : REVIEW_MESSAGES.createdDraft;
        },
        { values },
      );
    }
    default:
      return answer(
        {
          intent: null,
          ok: false,
          message: MESSAGES.unknownAction,
        },
        400,
      );
  }
}

import { Form, useNavigation } from 'react-router';
import { StaffButton, StaffNotice } from '../staff-ui';
import type { ReviewActionData } from './review-action-data';
import { ReviewFields, type ReviewValues } from './review-fields';

/** A review added by hand (one sent by letter or told on the phone), published or as a draft. */
export function NewReviewForm({
  result,
  total,
}: {
  result: ReviewActionData | undefined;
  total: number;
}) {
  const navigation = useNavigation();
  const refused = result && !result.ok ? result : undefined;
  const initial = (refused?.values as ReviewValues | undefined) ?? {
    author: '',
    organisation: '',
    text: '',
    rating: '5',
  };
  return (
    <details
      key={`${total}-${Boolean(refused)}`}
      open={Boolean(refused)}
      className="mb-6 rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <summary className="cursor-pointer px-5 py-3 font-semibold text-brand-600 hover:bg-slate-50">
        Добавить отзыв вручную
      </summary>
      <Form method="post" className="space-y-4 border-t border-slate-200 p-5">
        {refused?.message ? <StaffNotice kind="error">{refused.message}</StaffNotice> : null}
        <p className="text-sm text-slate-600">
          Для отзывов, присланных письмом или рассказанных по телефону. На сайте такой отзыв
          выглядит как любой другой; в этом списке он помечен «Добавлен сотрудником».
        </p>
        <ReviewFields initial={initial} errors={refused?.errors} />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="publish"
            defaultChecked={refused ? refused.values?.publish === 'on' : true}
            className="h-4 w-4 accent-brand-600"
          />
          Опубликовать сразу (иначе — черновик во вкладке «На проверке»)
        </label>
        <StaffButton name="intent" value="create" disabled={navigation.state === 'submitting'}>
          Добавить отзыв
        </StaffButton>
      </Form>
    </details>
  );
}

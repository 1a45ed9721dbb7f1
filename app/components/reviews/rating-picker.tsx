import { useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { STAR_PATH } from './stars';

const RATINGS = [1, 2, 3, 4, 5] as const;
const RATING_WORDS: Record<(typeof RATINGS)[number], string> = {
  1: 'Плохо',
  2: 'Так себе',
  3: 'Нормально',
  4: 'Хорошо',
  5: 'Отлично',
};

/**
 * Before hydration (or without JavaScript) the stars follow the checked radio by CSS alone:
 * star n is filled when a rating of n or more is checked. Whole class names, for Tailwind.
 */
const FILLED_WHEN_CHECKED: Record<(typeof RATINGS)[number], string> = {
  1: 'group-has-[[value="1"]:checked]:text-accent group-has-[[value="2"]:checked]:text-accent group-has-[[value="3"]:checked]:text-accent group-has-[[value="4"]:checked]:text-accent group-has-[[value="5"]:checked]:text-accent',
  2: 'group-has-[[value="2"]:checked]:text-accent group-has-[[value="3"]:checked]:text-accent group-has-[[value="4"]:checked]:text-accent group-has-[[value="5"]:checked]:text-accent',
  3: 'group-has-[[value="3"]:checked]:text-accent group-has-[[value="4"]:checked]:text-accent group-has-[[value="5"]:checked]:text-accent',
  4: 'group-has-[[value="4"]:checked]:text-accent group-has-[[value="5"]:checked]:text-accent',
  5: 'group-has-[[value="5"]:checked]:text-accent',
};

/**
 * Five stars in one row, filled up to the rating chosen or pointed at. Each star is a radio
 * button with a hidden label («4 из 5»), so the arrow keys and screen readers work as usual.
 */
export function RatingPicker({
  value,
  onChange,
  isInvalid,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  describedBy?: string;
}) {
  const [pointed, setPointed] = useState<number | null>(null);
  const isHydrated = useHydrated();
  const shown = pointed ?? Number(value);
  const word = RATING_WORDS[shown as keyof typeof RATING_WORDS];
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-700">Оценка</legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="group flex shrink-0" onMouseLeave={() => setPointed(null)}>
          {RATINGS.map((n) => (
            <label
              key={n}
              onMouseEnter={() => setPointed(n)}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={value === String(n)}
                onChange={(e) => onChange(e.target.value)}
                className="sr-only"
              />
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className={`h-7 w-7 transition-colors ${
                  n <= shown ? 'text-accent' : isInvalid ? 'text-red-200' : 'text-slate-300'
                } ${isHydrated ? '' : FILLED_WHEN_CHECKED[n]}`}
              >
                <path fill="currentColor" d={STAR_PATH} />
              </svg>
              <span className="sr-only">{n} из 5</span>
            </label>
          ))}
        </div>
        {word ? (
          <span aria-hidden="true" className="text-sm font-medium text-slate-600">
            {word}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}

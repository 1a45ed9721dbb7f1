import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Country } from '../../../contracts/dictionary';
import { useCountryAliases, type AliasesOf } from '../../lib/use-country-aliases';
import { Flag } from '../flag';
import { CheckIcon, SearchIcon } from '../ui-icons';

/** What separates the words of a country's name: «Южная Корея», «Корея (КНДР)», «Гвинея-Бисау». */
const WORD_BREAK = /[\s(«-]/;

/** 0: the text starts the name, 1: it starts a later word, 2: it is inside, null: it is not. */
function matchRank(name: string, needle: string, { inside = true } = {}): number | null {
  if (name.startsWith(needle)) return 0;
  if (name.split(WORD_BREAK).some((word) => word.startsWith(needle))) return 1;
  return inside && name.includes(needle) ? 2 : null;
}

/**
 * Spec section 5: the country filter is a case-insensitive substring match on the name. The
 * names that start with what was typed come first, then those with a word that does («ко» →
 * Южная Корея), then the rest, each group in the list's order: «ту» is Тувалу and Тунис before
 * Вануату and Португалия. A country is also found by another of its names (issue 27: «Англия»,
 * «ФРГ», «Эмираты», «Germany»; contracts/country-aliases.ts), by the start of the name or of a
 * word in it only, so that two typed letters do not bring in every alias containing them.
 */
export function filterCountries<T extends Pick<Country, 'name'> & { code?: string }>(
  countries: T[],
  query: string,
  aliasesOf: AliasesOf = () => [],
): T[] {
  const needle = query.trim().toLocaleLowerCase('ru');
  if (!needle) return countries;
  const aliasNeedle = needle.replaceAll('ё', 'е');
  const groups: T[][] = [[], [], []];
  for (const country of countries) {
    let rank = matchRank(country.name.toLocaleLowerCase('ru'), needle);
    for (const alias of country.code ? aliasesOf(country.code) : []) {
      const aliasRank = matchRank(alias, aliasNeedle, { inside: false });
      if (aliasRank !== null && (rank === null || aliasRank < rank)) rank = aliasRank;
    }
    if (rank !== null) groups[rank]!.push(country);
  }
  return groups.flat();
}

const PAGE_STEP = 8;

/**
 * Spec section 2, the choose-country panel: a search box labelled 'Введите название страны'
 * and a row per country. The search box is a combobox: arrows move through the list, Enter
 * chooses, Escape closes; focus stays in the box (aria-activedescendant).
 */
export function CountryPanel({
  id,
  countries,
  value,
  onSelect,
  onClose,
}: {
  id: string;
  countries: Country[];
  value: Country | null;
  onSelect: (country: Country) => void;
  onClose: (returnFocus: boolean) => void;
}) {
  const [query, setQuery] = useState('');
  // The panel is open: someone is looking for a country.
  const aliasesOf = useCountryAliases(true);
  // 250 rows filter in well under a millisecond: no deferring, so Enter always sees the list shown.
  const filtered = useMemo(
    () => filterCountries(countries, query, aliasesOf),
    [countries, query, aliasesOf],
  );
  const [activeIndex, setActiveIndex] = useState(() =>
    Math.max(
      0,
      countries.findIndex((c) => c.code === value?.code),
    ),
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const optionId = (country: Country) => `${id}-opt-${country.code}`;
  const active = filtered[activeIndex];

  // In the commit itself, so that keys typed right after opening land in the search box.
  useLayoutEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    if (!active) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId depends on id only, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const move = (delta: number) => {
    if (!filtered.length) return;
    setActiveIndex((index) => Math.min(filtered.length - 1, Math.max(0, index + delta)));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        move(1);
        break;
      case 'ArrowUp':
        move(-1);
        break;
      case 'PageDown':
        move(PAGE_STEP);
        break;
      case 'PageUp':
        move(-PAGE_STEP);
        break;
      case 'Enter':
        if (active) onSelect(active);
        break;
      case 'Escape':
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div
      id={id}
      data-testid="country-panel"
      className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl ring-1 ring-black/5"
    >
      <div className="relative border-b border-slate-100 p-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          Введите название страны
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-5 h-5 w-5 -translate-y-1/2 text-slate-400" />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Введите название страны"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            // A new filter starts at the first match.
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-lg bg-slate-50 pr-3 pl-10 text-base outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500"
        />
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {query.trim() ? `Найдено стран: ${filtered.length}` : ''}
      </p>
      {filtered.length ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Страны"
          className="max-h-80 overflow-y-auto overscroll-contain py-1"
        >
          {filtered.map((country, index) => {
            const isSelected = country.code === value?.code;
            return (
              // The keyboard works through the combobox (aria-activedescendant), not the rows.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={country.code}
                id={optionId(country)}
                role="option"
                aria-selected={isSelected}
                data-active={index === activeIndex || undefined}
                // Keep focus in the search box while the mouse picks a row.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
                onClick={() => onSelect(country)}
                className="flex cursor-pointer items-center gap-3 px-4 py-2.5 text-[15px] data-[active]:bg-brand-50 data-[active]:text-brand-700"
              >
                <Flag code={country.code} className="h-4 w-6" />
                <span className="flex-1">{country.name}</span>
                {isSelected ? <CheckIcon className="h-4 w-4 text-brand-600" /> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="px-4 py-6 text-center text-sm text-slate-500">
          Страна не найдена. Проверьте написание.
        </p>
      )}
    </div>
  );
}

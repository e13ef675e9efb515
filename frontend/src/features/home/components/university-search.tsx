import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CATEGORIES,
  LINK_SUMMARY_FIELDS,
  useUniversityLinks,
  type Category,
  type UniversityLink,
} from '@/lib/api/universities';
import { Logo } from '@/components/logo';
import { guidePage, paths } from '@/lib/paths';
import { browserStorage, SESSION_KEYS } from '@/lib/session';
import { suggestUniversities, SUGGESTIONS_CLOSE_DELAY_MS } from '../rules';

/**
 * Spec 1 §2: the four link lists are fetched in parallel (four SWR hooks start together), each
 * with only the fields a suggestion shows (the score finder asks for the same, so they share).
 */
function useAllUniversityLinks() {
  const privateLinks = useUniversityLinks('private', LINK_SUMMARY_FIELDS);
  const nationalLinks = useUniversityLinks('national', LINK_SUMMARY_FIELDS);
  const specialLinks = useUniversityLinks('special', LINK_SUMMARY_FIELDS);
  const internationalLinks = useUniversityLinks('international', LINK_SUMMARY_FIELDS);
  const results = [privateLinks, nationalLinks, specialLinks, internationalLinks];

  // Spec 1 §8: university fetch errors are only logged; the lists that did load still search.
  const [e0, e1, e2, e3] = results.map((r) => r.error as unknown);
  useEffect(() => {
    [e0, e1, e2, e3].forEach((error, i) => {
      if (error) console.error(`Failed to fetch ${CATEGORIES[i]} universities`, error);
    });
  }, [e0, e1, e2, e3]);

  const [d0, d1, d2, d3] = results.map((r) => r.data);
  const universities = useMemo(
    () =>
      [d0, d1, d2, d3].flatMap((list, i) =>
        // The category of a link is the category that was requested (spec 1 §3).
        (list ?? []).map((link): UniversityLink => ({ ...link, category: CATEGORIES[i] as Category })),
      ),
    [d0, d1, d2, d3],
  );
  return { universities, isLoading: results.some((r) => r.isLoading) };
}

const codeOf = (link: UniversityLink) => link.university_code || link.university;

/**
 * The hero search, an ARIA 1.2 combobox: typing filters, ↑/↓ move, Enter opens, Escape closes,
 * hovering a suggestion makes it the active one; the list closes 300 ms after focus leaves so
 * that a click on a suggestion still lands.
 */
export function UniversitySearch() {
  const { universities, isLoading } = useAllUniversityLinks();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (i: number) => `${baseId}-option-${i}`;

  const suggestions = useMemo(() => suggestUniversities(universities, query), [universities, query]);
  const hasQuery = query.trim() !== '';
  const expanded = open && hasQuery;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function choose(link: UniversityLink) {
    setOpen(false);
    const code = codeOf(link);
    try {
      // The guide page reads the chosen university from storage before its own data arrives.
      browserStorage().setItem(SESSION_KEYS.currentUniversityData, JSON.stringify(link));
      if (!code || !link.category) throw new Error('university without code or category');
      navigate(guidePage(link.category.toLowerCase(), code));
    } catch (error) {
      // Spec 1 §2: if navigation to a university fails, fall back to the directory.
      console.error('opening the university guide failed', error);
      navigate(paths.guide);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        i < 0 && delta < 0 ? suggestions.length - 1 : (i + delta + suggestions.length) % suggestions.length,
      );
    } else if (event.key === 'Enter') {
      if (!expanded || suggestions.length === 0) return;
      event.preventDefault();
      choose(suggestions[active >= 0 ? active : 0]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      }
    }
  }

  return (
    <form className="hero-search" role="search" aria-label="ابحث عن جامعة" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        ابحث عن جامعة بالاسم أو الرمز
      </label>
      <div className="hero-search__field">
        <svg className="hero-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.42 1.4-5.39-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
        <input
          id={`${baseId}-input`}
          className="hero-search__input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="ابحث باسم الجامعة أو رمزها"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            // A new result list starts with nothing highlighted.
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            window.clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            window.clearTimeout(closeTimer.current);
            closeTimer.current = window.setTimeout(() => setOpen(false), SUGGESTIONS_CLOSE_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="hero-search__popup" hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label="الجامعات المقترحة" className="hero-search__list">
          {suggestions.map((link, i) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- options are chosen from the keyboard on the search box (aria-activedescendant)
            <li
              key={`${link.category}-${codeOf(link)}-${link._id}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={`hero-search__option${i === active ? ' hero-search__option--active' : ''}`}
              onMouseEnter={() => setActive(i)}
              // Keep focus in the input so the blur timer does not race the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(link)}
            >
              <Logo
                className="hero-search__logo"
                src={link.university_Logo}
                alt=""
                fallbackText={link.university_Arabic_Name}
                size={36}
                eager
              />
              <span className="hero-search__name">{link.university_Arabic_Name}</span>
              <span className="hero-search__code" dir="ltr">
                {codeOf(link)}
              </span>
            </li>
          ))}
        </ul>
        {suggestions.length === 0 && (
          <p className="hero-search__status" role="status">
            {isLoading ? 'جاري تحميل الجامعات...' : 'لا توجد جامعة مطابقة لبحثك'}
          </p>
        )}
      </div>
    </form>
  );
}

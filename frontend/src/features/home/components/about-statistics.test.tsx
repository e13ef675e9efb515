// @vitest-environment node
// Rendered as on the server: no window, so the list is not yet in view and no effect runs.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatInteger } from '@/lib/format';
import { AboutStatistics } from './about-statistics';

const STATISTICS = [
  { value: 120, suffix: 'k+', label: 'زائر' },
  { value: 64, suffix: '+', label: 'جامعة' },
];

/** The figures as the server renders them: effects do not run, the list is not yet in view. */
const shownFigures = (html: string) =>
  [...html.matchAll(/class="stats__value"[^>]*>([\s\S]*?)<\/span>/g)].map((m) => m[1].replace(/<!-- -->/g, ''));

describe('AboutStatistics rendered on the server (issue 24)', () => {
  it('shows the final figures, not 0k+ and 0+, before JavaScript runs', () => {
    const html = renderToString(<AboutStatistics statistics={STATISTICS} />);
    expect(shownFigures(html)).toEqual([`${formatInteger(120)}k+`, `${formatInteger(64)}+`]);
    expect(html).toContain('data-counting="waiting"');
  });
});

import { useRef } from 'react';
import { formatInteger } from '@/lib/format';
import { useInViewOnce } from '@/lib/use-in-view';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import { useCountUp } from '../hooks/use-count-up';
import type { HomeStatistic } from '../types';

function StatisticFigure({ statistic, run, instant }: { statistic: HomeStatistic; run: boolean; instant: boolean }) {
  const value = useCountUp(statistic.value, run, { instant });
  return (
    <li className="stats__item">
      <span className="stats__value" dir="ltr" aria-hidden="true">
        {formatInteger(value)}
        {statistic.suffix}
      </span>
      {/* Screen readers get the final figure once, not sixty intermediate ones. */}
      <span className="visually-hidden">
        {formatInteger(statistic.value)}
        {statistic.suffix}
      </span>
      <span className="stats__label">{statistic.label}</span>
    </li>
  );
}

/**
 * The statistics of the site settings; they count up over 2 s in 60 steps once the list is half
 * visible (spec 1 §2, §9). With reduced motion requested they show their final values at once.
 */
export function AboutStatistics({ statistics }: { statistics: HomeStatistic[] }) {
  const ref = useRef<HTMLUListElement>(null);
  const visible = useInViewOnce(ref, { threshold: 0.5 });
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ul className="stats" aria-label="دليل بالأرقام" ref={ref} data-counting={visible ? 'started' : 'waiting'}>
      {statistics.map((statistic) => (
        <StatisticFigure
          key={`${statistic.label}-${statistic.value}`}
          statistic={statistic}
          run={visible}
          instant={reducedMotion}
        />
      ))}
    </ul>
  );
}

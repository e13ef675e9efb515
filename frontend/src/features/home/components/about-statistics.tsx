import type { HomeStatistic } from '../types';
import { formatInteger } from '@/lib/format';

/** Static figures for now; the count-up animation of spec 1 §2 comes with the full home page. */
export function AboutStatistics({ statistics }: { statistics: HomeStatistic[] }) {
  return (
    <ul className="stats" aria-label="دليل بالأرقام">
      {statistics.map((statistic) => (
        <li className="stats__item" key={`${statistic.label}-${statistic.value}`}>
          <span className="stats__value" dir="ltr">
            {formatInteger(statistic.value)}
            {statistic.suffix}
          </span>
          <span className="stats__label">{statistic.label}</span>
        </li>
      ))}
    </ul>
  );
}

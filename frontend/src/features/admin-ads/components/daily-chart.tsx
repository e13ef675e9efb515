/**
 * Shows and clicks per day (uPlot, a small canvas chart with no dependencies). Loaded with
 * React.lazy from the analytics tab only, so uPlot is a chunk of its own that no other page and
 * no other tab of this screen downloads. The canvas is an image for assistive technology, named
 * by its label; the figures themselves are in the table under it.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DailyActivity } from '@dalil/domain/rules';

export const SHOWS_COLOR = '#0f4c5c';
export const CLICKS_COLOR = '#b45309';
const HEIGHT = 260;

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export default function DailyChart({
  rows,
  label,
  showsLabel,
  clicksLabel,
}: {
  rows: DailyActivity[];
  label: string;
  showsLabel: string;
  clicksLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const width = () => Math.max(280, Math.floor(el.getBoundingClientRect().width));
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        // Days are UTC days (spec 3 §9: ad dates in UTC).
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
        axes: [
          { stroke: '#566870', grid: { stroke: '#e6eef0' }, ticks: { stroke: '#d8e2e5' } },
          {
            stroke: '#566870',
            grid: { stroke: '#e6eef0' },
            ticks: { stroke: '#d8e2e5' },
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
          },
        ],
        series: [
          {},
          { label: showsLabel, stroke: SHOWS_COLOR, width: 2, fill: 'rgba(15, 76, 92, 0.08)', points: { size: 5 } },
          { label: clicksLabel, stroke: CLICKS_COLOR, width: 2, dash: [6, 4], points: { size: 5 } },
        ],
      },
      [rows.map((r) => toSeconds(r.day)), rows.map((r) => r.shows), rows.map((r) => r.clicks)],
      el,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [rows, showsLabel, clicksLabel]);

  return <div ref={box} className="ads-chart__canvas" role="img" aria-label={label} dir="ltr" />;
}

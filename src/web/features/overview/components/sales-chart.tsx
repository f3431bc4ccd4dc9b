import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

import { formatCents } from '#shared/common/money';
import type { OverviewDay } from '#shared/overview/overview.schemas';

import { loadUPlot } from './load-uplot';

/** Seconds since 1970 of a UTC day (uPlot's time axis). */
const secondsOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / 1000;
const HEIGHT = 240;

/**
 * Sales per UTC day as a line, drawn by uPlot (decision 0043). Its code and styles are fetched when
 * the chart is first drawn (load-uplot.ts; uPlot reads the window as it loads, so it is never
 * imported where there is none). The canvas is
 * hidden from screen readers: SalesTable holds the same figures for them.
 */
export function SalesChart({ days }: { days: readonly OverviewDay[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let isGone = false;
    const widthOf = () => Math.max(element.clientWidth, 280);
    const resize = () => chart?.setSize({ width: widthOf(), height: HEIGHT });
    void loadUPlot().then((Plot) => {
      if (isGone) return;
      chart = new Plot(
        {
          width: widthOf(),
          height: HEIGHT,
          // Days are UTC days: the axis must not move them to the browser's zone.
          tzDate: (seconds) => Plot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max : 1] } },
          axes: [
            {},
            {
              values: (_u, ticks) => ticks.map((tick) => formatCents(Math.round(tick * 100))),
              size: 72,
            },
          ],
          series: [
            {},
            {
              label: 'Sales',
              stroke: '#1f2937',
              width: 2,
              fill: 'rgba(31, 41, 55, 0.08)',
              points: { show: days.length <= 31 },
            },
          ],
        },
        [days.map((day) => secondsOf(day.date)), days.map((day) => day.salesCents / 100)],
        element,
      );
      window.addEventListener('resize', resize);
    });
    return () => {
      isGone = true;
      window.removeEventListener('resize', resize);
      chart?.destroy();
    };
  }, [days]);

  return <div ref={box} aria-hidden="true" data-testid="sales-chart" className="w-full" />;
}

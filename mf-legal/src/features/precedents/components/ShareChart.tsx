import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CHART_HEIGHT } from '../lib/chartData';
import type { ShareChartProps } from './shareChartTypes';

export type { ChartType, ShareChartProps } from './shareChartTypes';

// The chart library is a chunk of its own (precedents-charts), fetched only from here.
const Chart = lazy(() => import(/* webpackChunkName: "precedents-charts" */ './ShareChartPlot'));

/** A box of the chart's size, shown until the chart's code has arrived. */
function Placeholder({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={`${label}: loading the chart`}
      style={{ height: CHART_HEIGHT, borderRadius: 8, background: 'rgba(0, 0, 0, 0.03)' }}
    />
  );
}

/**
 * The chart, off the page's critical path: it renders only once the statistics are there (the cards render it
 * after the tables and counts' data), and its code is fetched when its box comes near the viewport (at once where
 * IntersectionObserver does not exist); a placeholder of its size holds the place until then.
 */
export function ShareChart(props: ShareChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} style={{ minHeight: CHART_HEIGHT }}>
      {near ? (
        <Suspense fallback={<Placeholder label={props.label} />}>
          <Chart {...props} />
        </Suspense>
      ) : (
        <Placeholder label={props.label} />
      )}
    </div>
  );
}

import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { CHART_HEIGHT } from '../../lib/chartData';
import type { ShareChartProps } from './types';

export type { ChartType, ShareChartProps } from './types';

// The chart library is a chunk of its own (precedents-charts), fetched only from here.
const Chart = lazy(() => import(/* webpackChunkName: "precedents-charts" */ './Plot'));

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

/** A chart that fails to load or draw says so in its box; the rest of the page stays. */
class ChartErrorBoundary extends Component<{ label: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`${this.props.label}: the chart could not be drawn`, error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="status"
        style={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center', color: 'rgba(0, 0, 0, 0.55)' }}
      >
        The chart could not be drawn
      </div>
    );
  }
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
        <ChartErrorBoundary label={props.label}>
          <Suspense fallback={<Placeholder label={props.label} />}>
            <Chart {...props} />
          </Suspense>
        </ChartErrorBoundary>
      ) : (
        <Placeholder label={props.label} />
      )}
    </div>
  );
}

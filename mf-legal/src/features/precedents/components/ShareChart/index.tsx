import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { CHART_HEIGHT } from '../../lib/chartData';
import type { ShareChartProps } from './types';
import { translate, useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../../i18n/catalogue';

export type { ChartType, ShareChartProps } from './types';

// The chart library is a chunk of its own (precedents-charts), fetched only from here, once for every chart.
let chartCode: Promise<typeof import('./Plot')> | null = null;
const loadChart = () => (chartCode ??= import(/* webpackChunkName: "precedents-charts" */ './Plot'));
const Chart = lazy(loadChart);

/** How long a chart waits for the main thread to be idle before it draws anyway. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Calls `run` when the main thread is next idle (at most IDLE_TIMEOUT_MS later); a timer where the browser has no
 * requestIdleCallback. Returns the cancel.
 */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 0);
  return () => window.clearTimeout(timer);
}

/** A box of the chart's size, shown until the chart's code has arrived. */
function Placeholder({ label }: { label: string }) {
  const t = useT(LEGAL_NAMESPACE);
  return (
    <div
      role="status"
      aria-label={t('{{label}}: loading the chart', { label })}
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
        {translate(LEGAL_NAMESPACE, 'The chart could not be drawn')}
      </div>
    );
  }
}

/**
 * The chart, off the page's critical path: it renders only once the statistics are there (the cards render it
 * after the tables and counts' data), and its code is fetched when its box comes near the viewport (at once where
 * IntersectionObserver does not exist); a placeholder of its size holds the place until then. It draws when the main
 * thread is next idle: the page's tables and counts paint first, and each chart draws in a task of its own rather
 * than both in one long task.
 */
export function ShareChart(props: ShareChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!near || idle) return;
    void loadChart().catch(() => undefined); // fetched now; a failure shows when the chart renders
    return whenIdle(() => setIdle(true));
  }, [near, idle]);
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
      {near && idle ? (
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

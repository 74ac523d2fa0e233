import { Bar, Pie } from '@ant-design/charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  CHART_HEIGHT,
  chartSummary,
  colourScale,
  countAndShare,
  OTHERS,
  PIE_MARGIN,
  PIE_VERTICAL_PADDING,
  pieRadiusRatio,
  type Share,
} from '../../lib/chartData';
import type { ShareChartProps } from './types';

const NARROW = 480;

/** What the chart library passes to onEvent: every chart event, a click on a slice or bar carrying its datum. */
interface ChartEvent {
  type?: string;
  data?: { data?: Partial<Share> };
}

/**
 * A pie or horizontal bar chart of shares drawn by @ant-design/charts, the fifteen-colour palette cycled. It is its
 * own chunk, fetched only when a chart is about to show (see index.tsx). The library draws SVG (this app's build
 * gives G2 the SVG renderer as its default, see mf-legal/rspack.config.cjs): crisp at any zoom, and each slice is a
 * DOM element the browser hit-tests. The drawing is hidden from assistive technology
 * behind one image whose name states the data; the act dropdown is the keyboard's way to choose an act.
 */
export default function ShareChartPlot({ type, data, unit, label, onSelect }: ShareChartProps) {
  // The chart binds its event handler once, when it is created: read the latest callback through a ref.
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const onEvent = (_chart: unknown, event: ChartEvent) => {
    if (event?.type !== 'click') return;
    const picked = event.data?.data?.label;
    if (picked && picked !== OTHERS) onSelectRef.current?.(picked);
  };
  // The library updates the chart whenever its props differ (functions compared by identity): the same props for the
  // same figures, so a refresh that brings nothing new redraws nothing.
  // Under NARROW px (a phone) the pie's legend goes under it: on its right it would leave the pie a few pixels.
  const box = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setNarrow(element.clientWidth < NARROW));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const figures = JSON.stringify(data);
  const shown = useMemo(() => JSON.parse(figures) as Share[], [figures]);
  const common = {
    data: shown,
    height: CHART_HEIGHT,
    colorField: 'label',
    scale: { color: colourScale(data) },
    tooltip: {
      title: (d: Share) => d.label,
      items: [(d: Share) => ({ name: unit, value: countAndShare(d) })],
    },
    // Redrawn every 30 s while Auto refresh is on: no motion each time.
    animate: false as const,
    onEvent,
  };
  return (
    <div
      ref={box}
      role="img"
      aria-label={chartSummary(label, data)}
      data-chart-type={type}
      style={{ height: CHART_HEIGHT, cursor: onSelect ? 'pointer' : undefined }}
    >
      {type === 'pie' ? (
        <Pie
          {...common}
          angleField="count"
          radius={pieRadiusRatio()}
          margin={PIE_MARGIN}
          paddingTop={PIE_VERTICAL_PADDING}
          paddingBottom={PIE_VERTICAL_PADDING}
          key={narrow ? 'narrow' : 'wide'}
          legend={{
            color: {
              position: narrow ? 'bottom' : 'right',
              rowPadding: 4,
              maxRows: narrow ? 3 : 12,
              itemLabelFontSize: 12,
            },
          }}
          label={{
            text: (d: Share) => (d.percentage >= 5 ? `${d.percentage}%` : ''),
            position: 'inside',
            fill: '#fff',
            fontWeight: 600,
          }}
        />
      ) : (
        <Bar
          {...common}
          xField="label"
          yField="count"
          legend={false}
          // Room after the longest bar for its "count (percentage)".
          scale={{ ...common.scale, y: { nice: true, domainMax: Math.max(1, ...shown.map((d) => d.count)) * 1.3 } }}
          // The library's default band behind a hovered bar would take the click (a click without a datum): off.
          interaction={{ tooltip: { shared: true }, elementHighlight: { background: false } }}
          axis={{ x: { title: false }, y: { title: unit } }}
          label={{ text: (d: Share) => countAndShare(d), position: 'right', textAlign: 'left', dx: 6, fontSize: 12 }}
        />
      )}
    </div>
  );
}

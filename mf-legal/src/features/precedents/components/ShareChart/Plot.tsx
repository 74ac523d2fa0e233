import { Bar, Pie, type BarConfig, type PieConfig } from '@ant-design/charts';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  CHART_HEIGHT,
  chartSummary,
  colourScale,
  countAndShare,
  othersLabel,
  paletteColor,
  PIE_MARGIN,
  PIE_VERTICAL_PADDING,
  pieRadiusRatio,
  type Share,
} from '../../lib/chartData';
import type { ShareChartProps } from './types';
import { useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../../i18n/catalogue';

const NARROW = 480;
/** The smallest share (percent) whose slice is wide enough to carry its label. */
const PIE_LABEL_MIN_SHARE = 8;

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
  // The box's width is read before the first drawing (a layout effect, before paint), so that a phone draws its pie
  // once with the legend under it instead of drawing it beside, then again under.
  const box = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState<boolean | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setNarrow(element.clientWidth < NARROW);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setNarrow(element.clientWidth < NARROW));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // The library compares its props on every render (functions by identity) and redraws the whole chart when they
  // differ: the props are built once per figures, type and layout, so a re-render of the page (a refresh that brings
  // nothing new, a chosen act, a toggled switch) redraws nothing.
  const figures = JSON.stringify(data);
  const config = useMemo(
    () => chartConfig(type, JSON.parse(figures) as Share[], unit, narrow ?? false, onSelectRef),
    [type, figures, unit, narrow],
  );
  return (
    <div ref={box}>
      <div
        role="img"
        aria-label={chartSummary(label, data)}
        data-chart-type={type}
        style={{ height: CHART_HEIGHT, cursor: onSelect ? 'pointer' : undefined }}
      >
        {narrow === null ? null : type === 'pie' ? (
          <Pie key={narrow ? 'narrow' : 'wide'} {...(config as PieConfig)} />
        ) : (
          <Bar {...(config as BarConfig)} />
        )}
      </div>
      {narrow && type === 'pie' ? <PhoneLegend data={data} onSelect={onSelect} /> : null}
    </div>
  );
}

/**
 * A phone's pie legend, under the chart and outside its drawing: every item on as many lines as it needs (the
 * library's legend under a pie pages its items behind arrows too small to tap), each a button of 24 px or more that
 * selects its act where the chart selects ('Others' is no act).
 */
function PhoneLegend({ data, onSelect }: Pick<ShareChartProps, 'data' | 'onSelect'>) {
  const t = useT(LEGAL_NAMESPACE);
  return (
    <ul
      aria-label={t('Legend')}
      data-testid="chart-legend"
      style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 12px' }}
    >
      {data.map((d, index) => {
        const swatch = (
          <span
            aria-hidden
            style={{ width: 10, height: 10, borderRadius: 2, background: paletteColor(index), flex: 'none' }}
          />
        );
        const text = `${d.label} ${countAndShare(d)}`;
        return (
          <li key={d.label} style={{ fontSize: 12 }}>
            {onSelect && d.label !== othersLabel() ? (
              <button
                type="button"
                onClick={() => onSelect(d.label)}
                style={{ ...LEGEND_ITEM, border: 'none', background: 'none', cursor: 'pointer', font: 'inherit' }}
              >
                {swatch}
                {text}
              </button>
            ) : (
              <span style={LEGEND_ITEM}>
                {swatch}
                {text}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const LEGEND_ITEM = { display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 24, padding: 0 } as const;

/** The chart's props for these figures: built once per figures, type, unit and layout (see above). */
function chartConfig(
  type: ShareChartProps['type'],
  shown: Share[],
  unit: string,
  narrow: boolean,
  onSelectRef: { current: ShareChartProps['onSelect'] },
): PieConfig | BarConfig {
  const onEvent = (_chart: unknown, event: ChartEvent) => {
    if (event?.type !== 'click') return;
    const picked = event.data?.data?.label;
    if (picked && picked !== othersLabel()) onSelectRef.current?.(picked);
  };
  const common = {
    data: shown,
    height: CHART_HEIGHT,
    colorField: 'label',
    tooltip: {
      title: (d: Share) => d.label,
      items: [(d: Share) => ({ name: unit, value: countAndShare(d) })],
    },
    // Redrawn every 30 s while Auto refresh is on: no motion each time.
    animate: false as const,
    onEvent,
  };
  if (type === 'pie')
    return {
      ...common,
      scale: { color: colourScale(shown) },
      angleField: 'count',
      radius: pieRadiusRatio(),
      margin: PIE_MARGIN,
      paddingTop: PIE_VERTICAL_PADDING,
      paddingBottom: PIE_VERTICAL_PADDING,
      // Under NARROW px (a phone) the legend is the page's own, under the chart (see PhoneLegend): on the pie's right
      // it would leave the pie a few pixels, and under it the library pages it.
      legend: narrow ? false : { color: { position: 'right', rowPadding: 4, maxRows: 12, itemLabelFontSize: 12 } },
      // A slice carries its share, rounded, when it is wide enough for it (8 % and more); labels that would still
      // overlap are hidden (the tooltip and the chart's accessible name give every figure).
      label: {
        text: (d: Share) => (d.percentage >= PIE_LABEL_MIN_SHARE ? `${Math.round(d.percentage)}%` : ''),
        position: 'inside',
        fill: '#fff',
        fontWeight: 600,
        transform: [{ type: 'overlapHide' }],
      },
    };
  return {
    ...common,
    xField: 'label',
    yField: 'count',
    legend: false,
    // Room after the longest bar for its "count (percentage)".
    scale: {
      color: colourScale(shown),
      y: { nice: true, domainMax: Math.max(1, ...shown.map((d) => d.count)) * 1.3 },
    },
    // The library's default band behind a hovered bar would take the click (a click without a datum): off.
    interaction: { tooltip: { shared: true }, elementHighlight: { background: false } },
    axis: { x: { title: false }, y: { title: unit } },
    label: { text: (d: Share) => countAndShare(d), position: 'right', textAlign: 'left', dx: 6, fontSize: 12 },
  };
}

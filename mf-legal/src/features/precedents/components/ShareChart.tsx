import { Bar, Pie } from '@ant-design/charts';
import { useRef } from 'react';
import { CHART_HEIGHT, CHART_PALETTE, OTHERS, PIE_RADIUS, type Share } from '../lib/chartData';

export type ChartType = 'pie' | 'bar';

export interface ShareChartProps {
  type: ChartType;
  /** Already grouped ('Others' last). */
  data: Share[];
  /** What a count is called in the tooltip ('Cases'). */
  unit: string;
  /** Describes the chart for screen readers. */
  label: string;
  /** Called with a slice's or bar's label when it is clicked ('Others' is not selectable). */
  onSelect?: (label: string) => void;
}

interface ChartEvent {
  type?: string;
  data?: { data?: Partial<Share> };
}

/** A pie or bar chart of shares, the fifteen-colour palette cycled. */
export function ShareChart({ type, data, unit, label, onSelect }: ShareChartProps) {
  // The chart binds its event handler once, when it is created: read the latest callback through a ref.
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  // The chart reports every event to onEvent with the canvas event's own type: a click on a slice or bar is a
  // 'click' carrying the datum in data.data (a click on the empty plot carries none).
  const onEvent = (_chart: unknown, event: ChartEvent) => {
    if (event?.type !== 'click') return;
    const picked = event.data?.data?.label;
    if (picked && picked !== OTHERS) onSelectRef.current?.(picked);
  };
  const colour = { color: { range: [...CHART_PALETTE], domain: data.map((d) => d.label) } };
  const tooltip = {
    title: (d: Share) => d.label,
    items: [(d: Share) => ({ name: unit, value: `${d.count} (${d.percentage}%)` })],
  };
  const summary = `${label}: ${data.map((d) => `${d.label} ${d.count} (${d.percentage}%)`).join(', ')}`;

  return (
    <div role="img" aria-label={summary} style={{ cursor: onSelect ? 'pointer' : undefined }}>
      {type === 'pie' ? (
        <Pie
          data={data}
          angleField="count"
          colorField="label"
          radius={PIE_RADIUS}
          height={CHART_HEIGHT}
          scale={colour}
          legend={{ color: { position: 'right', rowPadding: 4, maxRows: 12 } }}
          label={{
            text: (d: Share) => (d.percentage >= 5 ? `${d.percentage}%` : ''),
            position: 'inside',
            fill: '#fff',
            fontWeight: 600,
          }}
          tooltip={tooltip}
          onEvent={onEvent}
        />
      ) : (
        <Bar
          data={data}
          xField="label"
          yField="count"
          colorField="label"
          height={CHART_HEIGHT}
          scale={colour}
          legend={false}
          axis={{ x: { title: false }, y: { title: unit } }}
          tooltip={tooltip}
          onEvent={onEvent}
        />
      )}
    </div>
  );
}

/**
 * Stand-ins for @ant-design/charts' Pie and Bar in jsdom, which cannot lay out or draw an SVG chart: they record the
 * props the page gives them and render one button per datum (data-slice="<label>") that fires the chart's click
 * event as the library does (type 'click', the datum in data.data), so page tests check the data and the clicks.
 * Only the page's tests use them; the data shaping (lib/chartData.ts) is tested for real.
 */
interface ChartProps {
  data: Array<{ label: string; count: number; percentage: number }>;
  onEvent?: (chart: unknown, event: unknown) => void;
  [key: string]: unknown;
}

export const chartCalls: Array<{ kind: 'pie' | 'bar'; props: ChartProps }> = [];

function fake(kind: 'pie' | 'bar') {
  return function FakeChart(props: ChartProps) {
    chartCalls.push({ kind, props });
    return (
      <div data-testid={`${kind}-chart`}>
        {props.data.map((datum) => (
          <button
            key={datum.label}
            type="button"
            data-slice={datum.label}
            onClick={() => props.onEvent?.({}, { type: 'click', nativeEvent: true, data: { data: datum } })}
          >
            {`${kind} slice ${datum.label}`}
          </button>
        ))}
      </div>
    );
  };
}

export const Pie = fake('pie');
export const Bar = fake('bar');

/** The props of the newest chart of this kind whose data contains this label. */
export function lastChart(kind: 'pie' | 'bar', containing?: string): ChartProps | undefined {
  for (let i = chartCalls.length - 1; i >= 0; i--) {
    const call = chartCalls[i]!;
    if (call.kind === kind && (!containing || call.props.data.some((d) => d.label === containing))) return call.props;
  }
  return undefined;
}

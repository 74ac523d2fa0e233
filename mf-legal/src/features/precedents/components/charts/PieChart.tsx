import { CHART_HEIGHT, OTHERS, paletteColor, PIE_RADIUS } from '../../lib/chartData';
import { pieSlices } from '../../lib/pieGeometry';
import { ChartLegend } from './ChartLegend';
import type { ShareChartProps } from './types';
import { useChartTooltip } from './useChartTooltip';

const SIZE = CHART_HEIGHT;

/** A pie (SVG) with its percentages inside the slices of 5% and more, a tooltip, and the legend on its right. */
export function PieChart({ data, unit, label, onSelect }: Omit<ShareChartProps, 'type'>) {
  const tooltip = useChartTooltip(unit);
  const slices = pieSlices(data, SIZE / 2, SIZE / 2, (SIZE / 2) * PIE_RADIUS);
  const summary = `${label}: ${data.map((d) => `${d.label} ${d.count} (${d.percentage}%)`).join(', ')}`;
  return (
    <div
      data-chart-frame
      style={{
        position: 'relative',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 16,
        minHeight: SIZE,
      }}
    >
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        style={{ width: `min(${SIZE}px, 56%)`, minWidth: 180, height: 'auto', flex: 'none' }}
      >
        {slices.map((slice, index) => {
          const selectable = Boolean(onSelect) && slice.datum.label !== OTHERS;
          return (
            <g key={slice.datum.label}>
              <path
                d={slice.path}
                fill={paletteColor(index)}
                stroke="#fff"
                strokeWidth={1}
                data-slice={slice.datum.label}
                style={{ cursor: selectable ? 'pointer' : undefined }}
                onPointerMove={tooltip.show(slice.datum, paletteColor(index))}
                onPointerLeave={tooltip.hide}
                onClick={selectable ? () => onSelect?.(slice.datum.label) : undefined}
              />
              {slice.datum.percentage >= 5 ? (
                <text
                  x={slice.labelX}
                  y={slice.labelY}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fill="#fff"
                  fontSize={12}
                  fontWeight={600}
                  pointerEvents="none"
                >
                  {`${slice.datum.percentage}%`}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <div style={{ flex: '1 1 150px', minWidth: 0 }}>
        <ChartLegend data={data} label={label} onSelect={onSelect} />
      </div>
      {tooltip.box}
    </div>
  );
}

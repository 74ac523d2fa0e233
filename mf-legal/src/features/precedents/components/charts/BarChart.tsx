import { CHART_HEIGHT, OTHERS, paletteColor } from '../../lib/chartData';
import { countAndShare } from '../../lib/pieGeometry';
import type { ShareChartProps } from './types';
import { useChartTooltip } from './useChartTooltip';

/** Horizontal bars, one per item in its palette colour, the count and percentage at the end of each. */
export function BarChart({ data, unit, label, onSelect }: Omit<ShareChartProps, 'type'>) {
  const tooltip = useChartTooltip(unit);
  const max = Math.max(1, ...data.map((d) => d.count));
  const summary = `${label}: ${data.map((d) => `${d.label} ${d.count} (${d.percentage}%)`).join(', ')}`;
  return (
    <div
      data-chart-frame
      style={{ position: 'relative', height: CHART_HEIGHT, display: 'flex', flexDirection: 'column' }}
    >
      <div
        role="img"
        aria-label={summary}
        style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-around', minHeight: 0 }}
      >
        {data.map((d, index) => {
          const selectable = Boolean(onSelect) && d.label !== OTHERS;
          return (
            <div
              key={d.label}
              data-slice={d.label}
              style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 34%) 1fr', alignItems: 'center', gap: 8 }}
              onPointerMove={tooltip.show(d, paletteColor(index))}
              onPointerLeave={tooltip.hide}
              onClick={selectable ? () => onSelect?.(d.label) : undefined}
            >
              <span
                title={d.label}
                style={{
                  fontSize: 12,
                  textAlign: 'right',
                  color: 'rgba(0, 0, 0, 0.65)',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {d.label}
              </span>
              <span style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
                <span
                  style={{
                    width: `${Math.max(1, (d.count / max) * 78)}%`,
                    height: 16,
                    borderRadius: 2,
                    background: paletteColor(index),
                    cursor: selectable ? 'pointer' : undefined,
                  }}
                />
                <span style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{countAndShare(d)}</span>
              </span>
            </div>
          );
        })}
      </div>
      <div style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.55)', textAlign: 'center', paddingTop: 4 }}>{unit}</div>
      {tooltip.box}
    </div>
  );
}

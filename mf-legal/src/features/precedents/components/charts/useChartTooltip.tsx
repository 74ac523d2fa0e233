import { useState, type PointerEvent } from 'react';
import type { Share } from '../../lib/chartData';
import { countAndShare } from '../../lib/pieGeometry';

interface Shown {
  datum: Share;
  colour: string;
  x: number;
  y: number;
}

/**
 * The hover box of a chart: the item's name, then its colour, the unit and "count (percentage)". `show` is the
 * pointer handler of a slice or bar (positions are taken relative to the chart's box); `box` renders it.
 */
export function useChartTooltip(unit: string) {
  const [shown, setShown] = useState<Shown | null>(null);
  const show = (datum: Share, colour: string) => (event: PointerEvent<Element>) => {
    const frame = (event.currentTarget as Element).closest('[data-chart-frame]');
    const rect = frame?.getBoundingClientRect();
    setShown({ datum, colour, x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) });
  };
  const hide = () => setShown(null);
  const box = shown ? (
    <div
      role="tooltip"
      style={{
        position: 'absolute',
        left: shown.x + 12,
        top: shown.y + 12,
        pointerEvents: 'none',
        background: '#fff',
        borderRadius: 6,
        boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
        padding: '8px 12px',
        fontSize: 12,
        whiteSpace: 'nowrap',
        zIndex: 2,
      }}
    >
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{shown.datum.label}</div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <span style={{ width: 8, height: 8, borderRadius: '50%', background: shown.colour }} />
        <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{unit}</span>
        <span style={{ marginLeft: 16 }}>{countAndShare(shown.datum)}</span>
      </div>
    </div>
  ) : null;
  return { show, hide, box };
}

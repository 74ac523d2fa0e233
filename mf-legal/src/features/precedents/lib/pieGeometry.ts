import type { Share } from './chartData';

export interface PieSlice {
  datum: Share;
  /** The SVG path of the slice (a full circle for a single slice). */
  path: string;
  /** Where its percentage label goes (the middle of the slice, at 60% of the radius). */
  labelX: number;
  labelY: number;
}

const point = (cx: number, cy: number, r: number, angle: number) =>
  [cx + r * Math.sin(angle), cy - r * Math.cos(angle)] as const;
const fixed = (n: number) => Number(n.toFixed(2));

/**
 * The slices of a pie centred on (cx, cy) with radius r, each sized by its count, clockwise from twelve o'clock in
 * the order given. Items with no count get no slice.
 */
export function pieSlices(data: Share[], cx: number, cy: number, r: number): PieSlice[] {
  const items = data.filter((d) => d.count > 0);
  const total = items.reduce((sum, d) => sum + d.count, 0);
  if (!total) return [];
  let start = 0;
  return items.map((datum) => {
    const sweep = (datum.count / total) * 2 * Math.PI;
    const end = start + sweep;
    const middle = start + sweep / 2;
    const [labelX, labelY] = point(cx, cy, r * 0.6, middle);
    let path: string;
    if (items.length === 1) {
      // One arc cannot go all the way round: two half circles.
      path = `M ${fixed(cx)} ${fixed(cy - r)} A ${r} ${r} 0 1 1 ${fixed(cx)} ${fixed(cy + r)} A ${r} ${r} 0 1 1 ${fixed(cx)} ${fixed(cy - r)} Z`;
    } else {
      const [x0, y0] = point(cx, cy, r, start);
      const [x1, y1] = point(cx, cy, r, end);
      const large = sweep > Math.PI ? 1 : 0;
      path = `M ${fixed(cx)} ${fixed(cy)} L ${fixed(x0)} ${fixed(y0)} A ${r} ${r} 0 ${large} 1 ${fixed(x1)} ${fixed(y1)} Z`;
    }
    start = end;
    return { datum, path, labelX: fixed(labelX), labelY: fixed(labelY) };
  });
}

/** "12 (40%)": a count and its share, as the legend, the tooltip and the bars write them. */
export const countAndShare = (d: Share) => `${d.count} (${d.percentage}%)`;

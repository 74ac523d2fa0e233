import { translate } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';

/** Acts under 2% and sections under 3% of the cases are grouped into one 'Others' slice. */
export const ACT_OTHERS_THRESHOLD = 2;
export const SECTION_OTHERS_THRESHOLD = 3;
/** The label of the 'Others' item, in the language in use (read when the shares are grouped and drawn). */
export const othersLabel = () => translate(LEGAL_NAMESPACE, 'Others');
export const CHART_HEIGHT = 300;
/** The pie's outer radius in pixels (smaller only where the card is too narrow for it). */
export const PIE_OUTER_RADIUS = 80;
/** The chart's margin, then the padding above and below the pie: the plot is CHART_HEIGHT - 2 x (both) high. */
export const PIE_MARGIN = 16;
export const PIE_VERTICAL_PADDING = 20;

/** Fifteen colours, cycled when there are more slices. */
export const CHART_PALETTE = [
  '#1f5eff',
  '#13c2c2',
  '#52c41a',
  '#faad14',
  '#f5222d',
  '#722ed1',
  '#eb2f96',
  '#fa8c16',
  '#a0d911',
  '#08979c',
  '#2f54eb',
  '#d4380d',
  '#531dab',
  '#c41d7f',
  '#8c8c8c',
] as const;

export interface Share {
  label: string;
  count: number;
  percentage: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Items whose share is under `threshold` percent become a single 'Others' item (counts and percentages summed),
 * placed last; the others keep their order.
 */
export function groupSmallShares(items: Share[], threshold: number): Share[] {
  const kept = items.filter((item) => item.percentage >= threshold);
  const small = items.filter((item) => item.percentage < threshold);
  if (!small.length) return kept;
  return [
    ...kept,
    {
      label: othersLabel(),
      count: small.reduce((sum, item) => sum + item.count, 0),
      percentage: round2(small.reduce((sum, item) => sum + item.percentage, 0)),
    },
  ];
}

/** The colour of the nth slice. */
export const paletteColor = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length]!;

/** The chart's colour scale: each item's label mapped to the palette in order, cycled past the fifteenth. */
export function colourScale(data: Share[]) {
  return { domain: data.map((d) => d.label), range: data.map((_, index) => paletteColor(index)) };
}

/**
 * The pie's radius as the chart library takes it: a share of half the plot's smaller side. The plot is the chart's
 * height less the margin and padding above and below, so the pie is PIE_OUTER_RADIUS pixels wherever the plot is as wide as high.
 */
export function pieRadiusRatio(height = CHART_HEIGHT, padding = PIE_MARGIN + PIE_VERTICAL_PADDING): number {
  return Math.min(1, PIE_OUTER_RADIUS / ((height - 2 * padding) / 2));
}

/** "12 (40%)": a count and its share, as the tooltips and the bars' labels write them. */
export const countAndShare = (d: Share) => `${d.count} (${d.percentage}%)`;

/**
 * The chart's accessible name, which states its data (the drawing itself says nothing to a screen reader):
 * "Cases by Act: Planning Act 823 (68.41%), Expropriations Act 227 (18.87%), Others 70 (5.82%)".
 */
export function chartSummary(label: string, data: Share[]): string {
  if (!data.length) return translate(LEGAL_NAMESPACE, '{{label}}: no data', { label });
  return `${label}: ${data.map((d) => `${d.label} ${countAndShare(d)}`).join(', ')}`;
}

/** The database chip: onlt is OLT, onltb is LTB, anything else upper-cased. */
export function databaseLabel(databaseId: string | null | undefined): string {
  if (!databaseId) return translate(LEGAL_NAMESPACE, 'N/A');
  if (databaseId === 'onlt') return 'OLT';
  if (databaseId === 'onltb') return 'LTB';
  return databaseId.toUpperCase();
}

/**
 * The act whose sections are shown. `chosen` is null until the user picks one (then the first act of the result
 * is selected by default), '' when they picked 'Select an Act...', or an act name (kept while the act is in the
 * result, else back to the first act).
 */
export function effectiveAct(chosen: string | null, acts: Array<{ act: string }>): string | null {
  if (chosen === '') return null;
  if (chosen !== null && acts.some((a) => a.act === chosen)) return chosen;
  return acts[0]?.act ?? null;
}

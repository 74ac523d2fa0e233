/** Acts under 2% and sections under 3% of the cases are grouped into one 'Others' slice. */
export const ACT_OTHERS_THRESHOLD = 2;
export const SECTION_OTHERS_THRESHOLD = 3;
export const OTHERS = 'Others';
export const CHART_HEIGHT = 300;
/** The pie's outer radius: 80% of the available half-size. */
export const PIE_RADIUS = 0.8;

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
      label: OTHERS,
      count: small.reduce((sum, item) => sum + item.count, 0),
      percentage: round2(small.reduce((sum, item) => sum + item.percentage, 0)),
    },
  ];
}

/** The colour of the nth slice. */
export const paletteColor = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length]!;

/** The database chip: onlt is OLT, onltb is LTB, anything else upper-cased. */
export function databaseLabel(databaseId: string | null | undefined): string {
  if (!databaseId) return 'N/A';
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

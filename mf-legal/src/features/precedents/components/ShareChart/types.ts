import type { Share } from '../../lib/chartData';

export type ChartType = 'pie' | 'bar';

export interface ShareChartProps {
  type: ChartType;
  /** Already grouped ('Others' last). */
  data: Share[];
  /** What a count is called in the tooltip and on the bar axis ('Cases'). */
  unit: string;
  /** Names the chart for screen readers ('Cases by Act'); its accessible name adds every item's figures. */
  label: string;
  /** Called with a slice's or bar's label when it is clicked ('Others' is not selectable). */
  onSelect?: (label: string) => void;
}

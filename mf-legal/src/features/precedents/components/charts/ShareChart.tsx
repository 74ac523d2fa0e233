import { BarChart } from './BarChart';
import { PieChart } from './PieChart';
import type { ShareChartProps } from './types';

/** A pie or bar chart of shares, the fifteen-colour palette cycled. Loaded on its own (see ../ShareChart.tsx). */
export default function ShareChart({ type, ...props }: ShareChartProps) {
  return type === 'pie' ? <PieChart {...props} /> : <BarChart {...props} />;
}

// Replaces @ant-design/plots' core/base/chart.js in the precedents charts' chunk. Theirs registers every mark G2 has
// (maps, graphs, sankeys, word clouds, liquids...: d3-geo, d3-force and d3-hierarchy among them) with each chart;
// Pie and Bar are drawn with G2's core library alone (the interval mark, the theta and transposed coordinates, the
// legends and the tooltip), which is all this one registers.
import { corelib, extend, Runtime } from '@antv/g2';

export const Chart = extend(Runtime, corelib());

import { Tag } from 'antd';
import type { CoverageLevel } from '../api/types';
import { COVERAGE_TAG_COLORS, coverageLabel } from '../lib/coverage';

/** "Fully watched", "Partly watched" or "Not watched" in the level's colour. */
export function CoverageTag({ coverage }: { coverage: CoverageLevel }) {
  return (
    <Tag color={COVERAGE_TAG_COLORS[coverage]} data-testid={`coverage-${coverage}`}>
      {coverageLabel(coverage)}
    </Tag>
  );
}

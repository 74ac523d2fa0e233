import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { PointMap, useT, type MapPoint, type SiteMapTiles } from 'shared-auth';
import type { CoverageMunicipality } from '../api/types';
import { COVERAGE_HEX, COVERAGE_ORDER, coverageLabel } from '../lib/coverage';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';

export interface CoverageMapProps {
  rows: CoverageMunicipality[];
  tiles: SiteMapTiles | null;
  height: number | string;
  selectedId?: number | null;
  onSelect(id: number): void;
}

/** The municipalities as points coloured by coverage, with the legend. */
export function CoverageMap({ rows, tiles, height, selectedId, onSelect }: CoverageMapProps) {
  const t = useT(PROPERTIES_NAMESPACE);
  const points = useMemo<MapPoint[]>(
    () =>
      rows
        .filter((row) => row.latitude !== null && row.longitude !== null)
        // Drawn in order: the watched ones last, on top, so that the few green and gold dots are not hidden
        // under the hundreds of grey ones where the points crowd (southern Ontario at the province's zoom).
        .sort((a, b) => COVERAGE_ORDER.indexOf(b.coverage) - COVERAGE_ORDER.indexOf(a.coverage))
        .map((row) => ({
          id: row.id,
          latitude: row.latitude!,
          longitude: row.longitude!,
          color: COVERAGE_HEX[row.coverage],
          title: `${row.name}: ${coverageLabel(row.coverage)}`,
        })),
    // t changes with the language: the points' titles follow it.
    [rows, t],
  );
  return (
    <Flex vertical gap={8}>
      <PointMap
        points={points}
        tiles={tiles}
        height={height}
        label={t('Map of the municipalities by coverage')}
        selectedId={selectedId}
        onSelect={onSelect}
      />
      <Flex gap={16} wrap aria-label={t('Legend')} role="list">
        {COVERAGE_ORDER.map((level) => (
          <Flex key={level} gap={6} align="center" role="listitem">
            <span
              aria-hidden
              style={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                background: COVERAGE_HEX[level],
                border: '2px solid #fff',
                boxShadow: '0 0 0 1px rgba(0,0,0,.35)',
              }}
            />
            <Typography.Text>{coverageLabel(level)}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}

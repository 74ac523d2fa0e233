/** Test data of the coverage routes (never imported by app code), shaped as the API contract says. */
import type { CoverageDetail, CoverageList, CoverageMunicipality } from '../api/types';

export const coverageRow = (overrides: Partial<CoverageMunicipality> & Pick<CoverageMunicipality, 'id' | 'name'>) =>
  ({
    kind: 'lower-tier',
    upper_tier: null,
    latitude: 43.5,
    longitude: -80,
    coverage: 'none',
    council_watched: false,
    property_count: 0,
    requested: false,
    ...overrides,
  }) satisfies CoverageMunicipality;

export const coverageRows: CoverageMunicipality[] = [
  coverageRow({ id: 3, name: 'Toronto', kind: 'single-tier', coverage: 'full', council_watched: true, latitude: 43.65, longitude: -79.38, property_count: 2 }),
  coverageRow({ id: 1, name: 'Mississauga', upper_tier: 'Peel Region', coverage: 'full', council_watched: true, latitude: 43.59, longitude: -79.64 }),
  coverageRow({ id: 7, name: 'Markham', upper_tier: 'York Region', coverage: 'partial', latitude: 43.86, longitude: -79.34, property_count: 1 }),
  coverageRow({ id: 8, name: 'Guelph', kind: 'single-tier', coverage: 'none', latitude: 43.55, longitude: -80.25 }),
  coverageRow({ id: 9, name: 'Hamilton', kind: 'single-tier', coverage: 'full', council_watched: true, latitude: 43.26, longitude: -79.87 }),
  coverageRow({ id: 10, name: 'Hamilton (Northumberland)', upper_tier: 'Northumberland County', coverage: 'none', latitude: 44.03, longitude: -78.2, requested: true }),
];

export const coverageList: CoverageList = {
  municipalities: coverageRows,
  totals: { full: 3, partial: 1, none: 2 },
};

export function coverageDetail(id: number, overrides: Partial<CoverageDetail> = {}): CoverageDetail {
  const municipality = coverageRows.find((row) => row.id === id)!;
  const watched = municipality.coverage === 'full';
  return {
    municipality,
    coverage: municipality.coverage,
    message: watched
      ? `Council agendas of ${municipality.name} are read, with regional, conservation authority, provincial and tribunal items.`
      : `Council agendas of ${municipality.name} are not read yet. This property will still get regional, conservation authority, provincial and tribunal items.`,
    sources: [
      {
        name: 'escribe-trca',
        label: 'TRCA board agendas',
        kind: 'Conservation authority',
        scope: 'conservation',
        body: 'Toronto and Region Conservation Authority',
        state: 'ok',
        last_success_at: '2026-11-28T14:05:00.000Z',
        last_failure_at: null,
        last_error: null,
        consecutive_failures: 0,
        degraded_reason: null,
        items_30d: 12,
      },
      {
        name: 'tmmis',
        label: 'Toronto council agendas',
        kind: 'Council and committee agendas',
        scope: 'own',
        body: 'Toronto',
        state: 'degraded',
        last_success_at: '2026-11-26T09:00:00.000Z',
        last_failure_at: '2026-11-28T13:00:00.000Z',
        last_error: 'HTTP 403',
        consecutive_failures: 3,
        degraded_reason: 'The portal refused our requests (403) on the last 3 runs',
        items_30d: 0,
      },
    ],
    requested: municipality.requested,
    request_count: municipality.requested ? 1 : 0,
    ...overrides,
  };
}

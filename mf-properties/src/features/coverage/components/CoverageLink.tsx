import { Link } from 'react-router-dom';
import type { CoverageMunicipality } from '../api/types';
import { COVERAGE_LABELS } from '../lib/coverage';
import { CoverageTag } from './CoverageTag';

/** The coverage tag of a municipality as a link to its detail (a property card). */
export function CoverageLink({ municipality }: { municipality: Pick<CoverageMunicipality, 'id' | 'name' | 'coverage'> }) {
  return (
    <Link
      to={`/coverage/${municipality.id}`}
      aria-label={`${municipality.name}: ${COVERAGE_LABELS[municipality.coverage]}. See its coverage`}
      data-testid="property-coverage"
    >
      <CoverageTag coverage={municipality.coverage} />
    </Link>
  );
}

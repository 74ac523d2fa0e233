import { Link } from 'react-router-dom';
import type { CoverageMunicipality } from '../api/types';
import { useT } from 'shared-auth';
import { coverageLabel } from '../lib/coverage';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { CoverageTag } from './CoverageTag';

/** The coverage tag of a municipality as a link to its detail (a property card). */
export function CoverageLink({ municipality }: { municipality: Pick<CoverageMunicipality, 'id' | 'name' | 'coverage'> }) {
  const t = useT(PROPERTIES_NAMESPACE);
  return (
    <Link
      to={`/coverage/${municipality.id}`}
      aria-label={t('{{name}}: {{coverage}}. See its coverage', {
        name: municipality.name,
        coverage: coverageLabel(municipality.coverage),
      })}
      data-testid="property-coverage"
    >
      <CoverageTag coverage={municipality.coverage} />
    </Link>
  );
}

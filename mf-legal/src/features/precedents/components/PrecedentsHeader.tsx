import { Typography } from 'antd';
import { formatDay } from '../../../shared/dates';
import { useLegalDecisionsQuery } from '../api/precedentsApi';
import { PageTitle } from 'shared-auth';

/**
 * Title, the product's subtitle, and beside it how fresh the figures are: the date of the newest decision on file.
 */
export function PrecedentsHeader() {
  const newest = useLegalDecisionsQuery({ sort: 'decision_date', limit: 1, offset: 0 });
  const updated = formatDay(newest.data?.items[0]?.decision_date);
  return (
    <header>
      <PageTitle documentTitle="Precedents" style={{ marginTop: 0, marginBottom: 4 }}>
        Precedents Case Distribution
      </PageTitle>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        <span>Real-time analysis of OLT cases by Act and Section</span>
        {updated ? <span data-testid="precedents-updated"> · Updated {updated} (newest decision)</span> : null}
      </Typography.Paragraph>
    </header>
  );
}

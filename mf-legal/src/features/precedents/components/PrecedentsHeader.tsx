import { Typography } from 'antd';
import { formatDay } from '../../../shared/dates';
import { useLegalDecisionsQuery } from '../api/precedentsApi';
import { PageTitle, useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';

/**
 * Title, the product's subtitle, and beside it how fresh the figures are: the date of the newest decision on file.
 */
export function PrecedentsHeader() {
  const t = useT(LEGAL_NAMESPACE);
  const newest = useLegalDecisionsQuery({ sort: 'decision_date', limit: 1, offset: 0 });
  const updated = formatDay(newest.data?.items[0]?.decision_date);
  return (
    <header>
      <PageTitle documentTitle={t('Precedents')} style={{ marginTop: 0, marginBottom: 4 }}>
        {t('Precedents Case Distribution')}
      </PageTitle>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        <span>{t('Real-time analysis of OLT cases by Act and Section')}</span>
        {updated ? (
          <span data-testid="precedents-updated">
            {' · '}
            {t('Updated {{date}} (newest decision)', { date: updated })}
          </span>
        ) : null}
      </Typography.Paragraph>
    </header>
  );
}

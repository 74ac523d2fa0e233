import { Typography } from 'antd';
import { useProposalsCountQuery } from '../api/provincialApi';
import { PageTitle, useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';

/** Title and the proposal count, taken from the data (never a fixed number). */
export function ProposalsHeader() {
  const t = useT(LEGAL_NAMESPACE);
  const { data } = useProposalsCountQuery();
  const count = data?.count;
  return (
    <header>
      <PageTitle documentTitle={t('Provincial')} style={{ marginTop: 0, marginBottom: 4 }}>
        {t('Provincial and Federal Tracking')}
      </PageTitle>
      <Typography.Paragraph type="secondary" data-testid="proposals-count">
        {count === undefined
          ? '\u00a0'
          : count === 1
            ? t('{{count}} proposal from Ontario sites', { count })
            : t('{{count}} proposals from Ontario sites', { count })}
      </Typography.Paragraph>
    </header>
  );
}

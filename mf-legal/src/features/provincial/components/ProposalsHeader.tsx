import { Typography } from 'antd';
import { useProposalsCountQuery } from '../api/provincialApi';
import { PageTitle } from 'shared-auth';

/** Title and the proposal count, taken from the data (never a fixed number). */
export function ProposalsHeader() {
  const { data } = useProposalsCountQuery();
  const count = data?.count;
  return (
    <header>
      <PageTitle documentTitle="Provincial" style={{ marginTop: 0, marginBottom: 4 }}>
        Provincial and Federal Tracking
      </PageTitle>
      <Typography.Paragraph type="secondary" data-testid="proposals-count">
        {count === undefined ? '\u00a0' : `${count} ${count === 1 ? 'proposal' : 'proposals'} from Ontario sites`}
      </Typography.Paragraph>
    </header>
  );
}
